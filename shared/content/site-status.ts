/**
 * Whether the public site has an item's change yet (issue #27: the admin
 * shows, per item and for the site, "Live on the site", "Updating the
 * site…", "Site update failed: …"), read from the build records of
 * `public.site_builds` (supabase/migrations/20261202100000_site_builds.sql),
 * not guessed. Pure: no client, no clock.
 *
 * A build reads the data when it starts (`data_as_of`), so it carries every
 * change made before then. An item's change:
 * - is live when the newest live build read the data at or after the item's
 *   `updated_at`;
 * - is updating when a build is waiting (`requested`: it reads the data when
 *   it starts, so it covers every change made so far, and a publish that it
 *   was merged into has an older `requested_at` than the item) or a build is
 *   running that read the data at or after `updated_at`;
 * - failed when the newest build that read the data at or after `updated_at`
 *   failed (with its error);
 * - unknown when no build record says anything about it (none covers it, e.g.
 *   the records of older builds were never kept): the admin then shows nothing.
 * Drafts (and scheduled items before their time) are not on the site at all.
 */
import { isScheduled } from "./scheduling";

/** The states of a build (the table's check constraint). */
export const SITE_BUILD_STATUSES = ["requested", "building", "live", "failed"] as const;
/** One build's state. */
export type SiteBuildStatus = (typeof SITE_BUILD_STATUSES)[number];

/** A build record as far as the status is concerned (a row of public.site_builds; ISO timestamps). */
export interface SiteBuildRecord {
  id: number;
  status: string;
  requested_at: string;
  started_at?: string | null;
  finished_at?: string | null;
  data_as_of: string | null;
  error: string | null;
}

/** An item as far as its site status is concerned. */
export interface SiteStatusItem {
  status?: string | null;
  publish_at?: string | null;
  updated_at: string;
}

/** The site's answer for one item, or for the whole site. */
export type SiteStatus =
  | { state: "live" }
  | { state: "updating" }
  | { state: "failed"; error: string }
  | { state: "not-public" }
  | { state: "unknown" };

/** Builds newest first (highest id first), without changing `builds`. */
const newestFirst = (builds: readonly SiteBuildRecord[]): SiteBuildRecord[] => [...builds].sort((a, b) => b.id - a.id);

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** Whether `build` read the data at or after `at` (ms). */
const readSince = (build: SiteBuildRecord, at: number): boolean => time(build.data_as_of) >= at;

/** Whether a build is waiting or running. */
export const isBuildPending = (build: Pick<SiteBuildRecord, "status">): boolean =>
  build.status === "requested" || build.status === "building";

/**
 * The site status of `item` (see the module's doc) from `builds` (any order).
 * `now` only decides whether a scheduled item is public yet.
 */
export function siteStatusOf(
  item: SiteStatusItem,
  builds: readonly SiteBuildRecord[],
  now: Date = new Date(),
): SiteStatus {
  if (item.status === "draft" || isScheduled({ status: item.status, publish_at: item.publish_at }, now))
    return { state: "not-public" };
  const changed = time(item.updated_at);
  const sorted = newestFirst(builds);
  const live = sorted.find((b) => b.status === "live");
  if (live && readSince(live, changed)) return { state: "live" };
  if (sorted.some((b) => b.status === "requested" || (b.status === "building" && readSince(b, changed))))
    return { state: "updating" };
  const covering = sorted.find((b) => readSince(b, changed));
  if (covering?.status === "failed") return { state: "failed", error: covering.error ?? "" };
  return { state: "unknown" };
}

/**
 * The whole site's status from `builds` (any order): updating while a build
 * waits or runs, else the newest finished build's result (live, or failed
 * with its error); unknown when there is no record.
 */
export function siteWideStatusOf(builds: readonly SiteBuildRecord[]): SiteStatus {
  const sorted = newestFirst(builds);
  if (sorted.some(isBuildPending)) return { state: "updating" };
  const last = sorted.find((b) => b.status === "live" || b.status === "failed");
  if (!last) return { state: "unknown" };
  return last.status === "live" ? { state: "live" } : { state: "failed", error: last.error ?? "" };
}
