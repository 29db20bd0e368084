/**
 * `/rest/v1`: the PostgREST subset of wire reference §2 over PGlite. Each
 * request runs in its own transaction as the JWT's role, so the migration's
 * grants and RLS policies decide exactly as on hosted Supabase. The handlers
 * translate HTTP (headers, status codes, PostgREST's errors); the statements
 * are built by rest-sql.ts and run through db/statements.ts (readAsRole and
 * writeAsRole below, issue #25).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { closestTable, type FunctionInfo, type TableInfo } from "../db/catalog";
import { isPgError } from "../db/database";
import { execute, queryAsRole, queryOne, withRequestTx, type RequestIdentity } from "../db/statements";
import { bodySizeLimit, MAX_JSON_DEPTH, readJsonBody } from "../http-body";
import { ApiError, internalErrors, pgrstError, serviceErrorHandler } from "../http-errors";
import { identify, type Identity } from "../identity";
import { TokenError } from "../keys";
import type { AppDeps, AppEnv } from "../context";
import {
  Params,
  parseColumnsParam,
  parseCount,
  parseFilters,
  parseOrder,
  parsePrefer,
  parseRange,
  parseSelect,
} from "./query";
import {
  insertStatement,
  mutationStatement,
  rpcStatement,
  selectStatement,
  type ConflictSpec,
  type MutationSpec,
} from "./rest-sql";

const JSON_TYPE = "application/json; charset=utf-8";
const OBJECT_TYPE = "application/vnd.pgrst.object+json";

/**
 * The database identity of a bearer token (anon without one), via the
 * server's one token check (identity.ts).
 * @throws PostgrestError 401 PGRST303 (expired) or PGRST301 (bad token or role).
 */
export async function restIdentity(deps: AppDeps, token: string | null): Promise<Identity> {
  try {
    return await identify(deps.verifier, token);
  } catch (e) {
    if (!(e instanceof TokenError)) throw e;
    if (e.kind === "role") throw pgrstError(401, "PGRST301", e.message, null, null, { "WWW-Authenticate": "Bearer" });
    const expired = e.kind === "expired";
    throw pgrstError(
      401,
      expired ? "PGRST303" : "PGRST301",
      expired ? "JWT expired" : "JWT cryptographic operation failed",
      null,
      null,
      {
        "WWW-Authenticate": `Bearer error="invalid_token", error_description="${expired ? "JWT expired" : e.message.replaceAll('"', "'")}"`,
      },
    );
  }
}

/** Headers a client may not set for itself: the gateway states where a request came from. */
const CLIENT_ADDRESS_HEADERS = ["x-forwarded-for", "x-real-ip", "cf-connecting-ip", "forwarded"];

/**
 * `who` plus the request's headers as PostgREST passes them to SQL
 * (`request.headers`, lower-case names). Like hosted Supabase's gateway, the
 * local server is the one that says where a request came from: any
 * client-sent address header is dropped and `x-forwarded-for` and `x-real-ip`
 * are the socket's remote address (absent when there is no socket, e.g. `app.request()` in tests).
 */
export function withRequestHeaders(who: Identity, c: Context): Identity {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!CLIENT_ADDRESS_HEADERS.includes(name)) headers[name] = value;
  });
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined; // no Node socket behind this request
  }
  if (address) {
    headers["x-forwarded-for"] = address;
    headers["x-real-ip"] = address;
  }
  return { ...who, headersJson: JSON.stringify(headers) };
}

/** PostgREST's mapping of a Postgres error to an HTTP status (v12-v14). */
export function pgErrorStatus(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "P0001") return 400;
  // RAISE ... USING ERRCODE = 'PTxyz' sets the HTTP status xyz.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code.startsWith("08") || code.startsWith("53")) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  if (code.startsWith("0L") || code.startsWith("0P") || code.startsWith("28")) return 403;
  return 400;
}

