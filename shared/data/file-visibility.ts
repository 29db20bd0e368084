/**
 * The site builder's file sync (issue #27: nothing public before publishing
 * or after trashing): puts each item's Storage objects in the bucket its
 * visibility calls for, the public bucket while visitors can read the item,
 * its private twin otherwise (draft, scheduled ahead, trashed, deleted).
 * Which objects an item owns and the bucket pairs: shared/content/file-visibility.ts.
 *
 * Visible = the anon client reads the row (RLS is the one rule: status,
 * trash, publish_at). Objects move with Storage's `move` at the same path
 * (`move(path, path, { destinationBucket })`); when the destination already
 * holds the path (409) the source copy is removed. Runs as service_role
 * (the local builder, the hosted build): its moves bypass RLS.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { bucketPairs, type BucketPair } from "../content/storage-layout";
import {
  catalogObjectOf,
  isItemFolderTable,
  ITEM_FOLDER_TABLES,
  itemFolders,
  itemParentFolders,
  moveDirection,
} from "../content/file-visibility";
import type { AppSupabaseClient } from "../supabase/client";
import { toDataError } from "./errors";

/** The rows to sync: changed rows (a build record's `changes`), or "all" rows of the five content tables and catalog_files. */
export type FileVisibilityScope = readonly { table: string; id: string }[] | "all";

/** One object the sync could not put in place, with Storage's message. */
export interface FileVisibilityFailure {
  /** The bucket the object was in (or being listed). */
  bucket: string;
  /** The object's path, or the folder whose listing failed. */
  path: string;
  error: string;
}

/** What a sync did: objects moved (or whose stale source copy was removed) and what failed. */
export interface FileVisibilityResult {
  moved: number;
  failed: FileVisibilityFailure[];
}

/** Options of syncFileVisibility. */
export interface FileVisibilityOptions {
  /** Storage requests in flight at once (default 4). */
  concurrency?: number;
}

const CATALOG_TABLE = "catalog_files";
/** Rows per page when reading every id, and Storage list page size. */
const PAGE = 1000;
/** Ids per `in.(…)` filter (keeps the request URL short). */
const ID_CHUNK = 100;

/** Untyped view of a client: the tables are named at run time. */
type AnyClient = SupabaseClient;

/** `columns` of the rows of `table` the client can read (those of `ids`, or all, page by page). */
async function readColumn(
  client: AnyClient,
  table: string,
  columns: string,
  ids: readonly string[] | null,
): Promise<Record<string, string | null>[]> {
  const rows: Record<string, string | null>[] = [];
  if (ids) {
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const { data, error, status } = await client
        .from(table)
        .select(columns)
        .in("id", ids.slice(i, i + ID_CHUNK));
      if (error) throw toDataError(error, status);
      rows.push(...((data ?? []) as unknown as Record<string, string | null>[]));
    }
    return rows;
  }
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client
      .from(table)
      .select(columns)
      .order("id")
      .range(from, from + PAGE - 1);
    if (error) throw toDataError(error, status);
    const page = (data ?? []) as unknown as Record<string, string | null>[];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** Runs `tasks` with at most `limit` in flight; each task's own errors are its business. */
async function runPool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}

/** A Storage error's `statusCode` ("404", "409"…), when supabase-js gives one. */
const statusCodeOf = (error: unknown): string | undefined => (error as { statusCode?: string } | null)?.statusCode;
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);

/**
 * Puts the objects of the items in `scope` in the right bucket of each pair
 * (see the module comment). `service` must be a service_role client (it
 * reads every row, lists and moves in every bucket); `anon` an anon client
 * of the same project (it decides visibility). A changed row that no longer
 * exists counts as hidden (its leftover objects go private); a deleted
 * catalog row names no object and is skipped. Tables other than the five
 * content tables and catalog_files are ignored.
 * @returns how many objects moved, and each object that failed (never thrown).
 * @throws DataError when a row read fails (nothing can be decided without it).
 */
