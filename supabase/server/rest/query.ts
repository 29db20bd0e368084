/**
 * PostgREST query-string grammar, the subset the product and its tests use:
 * `select` (column list or `*`, optional `alias:column`), `order`
 * (`col.asc|desc[.nullsfirst|nullslast]`, comma-separated), `limit`,
 * `offset`, and filters `col=[not.]op.value` with eq neq gt gte lt lte like
 * ilike in is. Every column is checked against the schema cache and quoted;
 * every value becomes a bind parameter, so no request text reaches SQL.
 */
import { pgrstError } from "../http-errors";
import type { TableInfo } from "../db/catalog";
import { quoteIdent } from "../db/database";

const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;
/** Query parameters that are not filters. */
const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};

/** Collects bind parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  /** Adds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `column t.c does not exist` (42703, HTTP 400). */
export function unknownColumn(table: TableInfo, column: string) {
  return pgrstError(400, "42703", `column ${table.name}.${column} does not exist`);
}

function parseError(what: string, raw: string, details: string) {
  return pgrstError(400, "PGRST100", `"failed to parse ${what} parameter (${raw})" (line 1, column 1)`, details);
}

function column(table: TableInfo, name: string, what: string, raw: string): string {
  if (!IDENT.test(name)) throw parseError(what, raw, `unexpected "${name}" expecting a column name`);
  if (!table.columns.has(name)) throw unknownColumn(table, name);
  return `_u.${quoteIdent(name)}`;
}

/** SQL select list for `select=` (default `*`). */
export function parseSelect(table: TableInfo, raw: string | null): string {
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return "_u.*";
  const items = raw.split(",").map((s) => s.trim());
  return items
    .map((item) => {
      if (item === "*") return "_u.*";
      const colon = item.indexOf(":");
      if (colon > 0 && item[colon + 1] !== ":") {
        const alias = item.slice(0, colon);
        const col = item.slice(colon + 1);
        if (!IDENT.test(alias)) throw parseError("select", raw, `unexpected "${alias}" expecting an alias`);
        return `${column(table, col, "select", raw)} as ${quoteIdent(alias)}`;
      }
      return column(table, item, "select", raw);
    })
    .join(", ");
}

