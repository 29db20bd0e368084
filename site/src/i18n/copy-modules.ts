/**
 * The site's copy, split so a page loads only what it shows (issue #13): the
 * core (chrome, shared strings, home) and five copy modules, each one chunk
 * per language. English core is bundled with the entry; the rest loads with
 * the page that needs it (`PAGE_COPY`), in the page's language.
 */
import type { ITEM_PAGE, Locale, NOT_FOUND_PAGE, PublicRoute } from "../app/paths";

/** Copy modules beyond the core, named after their files in `locales/<lang>/`. */
export const COPY_MODULES = ["forms", "pages", "company", "resources", "legal"] as const;
/** One copy module. */
export type CopyModule = (typeof COPY_MODULES)[number];

/** A slice of the translation resources (top-level keys such as `pages`, `careers`). */
export type Copy = Record<string, unknown>;

/**
 * Loader of each copy module in each language (`core` is only loaded for
 * Chinese: the English core is in the entry). Literal import() calls, so Vite
 * makes each one a chunk of its own.
 */
export const COPY_LOADERS: Record<Locale, Record<CopyModule, () => Promise<Copy>> & { core?: () => Promise<Copy> }> = {
  en: {
    forms: () => import("./locales/en/forms").then((m) => m.forms),
    pages: () => import("./locales/en/pages").then((m) => m.pages),
    company: () => import("./locales/en/company").then((m) => m.company),
    resources: () => import("./locales/en/resources").then((m) => m.resources),
    legal: () => import("./locales/en/legal").then((m) => m.legal),
  },
  zh: {
    core: () => import("./locales/zh/core").then((m) => m.zhCore),
    forms: () => import("./locales/zh/forms").then((m) => m.forms),
    pages: () => import("./locales/zh/pages").then((m) => m.pages),
    company: () => import("./locales/zh/company").then((m) => m.company),
    resources: () => import("./locales/zh/resources").then((m) => m.resources),
    legal: () => import("./locales/zh/legal").then((m) => m.legal),
  },
};

/** Source file of a copy module (or the core) in a language, relative to site/: the build maps it to its chunk. */
export const copySource = (locale: Locale, module: CopyModule | "core"): string =>
  `src/i18n/locales/${locale}/${module}.ts`;

/** Name of a page module under src/features (the route table's `page`, "products/rss-systems-page"; the not-found and item pages). */
export type PageName = PublicRoute["page"] | typeof NOT_FOUND_PAGE | typeof ITEM_PAGE;

/**
 * The copy modules each page shows beyond the core. The prerender fails when
 * a page uses a key of a module not listed here (entry-server.tsx), so a
 * missing entry is caught at build time rather than shown as a raw key.
 */
export const PAGE_COPY: Record<PageName, readonly CopyModule[]> = {
  "home/home-page": [],
  "system/not-found-page": [],
  "quote/quote-page": ["forms"],
  "enquiries/enquiry-page": ["forms"],
  "company/about-page": ["pages"],
  "company/careers-page": ["company"],
  "company/contact-page": ["company"],
  "company/news-page": ["company"],
  "products/watch-demo-page": ["company"],
  "products/explore-rss-page": ["pages"],
  "products/rss-systems-page": ["pages"],
  "products/measurement-tools-page": ["pages"],
  "products/software-solutions-page": ["pages"],
  "products/measurement-solutions-page": ["pages"],
  "products/technical-specifications-page": ["pages"],
  "products/platforms-page": ["pages"],
  "products/drilling-tools-page": ["resources"],
  "products/product-catalog-page": ["resources"],
  "services/service-page": ["pages"],
  "resources/documentation-page": ["resources"],
  "resources/case-studies-page": ["resources"],
  "resources/white-papers-page": ["resources"],
  "resources/video-library-page": ["resources"],
  "legal/privacy-page": ["legal"],
  "legal/legal-text-page": ["legal"],
  // Item pages (issue #26): their own texts and the cards' are in resources, the news categories in company.
  "items/item-page": ["resources", "company"],
};
