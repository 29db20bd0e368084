/**
 * The router's route objects, built from the route table in paths.ts (spec §2
 * route list, issue #10): each public route matches its English path and its
 * `/zh` path with one route object, its page is code-split (lazyPage) and
 * wrapped in its page island (issue #13), the admin area mounts AdminRoute at
 * /admin/* (`adminRoute`, the admin SPA's route), each item table's item pages
 * (issue #26: `<list path>/:slug` in both languages) show the item page when
 * the prerendered list has that slug and the not-found page when not, and
 * every other path, `/zh/…` included, gets the not-found page. The prerender renders them with
 * StaticRouter + useRoutes (React Router's declarative mode), so render
 * errors are caught by
 * RouteErrorBoundary ('Unexpected Application Error!') around the admin and
 * the layout.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useParams, useRoutes, type RouteObject } from "react-router-dom";
import { ADMIN_BASE } from "../../../shared/admin/admin-paths";
import { ITEM_PAGE_TABLES, type ItemPageTable } from "../../../shared/content/item-pages";
import { loadCopy } from "../i18n";
import { PAGE_COPY, type PageName } from "../i18n/copy-modules";
import { lazyPage, type LazyPage } from "./lazy-page";
import { PAGE_LOADERS, type PageProps } from "./page-modules";
import { ITEM_PAGE, itemRoutePattern, localeOf, NOT_FOUND_PAGE, PUBLIC_ROUTES, routePattern } from "./paths";
import { PageSpinner } from "../components/blocks/page-spinner";
import { SiteLayout } from "../components/layout/site-layout";
import { findItem } from "../features/items/item-lookup";
import { RouteErrorBoundary } from "../features/system/route-error";
import { PageIsland } from "../islands/page-island";

/** The language of the page being loaded: the URL's in the browser; on the server the prerender loads the copy itself (entry-server.tsx). */
const loadingLocale = () => (typeof window === "undefined" ? undefined : localeOf(window.location.pathname));

/** A page's component: its code and its copy (PAGE_COPY) load together, in the URL's language. */
function pageComponent(page: string): LazyPage<PageProps> {
  const load = PAGE_LOADERS[page];
  if (!load) throw new Error(`No page module src/features/${page}.tsx`);
  const copy = PAGE_COPY[page as PageName] ?? [];
  return lazyPage(() => {
    const locale = loadingLocale();
    return Promise.all([locale ? loadCopy(locale, copy) : undefined, load()]).then(([, module]) => module);
  });
}

const components = new Map<string, LazyPage<PageProps>>();
/** One lazy component per page module (enquiry and service routes share theirs). */
function componentOf(page: string): LazyPage<PageProps> {
  let component = components.get(page);
  if (!component) components.set(page, (component = pageComponent(page)));
  return component;
}

const AdminRoute = lazy(() => import("../admin/AdminRoute"));

/** Page module `page` with its kind, in its page island. */
const pageElement = (page: string, kind: string) => {
  const Page = componentOf(page);
  return (
    <PageIsland page={page} kind={kind}>
      <Page kind={kind} />
    </PageIsland>
  );
};

const pageRoute = (path: string, page: string, kind: string): RouteObject => ({
  path,
  element: pageElement(page, kind),
});

/** The not-found page's element (unknown paths, and item paths whose slug is not in the list). */
const notFoundElement = pageElement(NOT_FOUND_PAGE, "notFound");

/** An item page when its table's prerendered list has the URL's slug, else the not-found page (issue #26). */
function ItemRoute({ table, element }: { table: ItemPageTable; element: ReactNode }) {
  const { slug = "" } = useParams();
  return findItem(table, slug) ? element : notFoundElement;
}

/** The item pages of `table`: its kind is the table. */
const itemRoute = (table: ItemPageTable): RouteObject => ({
  path: itemRoutePattern(table),
  element: <ItemRoute table={table} element={pageElement(ITEM_PAGE, table)} />,
});

/** The admin area: AdminRoute at /admin/* (the admin SPA's route, entry-admin.tsx). */
export const adminRoute: RouteObject = {
  path: `${ADMIN_BASE}/*`,
  element: (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner minHeight={400} />}>
        <AdminRoute />
      </Suspense>
    </RouteErrorBoundary>
  ),
};

/** The router's route objects: the prerender renders the public pages from them. */
export const routes: RouteObject[] = [
  adminRoute,
  {
    element: (
      <RouteErrorBoundary>
        <SiteLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...PUBLIC_ROUTES.map((route) => pageRoute(routePattern(route.path), route.page, route.key)),
      ...ITEM_PAGE_TABLES.map(itemRoute),
      { path: "*", element: notFoundElement },
    ],
  },
];

/** The element of the route matching the current location (inside BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
