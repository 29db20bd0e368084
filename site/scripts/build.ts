/**
 * `npm run build:site` (issue #3): client build, SSR build, then prerenders
 * every public route to `<route>/index.html`, writes 404.html, the admin SPA
 * shells, sitemap.xml and robots.txt into SITE_OUT_DIR (default site/dist).
 * VITE_* variables set by the caller reach both builds through process.env.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(siteRoot, "vite.config.ts");

/** Output directory: SITE_OUT_DIR or site/dist. */
export const outDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_OUT_DIR ? path.resolve(env.SITE_OUT_DIR) : path.join(siteRoot, "dist");

interface ServerEntry {
  render: (pathname: string, origin?: string) => Promise<{ html: string; head: string }>;
  PUBLIC_ROUTES: readonly { path: string; key: string }[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const PAGES = "src/features/";
const REST = ["src/i18n/register-pages.ts"];
/** Source modules of each route's page, preloaded with the entry (spec §2 route list, plus /privacy of issue #9). */
const PAGE_MODULES: Record<string, string[]> = {
  "/": [`${PAGES}home/home-page.tsx`],
  "/get-quote": [...REST, `${PAGES}quote/quote-page.tsx`],
  "/explore-rss-solutions": [...REST, `${PAGES}products/explore-rss-page.tsx`],
  "/watch-demo": [...REST, `${PAGES}products/watch-demo-page.tsx`],
  "/company/about": [...REST, `${PAGES}company/about-page.tsx`],
  "/company/careers": [...REST, `${PAGES}company/careers-page.tsx`],
  "/company/contact": [...REST, `${PAGES}company/contact-page.tsx`],
  "/company/news": [...REST, `${PAGES}company/news-page.tsx`],
  "/products/rss-systems": [...REST, `${PAGES}products/rss-systems-page.tsx`],
  "/products/drilling-tools": [...REST, `${PAGES}products/drilling-tools-page.tsx`],
  "/products/measurement-tools": [...REST, `${PAGES}products/measurement-tools-page.tsx`],
  "/products/software-solutions": [...REST, `${PAGES}products/software-solutions-page.tsx`],
  "/products/request-technical-docs": [...REST, `${PAGES}enquiries/enquiry-page.tsx`],
  "/products/contact-representative": [...REST, `${PAGES}enquiries/enquiry-page.tsx`],
  "/products/product-catalog": [...REST, `${PAGES}products/product-catalog-page.tsx`],
  "/products/contact-sales-team": [...REST, `${PAGES}enquiries/enquiry-page.tsx`],
  "/products/explore-measurement-solutions": [...REST, `${PAGES}products/measurement-solutions-page.tsx`],
  "/products/technical-specifications": [...REST, `${PAGES}products/technical-specifications-page.tsx`],
  "/products/schedule-consultation": [...REST, `${PAGES}enquiries/enquiry-page.tsx`],
  "/products/explore-platforms": [...REST, `${PAGES}products/platforms-page.tsx`],
  "/products/request-demo": [...REST, `${PAGES}enquiries/enquiry-page.tsx`],
  "/services/technical-support": [...REST, `${PAGES}services/service-page.tsx`],
  "/services/training": [...REST, `${PAGES}services/service-page.tsx`],
  "/services/consulting": [...REST, `${PAGES}services/service-page.tsx`],
  "/services/maintenance": [...REST, `${PAGES}services/service-page.tsx`],
  "/resources/documentation": [...REST, `${PAGES}resources/documentation-page.tsx`],
  "/resources/case-studies": [...REST, `${PAGES}resources/case-studies-page.tsx`],
  "/resources/white-papers": [...REST, `${PAGES}resources/white-papers-page.tsx`],
  "/resources/video-library": [...REST, `${PAGES}resources/video-library-page.tsx`],
  "/privacy": [...REST, `${PAGES}legal/privacy-page.tsx`],
};

/**
 * The prerendered HTML paints on its own; the app's code is requested only
 * after the first frame (or 100 ms in a background tab), so it never competes
 * with the first paint. `preloads` are page chunks fetched alongside the entry.
 */
export function deferredEntry(entry: string, preloads: string[]): string {
  const urls = JSON.stringify(preloads);
  return `<script>(function(){var done=false;function go(){if(done)return;done=true;var d=document;${urls}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})()</script>`;
}

function preloadsFor(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((f) => `/${f}`);
}

const fill = (template: string, head: string, html: string, tail = "") =>
  template.replace("<!--app-head-->", head).replace("<!--app-html-->", html).replace("</body>", `${tail}\n  </body>`);

async function writePage(outDir: string, route: string, content: string) {
  const file = route === "/" ? path.join(outDir, "index.html") : path.join(outDir, route.slice(1), "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
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

  const built = await readFile(path.join(outDir, "index.html"), "utf8");
  const entryTag = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryTag) throw new Error("Entry script tag not found in index.html");
  const template = built.replace(entryTag[0], "");

  const manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const server = (await import(pathToFileURL(path.join(ssrOutDir, "entry-server.js")).href)) as ServerEntry;
  const siteUrl = (process.env.VITE_SITE_URL || "http://localhost:5173").replace(/\/$/, "");

  for (const { path: route } of server.PUBLIC_ROUTES) {
    if (!PAGE_MODULES[route]?.every((m) => manifest[m])) throw new Error(`No chunk for a page module of ${route}`);
    const { head, html } = await server.render(route, siteUrl);
    // The HTML must be complete without JavaScript: no boundary left as fallback + reveal script.
    if (/\$RC|<!--\$[?!]-->/.test(html)) throw new Error(`Prerender of ${route} left a suspended boundary`);
    await writePage(
      outDir,
      route,
      fill(template, head, html, deferredEntry(entryTag[1]!, preloadsFor(manifest, PAGE_MODULES[route] ?? []))),
    );
  }

  const notFound = await server.render("/404", siteUrl);
  await writeFile(
    path.join(outDir, "404.html"),
    fill(
      template,
      `${notFound.head}\n    <meta name="robots" content="noindex" />`,
      notFound.html,
      deferredEntry(entryTag[1]!, []),
    ),
  );

  const adminHead = '<title>Admin | ProSteer</title>\n    <meta name="robots" content="noindex" />';
  const shell = fill(template, adminHead, "", deferredEntry(entryTag[1]!, []));
  await writePage(outDir, "/admin", shell);
  await writePage(outDir, "/admin/dashboard", shell);

  const today = new Date().toISOString().slice(0, 10);
  const urls = server.PUBLIC_ROUTES.map(
    ({ path: route }) =>
      `  <url><loc>${siteUrl}${route}</loc><lastmod>${today}</lastmod><priority>${route === "/" ? "1.0" : "0.7"}</priority></url>`,
  );
  await writeFile(
    path.join(outDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  await writeFile(
    path.join(outDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  await rm(ssrOutDir, { recursive: true, force: true });
  console.log(
    `Site built into ${outDir}: ${server.PUBLIC_ROUTES.length} prerendered routes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildSite().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
