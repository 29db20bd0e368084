/**
 * Generic list / create / update / delete / count helpers for the content
 * tables (spec §7 Admin lists, Create, Update, Delete, Dashboard counts).
 * Entity modules wrap these with their own names and orderings.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables, TablesInsert, TablesUpdate } from "../types/database";
import { CONTENT_TABLES, type ContentTable, EDITORIAL_TABLES, type EditorialTable } from "../types/domain";
import { toDataError } from "./errors";

/**
 * Lists every row of `table` (the generated `Tables<table>` shape) ordered by
 * `column` descending.
 * @throws DataError on any PostgREST error.
 */
export async function listOrdered<T extends ContentTable>(
  client: AppSupabaseClient,
  table: T,
  column: keyof Tables<T> & string,
): Promise<Tables<T>[]> {
  const { data, error, status } = await client.from(table).select("*").order(column, { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []) as Tables<T>[];
}

/**
 * The admin list of an editorial table (issue #12): every row not in the
 * trash (drafts included: admins see them through RLS), newest `created_at`
 * first. Trashed rows are listed by content-trash.ts's listTrash.
 * @throws DataError on any PostgREST error.
 */
export async function listForAdmin<T extends EditorialTable>(
  client: AppSupabaseClient,
  table: T,
): Promise<Tables<T>[]> {
  const { data, error, status } = await client
    .from(table)
    .select("*")
    .is("deleted_at", null)
    .order("created_at", { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []) as Tables<T>[];
}

/**
 * Inserts one row, typed `TablesInsert<table>` (no representation returned:
 * 201 with an empty body). `asArray` sends a one-item array, as spec §7 asks
 * for case studies.
 * @throws DataError on RLS denial (42501), constraint violations and the like.
 */
export async function insertRow<T extends ContentTable>(
  client: AppSupabaseClient,
  table: T,
  row: TablesInsert<T>,
  asArray = false,
): Promise<void> {
  // A generic table name makes supabase-js's insert type a union it cannot match; the row is typed above.
  const query = client.from(table) as unknown as {
    insert(v: unknown): PromiseLike<{ error: Parameters<typeof toDataError>[0] | null; status: number }>;
  };
  const { error, status } = await query.insert(asArray ? [row] : row);
  if (error) throw toDataError(error, status);
}

/**
 * Updates the row with `id` to `values`, typed `TablesUpdate<table>` (the
 * whole form object, spec §7 Update).
 * @throws DataError on any PostgREST error.
 */
export async function updateRow<T extends ContentTable>(
  client: AppSupabaseClient,
  table: T,
  id: string,
  values: TablesUpdate<T>,
): Promise<void> {
  const query = client.from(table) as unknown as {
    update(v: unknown): {
      eq(c: string, v: string): PromiseLike<{ error: Parameters<typeof toDataError>[0] | null; status: number }>;
    };
  };
  const { error, status } = await query.update(values).eq("id", id);
  if (error) throw toDataError(error, status);
}

/**
 * Deletes the row with `id`. Rows hidden by RLS are silently not deleted (204).
 * @throws DataError on any PostgREST error.
 */
export async function deleteRow(client: AppSupabaseClient, table: ContentTable, id: string): Promise<void> {
  const { error, status } = await client.from(table).delete().eq("id", id);
  if (error) throw toDataError(error, status);
}

/**
 * Exact row count of `table` by a head-only request (spec §7 Dashboard
 * counts). Items in the trash (issue #12) are not counted; catalog files
 * have no trash.
 * @throws DataError on any PostgREST error.
 */
export async function countRows(client: AppSupabaseClient, table: ContentTable): Promise<number> {
  const query = client.from(table).select("id", { count: "exact", head: true });
  const { count, error, status } = await ((EDITORIAL_TABLES as readonly string[]).includes(table)
    ? query.is("deleted_at", null)
    : query);
  if (error) throw toDataError(error, status);
  return count ?? 0;
}

/** Exact counts of every content table (news too since issue #26), keyed by table (spec §2 count cards). */
export async function countAllContent(client: AppSupabaseClient): Promise<Record<ContentTable, number>> {
  const tables: ContentTable[] = [...CONTENT_TABLES];
  const counts = await Promise.all(tables.map((t) => countRows(client, t)));
  return Object.fromEntries(tables.map((t, i) => [t, counts[i]])) as Record<ContentTable, number>;
}
