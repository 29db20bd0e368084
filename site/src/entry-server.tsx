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
import { localeOf, LOCALE_TAG } from "./app/paths";
import { AppRoutes } from "./app/routes";
import { changeLanguage, i18n } from "./i18n";
import { documentMetaHtml, documentMetaOf } from "./lib/document-meta";

export { LOCALES, LOCALE_TAG, NOT_FOUND_PAGE, PUBLIC_ROUTES, withLocale } from "./app/paths";
export { localeRedirectScript } from "./app/locale-redirect";
export { alternatesOf } from "./lib/document-meta";
export { readPublicLists } from "./lib/public-lists";
export { prerenderedListsScript, setPrerenderedLists, takeUsedLists } from "./lib/prerendered-lists";

/** Body HTML, head tags and `<html lang>` of one prerendered route. */
export interface RenderedPage {
  html: string;
  head: string;
  /** BCP 47 tag of the page's language ("en", "zh-CN"). */
  lang: string;
}

/** Renders `pathname` to body HTML and head tags (title, description, canonical, hreflang alternates, Mantine's color-scheme script). */
export async function render(pathname: string, origin = "http://localhost"): Promise<RenderedPage> {
  const locale = localeOf(pathname);
  await changeLanguage(locale);
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
