import { truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_CATALOG_BYTES, MAX_IMAGE_BYTES } from "../../desktop/shared/ipc-contract";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
let userData: string;
beforeEach(async () => {
  ({ electron, userData } = await freshElectron());
});

function chooses(path: string | null) {
  electron.dialog.showOpenDialog.mockResolvedValue(
    path ? { canceled: false, filePaths: [path] } : { canceled: true, filePaths: [] },
  );
}

describe("catalog:open-file", () => {
  it("shows the dialog with pdf/doc/docx filters and returns name, type and bytes", async () => {
    const path = join(userData, "Catalog 2024.PDF");
    writeFileSync(path, "%PDF-1.4 test");
    chooses(path);
    const { setupCatalog } = await import("../../desktop/main/catalog");
    setupCatalog();
    const window = new electron.BrowserWindow();
    const event = { ...ipcEvent(electron, RENDERER_URL), sender: window.webContents };
    const picked = (await electron.ipcMain.invoke("catalog:open-file", event)) as {
      name: string;
      type: string;
      bytes: Uint8Array;
    };
    expect(picked.name).toBe("Catalog 2024.PDF");
    expect(picked.type).toBe("application/pdf");
    expect(Buffer.from(picked.bytes).toString()).toBe("%PDF-1.4 test");
    const [parent, options] = electron.dialog.showOpenDialog.mock.calls[0] as unknown as [
      unknown,
      Electron.OpenDialogOptions,
    ];
    expect(parent).toBe(window);
    expect(options.properties).toEqual(["openFile"]);
    expect(options.filters).toEqual([{ name: "Catalog (PDF, Word)", extensions: ["pdf", "doc", "docx"] }]);
  });

  it("returns null when the dialog is cancelled", async () => {
    chooses(null);
    const { pickCatalogFile } = await import("../../desktop/main/catalog");
    await expect(pickCatalogFile(null)).resolves.toBeNull();
  });

  it("maps .doc and .docx to their Word MIME types", async () => {
    const { catalogMimeType } = await import("../../desktop/main/catalog");
    expect(catalogMimeType("/a/b.doc")).toBe("application/msword");
    expect(catalogMimeType("/a/b.DOCX")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(catalogMimeType("/a/b.exe")).toBeNull();
    expect(catalogMimeType("/a/pdf")).toBeNull();
  });

  it("refuses other file types (a renamed filter bypass) with a user-facing message", async () => {
    const path = join(userData, "tool.exe");
    writeFileSync(path, "MZ");
    chooses(path);
    const { pickCatalogFile } = await import("../../desktop/main/catalog");
    await expect(pickCatalogFile(null)).rejects.toThrow("Only .pdf, .doc and .docx files are accepted");
  });

  it("refuses a file over 50 MiB without reading it, and an empty file", async () => {
    const big = join(userData, "big.pdf");
    writeFileSync(big, "");
    truncateSync(big, MAX_CATALOG_BYTES + 1);
    const { readCatalogFile } = await import("../../desktop/main/catalog");
    await expect(readCatalogFile(big)).rejects.toThrow("The file is larger than 50 MB");
    const empty = join(userData, "empty.pdf");
    writeFileSync(empty, "");
    await expect(readCatalogFile(empty)).rejects.toThrow("The file is empty");
  });

  it("accepts a file of exactly 50 MiB", async () => {
    const edge = join(userData, "edge.pdf");
    writeFileSync(edge, "");
    truncateSync(edge, MAX_CATALOG_BYTES);
    const { readCatalogFile } = await import("../../desktop/main/catalog");
    await expect(readCatalogFile(edge)).resolves.toMatchObject({ name: "edge.pdf", type: "application/pdf" });
  });

  it("refuses the dialog to anything but the renderer", async () => {
    const { setupCatalog } = await import("../../desktop/main/catalog");
    setupCatalog();
    await expect(
      electron.ipcMain.invoke("catalog:open-file", ipcEvent(electron, "https://evil.example/")),
    ).rejects.toThrow(/untrusted/);
    expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
  });
});

describe("content:open-file (issue #11)", () => {
  it("shows the dialog filtered to the field's kind and returns an image's name, type and bytes", async () => {
    const path = join(userData, "Cover.JPG");
    writeFileSync(path, "jpeg bytes");
    chooses(path);
    const { setupCatalog } = await import("../../desktop/main/catalog");
    setupCatalog();
    const window = new electron.BrowserWindow();
    const event = { ...ipcEvent(electron, RENDERER_URL), sender: window.webContents };
    const picked = (await electron.ipcMain.invoke("content:open-file", event, "image")) as {
      name: string;
      type: string;
      bytes: Uint8Array;
    };
    expect(picked).toMatchObject({ name: "Cover.JPG", type: "image/jpeg" });
    expect(Buffer.from(picked.bytes).toString()).toBe("jpeg bytes");
    const [, options] = electron.dialog.showOpenDialog.mock.calls[0] as unknown as [
      unknown,
      Electron.OpenDialogOptions,
    ];
    expect(options.filters).toEqual([{ name: "Images (PNG, JPEG, WebP)", extensions: ["png", "jpg", "jpeg", "webp"] }]);
  });

  it("refuses an SVG as an image, a PDF over an image's 5 MiB is fine as a document, and an unknown kind", async () => {
    const { readContentFile, setupCatalog } = await import("../../desktop/main/catalog");
    const svg = join(userData, "logo.svg");
    writeFileSync(svg, "<svg/>");
    await expect(readContentFile(svg, "image")).rejects.toThrow("Only .png, .jpg, .jpeg and .webp images are accepted");
    const big = join(userData, "big.png");
    writeFileSync(big, "");
    truncateSync(big, MAX_IMAGE_BYTES + 1);
    await expect(readContentFile(big, "image")).rejects.toThrow("The image is larger than 5 MB");
    const pdf = join(userData, "big.pdf");
    writeFileSync(pdf, "");
    truncateSync(pdf, MAX_IMAGE_BYTES + 1);
    await expect(readContentFile(pdf, "document")).resolves.toMatchObject({ type: "application/pdf" });
    setupCatalog();
    await expect(
      electron.ipcMain.invoke("content:open-file", ipcEvent(electron, RENDERER_URL), "video"),
    ).rejects.toThrow();
    expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
  });
});

describe("shell:open-external", () => {
  it("opens http(s) for the renderer, refuses other schemes and other senders", async () => {
    const { setupExternal } = await import("../../desktop/main/external");
    setupExternal();
    const trusted = ipcEvent(electron, RENDERER_URL);
    await expect(electron.ipcMain.invoke("shell:open-external", trusted, "https://x.test/c.pdf")).resolves.toEqual({
      ok: true,
    });
    await expect(electron.ipcMain.invoke("shell:open-external", trusted, "file:///etc/passwd")).resolves.toMatchObject({
      ok: false,
    });
    await expect(
      electron.ipcMain.invoke(
        "shell:open-external",
        ipcEvent(electron, "http://localhost:5173/captcha.html"),
        "https://x.test/",
      ),
    ).rejects.toThrow(/untrusted/);
    expect(electron.shell.openExternal).toHaveBeenCalledTimes(1);
  });
});
