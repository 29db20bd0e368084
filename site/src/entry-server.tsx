/**
 * Prerender entry (vite build --ssr): renders one URL to HTML with React
 * Router's static handler once every lazy page and section has loaded, and
 * returns the head tags for that route.
 */
import { ColorSchemeScript } from "@mantine/core";
import { prerender } from "react-dom/static";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "./app/app-providers";
import { PUBLIC_ROUTES } from "./app/paths";
import { routes } from "./app/routes";
import { i18n } from "./i18n";
import { documentMetaOf } from "./lib/document-meta";

export { PUBLIC_ROUTES };

/** Body HTML and head tags of one prerendered route. */
export interface RenderedPage {
  html: string;
  head: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Renders `pathname` to body HTML and head tags (title, description, canonical, Mantine's color-scheme script). */
export async function render(pathname: string, origin = "http://localhost"): Promise<RenderedPage> {
  await i18n.changeLanguage("en");
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate />
    </AppProviders>
  );
  // prerender() waits for every React.lazy page and section to load; its own
  // output may outline large boundaries behind a reveal script, so the final
  // HTML comes from renderToString once everything is resolved (complete
  // without JavaScript).
  await (await prerender(app)).prelude.cancel();
  const html = renderToString(app);
  const meta = documentMetaOf(pathname, i18n.t);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="light" forceColorScheme="light" />),
  ].join("\n    ");
  return { html, head };
}