/** SQL `order by` body for `order=` or "" when absent. */
export function parseOrder(table: TableInfo, raw: string | null): string {
  if (raw === null || raw === "") return "";
  return raw
    .split(",")
    .map((term) => {
      const [name = "", ...mods] = term.split(".");
      let dir = "";
      let nulls = "";
      for (const m of mods) {
        if (m === "asc" || m === "desc") dir = ` ${m}`;
        else if (m === "nullsfirst") nulls = " nulls first";
        else if (m === "nullslast") nulls = " nulls last";
        else throw parseError("order", raw, `unexpected "${m}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
      return column(table, name, "order", raw) + dir + nulls;
    })
    .join(", ");
}

/** A non-negative integer query parameter, or null when absent. */
export function parseCount(name: string, raw: string | null): number | null {
  if (raw === null || raw === "") return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(name, raw, `unexpected "${raw}" expecting a non-negative integer`);
  return Number(raw);
}

function parseInList(raw: string, fullRaw: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")"))
    throw parseError("filter", fullRaw, 'expecting "(" and ")" around the list');
  const body = raw.slice(1, -1);
  const out: string[] = [];
  let i = 0;
  if (body === "") return out;
  while (i <= body.length) {
    if (body[i] === '"') {
      let v = "";
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === "\\" && i + 1 < body.length) i++;
        v += body[i];
        i++;
      }
      if (body[i] !== '"') throw parseError("filter", fullRaw, "unterminated quoted value");
      i++;
      out.push(v);
      if (i < body.length && body[i] !== ",") throw parseError("filter", fullRaw, 'expecting ","');
      i++;
    } else {
      const next = body.indexOf(",", i);
      const end = next < 0 ? body.length : next;
      out.push(body.slice(i, end).trim());
      i = end + 1;
    }
  }
  return out;
}

function pgArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}

/** SQL `where` body for the filters among `query` ("true" when none). */
export function parseFilters(table: TableInfo, query: URLSearchParams, params: Params): string {
  const parts: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key)) continue;
    if (key === "and" || key === "or" || key === "not.and" || key === "not.or") {
      throw pgrstError(400, "PGRST100", `logic filters (${key}) are not supported by the local server`, null, null);
    }
    const col = column(table, key, "filter", `${key}=${raw}`);
    let rest = raw;
    let negate = false;
    if (rest.startsWith("not.")) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf(".");
    const op = dot < 0 ? rest : rest.slice(0, dot);
    const value = dot < 0 ? null : rest.slice(dot + 1);
    if (value === null)
      throw parseError("filter", `${key}=${raw}`, `unexpected "${op}" expecting an operator followed by "."`);
    let sql: string;
    if (op in OPS) {
      const v = op === "like" || op === "ilike" ? value.replaceAll("*", "%") : value;
      sql = `${col} ${OPS[op]} ${params.add(v)}`;
    } else if (op === "in") {
      sql = `${col} = any(${params.add(pgArrayLiteral(parseInList(value, `${key}=${raw}`)))})`;
    } else if (op === "is") {
      const v = value.toLowerCase();
      if (v === "null") sql = `${col} is null`;
      else if (v === "not_null") sql = `${col} is not null`;
      else if (v === "true") sql = `${col} is true`;
      else if (v === "false") sql = `${col} is false`;
      else if (v === "unknown") sql = `${col} is unknown`;
      else
        throw parseError(
          "filter",
          `${key}=${raw}`,
          `unexpected "${value}" expecting null, not_null, true, false or unknown`,
        );
    } else {
      throw parseError(
        "filter",
        `${key}=${raw}`,
        `unexpected "${op}" expecting an operator (eq, neq, gt, gte, lt, lte, like, ilike, in, is)`,
      );
    }
    parts.push(negate ? `not (${sql})` : sql);
  }
  return parts.length ? parts.join(" and ") : "true";
}

/** The parsed `Prefer` header (only the preferences the server honours). */
export interface Prefer {
  returnMode: "minimal" | "representation" | "headers-only";
  count: boolean;
  /** `resolution=merge-duplicates` / `ignore-duplicates` (upsert), else null. */
  resolution: "merge" | "ignore" | null;
}

/** Parses `Prefer` (comma-separated `key=value` preferences; unknown ones are ignored). */
export function parsePrefer(header: string | undefined): Prefer {
  const out: Prefer = { returnMode: "minimal", count: false, resolution: null };
  if (!header) return out;
  for (const p of header.split(",")) {
    const [k = "", v = ""] = p.trim().split("=");
    if (k === "return" && (v === "representation" || v === "minimal" || v === "headers-only")) out.returnMode = v;
    else if (k === "count" && (v === "exact" || v === "planned" || v === "estimated")) out.count = true;
    else if (k === "resolution" && v === "merge-duplicates") out.resolution = "merge";
    else if (k === "resolution" && v === "ignore-duplicates") out.resolution = "ignore";
  }
  return out;
}

/** Parses a `Range: a-b` request header into offset/limit, or null when absent or malformed. */
export function parseRange(header: string | undefined): { offset: number; limit: number | null } | null {
  if (!header) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2] === "" ? null : Number(m[2]);
  if (end !== null && end < start) return null;
  return { offset: start, limit: end === null ? null : end - start + 1 };
}

/** Parses the `columns` insert parameter (`"a","b"` or `a,b`) into column names. */
export function parseColumnsParam(raw: string): string[] {
  return raw
    .split(",")
    .map((s) => s.trim())
    .map((s) => (s.startsWith('"') && s.endsWith('"') && s.length >= 2 ? s.slice(1, -1) : s))
    .filter((s) => s !== "");
}
