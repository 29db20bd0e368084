/**
 * File fields of the content dialogs (issue #11): each holds either a stored
 * or typed link, or a file chosen in the dialog that is uploaded on Save.
 * Parsing checks the file (type, size) or the link (absolute http/https).
 */
import { fileRefusal, type FileKind, isHttpUrl } from "../../data/content-objects";
import type { PendingUpload } from "../../data/content-save";
import type { FieldError } from "./common";

/** What a file field holds. */
export interface FileFieldValue {
  /** The stored or typed link; "" for none. */
  url: string;
  /** A file chosen in this dialog, uploaded on Save in place of `url`; null for none. */
  file: File | null;
}

/** A file field prefilled with a stored URL (or empty). */
export const fileField = (url: string | null | undefined = ""): FileFieldValue => ({ url: url ?? "", file: null });

/** The inline error of a chosen file that cannot be stored as `kind`, or null when it can. */
export function fileError(file: { name: string; size: number }, kind: FileKind): FieldError | null {
  const refusal = fileRefusal(file, kind);
  if (refusal === "type") return "validation.fileType";
  if (refusal === "size") return "validation.fileSize";
  if (refusal === "empty") return "validation.fileEmpty";
  return null;
}

/** The inline error of a typed link, or null when it is blank or an absolute http(s) URL. */
export const linkError = (url: string): FieldError | null =>
  url.trim() === "" || isHttpUrl(url) ? null : "validation.url";

/** Where a file field's upload goes: its kind and object-name slot. */
export interface FileSlot {
  kind: FileKind;
  slot: PendingUpload["slot"];
}

/**
 * Parses one file field named `field`: a chosen file becomes a pending upload
 * (the payload gets null until Save fills in its URL), a link is trimmed
 * (null when blank).
 * @returns the payload value, the upload if any, or the inline error.
 */
export function parseFileField(
  value: FileFieldValue,
  field: string,
  { kind, slot }: FileSlot,
): { url: string | null; upload: PendingUpload | null; error: FieldError | null } {
  if (value.file) {
    const error = fileError(value.file, kind);
    return { url: null, upload: error ? null : { file: value.file, kind, slot, field }, error };
  }
  const error = linkError(value.url);
  return { url: error || value.url.trim() === "" ? null : value.url.trim(), upload: null, error };
}
