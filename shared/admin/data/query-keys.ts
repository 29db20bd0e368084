/**
 * Every query key of the admin's server state, in one place (issue #25).
 * Keys are arrays that nest: invalidating a prefix (`adminKeys.content(table)`)
 * refreshes everything under it (that table's list, trash, trash count and
 * item histories). One QueryClient serves one host client (query-client.tsx),
 * so the client is not part of any key.
 */
import type { EditorialTable } from "../../types/domain";

const ROOT = "admin";

/** The admin's query keys: call the function for the key of one piece of server state. */
export const adminKeys = {
  /** Everything the admin caches (cleared when the signed-in user changes). */
  all: () => [ROOT] as const,
  /** The dashboard's count cards of the five content tables (countAllContent). */
  counts: () => [ROOT, "counts"] as const,
  /** The dashboard's recent activity across the four content types (listRecentActivity). */
  activity: () => [ROOT, "activity"] as const,
  /** Everything of one content type: prefix of its list, trash and histories. */
  content: (table: EditorialTable) => [ROOT, "content", table] as const,
  /** The admin list of one content type, outside the trash (ContentConfig.list). */
  contentList: (table: EditorialTable) => [ROOT, "content", table, "list"] as const,
  /** Prefix of one content type's trash: its list and its count. */
  trash: (table: EditorialTable) => [ROOT, "content", table, "trash"] as const,
  /** The trashed items of one content type, most recently trashed first (listTrash). */
  trashList: (table: EditorialTable) => [ROOT, "content", table, "trash", "list"] as const,
  /** How many items of one content type are in the trash (countTrash). */
  trashCount: (table: EditorialTable) => [ROOT, "content", table, "trash", "count"] as const,
  /** The logged changes of one item, newest first (listItemHistory). */
  history: (table: EditorialTable, id: string) => [ROOT, "content", table, "history", id] as const,
  /** The newest logged change of one item (getLatestItemChange), read after a refused save (issue #25). */
  latestChange: (table: EditorialTable, id: string) => [ROOT, "content", table, "history", id, "latest"] as const,
  /**
   * One item's stored row together with its logged changes, read in that
   * order (itemVersions): what "Restore this version" rebuilds versions from (issue #25).
   */
  versions: (table: EditorialTable, id: string) => [ROOT, "content", table, "history", id, "versions"] as const,
  /** A stored file's Storage info, for the name it was uploaded with (getOriginalFileName, issue #25). */
  fileInfo: (url: string) => [ROOT, "file-info", url] as const,
  /** Prefix of the URLs the admin shows stored files through (storedFileView, issue #27). */
  fileViews: () => [ROOT, "file-view"] as const,
  /** Where the admin shows one stored file: a signed URL of its private twin, or its public URL (issue #27). */
  fileView: (url: string) => [ROOT, "file-view", url] as const,
  /** The public site's newest build records (listSiteBuilds, issue #27). */
  siteBuilds: () => [ROOT, "site-builds"] as const,
  /** The catalog files list (listCatalogFiles). */
  catalog: () => [ROOT, "catalog"] as const,
  /** Prefix of the enquiry inbox: the list and the poll for arrivals. */
  enquiries: () => [ROOT, "enquiries"] as const,
  /** Every enquiry, newest first (listEnquiries). */
  enquiryList: () => [ROOT, "enquiries", "list"] as const,
  /** The last poll's answer: enquiries since just before the newest known one (enquiriesSince). */
  enquiryArrivals: () => [ROOT, "enquiries", "arrivals"] as const,
};
