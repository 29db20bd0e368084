/**
 * Build step of site search (issue #14): turns the prerendered pages into
 * search documents (the text of `<main>`, titled by its `<h1>`), reads the
 * database rows search covers (anon key, as any visitor would) and writes one
 * index file per language, `search/<locale>.json` (SearchIndexFile), into the
 * output folder. The browser loads it only when a visitor opens search.
 * A white paper, case study, video or news item leads to its own page
 * (issue #26, search-records.ts `recordUrl`), which the build prerenders from
 * the same anon read; documentation to its entry on the list page.
 *
 * A database that cannot be reached within DB_TIMEOUT_MS does not fail the
 * build: the pages are indexed alone and a warning says so (the browser reads
 * the rows itself when search opens).
 */
import path from "node:path";
import { parseSiteEnv } from "../src/config/env";
import type { Locale } from "../src/app/paths";
import type { SearchDoc, SearchIndexFile } from "../src/features/search/search-documents";
import { searchIndexPath } from "../src/features/search/search-index-file";
import { fetchContentRows, recordDocs, type ContentRows } from "../src/features/search/search-records";
import { writeFileAtomic } from "./rebuild/atomic-write";

/** How long the build waits for the database (ms). */
export const DB_TIMEOUT_MS = 5_000;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Plain text of an HTML fragment: scripts, styles and tags dropped, text hidden
 * from assistive technology dropped (leaf elements with `aria-hidden="true"`,
 * such as the lazy images' "Loading..." placeholders), entities decoded, white
 * space collapsed.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<([a-z][a-z0-9]*)\b[^>]*\saria-hidden="true"[^>]*>[^<]*<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The search document of one prerendered page: the text of its `<main>`
 * (header and footer left out) and its first `<h1>` as title.
 * @throws Error when the page has no `<main>` (the layout changed and search would index nothing).
 */
export function pageDoc(url: string, englishPath: string, appHtml: string): SearchDoc {
  const main = appHtml.match(/<main\b[^>]*>([\s\S]*)<\/main>/i);
  if (!main) throw new Error(`No <main> in the prerendered ${url}`);
  const h1 = main[1]!.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  const text = htmlText(main[1]!);
  return { id: `page:${englishPath}`, kind: "page", title: h1 ? htmlText(h1[1]!) : url, text, url };
}

/** Reads the rows for the index, or undefined (with a warning) when the database cannot be reached in time. */
export async function readContentRows(env: NodeJS.ProcessEnv = process.env): Promise<ContentRows | undefined> {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = parseSiteEnv(env);
  try {
    // The signal bounds every request, its body included.
    return await fetchContentRows({ url, anonKey, signal: AbortSignal.timeout(DB_TIMEOUT_MS) });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
    const reason = cause ?? (error instanceof Error ? error.message : String(error));
    console.warn(
      `Search index: database content left out, ${url} could not be read (${reason}); the browser reads it when search opens.`,
    );
    return undefined;
  }
}

/** Writes `search/<locale>.json` for each language (each atomically, issue #27); returns the files' sizes in bytes. */
export async function writeSearchIndexes(
  outDir: string,
  pages: Record<Locale, SearchDoc[]>,
  rows: ContentRows | undefined,
): Promise<Record<Locale, number>> {
  const sizes = {} as Record<Locale, number>;
  const builtAt = new Date().toISOString();
  for (const locale of Object.keys(pages) as Locale[]) {
    const file: SearchIndexFile = {
      version: 1,
      locale,
      builtAt,
      pages: pages[locale],
      records: rows ? recordDocs(rows, locale) : [],
    };
    const json = JSON.stringify(file);
    const target = path.join(outDir, searchIndexPath(locale).slice(1));
    await writeFileAtomic(target, json);
    sizes[locale] = Buffer.byteLength(json);
  }
  return sizes;
}
