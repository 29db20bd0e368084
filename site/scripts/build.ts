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
 * SITE_OUT_DIR (default site/dist), with copies of the published pictures
 * the pages show under `media/` (issue #24: scripts/site-media.ts).
 * VITE_* variables set by the caller reach both builds through process.env.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { ADMIN_PATHS } from "../../shared/admin/admin-paths";
import { LOCAL_SITE_ORIGIN } from "../../shared/local-defaults";
import type { Locale } from "../src/app/paths";
import { adminShell } from "./admin-shell";
import type { SearchDoc } from "../src/features/search/search-documents";
import { chunkClosure, type Manifest } from "./island-code";
import { itemPages } from "./item-pages";
import {
  deferredEntry,
  fill,
  loadServerEntry,
  pageFile,
  prerenderPage,
  readManifest,
  siteIndexesLine,
  withLang,
  writeSiteIndexes,
  type PrerenderContext,
} from "./prerender";
import { writeFileAtomic } from "./rebuild/atomic-write";
import { itemRecords } from "./rebuild/affected-pages";
import { BUILD_STATE_VERSION, pruneStaleSsrDirs, ssrDirOf, writeBuildState } from "./rebuild/build-state";
import { claimBuildReport } from "./rebuild/build-report";
import { fileSyncFromEnv } from "./rebuild/file-sync";
import { pruneSiteMedia, siteMediaLine, type SiteMediaCopy } from "./site-media";

export { deferredEntry } from "./prerender";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(siteRoot, "vite.config.ts");

/** Output directory: SITE_OUT_DIR or site/dist. */
export const outDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_OUT_DIR ? path.resolve(env.SITE_OUT_DIR) : path.join(siteRoot, "dist");

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
 * Runs the whole site build; returns the output directory. Keeps the SSR
 * bundle and the prerender state for the local builder's partial rebuilds
 * (issue #27, rebuild/build-state.ts).
 */
export async function buildSite(): Promise<string> {
  const outDir = outDirOf();
  const ssrOutDir = ssrDirOf(outDir);
  const started = Date.now();
  await pruneStaleSsrDirs();
  await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  await build({
    configFile,
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });

  const [template, entry] = await readTemplate(outDir, "index.html");
  const [adminTemplate] = await readTemplate(outDir, "admin.html");
  await rm(path.join(outDir, "admin.html"));

  const manifest = await readManifest(outDir);
  const server = await loadServerEntry(ssrOutDir);
  const siteUrl = (process.env.VITE_SITE_URL || LOCAL_SITE_ORIGIN).replace(/\/$/, "");
  const ctx: PrerenderContext = { outDir, server, manifest, template, entry, siteUrl };

  // The data pages are prerendered with their lists (issue #13, src/lib/prerendered-lists.ts).
  const lists = await server.readPublicLists();
  let pages = 0;
  const searchPages: Record<string, SearchDoc[]> = {};
  /** Which lists each route showed (either language): its sitemap lastmod, and what a rebuild re-renders. */
  const routeLists: Record<string, string[]> = {};
  /** The published pictures copied onto the site's origin (issue #24, scripts/site-media.ts). */
  const media: SiteMediaCopy = { copied: 0, missing: [] };
  const addMedia = (page: SiteMediaCopy) => {
    media.copied += page.copied;
    media.missing.push(...page.missing);
  };

  // The items with their own page (issue #26), from the lists read above.
  const items = itemPages(lists);
  for (const locale of server.LOCALES) {
    searchPages[locale] = [];
    for (const { path: englishPath } of server.PUBLIC_ROUTES) {
      // Search indexes the page's own text: the rows of its list are search documents of their own.
      const {
        usedLists,
        searchDoc,
        media: pageMedia,
      } = await prerenderPage(ctx, lists, server.withLocale(englishPath, locale), locale, englishPath);
      addMedia(pageMedia);
      searchPages[locale].push(searchDoc!);
      routeLists[englishPath] = [...new Set([...(routeLists[englishPath] ?? []), ...Object.keys(usedLists)])].sort();
      pages++;
    }
    for (const item of items) {
      addMedia((await prerenderPage(ctx, lists, server.withLocale(item.path, locale), locale, null)).media);
      pages++;
    }

    // One not-found page per language: 404.html and zh/404.html (served for unknown paths under /zh/).
    const notFoundPath = server.withLocale("/404", locale);
    server.setPrerenderedLists({});
    const notFound = await server.render(notFoundPath, siteUrl);
    if (!server.pageSources(notFoundPath).every((m) => manifest[m])) throw new Error("No chunk for the not-found page");
    await writeFileAtomic(
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
    await writeFileAtomic(pageFile(outDir, path), fill(template, adminHead, ""));
  }

  await writeFileAtomic(
    path.join(outDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  // sitemap.xml, _redirects, _headers (after the last page: its CSP hashes their inline scripts), search index.
  const indexes = await writeSiteIndexes(ctx, lists, routeLists, searchPages as Record<Locale, SearchDoc[]>);
  console.log(`Site indexes: ${siteIndexesLine(indexes)}`);
  const mediaLine = siteMediaLine(media.copied, media.missing, await pruneSiteMedia(outDir));
  if (mediaLine) console.log(mediaLine);
  await writeBuildState(ssrOutDir, {
    version: BUILD_STATE_VERSION,
    outDir,
    template,
    entry,
    siteUrl,
    routes: routeLists,
    items: itemRecords(lists),
    searchPages: searchPages as Record<Locale, SearchDoc[]>,
  });
  console.log(
    `Site built into ${outDir}: ${pages} prerendered pages (${server.PUBLIC_ROUTES.length} routes and ${items.length} item pages × ${server.LOCALES.length} languages) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outDir;
}

/**
 * The command: buildSite, reporting to the site's build records when
 * SITE_BUILD_REPORT=1 (issue #27, rebuild/build-report.ts: a static host's
 * CI claims the requested build at the start and finishes it at the end).
 * With SITE_BUILD_REPORT=1 every item's files are first put in the public or
 * private bucket its visibility calls for (rebuild/file-sync.ts). A failed
 * file move does not stop the build (the pages must still follow the
 * content): the claimed record fails with its message, or, when no record
 * was claimed, the command exits 1 after building.
 */
async function main(): Promise<void> {
  const syncFiles = fileSyncFromEnv();
  const report = await claimBuildReport();
  let syncError: unknown = null;
  if (syncFiles) {
    try {
      const moved = await syncFiles(null);
      if (moved > 0) console.log(`Site files: ${moved} moved between public and private storage`);
    } catch (error) {
      syncError = error;
      console.error(error instanceof Error ? error.message : error);
    }
  }
  try {
    await buildSite();
  } catch (error) {
    await report?.finish(false, error);
    throw error;
  }
  if (syncError === null) await report?.finish(true);
  else if (report) await report.finish(false, syncError);
  else process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
