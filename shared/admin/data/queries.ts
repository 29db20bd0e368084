/**
 * The admin's queries (issue #25): for each piece of server state, its key
 * (query-keys.ts), the data call that loads it and what a failure logs or
 * toasts. Components read them with `useQuery(xQuery(client, ...))`; saves and
 * deletes invalidate them (mutations.ts). Every call throws DataError on a
 * failed request, which react-query keeps as the query's `error`.
 */
import { queryOptions } from "@tanstack/react-query";
import { countAllContent, listCatalogFiles } from "../../data";
import { getLatestItemChange, listItemHistory, listRecentActivity } from "../../data/content-history";
import { listItemVersions } from "../../data/content-versions";
import { getOriginalFileName, storedFileView } from "../../data/content-objects";
import { countTrash, listTrash, type TrashedRow } from "../../data/content-trash";
import { listEnquiries } from "../../data/enquiries";
import { listSiteBuilds, type SiteBuild } from "../../data/site-builds";
import { isBuildPending } from "../../content/site-status";
import type { AppSupabaseClient } from "../../supabase/client";
import type { EditorialTable } from "../../types/domain";
import type { ContentConfig } from "../content/content-config";
import { adminT } from "../i18n";
import { adminKeys } from "./query-keys";

/** The count cards' numbers: rows per content table (spec §7 Dashboard counts); a failure is only logged. */
export const countsQuery = (client: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.counts(),
    queryFn: () => countAllContent(client),
    meta: { errorMessage: "Failed to load dashboard counts" },
  });

/** The dashboard's recent activity (issue #12): the latest changes, newest first, without their field changes. */
export const activityQuery = (client: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.activity(),
    queryFn: () => listRecentActivity(client),
    meta: { errorMessage: "Failed to load the recent activity" },
  });

/** One content type's admin list, newest first; a failure toasts 'Failed to fetch {plural}' (spec §8). */
export const contentListQuery = <Row extends { id: string }>(
  client: AppSupabaseClient,
  config: Pick<ContentConfig<Row, unknown, unknown>, "table" | "list">,
) =>
  queryOptions({
    queryKey: adminKeys.contentList(config.table),
    queryFn: () => config.list(client),
    meta: {
      errorMessage: `Failed to fetch ${config.table}`,
      errorToast: () => adminT("toast.fetchFailed", { plural: adminT(`entities.${config.table}.plural`) }),
    },
  });

/** One content type's trash, most recently trashed first (issue #12); a failure toasts. */
export const trashListQuery = <Row extends TrashedRow>(client: AppSupabaseClient, table: EditorialTable) =>
  queryOptions({
    queryKey: adminKeys.trashList(table),
    queryFn: () => listTrash<Row>(client, table),
    meta: { errorMessage: `Failed to fetch the ${table} trash`, errorToast: () => adminT("toast.trashFetchFailed") },
  });

/** How many items of one content type are in the trash ("Trash (n)"); a failure is only logged. */
export const trashCountQuery = (client: AppSupabaseClient, table: EditorialTable) =>
  queryOptions({
    queryKey: adminKeys.trashCount(table),
    queryFn: () => countTrash(client, table),
    meta: { errorMessage: `Failed to count the ${table} trash` },
  });

/** The logged changes of item `id`, newest first (issue #12 History); a failure is only logged. */
export const historyQuery = (client: AppSupabaseClient, table: EditorialTable, id: string) =>
  queryOptions({
    queryKey: adminKeys.history(table, id),
    queryFn: () => listItemHistory(client, table, id),
    meta: { errorMessage: `Failed to load the history of ${table} ${id}` },
  });

/**
 * The newest logged change of item `id`, read when a save was refused (issue
 * #25: "you changed this in another window or tab"). Not kept once unused
 * (gcTime 0), so a later refusal never shows an earlier answer; a failure is
 * only logged (the message then keeps its general wording).
 */
export const latestChangeQuery = (client: AppSupabaseClient, table: EditorialTable, id: string) =>
  queryOptions({
    queryKey: adminKeys.latestChange(table, id),
    queryFn: () => getLatestItemChange(client, table, id),
    gcTime: 0,
    meta: { errorMessage: `Failed to load the latest change of ${table} ${id}` },
  });

