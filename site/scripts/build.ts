/**
 * `npm run build:site` (issues #3, #10): client build, SSR build, then
 * prerenders every public route in every language to `<route>/index.html`
 * (English) and `zh/<route>/index.html` (Chinese), and the page of every
 * published item (issue #26: scripts/item-pages.ts), writes a not-found page
 * per language (404.html, zh/404.html), the admin SPA shells, sitemap.xml
 * (with hreflang alternates and each page's last change), the `_redirects`
 * file of changed item addresses, robots.txt and the search index of each
 * language (search/<locale>.json, issue #14: scripts/search-index.ts) and the
 * `_headers` file with the security headers (issue #23: writeHeadersFile) into
 * SITE_OUT_DIR (default site/dist).
 * VITE_* variables set by the caller reach both builds through process.env.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, loadEnv } from "vite";
import { ADMIN_PATHS } from "../../shared/admin/admin-paths";
import { LOCAL_SITE_ORIGIN } from "../../shared/local-defaults";
import type { Locale } from "../src/app/paths";
import { parseSiteEnv } from "../src/config/env";
import { adminShell } from "./admin-shell";
import { formatHeadersFile, HEADERS_FILE } from "../src/config/headers-file";
import { inlineScriptHashes, scriptHash, securityHeaders } from "../src/config/security-headers";
import { LANGUAGE_PREFETCH_RULES } from "../src/islands/speculation-rules";
import type { SearchDoc } from "../src/features/search/search-documents";
import { chunkClosure, islandCode, islandCodeMeta, type Manifest } from "./island-code";
import { preconnectLinks } from "./preconnect";
import { itemPages, newestChange, writeRedirectsFile, type SitemapEntry } from "./item-pages";
import { pageDoc, readContentRows, writeSearchIndexes } from "./search-index";
import { REDIRECTS_FILE } from "../src/config/redirects-file";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(siteRoot, "vite.config.ts");

/** Output directory: SITE_OUT_DIR or site/dist. */
export const outDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_OUT_DIR ? path.resolve(env.SITE_OUT_DIR) : path.join(siteRoot, "dist");

/** What the SSR bundle (src/entry-server.tsx) gives the build: the renderer and the route table. */
interface ServerEntry {
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

const fill = (template: string, head: string, html: string, tail = "") =>
  template.replace("<!--app-head-->", head).replace("<!--app-html-->", html).replace("</body>", `${tail}\n  </body>`);

/** The template with `<html lang>` set to the page's language. */
const withLang = (template: string, lang: string) => template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);

