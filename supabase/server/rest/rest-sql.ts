/**
 * The SQL of `/rest/v1` (issue #25: handlers only translate HTTP): builders
 * for the statements the routes run as the request's role (a read, an RPC
 * call, an insert, an update, a delete). Their inputs are already checked
 * against the schema cache and quoted by query.ts (`cols`, `where`, `order`,
 * `returning`), and every value is a bind parameter added to the caller's
 * `Params`, so no request text reaches SQL. A statement that returns rows
 * gives them as one row `{ body: JSON text, n: row count }`, as PostgREST's
 * own queries do. Nothing here throws: refusing a request is the routes'
 * work.
 */
import type { FunctionInfo, TableInfo } from "../db/catalog";
import { quoteIdent } from "../db/database";
import type { Params } from "./query";

/** `stmt ... returning <returning>` wrapped so its rows come back as `{ body, n }`. */
const asJsonRows = (stmt: string, returning: string) =>
  `with _m as (${stmt} returning ${returning}) select coalesce(json_agg(_m), '[]')::text as body, count(*)::int as n from _m`;

/** What a read selects (see selectStatement). */
export interface SelectSpec {
  table: TableInfo;
  /** The select list (`parseSelect`). */
  cols: string;
  /** The filters as one condition (`parseFilters`; "true" for none). */
  where: string;
  /** The order list (`parseOrder`), or "" for the table's own order. */
  order: string;
  limit: number;
  offset: number;
  /** Also count every matching row (Prefer: count=exact) as `total`. */
  count: boolean;
}

/** A read of one page of rows: one row `{ body, n, total? }`. */
export function selectStatement(spec: SelectSpec): string {
  const { table, cols, where, order, limit, offset, count } = spec;
  const inner = `select ${cols} from ${table.qualified} _u where ${where}${order ? ` order by ${order}` : ""} limit ${limit} offset ${offset}`;
  const total = count ? `, (select count(*) from ${table.qualified} _u where ${where})::int as total` : "";
  return `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n${total} from (${inner}) _t`;
}

/**
 * A call of `fn` with the named arguments of `body` that it takes (each a
 * bind parameter cast to its type): `select fn()` for a void function, else
 * one row `{ body, n }` (a set as a JSON array, a composite or scalar as one value).
 */
export function rpcStatement(fn: FunctionInfo, body: Record<string, unknown>, params: Params): string {
  const args = fn.args
    .filter((a) => Object.hasOwn(body, a.name))
    .map((a) => {
      const v = body[a.name];
      const text = v === null || v === undefined ? null : typeof v === "object" ? JSON.stringify(v) : String(v);
      return `${quoteIdent(a.name)} => ${params.add(text)}::${a.type}`;
    })
    .join(", ");
  const call = `public.${quoteIdent(fn.name)}(${args})`;
  if (fn.returnsVoid) return `select ${call}`;
  if (fn.returnsSet) return `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n from ${call} _t`;
  if (fn.returnsComposite) return `select to_json(_t)::text as body, 1 as n from ${call} _t`;
  return `select to_json(${call})::text as body, 1 as n`;
}

/** How an insert meets a row that is already there (Prefer: resolution=…, with `on_conflict`). */
export interface ConflictSpec {
  resolution: "merge" | "ignore";
  /** The conflict target's columns (checked), or none for any constraint. */
  target: string[];
}

/** What an insert writes (see insertStatement). */
export interface InsertSpec {
  table: TableInfo;
  /** The payload's columns (checked); none inserts one row of defaults. */
  cols: string[];
  rows: Record<string, unknown>[];
  conflict?: ConflictSpec;
  /** The select list to return (Prefer: return=representation), or undefined for none. */
  returning?: string;
}

/** ` on conflict …`: do nothing (ignore, or nothing left to update), else update the non-target columns. */
function conflictClause(cols: string[], conflict: ConflictSpec): string {
  const target = conflict.target.length ? `(${conflict.target.map(quoteIdent).join(", ")})` : "";
  const updates = cols
    .filter((k) => !conflict.target.includes(k))
    .map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`);
  return conflict.resolution === "ignore" || updates.length === 0
    ? ` on conflict ${target} do nothing`
    : ` on conflict ${target} do update set ${updates.join(", ")}`;
}

/** An insert of `rows` (one JSON parameter, read with json_populate_recordset); `{ body, n }` when returning. */
export function insertStatement(spec: InsertSpec, params: Params): string {
  const { table, cols, rows, conflict, returning } = spec;
  const colList = cols.map(quoteIdent).join(", ");
  const insert = cols.length
    ? `insert into ${table.qualified} as _u (${colList}) select ${colList} from json_populate_recordset(null::${table.qualified}, ${params.add(JSON.stringify(rows))}::json)${conflict ? conflictClause(cols, conflict) : ""}`
    : `insert into ${table.qualified} as _u default values`;
  return returning === undefined ? insert : asJsonRows(insert, returning);
}

/** What an update or delete changes (see mutationStatement). */
export interface MutationSpec {
  table: TableInfo;
  /** The filters as one condition (`parseFilters`). */
  where: string;
  /**
   * For an update: the body's columns (checked, at least one) and the
   * placeholder of the body as JSON (added to the request's Params before
   * its filters, in the order PostgREST binds them).
   */
  set?: { cols: string[]; bodyParam: string };
  /** The select list to return, or undefined for none. */
  returning?: string;
}

/**
 * An update (with `set`: the body read with json_populate_record) or a
 * delete of the rows `where` selects; `{ body, n }` when returning.
 */
export function mutationStatement(spec: MutationSpec): string {
  const { table, where, set, returning } = spec;
  const stmt = set
    ? `update ${table.qualified} as _u set ${set.cols.map((k) => `${quoteIdent(k)} = _r.${quoteIdent(k)}`).join(", ")} from (select * from json_populate_record(null::${table.qualified}, ${set.bodyParam}::json)) _r where ${where}`
    : `delete from ${table.qualified} as _u where ${where}`;
  return returning === undefined ? stmt : asJsonRows(stmt, returning);
}
