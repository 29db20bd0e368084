/**
 * Measures the admin's first paint for `npm run bench:site` (issue #24): in a
 * throttled phone (phone.ts: Lighthouse's mobile devtools throttling, a fresh
 * context with an empty cache per load), loads a public page (`/`) and
 * `/admin`, one after the other, `runs` times, and records inside the page
 * (page-probe.ts) FCP, LCP, when the public page's `main h1` painted, when the
 * admin's sign-in card title ("Admin Sign In", the HTML shell's or React's)
 * painted and when a sign-in form (its password field: the shell's, which a
 * visitor can already type into, or React's) painted.
 * Devtools throttling, not Lighthouse's simulation: compare these figures with
 * each other, not with the Lighthouse table.
 */
import type { Browser } from "@playwright/test";
import { en as adminEn } from "../../shared/admin/i18n/en";
import { paintMedians, type AdminPaintResult, type PaintFigures } from "./admin-paint-report";
import { probeScript, type ProbePaints } from "./page-probe";
import { openPhonePage, PHONE_SETUP, sleep } from "./phone";

const PROBE = probeScript([
  { name: "heading", selector: "main h1" },
  // The HTML shell's card (#admin-shell, before the code runs) or React's (#root), whichever paints first.
  { name: "signInTitle", selector: "#admin-shell h2, #root h2", text: adminEn.signIn.title },
  { name: "signInForm", selector: '#admin-shell input[type="password"], #root input[type="password"]' },
]);
/** Longest one load may take before it is recorded with what it painted so far. */
const LOAD_TIMEOUT_MS = 60_000;

/** Loads `url` in a fresh phone context and returns its paints once `done` holds (or at the time limit). */
async function loadOnce(browser: Browser, url: string, done: (p: ProbePaints) => boolean): Promise<PaintFigures> {
  const phone = await openPhonePage(browser, PROBE);
  try {
    await phone.page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const read = () =>
      phone.page.evaluate(() => (window as unknown as { __bench: { paints(): ProbePaints } }).__bench.paints());
    const end = performance.now() + LOAD_TIMEOUT_MS;
    let paints = await read();
    while (!done(paints) && performance.now() < end) {
      await sleep(200);
      paints = await read();
    }
    await sleep(500); // LCP candidates after the last watched paint
    paints = await read();
    return {
      fcpMs: paints.fcp ?? undefined,
      lcpMs: paints.lcp ?? undefined,
      headingMs: paints.watches.heading,
      signInTitleMs: paints.watches.signInTitle,
      signInFormMs: paints.watches.signInForm,
    };
  } finally {
    await phone.context.close().catch(() => {});
  }
}

/** `runs` loads of `reference` and of /admin on the site at `base`, alternating which goes first; prints a line per load. */
export async function measureAdminPaint(
  browser: Browser,
  base: string,
  runs: number,
  reference = "/",
): Promise<AdminPaintResult> {
  const result: AdminPaintResult["runs"] = { reference: [], admin: [] };
  const brief = (f: PaintFigures) =>
    Object.entries(f)
      .map(([k, v]) => `${k.replace(/Ms$/, "")} ${v === undefined ? "–" : Math.round(v as number)}`)
      .join(", ");
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? (["reference", "admin"] as const) : (["admin", "reference"] as const);
    for (const which of order) {
      const figures =
        which === "admin"
          ? await loadOnce(browser, `${base}/admin`, (p) => p.watches.signInForm !== undefined && p.lcp !== null)
          : await loadOnce(browser, `${base}${reference}`, (p) => p.watches.heading !== undefined && p.lcp !== null);
      result[which].push(figures);
      console.log(`[admin paint] run ${run + 1} ${which === "admin" ? "/admin" : reference}: ${brief(figures)} (ms)`);
    }
  }
  return {
    setup: PHONE_SETUP,
    reference,
    runs: result,
    referenceMedian: paintMedians(result.reference),
    adminMedian: paintMedians(result.admin),
  };
}
