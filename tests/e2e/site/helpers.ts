/** Shared bits of the public site's browser tests. */
import type { Page } from "@playwright/test";
import { PUBLIC_ROUTES, type RouteKey } from "../../../site/src/app/paths";
import { ANON_KEY, API_URL } from "../support/env";

/** The expected English h1 of every public route (spec §2, plus /privacy of issue #9). */
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

/** Waits until the page has hydrated (React attached to #root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return Boolean(root && Object.keys(root).some((k) => k.startsWith("__reactContainer")));
  });
  await page.waitForLoadState("networkidle");
}
