/**
 * Browser entry: hydrates the prerendered HTML (or renders the SPA shell of
 * /admin), then applies the stored language after hydration so the first
 * client render matches the English prerender.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import "./app/mantine-styles";
import { AppProviders } from "./app/app-providers";
import { routes } from "./app/routes";
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

if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

const language = storedLanguage();
if (language !== "en") void useUiStore.getState().setLanguage(language);