/** Converts a thrown Postgres error into PostgREST's error response; rethrows anything else. */
export function toRestError(e: unknown, who: RequestIdentity): never {
  if (e instanceof ApiError) throw e;
  if (isPgError(e)) {
    const code = e.code;
    const status = pgErrorStatus(code, who.role);
    throw pgrstError(
      status,
      code,
      e.message,
      e.detail ?? null,
      e.hint ?? null,
      status === 401 ? { "WWW-Authenticate": "Bearer" } : {},
    );
  }
  throw e;
}

function tableOrThrow(deps: AppDeps, name: string): TableInfo {
  const t = deps.schema.current.tables.get(name);
  if (t) return t;
  const guess = closestTable(deps.schema.current, name);
  throw pgrstError(
    404,
    "PGRST205",
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    guess ? `Perhaps you meant the table 'public.${guess}'` : null,
  );
}

function wantsObject(c: Context): boolean {
  return (c.req.header("accept") ?? "").includes(OBJECT_TYPE);
}

function singleOrThrow(n: number): void {
  if (n !== 1) {
    throw pgrstError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${n} rows`,
    );
  }
}

/** JSON text of a one-element json_agg array (`[x]` → `x`). */
const firstOf = (arrayText: string) => arrayText.slice(1, -1);

const INVALID_JSON = () => pgrstError(400, "PGRST102", "Empty or invalid json");

const tooLarge = (deps: AppDeps) =>
  pgrstError(413, "PGRST413", "Payload Too Large", `The request body is larger than ${deps.maxJsonBytes} bytes`);

/**
 * The request's JSON body (undefined when empty): PGRST413 over the size
 * limit; PGRST102 "Empty or invalid json" for bad syntax, as PostgREST says
 * when it cannot parse a body, and likewise (with the reason in `details`)
 * for nesting deeper than MAX_JSON_DEPTH.
 */
function readJson(c: Context, deps: AppDeps): Promise<unknown> {
  return readJsonBody(c.req.raw, {
    maxBytes: deps.maxJsonBytes,
    errors: {
      tooLarge: () => tooLarge(deps),
      invalid: (reason) =>
        reason === "depth"
          ? pgrstError(
              400,
              "PGRST102",
              "Empty or invalid json",
              `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
            )
          : INVALID_JSON(),
    },
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function payloadColumns(table: TableInfo, keys: Iterable<string>): string[] {
  const cols: string[] = [];
  for (const k of keys) {
    const col = table.columns.get(k);
    if (!col || col.isGenerated) {
      throw pgrstError(400, "PGRST204", `Could not find the '${k}' column of '${table.name}' in the schema cache`);
    }
    cols.push(k);
  }
  return cols;
}