async function writePage(outDir: string, route: string, content: string) {
  const file = route === "/" ? path.join(outDir, "index.html") : path.join(outDir, route.slice(1), "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * The admin SPA's scripts (issue #24): the entry as a plain module script,
 * which starts at once (an app shell has no first paint of its own to wait
 * for, unlike the public pages' deferredEntry), and modulepreload hints for
 * every chunk it imports, including its dynamic import of the admin area
 * (src/admin/AdminRoute.tsx), so they download in one round, not a chain.
 * `manifestKey` is the entry's key in Vite's manifest (`admin.html`).
 */
export function immediateEntry(manifest: Manifest, manifestKey: string): string {
  const entry = manifest[manifestKey];
  if (!entry) throw new Error(`No ${manifestKey} in the build manifest`);
  const files = chunkClosure(manifest, [manifestKey], (next) => next.endsWith("src/admin/AdminRoute.tsx"));
  const preloads = files
    .filter((file) => file !== entry.file)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  return [`<script type="module" crossorigin src="/${entry.file}"></script>`, ...preloads].join("\n    ");
}

/** A built HTML entry without its module script tag, and that script's URL. */
async function readTemplate(outDir: string, file: string): Promise<[template: string, entry: string]> {
  const built = await readFile(path.join(outDir, file), "utf8");
  const entryTag = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryTag) throw new Error(`Entry script tag not found in ${file}`);
  return [built.replace(entryTag[0], ""), entryTag[1]!];
}

/**
 * Writes `<outDir>/_headers` (issue #23): every path gets the security
 * headers of src/config/security-headers.ts, the CSP built from this build's
 * settings (VITE_* from the environment and site/.env files, as Vite reads
 * them) and the hashes of the inline scripts of every HTML file in outDir, so
 * it must run after the last page is written. Written to a temporary file and
 * renamed, so a server reading it during a rebuild never sees half a file.
 * @returns the number of inline script hashes in the CSP.
 * @throws Error for invalid site settings or a header the format cannot hold.
 */
export async function writeHeadersFile(outDir: string): Promise<number> {
  const settings = parseSiteEnv(loadEnv("production", siteRoot, "VITE_"));
  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const pages = await Promise.all(htmlFiles.map((file) => readFile(path.join(outDir, file), "utf8")));
  // The pages' inline scripts, and the speculation rules the entry adds at run time.
  const scriptHashes = [...(await inlineScriptHashes(pages)), await scriptHash(LANGUAGE_PREFETCH_RULES)];
  const headers = securityHeaders({
    supabaseUrl: settings.VITE_SUPABASE_URL,
    captchaProvider: settings.VITE_CAPTCHA_PROVIDER,
    scriptHashes,
  });
  const text = formatHeadersFile(
    [{ path: "/*", headers: Object.entries(headers) }],
    [
      "Security headers of every response (issue #23), read by Netlify, Cloudflare Pages and site/scripts/serve-static.ts.",
      "Generated by site/scripts/build.ts from site/src/config/security-headers.ts; see docs/security-headers.md.",
    ],
  );
  // A dotfile while incomplete: never served.
  const partial = path.join(outDir, `.${HEADERS_FILE}.partial`);
  await writeFile(partial, text);
  await rename(partial, path.join(outDir, HEADERS_FILE));
  return scriptHashes.length;
}

/** Runs the whole site build; returns the output directory. */
export async function buildSite(): Promise<string> {
  const outDir = outDirOf();
  // One SSR folder per output folder, so builds for different outputs can run side by side.
  const ssrOutDir = path.join(siteRoot, ".ssr", createHash("sha1").update(outDir).digest("hex").slice(0, 12));
  const started = Date.now();
  await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  await build({
    configFile,
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });

  const [template, entry] = await readTemplate(outDir, "index.html");
  const [adminTemplate] = await readTemplate(outDir, "admin.html");
  await rm(path.join(outDir, "admin.html"));

  const manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const server = (await import(pathToFileURL(path.join(ssrOutDir, "entry-server.js")).href)) as ServerEntry;
  const siteUrl = (process.env.VITE_SITE_URL || LOCAL_SITE_ORIGIN).replace(/\/$/, "");

  // The data pages are prerendered with their lists (issue #13, src/lib/prerendered-lists.ts).
  const lists = await server.readPublicLists();
  let pages = 0;
  const searchPages: Record<string, SearchDoc[]> = {};
  /** The sitemap's entries: every prerendered page's English path and when it last changed. */
  const sitemap: SitemapEntry[] = [];

  /**
   * Prerenders `route` (a page in `locale`) into its index.html and returns
   * the lists it showed. `searchPath`: the English path to index the page's
   * own text under, or null for pages the search covers otherwise (item
   * pages: their rows are search documents already).
   */
  async function prerenderRoute(route: string, locale: string, searchPath: string | null) {
    const modules = server.pageSources(route);
    if (!modules.every((m) => manifest[m])) throw new Error(`No chunk for a page module of ${route}`);
    server.setPrerenderedLists(lists);
    const { head, html, lang } = await server.render(route, siteUrl);
    const usedLists = server.takeUsedLists();
    // The HTML must be complete without JavaScript: no boundary left as fallback + reveal script.
    if (/\$RC|<!--\$[?!]-->/.test(html)) throw new Error(`Prerender of ${route} left a suspended boundary`);
    if (searchPath !== null) {
      // Search indexes the page's own text: the rows of its list are search documents of their own.
      let pageHtml = html;
      if (Object.keys(usedLists).length > 0) {
        server.setPrerenderedLists({});
        pageHtml = (await server.render(route, siteUrl)).html;
        server.takeUsedLists();
      }
      searchPages[locale]!.push(pageDoc(route, searchPath, pageHtml));
    }
    // English pages send a visitor who chose Chinese to the Chinese page before painting (issue #10).
    // The code of its first use, for the entry to prefetch once idle (issue #24, scripts/island-code.ts).
    const onUse = islandCodeMeta(islandCode(manifest, "index.html", server.pageHydrates(route) ? modules : null));
    // Covers and thumbnails come from Storage: open that connection first (issue #24).
    const preconnect = preconnectLinks(html);
    const fullHead = `${preconnect ? `${preconnect}\n    ` : ""}${locale === "en" ? `${server.localeRedirectScript()}\n    ` : ""}${head}\n    ${onUse}`;
    await writePage(
      outDir,
      route,
      fill(
        withLang(template, lang),
        fullHead,
        html,
        `${server.prerenderedListsScript(usedLists)}${deferredEntry(entry)}`,
      ),
    );
    pages++;
    return usedLists;
  }

  // The items with their own page (issue #26), from the lists read above.
  const items = itemPages(lists);
  for (const locale of server.LOCALES) {
    searchPages[locale] = [];
    for (const { path: englishPath } of server.PUBLIC_ROUTES) {
      const usedLists = await prerenderRoute(server.withLocale(englishPath, locale), locale, englishPath);
      // A list page changed when its newest row did.
      if (locale === "en") sitemap.push({ path: englishPath, lastmod: newestChange(Object.values(usedLists)) });
    }
    for (const item of items) {
      await prerenderRoute(server.withLocale(item.path, locale), locale, null);
      if (locale === "en") sitemap.push({ path: item.path, lastmod: item.lastmod });
    }

    // One not-found page per language: 404.html and zh/404.html (served for unknown paths under /zh/).
    const notFoundPath = server.withLocale("/404", locale);
    server.setPrerenderedLists({});
    const notFound = await server.render(notFoundPath, siteUrl);
    if (!server.pageSources(notFoundPath).every((m) => manifest[m])) throw new Error("No chunk for the not-found page");
    await mkdir(path.join(outDir, path.dirname(notFoundPath.slice(1))), { recursive: true });
    await writeFile(
      path.join(outDir, `${notFoundPath.slice(1)}.html`),
      fill(
        withLang(template, notFound.lang),
        `${notFound.head}\n    <meta name="robots" content="noindex" />`,
        notFound.html,
        deferredEntry(entry),
      ),
    );
  }

  // The admin's shell paints at once and its code starts at once (issue #24: scripts/admin-shell.ts).
  const adminScripts = immediateEntry(manifest, "admin.html");
  // Imported only now: the theme brings React, which must load after Vite set NODE_ENV for the prerender.
  const { theme } = await import("../src/app/theme");
  for (const path of ADMIN_PATHS) {
    const { head, html } = adminShell(path, { fontFamily: theme.fontFamily });
    const adminHead = `<title>Admin | ProSteer</title>\n    <meta name="robots" content="noindex" />\n    ${head}\n    ${adminScripts}`;
    // The shell goes just before the React root, which it hides until the admin removes it.
    const template = adminTemplate.replace('<div id="root">', `${html}\n    <div id="root">`);
    await writePage(outDir, path, fill(template, adminHead, ""));
  }

  const today = new Date().toISOString().slice(0, 10);
  const urls = server.LOCALES.flatMap((locale) =>
    sitemap.map(({ path: englishPath, lastmod }) => {
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
  await writeFile(
    path.join(outDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
  );
  const redirects = await writeRedirectsFile(outDir, lists, server.LOCALES);
  console.log(`Redirects: ${REDIRECTS_FILE} (${redirects} rules for changed item addresses)`);
  await writeFile(
    path.join(outDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  await rm(ssrOutDir, { recursive: true, force: true });
  const hashes = await writeHeadersFile(outDir);
  console.log(`Security headers: ${HEADERS_FILE} (CSP with ${hashes} inline script hashes)`);
  const rows = await readContentRows();
  const indexSizes = await writeSearchIndexes(outDir, searchPages as Record<Locale, SearchDoc[]>, rows);
  console.log(
    `Search index: ${Object.entries(indexSizes)
      .map(([locale, bytes]) => `${locale} ${(bytes / 1024).toFixed(1)} KiB`)
      .join(", ")} (${rows ? "pages and database content" : "pages only"})`,
  );
  console.log(
    `Site built into ${outDir}: ${pages} prerendered pages (${server.PUBLIC_ROUTES.length} routes and ${items.length} item pages × ${server.LOCALES.length} languages) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildSite().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
