/**
 * Atomic file swaps for the build output (issue #27): a page the local
 * builder re-renders while the site is being served is written to a
 * temporary dotfile in the same folder (the static server never serves
 * dotfiles) and renamed over the old file, so a visitor gets either the old
 * page or the new one, never half of one. A rename within one folder is
 * atomic on every file system Node supports.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes `content` to `file` atomically: to `.<name>.<random>.partial` beside
 * it, then renamed into place (folders created as needed). On failure the
 * temporary file is removed and the old file is left as it was.
 * @throws the write's or the rename's error.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
  try {
    await writeFile(partial, content);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Removes `file` (nothing when it is already gone), then each parent folder
 * that is left empty, up to but not including `root`: an item page's
 * `<slug>/index.html` goes with its `<slug>/` folder.
 */
export async function removeFile(root: string, file: string): Promise<void> {
  await rm(file, { force: true });
  const top = path.resolve(root);
  let dir = path.dirname(path.resolve(file));
  while (dir.startsWith(`${top}${path.sep}`)) {
    try {
      await rmdir(dir);
    } catch {
      return; // Not empty (or already gone): stop here.
    }
    dir = path.dirname(dir);
  }
}