function contentRange(offset: number, n: number, total: number | null): string {
  const tot = total === null ? "*" : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${tot}` : `*/${tot}`;
}

function send(c: Context, status: number, body: string | null, headers: Record<string, string>, object = false) {
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  if (body === null) return c.body(null, status as 200);
  c.header("Content-Type", object ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE);
  return c.body(body, status as 200);
}

/**
 * Runs a read (a select or an RPC call) as the request's role.
 * @returns its rows.
 * @throws PostgrestError for a Postgres error (toRestError).
 */
async function readAsRole<T>(deps: AppDeps, who: RequestIdentity, sql: string, params: unknown[]): Promise<T[]> {
  try {
    return await queryAsRole<T>(deps.db, who, sql, params);
  } catch (e) {
    return toRestError(e, who);
  }
}

/**
 * Runs an insert, update or delete as the request's role, in one transaction.
 * @param options.representation the statement returns `{body, n}` (Prefer: return=representation).
 * @param options.single the client asked for one object: any other row count
 *   is 406 PGRST116 and the write is rolled back.
 * @returns the returned rows' JSON text and count; without representation,
 *   `body` is "" and `n` the number of rows changed.
 * @throws PostgrestError for a Postgres error (toRestError) or PGRST116.
 */
function writeAsRole(
  deps: AppDeps,
  who: RequestIdentity,
  sql: string,
  params: unknown[],
  options: { representation: boolean; single: boolean },
): Promise<{ body: string; n: number }> {
  return withRequestTx(deps.db, who, async (tx) => {
    let r: { body: string; n: number };
    try {
      r = options.representation
        ? (await queryOne<{ body: string; n: number }>(tx, sql, params))!
        : { body: "", n: await execute(tx, sql, params) };
    } catch (e) {
      return toRestError(e, who);
    }
    if (options.single && options.representation) singleOrThrow(r.n);
    return r;
  });
}

/** Builds the `/rest/v1` routes. */
export function restRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(serviceErrorHandler(internalErrors.rest, deps.quiet));
  app.use(bodySizeLimit(deps.maxJsonBytes, () => tooLarge(deps)));

  // Only `public` is exposed (config.toml [api] schemas); other profiles get PostgREST's 406.
  app.use(async (c, next) => {
    const profile = c.req.header(
      c.req.method === "GET" || c.req.method === "HEAD" ? "accept-profile" : "content-profile",
    );
    if (profile && profile !== "public") {
      throw pgrstError(
        406,
        "PGRST106",
        "Invalid schema: " + profile,
        null,
        "Only the following schemas are exposed: public",
      );
    }
    await next();
  });

  // ------------------------------------------------------------------ read
  app.get("/:table", async (c) => {
    const who = withRequestHeaders(await restIdentity(deps, c.get("token")), c);
    const table = tableOrThrow(deps, c.req.param("table"));
    const query = new URL(c.req.url).searchParams;
    const prefer = parsePrefer(c.req.header("prefer"));
    const params = new Params();
    const cols = parseSelect(table, query.get("select"));
    const where = parseFilters(table, query, params);
    const order = parseOrder(table, query.get("order"));
    let limit = parseCount("limit", query.get("limit"));
    let offset = parseCount("offset", query.get("offset")) ?? 0;
    const range = limit === null && query.get("offset") === null ? parseRange(c.req.header("range")) : null;
    if (range) {
      offset = range.offset;
      limit = range.limit;
    }
    const sql = selectStatement({
      table,
      cols,
      where,
      order,
      limit: Math.min(limit ?? deps.maxRows, deps.maxRows),
      offset,
      count: prefer.count,
    });
    const row = (await readAsRole<{ body: string; n: number; total?: number }>(deps, who, sql, params.values))[0]!;
    const totalN = row.total ?? null;
    const headers = { "Content-Range": contentRange(offset, row.n, totalN) };
    const object = wantsObject(c);
    if (object) singleOrThrow(row.n);
    const status = totalN !== null && row.n < totalN ? 206 : 200;
    if (c.req.method === "HEAD") return send(c, status, null, headers);
    return send(c, status, object ? firstOf(row.body) : row.body, headers, object);
  });

  // ------------------------------------------------------------------ rpc
  app.post("/rpc/:fn", async (c) => {
    const who = withRequestHeaders(await restIdentity(deps, c.get("token")), c);
    const name = c.req.param("fn");
    const body = (await readJson(c, deps)) ?? {};
    if (!isPlainObject(body)) throw INVALID_JSON();
    const keys = Object.keys(body).sort();
    const fn = findFunction(deps.schema.current.functions.get(name) ?? [], keys);
    if (!fn) {
      throw pgrstError(
        404,
        "PGRST202",
        `Could not find the function public.${name}${keys.length ? `(${keys.join(", ")})` : " without parameters"} in the schema cache`,
        `Searched for the function public.${name}${keys.length ? ` with parameters ${keys.join(", ")}` : " without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
    }
    const params = new Params();
    const sql = rpcStatement(fn, body, params);
    const row = (await readAsRole<{ body: string | null; n: number }>(deps, who, sql, params.values))[0];
    if (fn.returnsVoid) return c.body(null, 204);
    const text = row?.body ?? "null";
    if (fn.returnsSet && wantsObject(c)) {
      singleOrThrow(row?.n ?? 0);
      return send(c, 200, firstOf(text), {}, true);
    }
    return send(c, 200, text, { "Content-Range": fn.returnsSet ? contentRange(0, row?.n ?? 0, null) : "0-0/*" });
  });

  // ------------------------------------------------------------------ insert
  app.post("/:table", async (c) => {
    const who = withRequestHeaders(await restIdentity(deps, c.get("token")), c);
    const table = tableOrThrow(deps, c.req.param("table"));
    const query = new URL(c.req.url).searchParams;
    const prefer = parsePrefer(c.req.header("prefer"));
    const body = await readJson(c, deps);
    const rows = Array.isArray(body) ? body : [body];
    if (body === undefined || !rows.every(isPlainObject)) throw INVALID_JSON();
    const colsParam = query.get("columns");
    const keys = colsParam !== null ? parseColumnsParam(colsParam) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const cols = payloadColumns(table, keys);
    const representation = prefer.returnMode === "representation";
    const select = representation ? parseSelect(table, query.get("select")) : "";
    const object = wantsObject(c);
    if (rows.length === 0) return send(c, 201, representation ? "[]" : null, { "Content-Range": "*/*" });

    let conflict: ConflictSpec | undefined;
    if (prefer.resolution) {
      const target = parseColumnsParam(query.get("on_conflict") ?? "");
      if (prefer.resolution === "merge" && target.length === 0) {
        throw pgrstError(
          400,
          "PGRST100",
          "on_conflict is required for resolution=merge-duplicates on the local server",
        );
      }
      conflict = { resolution: prefer.resolution, target: target.length ? payloadColumns(table, target) : [] };
    }
    if (!cols.length && rows.length > 1) throw pgrstError(400, "PGRST102", "All object keys must match");
    const params = new Params();
    const sql = insertStatement(
      { table, cols, rows, conflict, returning: representation ? select : undefined },
      params,
    );
    const result = await writeAsRole(deps, who, sql, params.values, { representation, single: object });
    const headers = { "Content-Range": prefer.count ? `*/${result.n}` : "*/*" };
    if (!representation) return send(c, 201, null, headers);
    return send(c, 201, object ? firstOf(result.body) : result.body, headers, object);
  });

  // ------------------------------------------------------------------ update / delete
  const mutate = (kind: "update" | "delete") => async (c: Context<AppEnv>) => {
    const who = withRequestHeaders(await restIdentity(deps, c.get("token")), c);
    const table = tableOrThrow(deps, c.req.param("table")!);
    const query = new URL(c.req.url).searchParams;
    const prefer = parsePrefer(c.req.header("prefer"));
    const representation = prefer.returnMode === "representation";
    const object = wantsObject(c);
    const params = new Params();
    let set: MutationSpec["set"];
    if (kind === "update") {
      const body = await readJson(c, deps);
      if (!isPlainObject(body)) throw INVALID_JSON();
      const cols = payloadColumns(table, Object.keys(body));
      if (cols.length === 0) return representation ? send(c, 200, "[]", { "Content-Range": "*/*" }) : c.body(null, 204);
      set = { cols, bodyParam: params.add(JSON.stringify(body)) };
    }
    const returning = representation ? parseSelect(table, query.get("select")) : undefined;
    const where = parseFilters(table, query, params);
    const sql = mutationStatement({ table, where, set, returning });
    const result = await writeAsRole(deps, who, sql, params.values, { representation, single: object });
    const headers = { "Content-Range": contentRange(0, result.n, prefer.count ? result.n : null) };
    if (!representation) return send(c, 204, null, headers);
    return send(c, 200, object ? firstOf(result.body) : result.body, headers, object);
  };
  app.patch("/:table", mutate("update"));
  app.delete("/:table", mutate("delete"));

  app.all("*", () => {
    throw pgrstError(404, "PGRST125", "Invalid path specified in request URL");
  });

  return app;
}

function findFunction(candidates: FunctionInfo[], keys: string[]): FunctionInfo | undefined {
  return candidates.find((f) => {
    const names = new Set(f.args.map((a) => a.name));
    if (!keys.every((k) => names.has(k))) return false;
    return f.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
}
