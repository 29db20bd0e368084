/**
 * The trash of the four editorial content types (issue #12): deleting moves
 * an item to the trash (`deleted_at` set), Undo and Restore take it out
 * again, "Delete forever" deletes the row and releases its files. Items stay
 * in the trash TRASH_RETENTION_DAYS days, then `private.purge_expired_trash`
 * deletes them (docs/editorial-safety.md). While an item is in the trash it
 * keeps its files.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { EditorialTable } from "../types/domain";
import type { ReleaseReport } from "./content-objects";
import { deleteContentItem } from "./content-save";
import { DataError, toDataError } from "./errors";

/**
 * How many days an item stays in the trash before the purge deletes it.
 * Mirrors the default of `private.purge_expired_trash(keep interval default
 * interval '30 days')` in supabase/migrations/20261127100000_editorial_safety.sql,
 * the database's one statement of it; tests/supabase/content-trash.test.ts
 * checks that the two agree.
 */
export const TRASH_RETENTION_DAYS = 30;

/** One day in milliseconds. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item trashed at `deletedAt` (ISO timestamp) will be purged. */
export function purgeDate(deletedAt: string): Date {
  return new Date(new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/**
 * Whole days left before an item trashed at `deletedAt` is purged, as of
 * `now` (ms since the epoch): rounded up (0.2 days left is 1), never below 0
 * (the purge runs daily, so an item may outlive its date by up to a day).
 */
export function trashDaysLeft(deletedAt: string, now: number = Date.now()): number {
  const left = (purgeDate(deletedAt).getTime() - now) / DAY_MS;
  return Math.max(0, Math.ceil(left));
}

/** A trashed row as the Trash view needs it: at least its id and when it was trashed. */
export interface TrashedRow {
  id: string;
  deleted_at: string | null;
}

type Filterable = {
  eq(c: string, v: string): Filterable;
  is(c: string, v: null): Filterable;
  not(c: string, op: string, v: null): Filterable;
  select(columns: string): PromiseLike<{
    data: { id: string }[] | null;
    error: Parameters<typeof toDataError>[0] | null;
    status: number;
  }>;
};

/** The generic table name widens supabase-js's update type; rows are typed by the entity modules. */
const table$ = (client: AppSupabaseClient, table: EditorialTable) =>
  client.from(table) as unknown as {
    update(v: Record<string, unknown>): Filterable;
    delete(): Filterable;
  };

/**
 * Moves item `id` to the trash (`deleted_at` = now). Its files stay.
 * @throws DataError on any PostgREST error, or code `not_found` when no item
 *   outside the trash has that id (already trashed, deleted, or not visible).
 */
export async function moveToTrash(client: AppSupabaseClient, table: EditorialTable, id: string): Promise<void> {
  const { data, error, status } = await table$(client, table)
    .update({ deleted_at: new Date().toISOString() })
    .eq("id", id)
    .is("deleted_at", null)
    .select("id");
  if (error) throw toDataError(error, status);
  if (!data?.length) throw new DataError(`No ${table} item ${id} outside the trash`, { code: "not_found" });
}

/**
 * Takes item `id` out of the trash (`deleted_at` = null): Undo and Restore.
 * @throws DataError on any PostgREST error, or code `not_found` when no item
 *   in the trash has that id (restored already, or deleted forever).
 */
export async function restoreFromTrash(client: AppSupabaseClient, table: EditorialTable, id: string): Promise<void> {
  const { data, error, status } = await table$(client, table)
    .update({ deleted_at: null })
    .eq("id", id)
    .not("deleted_at", "is", null)
    .select("id");
  if (error) throw toDataError(error, status);
  if (!data?.length) throw new DataError(`No ${table} item ${id} in the trash`, { code: "not_found" });
}

/**
 * The items of `table` in the trash, most recently trashed first (every
 * column: Delete forever needs the file URLs).
 * @throws DataError on any PostgREST error.
 */
export async function listTrash<T extends TrashedRow>(client: AppSupabaseClient, table: EditorialTable): Promise<T[]> {
  const { data, error, status } = await client
    .from(table)
    .select("*")
    .not("deleted_at", "is", null)
    .order("deleted_at", { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []) as unknown as T[];
}

/**
 * How many items of `table` are in the trash (head-only request).
 * @throws DataError on any PostgREST error.
 */
export async function countTrash(client: AppSupabaseClient, table: EditorialTable): Promise<number> {
  const { count, error, status } = await client
    .from(table)
    .select("id", { count: "exact", head: true })
    .not("deleted_at", "is", null);
  if (error) throw toDataError(error, status);
  return count ?? 0;
}

/**
 * Deletes a trashed item forever: deletes its row (only while it is still in
 * the trash), then releases its files with releaseFileUrls (a file another
 * item still uses is kept). The audit log records a `purge`.
 * @returns what happened to the files.
 * @throws DataError on any PostgREST error (nothing released then), or code
 *   `not_found` when the item is no longer in the trash (someone restored it).
 */
export function deleteForever(
  client: AppSupabaseClient,
  table: EditorialTable,
  row: TrashedRow & object,
): Promise<ReleaseReport> {
  return deleteContentItem(client, table, row, async () => {
    const { data, error, status } = await table$(client, table)
      .delete()
      .eq("id", row.id)
      .not("deleted_at", "is", null)
      .select("id");
    if (error) throw toDataError(error, status);
    if (!data?.length) throw new DataError(`No ${table} item ${row.id} in the trash`, { code: "not_found" });
  });
}
