/**
 * Scheduled publishing, the data part (issue #26): set, change or cancel an
 * item's go-live time. Visibility needs no call at the go-live time: RLS
 * (supabase/migrations/20261130100000_scheduled_publishing.sql) shows a
 * published row to visitors once `publish_at <= now()`. The column name
 * comes from shared/content/scheduling.ts.
 */
import { PUBLISH_AT_COLUMN } from "../content/scheduling";
import type { AppSupabaseClient } from "../supabase/client";
import type { EditorialTable } from "../types/domain";
import { DataError, toDataError } from "./errors";

/**
 * Sets the go-live time of item `id` of `table` to `at` (an ISO 8601
 * timestamp), or cancels the schedule with null (a published item is then
 * live at once). Logged in the item's history as an `update` of
 * `publish_at`. Admins only (RLS).
 * @returns the row's new `updated_at`.
 * @throws DataError on a PostgREST error; code `not_found` when no row was
 *   changed (unknown id, or a caller RLS hides it from).
 */
export async function setPublishAt(
  client: AppSupabaseClient,
  table: EditorialTable,
  id: string,
  at: string | null,
): Promise<string> {
  const query = client.from(table) as unknown as {
    update(v: unknown): {
      eq(
        c: string,
        v: string,
      ): {
        select(c: string): PromiseLike<{
          data: { updated_at: string }[] | null;
          error: Parameters<typeof toDataError>[0] | null;
          status: number;
        }>;
      };
    };
  };
  const { data, error, status } = await query
    .update({ [PUBLISH_AT_COLUMN]: at })
    .eq("id", id)
    .select("updated_at");
  if (error) throw toDataError(error, status);
  const row = data?.[0];
  if (!row) throw new DataError(`No ${table} item with id ${id}`, { code: "not_found" });
  return row.updated_at;
}
