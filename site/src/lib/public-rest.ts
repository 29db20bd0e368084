/**
 * Public reads and the view counter over plain `fetch` to PostgREST, with the
 * anon key (issue #13): the public pages' lists load without supabase-js,
 * which stays for forms, the catalog download, search and the admin. Always
 * the anon role, even for a signed-in admin, so RLS gives exactly what a
 * visitor may see (published, not trashed rows, docs/editorial-safety.md).
 * Errors are DataErrors with PostgREST's code, as the data modules raise them.
 */
import { DataError, toDataError } from "../../../shared/data/errors";
import type { ContentTable } from "../../../shared/types/domain";
import { publicEnv } from "../../../shared/supabase/public-env";

/** Settings of one call: where and with which key (default: this build's), and an abort signal. */
export interface PublicRestOptions {
  url?: string;
  anonKey?: string;
  signal?: AbortSignal;
}

/** A response body: its JSON, the raw text when it is not JSON, null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(path: string, init: RequestInit, options: PublicRestOptions): Promise<T> {
  const key = options.anonKey ?? publicEnv.anonKey;
  const base = (options.url ?? publicEnv.supabaseUrl).replace(/\/+$/, "");
  let response: Response;
  try {
    response = await fetch(`${base}/rest/v1/${path}`, {
      ...init,
      signal: options.signal,
      headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json", ...init.headers },
    });
  } catch (error) {
    throw new DataError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const text = await response.text();
  const body = parseBody(text);
  if (!response.ok) {
    const error = body && typeof body === "object" ? (body as { message?: string }) : { message: String(body) };
    throw toDataError({ message: response.statusText, ...error }, response.status);
  }
  return body as T;
}

/** Which rows and columns publicList reads: PostgREST's `select` (default every column) and `limit` (default none). */
export interface PublicListQuery {
  select?: readonly string[];
  limit?: number;
}

/**
 * Every row of `table` the anon role may read (or the first `query.limit`),
 * `orderColumn` descending (as `listOrdered` in shared/data/content.ts), with
 * the columns of `query.select` (default all).
 * @throws DataError on a network failure or any PostgREST error.
 */
export function publicList<T>(
  table: ContentTable,
  orderColumn: string,
  options: PublicRestOptions = {},
  { select, limit }: PublicListQuery = {},
): Promise<T[]> {
  const columns = select && select.length > 0 ? select.join(",") : "*";
  const query = `select=${columns}&order=${encodeURIComponent(`${orderColumn}.desc`)}${limit ? `&limit=${limit}` : ""}`;
  return request<T[] | null>(`${table}?${query}`, { method: "GET" }, options).then((rows) => rows ?? []);
}

/**
 * Counts one view of video `videoId` (`increment_video_views`, spec §7) and
 * returns the new count.
 * @throws DataError on an RPC error, or with code `not_found` for an unknown id.
 */
export async function countVideoView(videoId: string, options: PublicRestOptions = {}): Promise<number> {
  const views = await request<number | null>(
    "rpc/increment_video_views",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ video_id: videoId }) },
    options,
  );
  if (views === null || views === undefined) throw new DataError(`No video with id ${videoId}`, { code: "not_found" });
  return views;
}
