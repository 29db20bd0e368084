/**
 * The prerender pass of the site build (issues #3, #13, #26), shared by the
 * full build (scripts/build.ts: after the client and SSR builds) and the
 * local builder's partial rebuild (issue #27, scripts/rebuild/rebuild.ts:
 * against the SSR bundle and templates the last full build kept). One page
 * at a time: render with the SSR bundle, copy the published pictures it
 * shows onto the site's origin (site-media.ts, issue #24), fill the HTML
 * template, write the file atomically (rebuild/atomic-write.ts); then the files every data
 * change touches: sitemap.xml, `_redirects`, `_headers` and the search index.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "../src/app/paths";
import { HEADERS_FILE } from "../src/config/headers-file";
import { REDIRECTS_FILE } from "../src/config/redirects-file";
import type { SearchDoc } from "../src/features/search/search-documents";
import { islandCode, islandCodeMeta, type Manifest } from "./island-code";
import { itemPages, newestChange, writeRedirectsFile, type ReadLists, type SitemapEntry } from "./item-pages";
import { preconnectLinks } from "./preconnect";
import { writeFileAtomic } from "./rebuild/atomic-write";
import { pageDoc, readContentRows, writeSearchIndexes } from "./search-index";
import { copySiteMedia, siteMediaRefs, type SiteMediaCopy } from "./site-media";
import type { ContentRows } from "../src/features/search/search-records";

/** What the SSR bundle (src/entry-server.tsx) gives the build: the renderer and the route table. */
export interface ServerEntry {
  render: (pathname: string, origin?: string) => Promise<{ html: string; head: string; lang: string }>;
  /** Source modules (relative to site/) the page needs before hydrating: page module and copy. */
  pageSources: (pathname: string) => string[];
  /** Whether the page's island hydrates on use (islands/page-hydration.ts). */
  pageHydrates: (pathname: string) => boolean;
  PUBLIC_ROUTES: readonly { key: string; path: string; page: string }[];
  LOCALES: readonly Locale[];
  withLocale: (path: string, locale: string) => string;
  localeRedirectScript: () => string;
  readPublicLists: () => Promise<Record<string, unknown[] | undefined>>;
  setPrerenderedLists: (lists: Record<string, unknown[] | undefined>) => void;
  takeUsedLists: () => Record<string, unknown[]>;
  prerenderedListsScript: (lists: Record<string, unknown[]>) => string;
  alternatesOf: (path: string, origin?: string) => { hreflang: string; href: string }[];
}

/** Everything a page's prerender needs: where to write, the SSR bundle, the client build's manifest and template. */
export interface PrerenderContext {
  outDir: string;
  server: ServerEntry;
  manifest: Manifest;
  /** The client build's index.html without its module script tag. */
  template: string;
  /** URL of the client entry (the module script taken out of the template). */
  entry: string;
  /** The site's origin for canonical links and the sitemap, no trailing slash. */
  siteUrl: string;
}

/** The SSR bundle's entry file in `ssrDir`. */
export const serverEntryFile = (ssrDir: string) => path.join(ssrDir, "entry-server.js");

/**
 * Imports the SSR bundle built into `ssrDir`. Once per process: its lazy
 * chunks import the entry by its plain URL, so a second copy (a cache-busting
 * query) would split the module state the prerender relies on; a process
 * that must render a newer bundle starts afresh (rebuild/runner.ts does).
 */
export async function loadServerEntry(ssrDir: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(serverEntryFile(ssrDir)).href)) as ServerEntry;
}

/** Reads the client build's manifest (`<outDir>/.vite/manifest.json`). */
export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/**
 * The prerendered HTML paints on its own; the browser entry (a few KiB, no
 * React: src/entry-client.ts, issue #13) is requested only once the browser
 * reports the first contentful paint (Paint Timing), so it never competes
 * with it. The first frame was not enough: its callbacks run before the paint
 * is presented, so the requests started ~40 ms before FCP and Lighthouse
 * counted them in the LCP. Without Paint Timing it falls back to the first
 * frame; a background tab, which does not paint, gets the code after 100 ms,
 * and any page after 3 s at the latest.
 */
