/**
 * Catalog upload through the native Open File dialog (issue #5): main shows
 * the dialog, checks type (spec §5: .pdf, .doc, .docx) and size (≤ 50 MiB,
 * the bucket limit) and returns the bytes; the renderer builds a File and the
 * shared admin uploads it like a dropped file.
 */
import { readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { BrowserWindow, dialog } from "electron";
import { CATALOG_TYPES, MAX_CATALOG_BYTES, type PickedFile } from "../shared/ipc-contract";
import { handle } from "./ipc";

/** Raised for a file the catalog does not accept; the message is user-facing. */
export class CatalogFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CatalogFileError";
  }
}

/** MIME type of an accepted catalog path, or null for any other extension. */
export function catalogMimeType(path: string): string | null {
  const extension = extname(path).slice(1).toLowerCase();
  return Object.hasOwn(CATALOG_TYPES, extension) ? CATALOG_TYPES[extension as keyof typeof CATALOG_TYPES] : null;
}

/**
 * Reads a chosen catalog file after checking its extension and size.
 * @throws CatalogFileError for another type, an empty file, or more than 50 MiB.
 */
export async function readCatalogFile(path: string): Promise<PickedFile> {
  const type = catalogMimeType(path);
  if (!type) throw new CatalogFileError("Only .pdf, .doc and .docx files are accepted");
  const info = await stat(path);
  if (!info.isFile()) throw new CatalogFileError("Not a file");
  if (info.size === 0) throw new CatalogFileError("The file is empty");
  if (info.size > MAX_CATALOG_BYTES) throw new CatalogFileError("The file is larger than 50 MB");
  const bytes = await readFile(path);
  // Re-check: the file may have grown between stat and read.
  if (bytes.byteLength > MAX_CATALOG_BYTES) throw new CatalogFileError("The file is larger than 50 MB");
  return { name: basename(path), type, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** Shows the Open File dialog (pdf/doc/docx filter) attached to `window`; null when cancelled. */
export async function pickCatalogFile(window: BrowserWindow | null): Promise<PickedFile | null> {
  const options: Electron.OpenDialogOptions = {
    title: "Upload catalog",
    properties: ["openFile"],
    filters: [{ name: "Catalog (PDF, Word)", extensions: Object.keys(CATALOG_TYPES) }],
  };
  const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  const path = result.filePaths[0];
  if (result.canceled || !path) return null;
  return readCatalogFile(path);
}

/** Registers `catalog:open-file`; the dialog is modal to the window that asked. */
export function setupCatalog(): void {
  handle("catalog:open-file", (event) => pickCatalogFile(BrowserWindow.fromWebContents(event.sender)));
}
