/**
 * Releasing the files of items the 30-day trash purge deleted (issue #12).
 * The purge runs in SQL, which cannot remove Storage objects on hosted
 * Supabase, so the item's files stay behind; its `purge` row in
 * `content_audit_log` keeps every value the item had (`changes.<field>.old`).
 * The admin console calls releasePurgedFiles once per session when the
 * dashboard opens: it reads the latest purge rows, keeps the URLs whose
 * objects are still stored, and releases them with releaseFileUrls (a file
 * another item still uses is kept). No bookkeeping table: an object that is
 * gone is what "done" means, so each URL is released at most once and a
 * later run only lists folders.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { ContentAuditEntry, EditorialTable } from "../types/domain";
import {
  contentFileUrls,
  objectLocations,
  releaseFileUrls,
  type ReleaseReport,
  storedObjectOf,
} from "./content-objects";
import { toDataError } from "./errors";

/** How many of the latest purge rows one run looks at. */
export const PURGE_ROWS_PER_RUN = 500;

/** The file URLs a `purge` log row says its item pointed at (its old values). */
export function purgedFileUrls(entry: Pick<ContentAuditEntry, "table_name" | "changes">): string[] {
  const row: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(entry.changes ?? {})) row[field] = change?.old ?? null;
  return contentFileUrls(entry.table_name as EditorialTable, row);
}

/**
 * Which of `urls` still name a stored object, in the public bucket or its
 * private twin (issue #27: a trashed item's files sit in the twin); one
 * Storage list request per folder and bucket.
 */
async function stillStored(client: AppSupabaseClient, urls: readonly string[]): Promise<string[]> {
  const byFolder = new Map<string, { bucket: string; folder: string; names: Map<string, string> }>();
  for (const url of new Set(urls)) {
    const object = storedObjectOf(client, url);
    if (!object) continue;
    for (const { bucket, path } of objectLocations(object)) {
      const slash = path.lastIndexOf("/");
      const folder = slash < 0 ? "" : path.slice(0, slash);
      const key = `${bucket}/${folder}`;
      const entry = byFolder.get(key) ?? { bucket, folder, names: new Map<string, string>() };
      entry.names.set(path.slice(slash + 1), url);
      byFolder.set(key, entry);
    }
  }
  const found = new Set<string>();
  for (const { bucket, folder, names } of byFolder.values()) {
    const { data, error } = await client.storage.from(bucket).list(folder, { limit: 1000 });
    if (error) throw toDataError(error as Parameters<typeof toDataError>[0]);
    for (const o of data ?? []) {
      const url = names.get(o.name);
      if (url) found.add(url);
    }
  }
  return [...found];
}

/** What releasePurgedFiles did: how many purge rows it read and what happened to their stored files. */
export interface PurgedFilesReport extends ReleaseReport {
  purgeRows: number;
}

/**
 * Releases the still-stored files of purged items (see the module comment).
 * Must run as an admin (only admins read the log and remove objects).
 * @returns the purge rows read and the release report (empty when nothing was left).
 * @throws DataError when the log or a Storage listing cannot be read
 *   (nothing removed then); failures of single files are in `failed`.
 */
export async function releasePurgedFiles(client: AppSupabaseClient): Promise<PurgedFilesReport> {
  const { data, error, status } = await client
    .from("content_audit_log")
    .select("table_name, changes")
    .eq("action", "purge")
    .order("occurred_at", { ascending: false })
    .limit(PURGE_ROWS_PER_RUN);
  if (error) throw toDataError(error, status);
  const rows = (data ?? []) as unknown as Pick<ContentAuditEntry, "table_name" | "changes">[];
  const stored = await stillStored(client, rows.flatMap(purgedFileUrls));
  return { purgeRows: rows.length, ...(await releaseFileUrls(client, stored)) };
}

const handled = new WeakSet<AppSupabaseClient>();

/**
 * releasePurgedFiles at most once per client (one admin session), quietly:
 * a failure is logged, never shown. For the dashboard's start.
 * @returns the report, or null when it already ran for `client` or failed.
 */
export async function releasePurgedFilesOnce(client: AppSupabaseClient): Promise<PurgedFilesReport | null> {
  if (handled.has(client)) return null;
  handled.add(client);
  try {
    return await releasePurgedFiles(client);
  } catch (err) {
    console.error("Could not release the files of purged items", err);
    return null;
  }
}