export function deferredEntry(entry: string): string {
  return `<script>(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.head.appendChild(s)}function soon(){setTimeout(go,0)}try{var o=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}});o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(soon)}setTimeout(go,document.visibilityState==="hidden"?100:3000)})()</script>`;
}

/** The template with the page's head, body and end-of-body scripts filled in. */
export const fill = (template: string, head: string, html: string, tail = "") =>
  template.replace("<!--app-head-->", head).replace("<!--app-html-->", html).replace("</body>", `${tail}\n  </body>`);

/** The template with `<html lang>` set to the page's language. */
export const withLang = (template: string, lang: string) =>
  template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);

/** The file of the page at `route` ("/" → index.html, "/a/b" → a/b/index.html). */
export const pageFile = (outDir: string, route: string) =>
  route === "/" ? path.join(outDir, "index.html") : path.join(outDir, route.slice(1), "index.html");

/** What one page's prerender gave: the lists it showed, its search document when asked for, its pictures' copies. */
export interface PrerenderedPage {
  usedLists: Record<string, unknown[]>;
  searchDoc: SearchDoc | null;
  /** The copies of its pictures made for it (issue #24, site-media.ts). */
  media: SiteMediaCopy;
}

/**
 * Prerenders `route` (a page in `locale`) with `lists` into its index.html,
 * written atomically. `searchPath`: the English path to index the page's own
 * text under (its lists left out: their rows are search documents of their
 * own), or null for no search document (item pages, and rebuilds, which keep
 * the last full build's: a page's own text does not depend on the data).
 * @throws Error when a page module has no chunk or the render left a suspended boundary.
 */
export async function prerenderPage(
  ctx: PrerenderContext,
  lists: ReadLists,
  route: string,
  locale: string,
  searchPath: string | null,
): Promise<PrerenderedPage> {
  const { server, manifest, siteUrl } = ctx;
  const modules = server.pageSources(route);
  if (!modules.every((m) => manifest[m])) throw new Error(`No chunk for a page module of ${route}`);
  server.setPrerenderedLists(lists);
  const { head, html, lang } = await server.render(route, siteUrl);
  const usedLists = server.takeUsedLists();
  // The HTML must be complete without JavaScript: no boundary left as fallback + reveal script.
  if (/\$RC|<!--\$[?!]-->/.test(html)) throw new Error(`Prerender of ${route} left a suspended boundary`);
  let searchDoc: SearchDoc | null = null;
  if (searchPath !== null) {
    let pageHtml = html;
    if (Object.keys(usedLists).length > 0) {
      server.setPrerenderedLists({});
      pageHtml = (await server.render(route, siteUrl)).html;
      server.takeUsedLists();
    }
    searchDoc = pageDoc(route, searchPath, pageHtml);
  }
  // English pages send a visitor who chose Chinese to the Chinese page before painting (issue #10).
  // The code of its first use, for the entry to prefetch once idle (issue #24, scripts/island-code.ts).
  const onUse = islandCodeMeta(islandCode(manifest, "index.html", server.pageHydrates(route) ? modules : null));
  // Covers and thumbnails come from Storage: open that connection first (issue #24).
  const preconnect = preconnectLinks(html);
  // Its pictures' copies on the site's origin exist before the page that names them (issue #24).
  const media = await copySiteMedia(ctx.outDir, siteMediaRefs(html));
  const fullHead = `${preconnect ? `${preconnect}\n    ` : ""}${locale === "en" ? `${server.localeRedirectScript()}\n    ` : ""}${head}\n    ${onUse}`;
  await writeFileAtomic(
    pageFile(ctx.outDir, route),
    fill(
      withLang(ctx.template, lang),
      fullHead,
      html,
      `${server.prerenderedListsScript(usedLists)}${deferredEntry(ctx.entry)}`,
    ),
  );
  return { usedLists, searchDoc, media };
}

