/** Small file helpers for userData JSON/blob files: atomic writes and "missing is null" reads. */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Reads a file, or null when it does not exist. @throws on other I/O errors. */
export async function readOptionalFile(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Writes via a temp file and rename so a crash never leaves a half-written file; mode 0600. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, data, { mode: 0o600 });
  await rename(temp, path);
}

/** Deletes a file if it exists. */
export async function removeFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
