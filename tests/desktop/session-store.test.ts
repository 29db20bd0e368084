import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
let userData: string;
const KEY = "sb-localhost-auth-token";
const SESSION = JSON.stringify({ access_token: "secret-access", refresh_token: "secret-refresh", expires_at: 1 });

beforeEach(async () => {
  ({ electron, userData } = await freshElectron());
});

describe("session store", () => {
  it("round-trips a value through safeStorage and never writes it in clear", async () => {
    const store = await import("../../desktop/main/session-store");
    await store.setSessionItem(KEY, SESSION);
    await expect(store.getSessionItem(KEY)).resolves.toBe(SESSION);
    const file = readFileSync(join(userData, "session.bin"));
    expect(file.toString("utf8")).not.toContain("secret-refresh");
    expect(electron.safeStorage.encryptString).toHaveBeenCalled();
  });

  it("reads the persisted refresh token after a restart (fresh module, same userData)", async () => {
    const first = await import("../../desktop/main/session-store");
    await first.setSessionItem(KEY, SESSION);
    vi.resetModules();
    const restarted = await import("../../desktop/main/session-store");
    await expect(restarted.getSessionItem(KEY)).resolves.toBe(SESSION);
    expect(electron.safeStorage.decryptString).toHaveBeenCalled();
  });

  it("returns null for an unknown key", async () => {
    const store = await import("../../desktop/main/session-store");
    await expect(store.getSessionItem("nope")).resolves.toBeNull();
  });

  it("deletes the file when the last key is removed (sign-out wipes the session)", async () => {
    const store = await import("../../desktop/main/session-store");
    await store.setSessionItem(KEY, SESSION);
    await store.setSessionItem(`${KEY}-user`, "{}");
    await store.removeSessionItem(KEY);
    expect(existsSync(join(userData, "session.bin"))).toBe(true);
    await store.removeSessionItem(`${KEY}-user`);
    expect(existsSync(join(userData, "session.bin"))).toBe(false);
    await expect(store.getSessionItem(KEY)).resolves.toBeNull();
  });

  it("wipeSession() forgets every key and removes the file", async () => {
    const store = await import("../../desktop/main/session-store");
    await store.setSessionItem(KEY, SESSION);
    await store.wipeSession();
    expect(existsSync(join(userData, "session.bin"))).toBe(false);
    await expect(store.getSessionItem(KEY)).resolves.toBeNull();
  });

  it("keeps the session in memory only when encryption is unavailable", async () => {
    electron.safeStorage.isEncryptionAvailable.mockReturnValue(false);
    const store = await import("../../desktop/main/session-store");
    await store.setSessionItem(KEY, SESSION);
    await expect(store.getSessionItem(KEY)).resolves.toBe(SESSION);
    expect(existsSync(join(userData, "session.bin"))).toBe(false);
    expect(electron.safeStorage.encryptString).not.toHaveBeenCalled();
  });

  it("does not persist with Linux's basic_text backend (a key everyone knows), elsewhere it does", async () => {
    electron.safeStorage.getSelectedStorageBackend.mockReturnValue("basic_text");
    const store = await import("../../desktop/main/session-store");
    expect(store.canPersistSession("linux")).toBe(false);
    expect(store.canPersistSession("win32")).toBe(true);
    electron.safeStorage.getSelectedStorageBackend.mockReturnValue("kwallet6");
    expect(store.canPersistSession("linux")).toBe(true);
  });

  it("starts signed out and drops a file that cannot be decrypted", async () => {
    writeFileSync(join(userData, "session.bin"), "garbage from another machine");
    const store = await import("../../desktop/main/session-store");
    await expect(store.getSessionItem(KEY)).resolves.toBeNull();
    expect(existsSync(join(userData, "session.bin"))).toBe(false);
  });

  it("serializes concurrent writes (last write wins, nothing lost)", async () => {
    const store = await import("../../desktop/main/session-store");
    await Promise.all([store.setSessionItem("a", "1"), store.setSessionItem("b", "2"), store.setSessionItem("a", "3")]);
    vi.resetModules();
    const restarted = await import("../../desktop/main/session-store");
    await expect(restarted.getSessionItem("a")).resolves.toBe("3");
    await expect(restarted.getSessionItem("b")).resolves.toBe("2");
  });

  it("session:get|set|remove work for the renderer and refuse other senders", async () => {
    const store = await import("../../desktop/main/session-store");
    store.setupSessionStore();
    const trusted = ipcEvent(electron, RENDERER_URL);
    await electron.ipcMain.invoke("session:set", trusted, KEY, SESSION);
    await expect(electron.ipcMain.invoke("session:get", trusted, KEY)).resolves.toBe(SESSION);
    await expect(
      electron.ipcMain.invoke("session:get", ipcEvent(electron, "http://localhost:5173/captcha.html"), KEY),
    ).rejects.toThrow(/untrusted/);
    await electron.ipcMain.invoke("session:remove", trusted, KEY);
    await expect(electron.ipcMain.invoke("session:get", trusted, KEY)).resolves.toBeNull();
  });
});
