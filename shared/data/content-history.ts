/**
 * Reading the history of content changes (issue #12): one item's entries
 * for its dialog, the latest changes across the four types for the
 * dashboard, and how a changed value is shown. The log itself
 * (`public.content_audit_log`) is written by database triggers and readable
 * by admins only (docs/editorial-safety.md).
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { Json } from "../types/database";
import type { AuditFieldChange, ContentAuditEntry, EditorialTable } from "../types/domain";
import { toDataError } from "./errors";

/** How many entries an item's history shows at most (newest first). */
export const ITEM_HISTORY_LIMIT = 50;

/** How many entries the dashboard's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/**
 * The history of item `itemId` of `table`, newest first, at most `limit`
 * entries (the log's index on table_name, item_id, occurred_at serves it).
 * @throws DataError on any PostgREST error (42501 / empty for a non-admin).
 */
export async function listItemHistory(
  client: AppSupabaseClient,
  table: EditorialTable,
  itemId: string,
  limit: number = ITEM_HISTORY_LIMIT,
): Promise<ContentAuditEntry[]> {
  const { data, error, status } = await client
    .from("content_audit_log")
    .select("*")
    .eq("table_name", table)
    .eq("item_id", itemId)
    .order("occurred_at", { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, status);
  return (data ?? []) as unknown as ContentAuditEntry[];
}

/**
 * The newest logged change of item `itemId` of `table` (who, when, what), or
 * null when none is logged. The dialog reads it after a refused save to say
 * whether the other change was the signed-in user's own, made in another
 * window or tab (issue #25).
 * @throws DataError on any PostgREST error.
 */
export async function getLatestItemChange(
  client: AppSupabaseClient,
  table: EditorialTable,
  itemId: string,
): Promise<ContentAuditEntry | null> {
  return (await listItemHistory(client, table, itemId, 1))[0] ?? null;
}

/**
 * The latest `limit` changes across the four content types, newest first,
 * without the `changes` column (the dashboard shows who, what and when).
 * @throws DataError on any PostgREST error.
 */
export async function listRecentActivity(
  client: AppSupabaseClient,
  limit: number = RECENT_ACTIVITY_LIMIT,
): Promise<Omit<ContentAuditEntry, "changes">[]> {
  const { data, error, status } = await client
    .from("content_audit_log")
    .select("id, occurred_at, actor_id, actor_email, table_name, item_id, item_title, action")
    .order("occurred_at", { ascending: false })
    .limit(limit);
  if (error) throw toDataError(error, status);
  return (data ?? []) as unknown as Omit<ContentAuditEntry, "changes">[];
}

/** One changed field of an entry, ready to show: its name and both values. */
export interface ShownChange extends AuditFieldChange {
  field: string;
}

/**
 * The changed fields an entry lists, in field-name order. `create` and
 * `purge` entries carry every value of the item and `delete` / `restore`
 * only `deleted_at`, so those list nothing: their action says it all.
 */
export function shownChanges(entry: Pick<ContentAuditEntry, "action" | "changes">): ShownChange[] {
  if (entry.action !== "update" && entry.action !== "publish" && entry.action !== "unpublish") return [];
  return Object.entries(entry.changes ?? {})
    .filter(([field]) => field !== "deleted_at")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, change]) => ({ field, old: change?.old ?? null, new: change?.new ?? null }));
}

/** Longest value shown in a history entry, in characters; longer ones end in "…". */
export const CHANGE_VALUE_MAX_CHARS = 80;

/**
 * A logged value as one line of text: null and "" as `empty`, text as is,
 * numbers and booleans as written, lists and objects as compact JSON (a
 * documentation entry's documents); shortened to `max` characters with "…".
 */
export function formatChangeValue(value: Json | undefined, empty = "—", max = CHANGE_VALUE_MAX_CHARS): string {
  if (value === null || value === undefined || value === "") return empty;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, Math.max(0, max - 1))}…` : oneLine;
}
