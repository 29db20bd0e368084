/**
 * The admin's first paint in `npm run bench:site` (issue #24): the figures of
 * one load, their medians and the side-by-side table of `/admin` against a
 * public page (`/`). Pure functions, unit-tested; the measuring is in
 * admin-paint.ts.
 */
import { markdownTable } from "./markdown-table";
import { median } from "./stats";

/** One load of a page, ms from navigation start (undefined: never painted within the time limit). */
export interface PaintFigures {
  fcpMs?: number;
  lcpMs?: number;
  /** Public page: its `main h1` painted. */
  headingMs?: number;
  /** Admin: the sign-in card's title ("Admin Sign In", the HTML skeleton's or React's) painted. */
  signInTitleMs?: number;
  /** Admin: the real sign-in form (its password field) painted. */
  signInFormMs?: number;
}

/** The admin first-paint result saved in bench:site's JSON. */
export interface AdminPaintResult {
  setup: string;
  /** The public page measured beside /admin. */
  reference: string;
  runs: { reference: PaintFigures[]; admin: PaintFigures[] };
  referenceMedian: PaintFigures;
  adminMedian: PaintFigures;
}

const FIELDS = ["fcpMs", "lcpMs", "headingMs", "signInTitleMs", "signInFormMs"] as const;

/** Field-by-field medians over the loads that have the field (a field no load has stays undefined). */
export function paintMedians(runs: readonly PaintFigures[]): PaintFigures {
  const out: PaintFigures = {};
  for (const field of FIELDS) {
    const values = runs.map((r) => r[field]).filter((v): v is number => v !== undefined);
    if (values.length > 0) out[field] = median(values);
  }
  return out;
}

const ms = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value)));

/**
 * The table: one row for the public page and one for /admin, medians of FCP, LCP,
 * the page's heading (public) or sign-in card title (admin), and the sign-in form (admin),
 * with the admin's sign-in title time as a multiple of the public page's heading time.
 */
export function adminPaintTable(reference: string, ref: PaintFigures, admin: PaintFigures): string {
  const ratio =
    admin.signInTitleMs !== undefined && ref.headingMs !== undefined && ref.headingMs > 0
      ? `${(admin.signInTitleMs / ref.headingMs).toFixed(2)}×`
      : "–";
  return markdownTable(
    ["page", "FCP ms", "LCP ms", "heading / sign-in title ms", "sign-in form ms", "title / public heading"],
    [
      [reference, ms(ref.fcpMs), ms(ref.lcpMs), ms(ref.headingMs), "", ""],
      ["/admin", ms(admin.fcpMs), ms(admin.lcpMs), ms(admin.signInTitleMs), ms(admin.signInFormMs), ratio],
    ],
  );
}
