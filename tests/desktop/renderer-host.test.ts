import { describe, expect, it, vi } from "vitest";
import type { DesktopBridge } from "../../desktop/shared/ipc-contract";

vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));
vi.mock("../../desktop/renderer/src/captcha/desktop-captcha", () => ({ DesktopCaptcha: () => null }));

const { createDesktopHost, createSessionStorage, remoteErrorMessage, sessionStorageKey, toFile } =
  await import("../../desktop/renderer/src/host/desktop-host");
const { notifications } = await import("@mantine/notifications");

function bridge(overrides: Partial<DesktopBridge> = {}): DesktopBridge {
  const fn = () => vi.fn(async () => undefined);
  return {
    getSettings: fn(),
    saveSettings: fn(),
    sessionGet: vi.fn(async () => "stored"),
    sessionSet: fn(),
    sessionRemove: fn(),
    captchaOpen: fn(),
    captchaReset: fn(),
    captchaClose: fn(),
    openCatalogFile: vi.fn(async () => null),
    openContentFile: vi.fn(async () => null),
    openExternal: vi.fn(async () => ({ ok: true as const })),
    notify: vi.fn(async () => ({ ok: true as const })),
    setMenuLanguage: fn(),
    on: vi.fn(() => () => undefined),
    ...overrides,
  } as DesktopBridge;
}

const settings = {
  supabaseUrl: "https://abc.supabase.co",
  supabaseAnonKey: "x".repeat(40),
  captchaProvider: "altcha" as const,
  hcaptchaSiteKey: "",
  siteOrigin: "https://www.example.com",
};

describe("desktop AdminHost", () => {
  it("keeps the session through session:get|set|remove under supabase-js's default key", async () => {
    const b = bridge();
    const storage = createSessionStorage(b);
    await expect(storage.getItem("k")).resolves.toBe("stored");
    await storage.setItem("k", "v");
    await storage.removeItem("k");
    expect(b.sessionSet).toHaveBeenCalledWith("k", "v");
    expect(b.sessionRemove).toHaveBeenCalledWith("k");
    expect(sessionStorageKey("https://abc.supabase.co")).toBe("sb-abc-auth-token");
    expect(sessionStorageKey("http://127.0.0.1:54321")).toBe("sb-127-auth-token");
  });

  it("pickCatalogFile builds a File from the picked bytes and returns null on cancel", async () => {
    const picked = { name: "c.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80, 68, 70]) };
    const host = createDesktopHost(settings, bridge({ openCatalogFile: vi.fn(async () => picked) }));
    const file = await host.pickCatalogFile?.();
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe("c.pdf");
    expect(file?.type).toBe("application/pdf");
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(picked.bytes);
    expect(await createDesktopHost(settings, bridge()).pickCatalogFile?.()).toBeNull();
    expect(toFile(picked).size).toBe(4);
  });

  it("pickFile asks content:open-file for the field's kind and builds a File; a refusal is a notification (issue #11)", async () => {
    const picked = { name: "cover.png", type: "image/png", bytes: new Uint8Array([137, 80, 78, 71]) };
    const openContentFile = vi.fn(async () => picked);
    const file = await createDesktopHost(settings, bridge({ openContentFile })).pickFile?.("image");
    expect(openContentFile).toHaveBeenCalledWith("image");
    expect(file).toMatchObject({ name: "cover.png", type: "image/png", size: 4 });
    const refused = vi.fn(async () => {
      throw new Error(
        "Error invoking remote method 'content:open-file': CatalogFileError: The image is larger than 5 MB",
      );
    });
    await expect(
      createDesktopHost(settings, bridge({ openContentFile: refused })).pickFile?.("image"),
    ).resolves.toBeNull();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: "The image is larger than 5 MB" }),
    );
  });

  it("a refused file becomes a notification with main's reason and null", async () => {
    const refused = vi.fn(async () => {
      throw new Error(
        "Error invoking remote method 'catalog:open-file': CatalogFileError: The file is larger than 50 MB",
      );
    });
    const host = createDesktopHost(settings, bridge({ openCatalogFile: refused }));
    await expect(host.pickCatalogFile?.()).resolves.toBeNull();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: "The file is larger than 50 MB" }),
    );
    expect(remoteErrorMessage(new Error("plain"))).toBe("plain");
  });

  it("openExternal goes through the bridge and reports a refusal", async () => {
    const b = bridge({
      openExternal: vi.fn(async () => ({ ok: false as const, error: "Only http and https links can be opened" })),
    });
    createDesktopHost(settings, b).openExternal("file:///etc/passwd");
    await vi.waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: "Could not open link" })),
    );
    expect(b.openExternal).toHaveBeenCalledWith("file:///etc/passwd");
  });

  it("notify shows a system notification through the bridge; a refusal or a failed call is only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.mocked(notifications.show).mockClear();
    const b = bridge();
    createDesktopHost(settings, b).notify?.("2 new enquiries", "Newest: Ada Lovelace · Quote request");
    expect(b.notify).toHaveBeenCalledWith("2 new enquiries", "Newest: Ada Lovelace · Quote request");

    const unsupported = bridge({
      notify: vi.fn(async () => ({ ok: false as const, error: "Notifications are not supported on this system" })),
    });
    createDesktopHost(settings, unsupported).notify?.("1 new enquiry", "x");
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "System notification not shown: Notifications are not supported on this system",
      ),
    );

    const failing = bridge({
      notify: vi.fn(async () => {
        throw new Error("Error invoking remote method 'notification:show': ZodError: too long");
      }),
    });
    expect(() => createDesktopHost(settings, failing).notify?.("1 new enquiry", "x")).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("System notification not shown: too long"));
    expect(notifications.show).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
