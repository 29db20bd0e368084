/**
 * The no-JS baseline of `npm run bench:site` (issue #13): the same built site
 * with every script removed from every HTML page, i.e. the physical limit the
 * real pages are measured against.
 */
import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** `<script …>…</script>` (module, classic, inline, JSON); the body ends at the first `</script`, as in the HTML parser. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** `<link>` elements that fetch script: rel=modulepreload, or rel=preload with as=script. */
const SCRIPT_LINK =
  /<link\b(?=[^>]*\brel\s*=\s*["']?(?:modulepreload\b|preload\b(?=[^>]*\bas\s*=\s*["']?script\b)))[^>]*>/gi;

/**
 * The HTML without any `<script>` element and without `<link rel="modulepreload">`
 * or `<link rel="preload" as="script">`; the rest is kept byte for byte
 * (a line left empty by a removed tag stays as whitespace).
 * Written for our own generated pages (no `<script` inside comments or attribute values).
 */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, "").replace(SCRIPT_LINK, "");
}

/** Number of scripts `stripScripts` would remove (script elements + script links). */
export function countScripts(html: string): number {
  return (html.match(SCRIPT_ELEMENT)?.length ?? 0) + (html.match(SCRIPT_LINK)?.length ?? 0);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Copies the built site `from` to `to` (which must not exist yet) and strips
 * the scripts from every `.html` file of the copy; the JS assets stay on disk
 * but nothing loads them.
 * @returns number of HTML pages rewritten and scripts removed.
 * @throws Error when a copied page still contains `<script` afterwards.
 */
export async function writeNoJsCopy(from: string, to: string): Promise<{ pages: number; scripts: number }> {
  await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  let pages = 0;
  let scripts = 0;
  for (const file of await htmlFiles(to)) {
    const html = await readFile(file, "utf8");
    const stripped = stripScripts(html);
    if (/<script\b/i.test(stripped)) throw new Error(`A script survived stripping in ${file}`);
    scripts += countScripts(html);
    pages++;
    await writeFile(file, stripped);
  }
  return { pages, scripts };
}
