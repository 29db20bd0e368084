/**
 * New enquiries arriving while the console is open (issue #9 item 4): which
 * rows a poll brought that the inbox did not have, where the next poll starts,
 * and the text of the system notification for one batch. Pure functions; the
 * polling itself is in use-enquiry-inbox.ts.
 */
import type { Enquiry } from "../../data/enquiries";
import { type AdminT, adminT } from "../i18n";

/** How far before the newest known row a poll starts, in ms: rows committed late (a slow insert) are still seen. */
export const POLL_OVERLAP_MS = 60_000;

/** Orders two enquiries newest first (by `created_at`, then by id for equal times). */
export function newestFirst(a: Enquiry, b: Enquiry): number {
  const diff = Date.parse(b.created_at) - Date.parse(a.created_at);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The ISO time a poll asks `enquiriesSince` for: the newest known row's
 * `created_at` minus `overlapMs` (the answer is de-duplicated by id, so the
 * overlap costs only a few repeated rows); the epoch when no row is known.
 */
export function pollSince(rows: readonly Enquiry[], overlapMs: number = POLL_OVERLAP_MS): string {
  let newest = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const time = Date.parse(row.created_at);
    if (time > newest) newest = time;
  }
  if (!Number.isFinite(newest)) return new Date(0).toISOString();
  return new Date(Math.max(0, newest - overlapMs)).toISOString();
}

/**
 * Merges a poll's answer into the inbox: `arrivals` are fetched rows whose id
 * is neither known nor in `removed` (deleted here while the poll was under
 * way); `rows` is the known list plus the arrivals, newest first. Known rows
 * keep their local state.
 */
export function mergeArrivals(
  rows: readonly Enquiry[],
  fetched: readonly Enquiry[],
  removed: ReadonlySet<string> = new Set(),
): { rows: Enquiry[]; arrivals: Enquiry[] } {
  const known = new Set(rows.map((r) => r.id));
  const arrivals: Enquiry[] = [];
  for (const row of fetched) {
    if (known.has(row.id) || removed.has(row.id)) continue;
    known.add(row.id);
    arrivals.push(row);
  }
  if (arrivals.length === 0) return { rows: [...rows], arrivals };
  return { rows: [...rows, ...arrivals].sort(newestFirst), arrivals: arrivals.sort(newestFirst) };
}

/** Title and body of a system notification. */
export interface Notice {
  title: string;
  body: string;
}

/**
 * The notification for one batch of arrivals: title "1 new enquiry" or
 * "N new enquiries"; body names the newest: "Ada Lovelace (Analytical
 * Drilling) · Quote request", prefixed "Newest: " when there are several;
 * in the admin language of `t` (default: the current one). Null for an empty batch.
 */
export function arrivalNotice(arrivals: readonly Enquiry[], t: AdminT = adminT): Notice | null {
  const newest = [...arrivals].sort(newestFirst)[0];
  if (!newest) return null;
  const count = arrivals.length;
  const who = newest.company ? `${newest.name} (${newest.company})` : newest.name;
  const what = `${who} · ${t(`enquiryForms.${newest.form}`, { defaultValue: newest.form })}`;
  return {
    title: t("enquiries.arrivals", { count }),
    body: count === 1 ? what : t("enquiries.newest", { what }),
  };
}
