/** Shared bits of the public site's browser tests. */
import type { Page } from "@playwright/test";
import { PUBLIC_ROUTES, type RouteKey } from "../../../site/src/app/paths";
import type { PageName } from "../../../site/src/i18n/copy-modules";
import { PAGE_HYDRATION } from "../../../site/src/islands/page-hydration";
import { ANON_KEY, API_URL } from "../support/env";

/** The expected English h1 of every public route (spec §2, plus /privacy of issue #9 and /terms, /cookies of issue #30). */
const HEADINGS: Record<RouteKey, RegExp> = {
  home: /Steer every foot of the well/,
  quote: /Quote for your RSS drilling system/,
  exploreRss: /Rotary steerable solutions/,
  watchDemo: /Watch ProSteer RSS in action/,
  about: /Engineering the path of every well/,
  careers: /Build the tools that steer the wells/,
  contact: /Contact us/,
  news: /News and updates/,
  rssSystems: /RSS systems/,
  drillingTools: /Drilling tools/,
  measurementTools: /Measurement tools/,
  softwareSolutions: /Software solutions/,
  technicalDocs: /Request technical documentation/,
  representative: /Contact a representative/,
  productCatalog: /Product catalog/,
  sales: /Contact the sales team/,
  measurementSolutions: /Measurement solutions/,
  technicalSpecifications: /Technical specifications/,
  consultation: /Schedule a consultation/,
  platforms: /Explore our platforms/,
  demo: /Request a demo/,
  technicalSupport: /Technical support/,
  training: /Training and certification/,
  consulting: /Consulting/,
  maintenance: /Maintenance/,
  documentation: /Documentation/,
  caseStudies: /Case studies/,
  whitePapers: /White papers/,
  videoLibrary: /Video library/,
  privacy: /Privacy Policy/,
  terms: /Terms of Service/,
  cookies: /Cookie Policy/,
};

/** Every public route (from the route table, app/paths.ts) with its expected English h1. */
export const ROUTES: [path: string, heading: RegExp][] = PUBLIC_ROUTES.map((r) => [r.path, HEADINGS[r.key]]);

/** Reads a table of the local backend as the anon role. */
export async function selectRows<T>(table: string, query = "select=*"): Promise<T[]> {
  const response = await fetch(`${API_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  if (!response.ok) throw new Error(`GET ${table}: ${response.status}`);
  return (await response.json()) as T[];
}

/**
 * Waits until the page's browser entry has run (issue #13: it marks
 * <html data-hydrated>, and the header works) and, on a page with
 * interactive content, that content has hydrated, as it does when the
 * visitor first reaches for it (here: a pointer press on it). No wait for
 * the network: specs that visit every route use it as is.
 */
export async function islandReady(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const island = page.locator("[data-island]");
  const name = (await island.getAttribute("data-island")) as PageName | null;
  if (name && PAGE_HYDRATION[name]?.hydrate === "interaction") {
    await island.dispatchEvent("pointerdown");
    await page.locator('[data-island][data-hydrated="true"]').waitFor({ state: "attached" });
  }
}

/**
 * Waits until the page is ready for a visitor's input: islandReady, then an
 * idle network. Tests of what happens before hydration
 * (typing-before-hydration.spec.ts, islands.spec.ts) do not call it.
 */
export async function hydrated(page: Page): Promise<void> {
  await islandReady(page);
  await page.waitForLoadState("networkidle");
}

/** The home page's sections below the hero, each loaded when it nears the viewport. */
export const HOME_LOWER_SECTIONS = ["features", "specs", "about", "contact"] as const;

/**
 * Resolves after the browser has rendered two frames (IntersectionObserver
 * callbacks queued before have run), or after 100 ms when it renders none: a
 * busy headless Chromium can hold frames back for minutes.
 */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 100);
      }),
  );
}

/**
 * Scrolls the home page down section by section (each section's code starts
 * loading as it nears the viewport), then presses on the page the way a
 * visitor's first tap does, and waits until the last section's contact form
 * has hydrated.
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  for (const id of HOME_LOWER_SECTIONS) {
    await page.locator(`section#${id}`).scrollIntoViewIfNeeded();
    await twoFrames(page);
  }
  await page.locator("[data-island]").dispatchEvent("pointerdown");
  await page.locator('[data-island][data-hydrated="true"]').waitFor({ state: "attached" });
  await page.locator('section#contact form[data-hydrated="true"]').waitFor({ state: "attached" });
}
