/**
 * Which built files a page's island code needs (issue #24: the first tap
 * answers as fast as a later one). A public page loads only its small entry;
 * its page island (hydrate-page plus the page's module and copy) loads on
 * first use (the header's search dialog is part of the entry, and its index
 * lives in the search worker). The build writes those files into
 * the page (`<meta name="island-code">`, src/islands/on-use-code.ts) so the entry can
 * fetch them into the HTTP cache once the page is idle (prefetch: downloaded,
 * not run, so nothing blocks the main thread) and request them all in one
 * round when the visitor reaches for them, instead of a chain of imports.
 */
import { ON_USE_CODE_META, type OnUseCode } from "../src/islands/on-use-code";

/** One entry of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A build manifest: source key → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files of the chunks `keys` and of every chunk they import statically,
 * in a stable order. `follow(key)` may name dynamic imports to follow too.
 * Unknown keys are skipped.
 */
export function chunkClosure(
  manifest: Manifest,
  keys: readonly string[],
  follow: (dynamicImport: string) => boolean = () => false,
): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (follow(next)) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** Manifest keys of the code that loads on first use: the page island's runner. */
export const ON_USE_ENTRIES = { pageIsland: "src/islands/hydrate-page.tsx" };

/**
 * The files a page's first use needs that its entry (`entryKey`, e.g.
 * "index.html") has not loaded: for a page whose island hydrates
 * (`pageSources`: its module and copy sources, entry-server's pageSources),
 * the island runner's and the page's; none for a static page.
 * @throws Error when a key of `pageSources` or ON_USE_ENTRIES is not in the manifest
 */
export function islandCode(
  manifest: Manifest,
  entryKey: string,
  pageSources: readonly string[] | null,
): Record<OnUseCode, string[]> {
  const loaded = new Set(chunkClosure(manifest, [entryKey]));
  const files = (keys: readonly string[]) => {
    for (const key of keys) if (!manifest[key]) throw new Error(`No chunk for ${key} in the build manifest`);
    return chunkClosure(manifest, keys).filter((file) => !loaded.has(file));
  };
  return {
    island: pageSources ? files([ON_USE_ENTRIES.pageIsland, ...pageSources]) : [],
  };
}

/** The meta elements listing each kind's files (ON_USE_CODE_META), none for a kind without files. */
export function islandCodeMeta(code: Record<OnUseCode, readonly string[]>): string {
  return (Object.keys(ON_USE_CODE_META) as OnUseCode[])
    .filter((kind) => code[kind].length > 0)
    .map((kind) => `<meta name="${ON_USE_CODE_META[kind]}" content="${code[kind].map((f) => `/${f}`).join(" ")}" />`)
    .join("\n    ");
}
