/**
 * What the header's Products, Services and Resources menus list (issue #30),
 * derived from the route table (app/paths.ts), so a page added there appears
 * in its menu with no second list to keep in step:
 *
 * - Products: every route under `/products/` and every route whose page
 *   module lives in `features/products/` (Explore RSS Solutions and Watch
 *   Demo sit at the root), in two groups: the product pages (those under
 *   `/products/` first) and the requests (the enquiry forms).
 * - Services: every route under `/services/`.
 * - Resources: every route under `/resources/`.
 *
 * Each link's label is the page's title (`meta.<key>.title` in the locales),
 * each menu's the footer column's (`footer.<menu>`), each group's
 * `header.groups.<group>`.
 */
import { PUBLIC_ROUTES, type PublicRoute, type RouteKey } from "../../app/paths";

/** The header's menus, in header order. */
export const NAV_MENU_KEYS = ["products", "services", "resources"] as const;
/** One header menu. */
export type NavMenuKey = (typeof NAV_MENU_KEYS)[number];

/** A labelled group of links in a menu: `key` names its heading (`header.groups.<key>`). */
export interface NavGroup {
  key: "pages" | "requests";
  routes: RouteKey[];
}

/** One menu: its key and its groups, none empty. */
export interface NavMenu {
  key: NavMenuKey;
  groups: NavGroup[];
}

/** Page module of the enquiry forms (the Products menu's "requests" group). */
const ENQUIRY_PAGE = "enquiries/enquiry-page";

/** The menu a route belongs to, or undefined (home, company, quote and legal pages are elsewhere in the header and footer). */
export function navMenuOf(route: Pick<PublicRoute, "path" | "page">): NavMenuKey | undefined {
  if (route.path.startsWith("/products/") || route.page.startsWith("products/")) return "products";
  if (route.path.startsWith("/services/")) return "services";
  if (route.path.startsWith("/resources/")) return "resources";
  return undefined;
}

/**
 * The header's menus from `routes` (default: the site's route table), in
 * NAV_MENU_KEYS order; within a group routes keep the table's order, except
 * that in Products the pages under `/products/` come before the root ones.
 */
export function navMenus(routes: readonly Pick<PublicRoute, "key" | "path" | "page">[] = PUBLIC_ROUTES): NavMenu[] {
  return NAV_MENU_KEYS.map((key) => {
    const inMenu = routes.filter((route) => navMenuOf(route) === key);
    const keys = (list: typeof inMenu) => list.map((route) => route.key as RouteKey);
    const underProducts = (route: Pick<PublicRoute, "path">) => route.path.startsWith("/products/");
    const pages = inMenu.filter((route) => route.page !== ENQUIRY_PAGE);
    const groups: NavGroup[] =
      key === "products"
        ? [
            { key: "pages", routes: keys([...pages.filter(underProducts), ...pages.filter((r) => !underProducts(r))]) },
            { key: "requests", routes: keys(inMenu.filter((route) => route.page === ENQUIRY_PAGE)) },
          ]
        : [{ key: "pages", routes: keys(inMenu) }];
    return { key, groups: groups.filter((group) => group.routes.length > 0) };
  });
}

/** The site's menus (computed once per module load: at the prerender, from the route table). */
export const NAV_MENUS: readonly NavMenu[] = navMenus();

/** The `id` of a menu's panel in the header ("nav-menu-products"); the toggle's `popovertarget`. */
export const navPanelId = (menu: NavMenuKey) => `nav-menu-${menu}`;
