/**
 * `POST /storage/v1/object/list/<bucket>` (storage-js `list(path, options)`,
 * wire reference §4): the objects and folders directly under a prefix. The
 * query runs as the caller, so the bucket's SELECT policies decide what is
 * listed, as on hosted Storage: with this project's policies only admins (and
 * service_role) see anything in `content-files`; anyone else gets `[]`
 * (issue #8, no public_bucket_allows_listing).
 */
import { storageError, type StorageError } from "../http-errors";

/** Columns a listing may be sorted by (hosted Storage's list accepts the same). */
export const LIST_SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const;
/** Default and largest page size of a listing, in items. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;

/** A validated list request. */
export interface ListRequest {
  /** '' (the bucket's root) or a folder path ending with '/'. */
  prefix: string;
  limit: number;
  offset: number;
  /** Only items whose name (below the prefix) starts with this, case-insensitively. */
  search: string;
  column: (typeof LIST_SORT_COLUMNS)[number];
  order: "asc" | "desc";
}

const invalid = (message: string): StorageError => storageError(400, "InvalidRequest", "Bad Request", message);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks a list body `{prefix, limit?, offset?, search?, sortBy?: {column, order}}`.
 * @returns the request with defaults (limit 100, offset 0, sort by name ascending).
 * @throws StorageError 400 InvalidRequest naming the first bad field.
 */
export function parseListBody(body: unknown): ListRequest {
  if (!isRecord(body)) throw invalid("body must be an object");
  const { prefix, limit, offset, search, sortBy } = body;
  if (typeof prefix !== "string" || prefix.includes("\0")) throw invalid("body/prefix must be a string");
  const int = (v: unknown, name: string, min: number, max: number, fallback: number): number => {
    if (v === undefined || v === null) return fallback;
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
      throw invalid(`body/${name} must be an integer from ${min} to ${max}`);
    }
    return v;
  };
  if (search !== undefined && (typeof search !== "string" || search.includes("\0"))) {
    throw invalid("body/search must be a string");
  }
  let column: ListRequest["column"] = "name";
  let order: ListRequest["order"] = "asc";
  if (sortBy !== undefined && sortBy !== null) {
    if (!isRecord(sortBy)) throw invalid("body/sortBy must be an object");
    if (sortBy.column !== undefined) {
      if (!LIST_SORT_COLUMNS.includes(sortBy.column as ListRequest["column"])) {
        throw invalid(`body/sortBy/column must be one of ${LIST_SORT_COLUMNS.join(", ")}`);
      }
      column = sortBy.column as ListRequest["column"];
    }
    if (sortBy.order !== undefined) {
      const o = typeof sortBy.order === "string" ? sortBy.order.toLowerCase() : "";
      if (o !== "asc" && o !== "desc") throw invalid("body/sortBy/order must be asc or desc");
      order = o;
    }
  }
  const trimmed = prefix.replace(/^\/+/, "");
  return {
    prefix: trimmed === "" || trimmed.endsWith("/") ? trimmed : `${trimmed}/`,
    limit: int(limit, "limit", 1, LIST_MAX_LIMIT, LIST_DEFAULT_LIMIT),
    offset: int(offset, "offset", 0, 2 ** 31 - 1, 0),
    search: (search as string | undefined) ?? "",
    column,
    order,
  };
}

/**
 * The SQL of a listing and its parameters; `$1` bucket id, `$2` prefix,
 * `$3` search, `$4` limit, `$5` offset. Returns one row `{body}` with the
 * JSON array Storage answers: files `{name, id, updated_at, created_at,
 * last_accessed_at, metadata}` and folders with the same keys set to null
 * but `name`. The sort column is one of LIST_SORT_COLUMNS (checked), never input text.
 */
export function listObjectsQuery(bucketId: string, req: ListRequest): { sql: string; params: unknown[] } {
  const sql = `
    with below as (
      select substr(o.name, length($2::text) + 1) as rest, o.id, o.updated_at, o.created_at,
             o.last_accessed_at, o.metadata
        from storage.objects o
       where o.bucket_id = $1 and left(o.name, length($2::text)) = $2::text
    ),
    items as (
      select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
        from below where strpos(rest, '/') > 0 and starts_with(lower(rest), lower($3::text))
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata
        from below where strpos(rest, '/') = 0 and starts_with(lower(rest), lower($3::text))
    ),
    page as (
      select * from items
       order by ${req.column} ${req.order} nulls last, name asc
       limit $4 offset $5
    )
    select coalesce(json_agg(page), '[]')::text as body from page`;
  return { sql, params: [bucketId, req.prefix, req.search, req.limit, req.offset] };
}
