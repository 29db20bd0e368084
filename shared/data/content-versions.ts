/**
 * "Restore this version" in an item's History (issue #25, on issue #12's
 * audit log): the version an item had right after a logged change is
 * rebuilt from its stored row by undoing every newer change (each logged
 * change carries `{ field: { old, new } }`), and restoring it writes the
 * fields that differ as one new update through the stale-save check
 * (content-conflicts.ts updateIfUnchanged), so the database logs it like
 * any edit and a change made meanwhile is refused, never overwritten.
 *
 * Only the item's content is restored: its status (published or draft) and
 * its place in the trash stay as they are, so a restore never publishes or
 * hides anything by accident. Files are not released: the current version's
 * files stay stored, so restoring back remains possible.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { Json } from "../types/database";
import type { ContentAuditEntry, EditorialTable } from "../types/domain";
import { fetchCurrentRow, StaleSaveError, updateIfUnchanged } from "./content-conflicts";
import { listItemHistory } from "./content-history";

/**
 * Columns a restore never writes: keys and times the database keeps, the view
 * counter, status and trash, and an item page's earlier addresses (issue #26:
 * kept by the database's trigger, never written by a client; restoring a
 * slug records the replaced one there).
 */
export const UNRESTORED_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "created_at",
  "updated_at",
  "views",
  "status",
  "deleted_at",
  "previous_slugs",
]);

/** An item's stored row (as PostgREST returns it) and its logged changes, newest first. */
export interface ItemVersions {
  /** The stored row, or null when it no longer exists (deleted forever). */
  row: (Record<string, Json> & { updated_at: string }) | null;
  /** Its logged changes, newest first (at most ITEM_HISTORY_LIMIT). */
  entries: ContentAuditEntry[];
}

/**
 * Reads item `id` of `table`: first its row, then its history. In this order
 * a change between the two reads is in the history but not in the row, which
 * rebuilds the same versions (undoing it restores what the row holds) and
 * makes a restore stale (the row's `updated_at` is older), never wrong.
 * @throws DataError on any PostgREST error.
 */
export async function listItemVersions(
  client: AppSupabaseClient,
  table: EditorialTable,
  id: string,
): Promise<ItemVersions> {
  const row = await fetchCurrentRow<ItemVersions["row"]>(client, table, id);
  const entries = await listItemHistory(client, table, id);
  return { row, entries };
}

/** Same JSON value (objects compared key by key, whatever their order). */
function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const get = (o: object, k: string) => (o as Record<string, Json | undefined>)[k];
  return [...keys].every((k) => sameJson(get(a, k), get(b, k)));
}

/**
 * The fields to write to turn the stored row back into the version it had
 * right after entry `entryId`: every field a newer entry changed, set back to
 * that entry's `old` value (oldest undo wins), minus UNRESTORED_FIELDS and
 * minus fields already equal. Empty when that version is the current one
 * (or the entry is not in the list, or the row is gone).
 */
export function restoreValues({ row, entries }: ItemVersions, entryId: string): Record<string, Json> {
  const at = entries.findIndex((e) => e.id === entryId);
  if (!row || at < 0 || entries[at]!.action === "purge") return {};
  const version: Record<string, Json> = { ...row };
  // Newest first: each older undo overwrites a newer one, ending at the state right after the entry.
  for (const entry of entries.slice(0, at)) {
    for (const [field, change] of Object.entries(entry.changes ?? {})) {
      if (!UNRESTORED_FIELDS.has(field)) version[field] = change?.old ?? null;
    }
  }
  const values: Record<string, Json> = {};
  for (const [field, value] of Object.entries(version)) {
    if (!UNRESTORED_FIELDS.has(field) && !sameJson(value, row[field])) values[field] = value;
  }
  return values;
}

/**
 * Restores item `id` of `table` to the version it had right after entry
 * `entryId` of `versions` (restoreValues), as one update that applies only
 * while the row's `updated_at` is still `versions.row.updated_at`.
 * @returns the fields written (empty: that version is the current one; nothing was written).
 * @throws StaleSaveError (code `stale_save`) when the item changed, was
 *   trashed or deleted since `versions` was read; DataError on any PostgREST error.
 */
export async function restoreItemVersion(
  client: AppSupabaseClient,
  table: EditorialTable,
  id: string,
  versions: ItemVersions,
  entryId: string,
): Promise<Record<string, Json>> {
  if (!versions.row) throw new StaleSaveError(table, id);
  const values = restoreValues(versions, entryId);
  if (Object.keys(values).length === 0) return values;
  const result = await updateIfUnchanged(client, table, id, versions.row.updated_at, values);
  if (!result.saved) throw new StaleSaveError(table, id);
  return values;
}