/**
 * The sitemap's entries: every public route (its last change: the newest row
 * of the lists it showed, `routeLists`: English path → list labels), then
 * every item page.
 */
export function sitemapEntries(
  server: ServerEntry,
  routeLists: Readonly<Record<string, readonly string[]>>,
  lists: ReadLists,
): SitemapEntry[] {
  return [
    ...server.PUBLIC_ROUTES.map(({ path: englishPath }) => ({
      path: englishPath,
      lastmod: newestChange((routeLists[englishPath] ?? []).map((label) => lists[label] ?? [])),
    })),
    ...itemPages(lists).map(({ path: itemPath, lastmod }) => ({ path: itemPath, lastmod })),
  ];
}

/** Writes `<outDir>/sitemap.xml` (atomically): every entry in every language, with hreflang alternates. */
export async function writeSitemap(ctx: PrerenderContext, entries: readonly SitemapEntry[]): Promise<void> {
  const { server, siteUrl } = ctx;
  const today = new Date().toISOString().slice(0, 10);
  const urls = server.LOCALES.flatMap((locale) =>
    entries.map(({ path: englishPath, lastmod }) => {
      const alternates = server
        .alternatesOf(englishPath, siteUrl)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`);
      return [
        "  <url>",
        `    <loc>${siteUrl}${server.withLocale(englishPath, locale)}</loc>`,
        ...alternates,
        `    <lastmod>${lastmod ?? today}</lastmod>`,
        `    <priority>${englishPath === "/" ? "1.0" : "0.7"}</priority>`,
        "  </url>",
      ].join("\n");
    }),
  );
  await writeFileAtomic(
    path.join(ctx.outDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
  );
}

/** What writeSiteIndexes wrote, for the build's log. */
export interface SiteIndexes {
  redirects: number;
  headerHashes: number;
  /** Bytes of each language's search index. */
  searchBytes: Record<string, number>;
  /** The content rows the search index holds, undefined when the database could not be read. */
  rows: ContentRows | undefined;
}

/**
 * Writes the files every data change touches, after the pages: sitemap.xml,
 * `_redirects` (item-pages.ts), `_headers` (its CSP hashes the inline scripts
 * of every page written so far) and the search index of each language
 * (search-index.ts, `searchPages`: each language's page documents).
 * `requireRows`: fail rather than write an index without the database rows
 * (a rebuild must not drop them).
 * @throws Error from any writer; with requireRows, when the rows cannot be read.
 */
export async function writeSiteIndexes(
  ctx: PrerenderContext,
  lists: ReadLists,
  routeLists: Readonly<Record<string, readonly string[]>>,
  searchPages: Record<Locale, SearchDoc[]>,
  requireRows = false,
): Promise<SiteIndexes> {
  await writeSitemap(ctx, sitemapEntries(ctx.server, routeLists, lists));
  const redirects = await writeRedirectsFile(ctx.outDir, lists, ctx.server.LOCALES);
  // Imported here: it loads Vite (the settings' loader), which a rebuild needs only now.
  const { writeHeadersFile } = await import("./headers");
  const headerHashes = await writeHeadersFile(ctx.outDir);
  const rows = await readContentRows();
  if (!rows && requireRows) throw new Error("The search index's content could not be read from the database");
  const searchBytes = await writeSearchIndexes(ctx.outDir, searchPages, rows);
  return { redirects, headerHashes, searchBytes, rows };
}

/** One line about what writeSiteIndexes wrote. */
export function siteIndexesLine(indexes: SiteIndexes): string {
  const search = Object.entries(indexes.searchBytes)
    .map(([locale, bytes]) => `${locale} ${(bytes / 1024).toFixed(1)} KiB`)
    .join(", ");
  return `${REDIRECTS_FILE}: ${indexes.redirects} rules; ${HEADERS_FILE}: CSP with ${indexes.headerHashes} inline script hashes; search index: ${search} (${indexes.rows ? "pages and database content" : "pages only"})`;
}
