/**
 * The SQL of `storage.buckets` for the `/storage/v1` routes (issue #25).
 * Buckets are read as the server (db/statements.ts), as hosted Storage reads
 * them with its own role: whether a bucket exists is not up to the caller's
 * policies (its objects are). Errors are Postgres's own.
 */
import { queryOne, type SqlTarget } from "../db/statements";
import { isBucketId } from "./object-names";

/** A bucket's row: its id (also its name), public flag and upload limits. */
export interface BucketRow {
  id: string;
  public: boolean;
  /** Largest upload in bytes, or null for the global limit. */
  file_size_limit: number | null;
  /** Allowed upload types (`type/subtype` or `type/*`), or null for any. */
  allowed_mime_types: string[] | null;
}

/** The bucket `id`, or undefined when there is none (or `id` cannot name one, see isBucketId). */
export async function getBucket(on: SqlTarget, id: string): Promise<BucketRow | undefined> {
  if (!isBucketId(id)) return undefined;
  return queryOne<BucketRow>(
    on,
    "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
}
