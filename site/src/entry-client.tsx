/**
 * Browser entry: loads the current route's code, hydrates the prerendered
 * HTML (or renders the SPA shell of /admin) and, once that first render is
 * committed, applies the stored language, so hydration always renders the
 * English of the prerender: a mismatch would make React rebuild the page and
 * wipe what a visitor typed before hydration (issue #9). At that moment it
 * also sets `data-hydrated` on <html> (the browser tests check that typing
 * started before it).
 */
import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import "./app/mantine-styles";
import { AppProviders } from "./app/app-providers";
import { routes, type RouteHandle } from "./app/routes";
import { storedLanguage, useUiStore } from "./stores/ui-store";

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

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <HydrationMarker>
      <AppProviders>
        <RouterProvider router={router} />
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
  const language = storedLanguage();
  // Fetch the Chinese copy alongside the route's code; it is applied after hydration.
  if (language === "zh") void import("./i18n/locales/zh");
  if (root.firstElementChild) {
    await preloadCurrentRoute();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  await firstCommit;
  if (language !== "en") await useUiStore.getState().setLanguage(language);
}

void start(container);
