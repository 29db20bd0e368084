/**
 * Browser entry of the admin SPA shell (/admin/*, issue #4): React Router in
 * declarative mode over the admin route, rendered into #root (empty: the
 * HTML shell painted before it is a sibling, `#admin-shell`, that the admin
 * removes once it has something to show, issue #24; an error caught by a
 * boundary, or one that unmounts the app, removes it too, so the error is
 * seen). The public pages have their own, much smaller entry
 * (entry-client.ts, issue #13). Once the first render is committed it sets
 * `data-hydrated` on <html>.
 */
import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import "./app/mantine-styles";
import { AppProviders } from "./app/app-providers";
import { localeOf } from "./app/paths";
import { adminRoute } from "./app/routes";
import { releaseAdminShell } from "../../shared/admin/sign-in/sign-in-shell";
import { changeLanguage } from "./i18n";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root");

/** Marks <html data-hydrated="true"> once the root's first render has been committed. */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
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

/** Loads the admin language's copy, then renders the admin SPA into the empty shell. */
async function start(root: HTMLElement): Promise<void> {
  await changeLanguage(localeOf(window.location.pathname));
  const showError = (error: unknown) => {
    releaseAdminShell();
    console.error(error);
  };
  createRoot(root, { onCaughtError: showError, onUncaughtError: showError }).render(app);
}

void start(container);
