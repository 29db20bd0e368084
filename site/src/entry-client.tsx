/**
 * Browser entry: loads the current route's code, hydrates the prerendered
 * HTML (or renders the SPA shell of /admin), then applies the stored language
 * so the first client render matches the English prerender.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import "./app/mantine-styles";
import { AppProviders } from "./app/app-providers";
import { routes, type RouteHandle } from "./app/routes";
import { storedLanguage, useUiStore } from "./stores/ui-store";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root");

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
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
  if (language !== "en") await useUiStore.getState().setLanguage(language);
}

void start(container);
