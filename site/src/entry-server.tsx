/**
 * Prerender entry (vite build --ssr): renders one URL to HTML, in the URL's
 * language (issue #10), with React Router's StaticRouter once every lazy
 * page and section has loaded, and returns the head tags for that route.
 * It also hands the build script the route table it prerenders from.
 */
import { ColorSchemeScript } from "@mantine/core";
import { prerender } from "react-dom/static";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./app/app-providers";
import { ITEM_PAGE, localeOf, LOCALE_TAG, LOCALES, NOT_FOUND_PAGE, publicRouteOf } from "./app/paths";
import { AppRoutes } from "./app/routes";
import { changeLanguage, i18n, replaceCopy } from "./i18n";
import { copySource, PAGE_COPY, type PageName } from "./i18n/copy-modules";
import { en } from "./i18n/locales/en";
import { PAGE_HYDRATION } from "./islands/page-hydration";
import { itemAt } from "./features/items/item-lookup";
import { serveSiteMedia } from "../../shared/content/site-media-switch";
import { documentMetaHtml, documentMetaOf } from "./lib/document-meta";

export { LOCALES, LOCALE_TAG, PUBLIC_ROUTES, withLocale } from "./app/paths";
export { localeRedirectScript } from "./app/locale-redirect";
export { alternatesOf } from "./lib/document-meta";
export { readPublicLists } from "./app/site-settings-build";
export { prerenderedListsScript, setPrerenderedLists, takeUsedLists } from "./lib/prerendered-lists";

// The public pages draw published pictures from the site's own copies (issue #24, scripts/site-media.ts).
serveSiteMedia();

/** Body HTML, head tags and `<html lang>` of one prerendered route. */
export interface RenderedPage {
  html: string;
  head: string;
  /** BCP 47 tag of the page's language ("en", "zh-CN"). */
  lang: string;
}

/**
 * The page module `pathname` shows: its route's, the item page for an item
 * in the prerendered lists (issue #26), else the not-found page.
 */
const pageOf = (pathname: string): PageName =>
  publicRouteOf(pathname)?.page ?? (itemAt(pathname) ? ITEM_PAGE : NOT_FOUND_PAGE);

/**
 * Source modules the page at `pathname` needs before it can hydrate, relative
 * to site/ (the build maps them to chunks to preload): its page module and
 * its copy in its language (PAGE_COPY; the Chinese core on Chinese pages).
 */
export function pageSources(pathname: string): string[] {
  const locale = localeOf(pathname);
  const page = pageOf(pathname);
  return [
    `src/features/${page}.tsx`,
    ...(locale === "zh" ? [copySource(locale, "core")] : []),
    ...PAGE_COPY[page].map((module) => copySource(locale, module)),
  ];
}

/** Whether the page at `pathname` has a page island that hydrates on use (islands/page-hydration.ts). */
export const pageHydrates = (pathname: string): boolean => PAGE_HYDRATION[pageOf(pathname)]?.hydrate === "interaction";

/** Whether `key` ("pages.rssSystems.hero.title") is in the site's English copy. */
function isCopyKey(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Renders `pathname` to body HTML and head tags (title, description, canonical, hreflang alternates, Mantine's color-scheme script).
 * Throws when the page uses copy its PAGE_COPY entry does not list (the browser would show the raw key).
 */
export async function render(pathname: string, origin = "http://localhost"): Promise<RenderedPage> {
  const locale = localeOf(pathname);
  await changeLanguage(locale);
  const page = pageOf(pathname);
  for (const language of LOCALES) await replaceCopy(language, PAGE_COPY[page]);
  const missing = new Set<string>();
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
    if (isCopyKey(key)) missing.add(key);
  };
  let rendered: RenderedPage;
  try {
    rendered = await renderPage(pathname, locale, origin);
  } finally {
    i18n.options.saveMissing = false;
    i18n.options.missingKeyHandler = false;
  }
  if (missing.size > 0) {
    throw new Error(
      `${pathname} uses copy that PAGE_COPY["${page}"] (src/i18n/copy-modules.ts) does not load: ${[...missing].slice(0, 5).join(", ")}`,
    );
  }
  return rendered;
}

async function renderPage(
  pathname: string,
  locale: ReturnType<typeof localeOf>,
  origin: string,
): Promise<RenderedPage> {
  const app = (
    <AppProviders>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // prerender() waits for every React.lazy page and section to load; its own
  // output may outline large boundaries behind a reveal script, so the final
  // HTML comes from renderToString once everything is resolved (complete
  // without JavaScript).
  await (await prerender(app)).prelude.cancel();
  const html = renderToString(app);
  const head = [
    ...documentMetaHtml(documentMetaOf(pathname, i18n.t, origin)),
    renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="light" forceColorScheme="light" />),
  ].join("\n    ");
  return { html, head, lang: LOCALE_TAG[locale] };
}
