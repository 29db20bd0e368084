/**
 * Shared helpers of the desktop main-process specs: a fresh temp userData per
 * test, fresh main modules (module state such as the open window or the
 * session cache starts empty) and IPC events as Electron would build them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, vi } from "vitest";
import type * as ElectronMock from "./mocks/electron";

/** The mock module, typed. */
export type Electron = typeof ElectronMock;

/** The packaged renderer's URL (what the gatekeeper trusts). */
export const RENDERER_URL = "app://renderer/index.html#/admin";

/** The temp userData folders made by this test file, removed when it ends. */
const userDataFolders: string[] = [];
afterAll(() => {
  for (const folder of userDataFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * Resets the module registry and the electron double, points userData at a
 * new temp folder and returns the (same-instance) mock.
 */
export async function freshElectron(): Promise<{ electron: Electron; userData: string }> {
  vi.resetModules();
  delete process.env["ELECTRON_RENDERER_URL"];
  const electron = (await import("electron")) as unknown as Electron;
  const userData = mkdtempSync(join(tmpdir(), "desktop-test-"));
  userDataFolders.push(userData);
  electron.resetElectronMock(userData);
  return { electron, userData };
}

/** An IPC event from `sender` whose top frame (or a sub frame, when `subFrame`) is at `url`. */
export function ipcEvent(electron: Electron, url: string, options: { sender?: unknown; subFrame?: boolean } = {}) {
  const top = new electron.WebFrameMainMock(url);
  const frame = options.subFrame ? new electron.WebFrameMainMock(url, top) : top;
  return { sender: options.sender ?? new electron.WebContentsMock(url), senderFrame: frame };
}
