/**
 * Browser entry of the admin SPA shell (/admin/*, issue #4): React Router in
 * declarative mode over the app's routes, rendered into #root (the shell
 * has no prerendered content). The public pages have their own, much
 * smaller entry (entry-client.ts, issue #13). Once the first render is
 * committed it sets `data-hydrated` on <html>.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import "./app/mantine-styles";
import { AppProviders } from "./app/app-providers";
import { LOCALE_TAG, localeOf } from "./app/paths";
import { adminRoute, type RouteHandle } from "./app/routes";
import { changeLanguage } from "./i18n";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root");

let markCommitted!: () => void;
/** Resolves once the root's first render (hydration or client render) has been committed. */
const firstCommit = new Promise<void>((resolve) => (markCommitted = resolve));

/**
 * Marks <html data-hydrated="true"> and resolves `firstCommit` once the
 * root's first render has been committed. Client only, and it renders just
 * its child, so the tree matches the prerendered HTML exactly.
 */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    markCommitted();
  }, []);
  return children;
}

/**
 * Any path outside /admin (a link from the admin to the site, such as the
 * not-found page's link home) is a prerendered public page (issue #13): load
 * that document rather than render it in the admin SPA.
 */
function LoadDocument() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Never for the path this document was loaded at (no reload loop if a host served the shell there).
    if (pathname !== loadedAt) window.location.reload();
  }, [pathname]);
  return null;
}

/** The path this document was loaded at. */
const loadedAt = window.location.pathname;

const routes: RouteObject[] = [adminRoute, { path: "*", element: <LoadDocument /> }];

/** The admin SPA's routes. */
function AdminAppRoutes() {
  return useRoutes(routes);
}

const app = (
  <StrictMode>
    <HydrationMarker>
      <AppProviders>
        <BrowserRouter>
          <AdminAppRoutes />
        </BrowserRouter>
      </AppProviders>
    </HydrationMarker>
  </StrictMode>
);

/** Loads the code of the routes matching the current URL, so hydration never suspends on them. */
async function preloadCurrentRoute(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload()));
}

async function start(root: HTMLElement): Promise<void> {
  const locale = localeOf(window.location.pathname);
  // The prerender writes the language it rendered in on <html lang>.
  const prerenderedInLocale = document.documentElement.lang === LOCALE_TAG[locale];
  await Promise.all([changeLanguage(locale), preloadCurrentRoute()]);
  if (root.firstElementChild && prerenderedInLocale) {
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of blocking the main thread for the whole page (issue #13: TBT);
    // an input during it still hydrates its target first (selective hydration).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  await firstCommit;
}

void start(container);
