/**
 * Refusing a stale save (issue #12, concurrent edits): an update applies only
 * while the row's `updated_at` is still the one the editor loaded. The
 * database keeps `updated_at` current on every change of the content
 * (supabase/migrations/20261127100000_editorial_safety.sql), so a second
 * admin saving over a newer version changes nothing and learns it.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { EditorialTable } from "../types/domain";
import { DataError, toDataError } from "./errors";

/** What `updateIfUnchanged` reports: saved with the row's new `updated_at`, or refused as stale. */
export type GuardedUpdate = { saved: true; updatedAt: string } | { saved: false };

/**
 * Updates the row `id` of `table` to `values` only if its `updated_at` still
 * equals `seenUpdatedAt` (the ISO timestamp the editor loaded, as PostgREST
 * returned it). `{ saved: false }` means no row matched: someone else saved
 * (or trashed, or deleted) it since, and the UI should offer to reload.
 * `values` may not set `updated_at` (the database sets it).
 * @throws DataError on any PostgREST error (42501 for a non-admin, constraint violations).
 */
export async function updateIfUnchanged(
  client: AppSupabaseClient,
  table: EditorialTable,
  id: string,
  seenUpdatedAt: string,
  values: Record<string, unknown>,
): Promise<GuardedUpdate> {
  // The generic table name widens the update type; rows are typed by the entity modules.
  const query = client.from(table) as unknown as {
    update(v: unknown): {
      eq(
        c: string,
        v: string,
      ): {
        eq(
          c: string,
          v: string,
        ): {
          select(cols: string): PromiseLike<{
            data: { updated_at: string }[] | null;
            error: Parameters<typeof toDataError>[0] | null;
            status: number;
          }>;
        };
      };
    };
  };
  const { data, error, status } = await query
    .update(values)
    .eq("id", id)
    .eq("updated_at", seenUpdatedAt)
    .select("updated_at");
  if (error) throw toDataError(error, status);
  const row = data?.[0];
  return row ? { saved: true, updatedAt: row.updated_at } : { saved: false };
}

/** DataError code of a save refused because the item changed since it was loaded. */
export const STALE_SAVE_CODE = "stale_save";

/**
 * Thrown by a save's write when `updateIfUnchanged` refused it, so that
 * saveContentItem removes the files it uploaded (content-save.ts) and the
 * dialog can tell a stale save from other failures (`code` STALE_SAVE_CODE).
 */
export class StaleSaveError extends DataError {
  constructor(table: EditorialTable, id: string) {
    super(`The ${table} row ${id} changed since it was loaded; nothing was saved`, { code: STALE_SAVE_CODE });
    this.name = "StaleSaveError";
  }
}

/** Whether `error` is a save refused as stale (StaleSaveError). */
export const isStaleSave = (error: unknown): boolean => error instanceof DataError && error.code === STALE_SAVE_CODE;

/**
 * The current version of item `id` of `table` as the signed-in caller sees it
 * (an admin sees drafts and trashed items), or null when no row is visible:
 * it was deleted forever, or the caller may not read it. The dialog reloads
 * from this after a refused save (issue #12, concurrent edits).
 * @throws DataError on any PostgREST error.
 */
export async function fetchCurrentRow<Row>(
  client: AppSupabaseClient,
  table: EditorialTable,
  id: string,
): Promise<Row | null> {
  const { data, error, status } = await client.from(table).select("*").eq("id", id).maybeSingle();
  if (error) throw toDataError(error, status);
  return (data as Row | null) ?? null;
}
