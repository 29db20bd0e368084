/** Shared bits of the public site's browser tests. */
import type { Page } from "@playwright/test";
import { ANON_KEY, API_URL } from "../support/env";

/** Every public route of spec §2 (plus /privacy, issue #9) with its expected h1 (English). */
export const ROUTES: [path: string, heading: RegExp][] = [
  ["/", /Steer every foot of the well/],
  ["/get-quote", /Quote for your RSS drilling system/],
  ["/explore-rss-solutions", /Rotary steerable solutions/],
  ["/watch-demo", /Watch ProSteer RSS in action/],
  ["/company/about", /Engineering the path of every well/],
  ["/company/careers", /Build the tools that steer the wells/],
  ["/company/contact", /Contact us/],
  ["/company/news", /News and updates/],
  ["/products/rss-systems", /RSS systems/],
  ["/products/drilling-tools", /Drilling tools/],
  ["/products/measurement-tools", /Measurement tools/],
  ["/products/software-solutions", /Software solutions/],
  ["/products/request-technical-docs", /Request technical documentation/],
  ["/products/contact-representative", /Contact a representative/],
  ["/products/product-catalog", /Product catalog/],
  ["/products/contact-sales-team", /Contact the sales team/],
  ["/products/explore-measurement-solutions", /Measurement solutions/],
  ["/products/technical-specifications", /Technical specifications/],
  ["/products/schedule-consultation", /Schedule a consultation/],
  ["/products/explore-platforms", /Explore our platforms/],
  ["/products/request-demo", /Request a demo/],
  ["/services/technical-support", /Technical support/],
  ["/services/training", /Training and certification/],
  ["/services/consulting", /Consulting/],
  ["/services/maintenance", /Maintenance/],
  ["/resources/documentation", /Documentation/],
  ["/resources/case-studies", /Case studies/],
  ["/resources/white-papers", /White papers/],
  ["/resources/video-library", /Video library/],
  ["/privacy", /Privacy Policy/],
];

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
