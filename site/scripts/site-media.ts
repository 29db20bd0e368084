/**
 * The build's copies of published pictures (issue #24,
 * shared/content/site-media.ts): the public pages draw every `content-images`
 * picture, with the variants of its `srcset`, from `/media/<bucket>/<path>`
 * on the site's own origin, so the cover that is a data page's largest paint
 * needs no second connection.
 *
 * - `copySiteMedia` runs for each page before the page is written
 *   (prerender.ts): the `/media/…` paths its HTML names that are not on disk
 *   yet are downloaded from Storage's public URL (the page only shows
 *   published items, whose files are in the public bucket) and written
 *   atomically. A picture that cannot be read (a variant never made, a
 *   Storage error) is reported, not fatal: the page falls back to Storage
 *   for it (lazy-image.tsx, lazy-reveal.ts).
 * - `pruneSiteMedia` runs last in every build and rebuild: copies that no
 *   page names any more (an item moved to draft, trashed or purged, a
 *   replaced picture) are removed, so a hidden item's picture stays private
 *   (issue #27).
 *
 * Copies already on disk are kept: stored pictures are written under new
 * names when replaced (`image-<timestamp>.png`), so a path's bytes do not
 * change. A full build starts from an empty output folder.
 */
import { readdir, readFile, rm, rmdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseSiteMediaPath, SITE_MEDIA_PREFIX } from "../../shared/content/site-media";
import { publicObjectUrl } from "../../shared/content/storage-urls";
import { parseSiteEnv } from "../src/config/env";
import { writeFileAtomic } from "./rebuild/atomic-write";

/** The folder of the copies inside the build output. */
export const SITE_MEDIA_DIR = SITE_MEDIA_PREFIX.slice(1, -1);

/** `/media/…` paths in HTML: inside attribute values (src, srcset, poster), up to a quote, space or comma. */
const MEDIA_REF = /\/media\/[^\s"'<>,]+/g;

/** Downloads at once. */
const PARALLEL = 6;

/** How long one download may take, in ms. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The distinct `/media/…` paths `html` names, in order of appearance. */
export function siteMediaRefs(html: string): string[] {
  return [...new Set(html.match(MEDIA_REF) ?? [])].filter((ref) => parseSiteMediaPath(ref) !== null);
}

/** The file of a site media path in `outDir`, or null when the path is not a valid copy's. */
export function siteMediaFile(outDir: string, ref: string): string | null {
  const object = parseSiteMediaPath(ref);
  return object ? path.join(outDir, SITE_MEDIA_DIR, object.bucket, ...object.path.split("/")) : null;
}

/** What copySiteMedia did. */
export interface SiteMediaCopy {
  /** Files downloaded now. */
  copied: number;
  /** Paths that could not be read from Storage, each with the reason. */
  missing: { ref: string; reason: string }[];
}

/** The Storage origin the build reads: VITE_SUPABASE_URL (the local default when unset). */
export function storageOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return parseSiteEnv(env).VITE_SUPABASE_URL.replace(/\/$/, "");
}

/**
 * Downloads into `outDir` every path of `refs` (site media paths) that has
 * no copy yet, from `<origin>/storage/v1/object/public/<bucket>/<path>`.
 * Never throws for a picture: one that cannot be read is in `missing`.
 * @throws Error only when the output folder cannot be written.
 */
export async function copySiteMedia(
  outDir: string,
  refs: readonly string[],
  origin: string = storageOrigin(),
  fetchImpl: typeof fetch = fetch,
): Promise<SiteMediaCopy> {
  const result: SiteMediaCopy = { copied: 0, missing: [] };
  const todo = refs.flatMap((ref) => {
    const object = parseSiteMediaPath(ref);
    const file = siteMediaFile(outDir, ref);
    return object && file && !existsSync(file)
      ? [{ ref, url: publicObjectUrl(origin, object.bucket, object.path) }]
      : [];
  });
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const { ref, url } = todo[next++]!;
      let bytes: Buffer;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
        if (!response.ok) {
          await response.body?.cancel();
          result.missing.push({ ref, reason: `HTTP ${response.status}` });
          continue;
        }
        bytes = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        result.missing.push({ ref, reason: error instanceof Error ? error.message : String(error) });
        continue;
      }
      await writeFileAtomic(siteMediaFile(outDir, ref)!, bytes);
      result.copied++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
  return result;
}

/** Every file under `dir` (relative paths with `/`), none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/**
 * Removes the copies under `<outDir>/media/` that none of the site's HTML
 * files names any more, then the folders left empty.
 * @returns how many files were removed.
 */
export async function pruneSiteMedia(outDir: string): Promise<number> {
  const mediaDir = path.join(outDir, SITE_MEDIA_DIR);
  const copies = await filesUnder(mediaDir);
  if (copies.length === 0) return 0;
  const named = new Set<string>();
  for (const page of await filesUnder(outDir)) {
    if (!page.endsWith(".html") || page.startsWith(`${SITE_MEDIA_DIR}/`)) continue;
    for (const ref of siteMediaRefs(await readFile(path.join(outDir, page), "utf8"))) {
      const file = siteMediaFile(outDir, ref);
      if (file) named.add(path.relative(mediaDir, file).split(path.sep).join("/"));
    }
  }
  let removed = 0;
  for (const copy of copies) {
    if (named.has(copy)) continue;
    await rm(path.join(mediaDir, ...copy.split("/")), { force: true });
    removed++;
  }
  // Folders left empty, deepest first.
  const dirs = new Set<string>();
  for (const copy of copies) {
    const parts = copy.split("/").slice(0, -1);
    for (let i = parts.length; i > 0; i--) dirs.add(parts.slice(0, i).join("/"));
  }
  for (const dir of [...dirs].sort((a, b) => b.split("/").length - a.split("/").length)) {
    await rmdir(path.join(mediaDir, ...dir.split("/"))).catch(() => undefined);
  }
  return removed;
}

/**
 * The log's words for what happened to the copies: "N pictures copied", "N
 * picture copies removed", "N left on Storage" (the first missing one with
 * its reason when `missing` lists them), leaving out what is zero. Empty when
 * nothing happened. The build prints them as a line, a rebuild after its
 * page count (site/scripts/rebuild/runner.ts).
 */
export function siteMediaWords(copied: number, removed: number, missing: number | SiteMediaCopy["missing"]): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lost = typeof missing === "number" ? missing : missing.length;
  const first = typeof missing === "number" ? undefined : missing[0];
  return [
    copied > 0 ? plural(copied, "picture copied", "pictures copied") : "",
    removed > 0 ? plural(removed, "picture copy removed", "picture copies removed") : "",
    lost > 0 ? `${lost} left on Storage${first ? ` (not readable: ${first.ref}, ${first.reason})` : ""}` : "",
  ].filter(Boolean);
}

/** One line about the copies for the build's log ("" when nothing happened). */
export function siteMediaLine(copied: number, missing: SiteMediaCopy["missing"], removed: number): string {
  const words = siteMediaWords(copied, removed, missing);
  return words.length > 0 ? `Site media: ${words.join(", ")}` : "";
}
