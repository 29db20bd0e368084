/**
 * The admin area's pages (spec §2: /admin sign-in, /admin/dashboard): the one
 * list the admin routes (admin-routes.tsx), the site build's SPA shells
 * (site/scripts/build.ts) and the static server's status codes
 * (site/scripts/serve-static.ts) read. Any other path under /admin shows the
 * not-found page (issue #14 part 3).
 */

/** Where each host mounts the admin area. */
export const ADMIN_BASE = "/admin";

/** The admin's pages, relative to ADMIN_BASE ("" is the sign-in page, the index route). */
export const ADMIN_PAGES = {
  signIn: "",
  dashboard: "dashboard",
  /** The Team screen (issue #29, admins only). */
  team: "team",
  /** Where an invitation link leads (issue #29; supabase/functions/invite-member ACCEPT_INVITE_PATH). */
  acceptInvite: "accept-invite",
} as const;

/** Full paths of the admin's pages: ["/admin", "/admin/dashboard"]. */
export const ADMIN_PATHS: readonly string[] = Object.values(ADMIN_PAGES).map((p) =>
  p === "" ? ADMIN_BASE : `${ADMIN_BASE}/${p}`,
);

/** True for /admin and every path below it (trailing slash or not). */
export function isUnderAdmin(pathname: string): boolean {
  return pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);
}

/** True when `pathname` is one of the admin's pages (a trailing slash ignored): "/admin/dashboard/" → true, "/admin/x" → false. */
export function isAdminPage(pathname: string): boolean {
  const clean = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return ADMIN_PATHS.includes(clean);
}
