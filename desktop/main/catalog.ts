/**
 * Catalog upload through the native Open File dialog (issue #5): main shows
 * the dialog, checks type (spec §5: .pdf, .doc, .docx) and size (≤ 50 MiB,
 * the bucket limit) and returns the bytes; the renderer builds a File and the
 * shared admin uploads it like a dropped file.
 */
import { readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { BrowserWindow, dialog } from "electron";
import {
  CATALOG_TYPES,
  type ContentFileKind,
  IMAGE_TYPES,
  MAX_CATALOG_BYTES,
  MAX_IMAGE_BYTES,
  type PickedFile,
} from "../shared/ipc-contract";
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

/** What each content file kind accepts (issue #11): types, size limit, the dialog's filter and messages. */
const CONTENT_KINDS: Record<
  ContentFileKind,
  { types: Readonly<Record<string, string>>; maxBytes: number; filter: string; typeError: string; sizeError: string }
> = {
  document: {
    types: CATALOG_TYPES,
    maxBytes: MAX_CATALOG_BYTES,
    filter: "Documents (PDF, Word)",
    typeError: "Only .pdf, .doc and .docx files are accepted",
    sizeError: "The file is larger than 50 MB",
  },
  image: {
    types: IMAGE_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    filter: "Images (PNG, JPEG, WebP)",
    typeError: "Only .png, .jpg, .jpeg and .webp images are accepted",
    sizeError: "The image is larger than 5 MB",
  },
};

/**
 * Reads a file chosen for a content dialog's field (issue #11) after checking
 * its extension and size against `kind`.
 * @throws CatalogFileError for another type, an empty file, or over the kind's limit.
 */
export async function readContentFile(path: string, kind: ContentFileKind): Promise<PickedFile> {
  const { types, maxBytes, typeError, sizeError } = CONTENT_KINDS[kind];
  const extension = extname(path).slice(1).toLowerCase();
  if (!Object.hasOwn(types, extension)) throw new CatalogFileError(typeError);
  const info = await stat(path);
  if (!info.isFile()) throw new CatalogFileError("Not a file");
  if (info.size === 0) throw new CatalogFileError("The file is empty");
  if (info.size > maxBytes) throw new CatalogFileError(sizeError);
  const bytes = await readFile(path);
  if (bytes.byteLength > maxBytes) throw new CatalogFileError(sizeError);
  return {
    name: basename(path),
    type: types[extension]!,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/** Shows the Open File dialog filtered to `kind`'s types, attached to `window`; null when cancelled. */
export async function pickContentFile(window: BrowserWindow | null, kind: ContentFileKind): Promise<PickedFile | null> {
  const { types, filter } = CONTENT_KINDS[kind];
  const options: Electron.OpenDialogOptions = {
    title: kind === "image" ? "Choose an image" : "Choose a document",
    properties: ["openFile"],
    filters: [{ name: filter, extensions: Object.keys(types) }],
  };
  const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  const path = result.filePaths[0];
  if (result.canceled || !path) return null;
  return readContentFile(path, kind);
}

/** Registers `catalog:open-file` and `content:open-file`; the dialog is modal to the window that asked. */
export function setupCatalog(): void {
  handle("catalog:open-file", (event) => pickCatalogFile(BrowserWindow.fromWebContents(event.sender)));
  handle("content:open-file", (event, kind) => pickContentFile(BrowserWindow.fromWebContents(event.sender), kind));
}