/**
 * Item `id`'s stored row and its history (listItemVersions), which the History
 * section lists and restores versions from (issue #25); a failure is only logged.
 */
export const versionsQuery = (client: AppSupabaseClient, table: EditorialTable, id: string) =>
  queryOptions({
    queryKey: adminKeys.versions(table, id),
    queryFn: () => listItemVersions(client, table, id),
    meta: { errorMessage: `Failed to load the history of ${table} ${id}` },
  });

/**
 * The name a stored file was uploaded with (getOriginalFileName; null when
 * Storage has none, e.g. seeded files), for the edit dialog's file fields
 * (issue #25). A stored object never changes (a replacement is a new path),
 * so the answer is kept for the session; a failure is only logged.
 */
export const fileNameQuery = (client: AppSupabaseClient, url: string) =>
  queryOptions({
    queryKey: adminKeys.fileInfo(url),
    queryFn: () => getOriginalFileName(client, url),
    staleTime: Infinity,
    retry: false,
    meta: { errorMessage: `Failed to read the stored file's name of ${url}` },
  });

/** How long before a signed URL expires the admin asks for a new one, in ms. */
const FILE_VIEW_RENEW_MS = 5 * 60 * 1000;
/** The shortest wait between two renewals of a shown file's URL, in ms. */
const FILE_VIEW_MIN_RENEW_MS = 60 * 1000;

/**
 * Where the admin shows the stored file at `url` (storedFileView, issue
 * #27): a signed URL while it sits in the private twin, else its public URL.
 * Asked again whenever a component that shows the file mounts (the cached
 * answer shows meanwhile): the site builder moves an item's files between
 * the twin and the public bucket when it publishes or hides the item, which
 * makes the other URL stop working. Renewed in the background while shown,
 * five minutes before a signed URL expires. A failure is only logged (the
 * hook then falls back to the public URL).
 */
export const fileViewQuery = (client: AppSupabaseClient, url: string) =>
  queryOptions({
    queryKey: adminKeys.fileView(url),
    queryFn: () => storedFileView(client, url),
    staleTime: 0,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt == null ? false : Math.max(FILE_VIEW_MIN_RENEW_MS, expiresAt - FILE_VIEW_RENEW_MS - Date.now());
    },
    retry: false,
    meta: { errorMessage: `Failed to sign the stored file ${url}` },
  });

/** The catalog files (spec §2 catalog tab); a failure toasts 'Failed to fetch catalog files'. */
export const catalogQuery = (client: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.catalog(),
    queryFn: () => listCatalogFiles(client),
    meta: {
      errorMessage: "Failed to fetch catalog files",
      errorToast: () => adminT("toast.fetchFailed", { plural: adminT("entities.catalog_files.plural") }),
    },
  });

/**
 * Every enquiry, newest first (issue #9). A failure is only logged here: the
 * Enquiries tab toasts when its own refresh fails. The poll for arrivals is
 * in use-enquiry-inbox.ts.
 */
export const enquiryListQuery = (client: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.enquiryList(),
    queryFn: () => listEnquiries(client),
    meta: { errorMessage: "Failed to fetch enquiries" },
  });

/** How often the build records are read while a build waits or runs (ms): the admin sees the end soon. */
export const SITE_BUILDS_BUSY_POLL_MS = 2_000;
/** How often they are read otherwise (ms): a build requested by a save elsewhere (another admin, a schedule) shows up. */
export const SITE_BUILDS_IDLE_POLL_MS = 15_000;

/** The poll interval for `builds`: fast while one waits or runs, slow otherwise. */
export const siteBuildsPollMs = (builds: readonly SiteBuild[] | undefined): number =>
  builds?.some(isBuildPending) ? SITE_BUILDS_BUSY_POLL_MS : SITE_BUILDS_IDLE_POLL_MS;

/**
 * The public site's newest build records (issue #27), polled (siteBuildsPollMs) and read again when the console gets the focus back;
 * every site-status badge and the dashboard's site status share it. A failure is only logged.
 */
export const siteBuildsQuery = (client: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.siteBuilds(),
    queryFn: () => listSiteBuilds(client),
    refetchInterval: (query) => siteBuildsPollMs(query.state.data),
    // Back in the console (window focus): read them at once rather than at the next poll.
    refetchOnWindowFocus: true,
    meta: { errorMessage: "Failed to load the site's build records" },
  });
