/**
 * The SQL of `storage.objects` for the `/storage/v1` routes and the object
 * files (issue #25): read one object, save (insert or upsert) one, remove
 * some, list a folder, and list every object's file at start. The routes run
 * these as the request's role inside withRequestTx (db/statements.ts), so the
 * migration's RLS policies decide, as on hosted Storage; a public download
 * and the start-up file check run as the server. Functions take the
 * database or an open transaction first and return rows, never HTTP answers.
 * Errors are Postgres's own (42501 refused by a policy, 23505 duplicate…).
 */
import type { Tx } from "../db/database";
import { query, queryOne, type SqlTarget } from "../db/statements";
import { listObjectsQuery, type ListRequest } from "./list-objects";

/** What serving an object needs: its id and version (they name its file), metadata and time. */
export interface ObjectRow {
  id: string;
  version: string | null;
  metadata: { mimetype?: unknown; cacheControl?: unknown; eTag?: unknown; lastModified?: unknown } | null;
  updated_at: Date;
}

/** The object `name` of bucket `bucketId`, or undefined (also when a policy hides it). */
export async function getObject(on: SqlTarget, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  return queryOne<ObjectRow>(
    on,
    "select id::text as id, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2",
    [bucketId, name],
  );
}

/** What the object info route answers from: the row's keys, both metadata, and its times. */
export interface ObjectInfoRow {
  id: string;
  name: string;
  version: string | null;
  bucket_id: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  updated_at: Date;
  created_at: Date;
}

/** The object `name` of bucket `bucketId` for `/object/info` (issue #25), or undefined (also when a policy hides it). */
export async function getObjectInfo(on: SqlTarget, bucketId: string, name: string): Promise<ObjectInfoRow | undefined> {
  return queryOne<ObjectInfoRow>(
    on,
    `select id::text as id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
}

/** An upload to record. */
export interface SavedObject {
  bucketId: string;
  name: string;
  /** The uploader's user id (`owner` and `owner_id`), or null for a token without one. */
  ownerId: string | null;
  /** Storage's object metadata (eTag, size, mimetype, cacheControl…), stored as jsonb. */
  metadata: Record<string, unknown>;
  /** The uploader's own metadata (`x-metadata` or the multipart `metadata` field), stored as jsonb (issue #25). */
  userMetadata: Record<string, unknown>;
  /** The new version (it names the new file). */
  version: string;
  /** true: replace an object of the same name; false: a second one is 23505. */
  upsert: boolean;
}

/**
 * Inserts the object's row, or with `upsert` replaces the row of the same
 * name (metadata, user metadata, owner and version; updated_at and last_accessed_at now).
 * @returns the row's id and the version it replaced (null when it was new).
 * @throws the Postgres error (42501 from a policy, 23505 for an existing name without upsert).
 */
export async function saveObject(on: SqlTarget, o: SavedObject): Promise<{ id: string; previous: string | null }> {
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
             values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`;
  const sql = `with _old as (select version from storage.objects where bucket_id = $1 and name = $2)
           ${insert}${
             o.upsert
               ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner,
               owner_id = excluded.owner_id, version = excluded.version, updated_at = now(), last_accessed_at = now()`
               : ""
           }
           returning id::text as id, (select version from _old) as previous`;
  return (await queryOne<{ id: string; previous: string | null }>(on, sql, [
    o.bucketId,
    o.name,
    o.ownerId,
    o.ownerId,
    JSON.stringify(o.metadata),
    o.version,
    JSON.stringify(o.userMetadata),
  ]))!;
}

/**
 * Deletes the objects of bucket `bucketId` with these exact names (those the
 * caller's policies let it delete). Storage's guard against direct deletes
 * (`storage.allow_delete_query`) is lifted for this transaction only.
 * @returns `body`: JSON text of the deleted rows (Storage's answer), and the
 *   `removed` objects' id and version, whose files the caller discards after commit.
 */
export async function removeObjects(
  tx: Tx,
  bucketId: string,
  names: string[],
): Promise<{ body: string; removed: { id: string; version: string | null }[] }> {
  await query(tx, "select set_config('storage.allow_delete_query', 'true', true)");
  const row = (await queryOne<{ body: string; removed: { id: string; version: string | null }[] | null }>(
    tx,
    `with _d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
           select coalesce(json_agg(_d), '[]')::text as body,
                  json_agg(json_build_object('id', _d.id, 'version', _d.version)) as removed from _d`,
    [bucketId, names],
  ))!;
  return { body: row.body, removed: row.removed ?? [] };
}

/** A move to record (issue #27: draft files move between the private and public buckets). */
export interface MovedObject {
  bucketId: string;
  name: string;
  destinationBucket: string;
  destinationName: string;
  /** The mover's user id: the moved object's new `owner` and `owner_id`, as hosted Storage sets them. */
  ownerId: string | null;
  /** The new version (it names the file the bytes move to). */
  version: string;
}

/**
 * Moves the object `name` of `bucketId` to `destinationName` of
 * `destinationBucket` as hosted Storage's moveObject does: the caller must be
 * able to read the source row and to update it into its new bucket and name
 * (the UPDATE policy's USING on the old row, its WITH CHECK on the new one);
 * the row keeps its id and user metadata and gets a new version, owner and
 * updated_at.
 * @returns the row's id and the version it had (its file is renamed by the caller
 *   before commit), or undefined when the source is missing or hidden by a policy.
 * @throws the Postgres error (42501 refused by a policy's check, 23505 destination taken,
 *   23503 no such destination bucket).
 */
export async function moveObject(tx: Tx, m: MovedObject): Promise<{ id: string; previous: string | null } | undefined> {
  const found = await queryOne<{ id: string; version: string | null }>(
    tx,
    "select id::text as id, version from storage.objects where bucket_id = $1 and name = $2",
    [m.bucketId, m.name],
  );
  if (!found) return undefined;
  const moved = await queryOne<{ id: string }>(
    tx,
    `update storage.objects
        set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $6, version = $7, updated_at = now()
      where id = $1::uuid and bucket_id = $2
      returning id::text as id`,
    [found.id, m.bucketId, m.destinationBucket, m.destinationName, m.ownerId, m.ownerId, m.version],
  );
  return moved ? { id: moved.id, previous: found.version } : undefined;
}

/** JSON text of a folder listing of bucket `bucketId` (Storage's answer; the SQL is in list-objects.ts). */
export async function listObjects(on: SqlTarget, bucketId: string, request: ListRequest): Promise<string> {
  const { sql, params } = listObjectsQuery(bucketId, request);
  return (await queryOne<{ body: string }>(on, sql, params))!.body;
}

/** Every object's id, bucket, name and version: what the files on disk must match (object-files.ts). */
export function listObjectFiles(
  on: SqlTarget,
): Promise<{ id: string; bucket_id: string; name: string; version: string | null }[]> {
  return query(on, "select id::text as id, bucket_id, name, version from storage.objects");
}
