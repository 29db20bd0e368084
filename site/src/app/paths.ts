/**
 * Every public route of spec §2 (plus /privacy, issue #9) with its meta key (document title and
 * description come from `meta.<key>` in the locales). The prerender script
 * and the sitemap read this list; the router is built from it.
 */
export const PUBLIC_ROUTES = [
  { path: "/", key: "home" },
  { path: "/get-quote", key: "quote" },
  { path: "/explore-rss-solutions", key: "exploreRss" },
  { path: "/watch-demo", key: "watchDemo" },
  { path: "/company/about", key: "about" },
  { path: "/company/careers", key: "careers" },
  { path: "/company/contact", key: "contact" },
  { path: "/company/news", key: "news" },
  { path: "/products/rss-systems", key: "rssSystems" },
  { path: "/products/drilling-tools", key: "drillingTools" },
  { path: "/products/measurement-tools", key: "measurementTools" },
  { path: "/products/software-solutions", key: "softwareSolutions" },
  { path: "/products/request-technical-docs", key: "technicalDocs" },
  { path: "/products/contact-representative", key: "representative" },
  { path: "/products/product-catalog", key: "productCatalog" },
  { path: "/products/contact-sales-team", key: "sales" },
  { path: "/products/explore-measurement-solutions", key: "measurementSolutions" },
  { path: "/products/technical-specifications", key: "technicalSpecifications" },
  { path: "/products/schedule-consultation", key: "consultation" },
  { path: "/products/explore-platforms", key: "platforms" },
  { path: "/products/request-demo", key: "demo" },
  { path: "/services/technical-support", key: "technicalSupport" },
  { path: "/services/training", key: "training" },
  { path: "/services/consulting", key: "consulting" },
  { path: "/services/maintenance", key: "maintenance" },
  { path: "/resources/documentation", key: "documentation" },
  { path: "/resources/case-studies", key: "caseStudies" },
  { path: "/resources/white-papers", key: "whitePapers" },
  { path: "/resources/video-library", key: "videoLibrary" },
  { path: "/privacy", key: "privacy" },
] as const;

/** The Privacy Policy page (issue #9): the footer link and every form's consent sentence lead here. */
export const PRIVACY_PATH = "/privacy";

/** One public route and its meta key. */
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
/** Meta key of any page, including the not-found and admin pages. */
export type PageKey = PublicRoute["key"] | "notFound" | "admin";

/** Meta key of a pathname: the public route's key, "admin" under /admin, else "notFound". */
export function pageKeyOf(pathname: string): PageKey {
  const clean = pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const found = PUBLIC_ROUTES.find((r) => r.path === clean);
  if (found) return found.key;
  if (clean === "/admin" || clean.startsWith("/admin/")) return "admin";
  return "notFound";
}

/** The home page's anchor sections, in page order (spec §2 Header). */
export const HOME_SECTIONS = ["home", "features", "specs", "about", "contact"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Public base URL used for canonical links and the sitemap (build-time VITE_SITE_URL). */
export const SITE_URL: string = (import.meta.env?.VITE_SITE_URL as string | undefined) || "http://localhost:5173";