export async function syncFileVisibility(
  service: AppSupabaseClient,
  anon: AppSupabaseClient,
  scope: FileVisibilityScope,
  { concurrency = 4 }: FileVisibilityOptions = {},
): Promise<FileVisibilityResult> {
  const sv = service as unknown as AnyClient;
  const an = anon as unknown as AnyClient;
  const result: FileVisibilityResult = { moved: 0, failed: [] };
  const pairs = bucketPairs();

  const wanted = new Map<string, Set<string> | null>();
  if (scope === "all") {
    for (const table of [...ITEM_FOLDER_TABLES, CATALOG_TABLE]) wanted.set(table, null);
  } else {
    for (const { table, id } of scope) {
      if (!isItemFolderTable(table) && table !== CATALOG_TABLE) continue;
      const ids = wanted.get(table) ?? new Set<string>();
      ids.add(id);
      wanted.set(table, ids);
    }
  }

  /** Moves one object from `from` to `to` at the same path; a 409 removes the source copy. */
  async function moveObject(from: string, to: string, path: string, missingIsFine: boolean): Promise<void> {
    const { error } = await sv.storage.from(from).move(path, path, { destinationBucket: to });
    if (!error) {
      result.moved += 1;
      return;
    }
    const code = statusCodeOf(error);
    if (code === "404" && missingIsFine) return;
    if (code === "409") {
      // Already at the destination (an earlier sync stopped half-way): the source copy is stale.
      const removed = await sv.storage.from(from).remove([path]);
      if (!removed.error) {
        result.moved += 1;
        return;
      }
      result.failed.push({
        bucket: from,
        path,
        error: `already in ${to}; removing it here failed: ${messageOf(removed.error)}`,
      });
      return;
    }
    result.failed.push({ bucket: from, path, error: `move to ${to} failed: ${messageOf(error)}` });
  }

  /** The entries directly under `folder` in `bucket`: files (with an id) and folders (id null), every page. */
  async function listEntries(bucket: string, folder: string): Promise<{ name: string; id: string | null }[]> {
    const entries: { name: string; id: string | null }[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await sv.storage
        .from(bucket)
        .list(folder, { limit: PAGE, offset, sortBy: { column: "name", order: "asc" } });
      if (error) throw error;
      entries.push(...(data ?? []));
      if ((data ?? []).length < PAGE) return entries;
    }
  }

  /** Every object path under `folder` (sub-folders included) in `bucket`. */
  async function listObjects(bucket: string, folder: string): Promise<string[]> {
    const paths: string[] = [];
    for (const entry of await listEntries(bucket, folder)) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) paths.push(...(await listObjects(bucket, path)));
      else paths.push(path);
    }
    return paths;
  }

  /** Moves everything under `folder` from `from` to `to`. */
  async function syncFolder(from: string, to: string, folder: string): Promise<void> {
    let paths: string[];
    try {
      paths = await listObjects(from, folder);
    } catch (error) {
      result.failed.push({ bucket: from, path: `${folder}/`, error: `listing failed: ${messageOf(error)}` });
      return;
    }
    // A move that finds nothing (another sync took it meanwhile) is not a failure.
    for (const path of paths) await moveObject(from, to, path, true);
  }

  /**
   * "all": the item folders that hold anything, per bucket (`<bucket>:<folder>`), listed once per
   * content folder, so only those are listed object by object. null: list every changed item's folders.
   */
  let occupied: Set<string> | null = null;
  if (scope === "all") {
    const found = new Set<string>();
    const parents = pairs.flatMap((pair) =>
      [pair.public, pair.private].flatMap((bucket) =>
        ITEM_FOLDER_TABLES.flatMap((table) => itemParentFolders(table, pair).map((parent) => ({ bucket, parent }))),
      ),
    );
    await runPool(
      parents.map(({ bucket, parent }) => async () => {
        try {
          for (const entry of await listEntries(bucket, parent)) {
            if (entry.id === null) found.add(`${bucket}:${parent}/${entry.name}`);
          }
        } catch (error) {
          result.failed.push({ bucket, path: `${parent}/`, error: `listing failed: ${messageOf(error)}` });
        }
      }),
      concurrency,
    );
    occupied = found;
  }

  const tasks: (() => Promise<void>)[] = [];
  for (const [table, ids] of wanted) {
    const idList = ids ? [...ids] : null;
    const visible = new Set((await readColumn(an, table, "id", idList)).map((r) => r.id!));
    if (table === CATALOG_TABLE) {
      for (const row of await readColumn(sv, table, "id,file_url", idList)) {
        const object = catalogObjectOf(row.file_url);
        const pair = object && pairs.find((p: BucketPair) => p.public === object.bucket);
        if (!object || !pair) continue;
        const { from, to } = moveDirection(pair, visible.has(row.id!));
        tasks.push(() => moveObject(from, to, object.path, true));
      }
      continue;
    }
    if (!isItemFolderTable(table)) continue;
    // "all": every row that exists; changes: every changed id, existing or not.
    const itemIds = idList ?? (await readColumn(sv, table, "id", null)).map((r) => r.id!);
    for (const id of itemIds) {
      for (const pair of pairs) {
        const { from, to } = moveDirection(pair, visible.has(id));
        for (const folder of itemFolders(table, id, pair)) {
          if (occupied && !occupied.has(`${from}:${folder}`)) continue;
          tasks.push(() => syncFolder(from, to, folder));
        }
      }
    }
  }
  await runPool(tasks, concurrency);
  return result;
}

/** The one-line reason a build fails with when a sync left objects in the wrong bucket. */
export function describeSyncFailures(failed: readonly FileVisibilityFailure[]): string {
  const first = failed[0];
  if (!first) return "";
  const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : "";
  return `Moving files between public and private storage failed: ${first.bucket}/${first.path}: ${first.error}${more}`;
}
