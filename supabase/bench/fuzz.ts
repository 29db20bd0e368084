/**
 * Hostile-request fuzzer for the embedded local Supabase (issue #8).
 *
 *     npx tsx supabase/bench/fuzz.ts [--count 1500] [--seed 8]
 *
 * Starts a throwaway in-memory server on loopback, signs in the seeded editor
 * and admin (solving the ALTCHA challenge), then sends `count` hostile
 * requests (default 1,500), generated deterministically from `seed` by a
 * seeded PRNG, round-robin over ~45 families × the three callers (anon,
 * editor, admin): deep nesting, huge/negative/NaN numbers, wrong types,
 * unknown columns, malformed filters/select/order/range, bad JSON,
 * bad/expired/alg-none JWTs, odd methods, path traversal and long/odd object
 * names, bad multipart, CR/LF in headers (raw TCP), oversize bodies, hostile
 * enquiries (forbidden columns, SQL, unknown options, huge details), on
 * /rest/v1, /rest/v1/rpc, /auth/v1 and /storage/v1.
 *
 * It prints status-code counts per service and per caller, lists every 5xx
 * (and transport failure) with its request, and checks that nothing was
 * written except the admin's intended writes: every table's row count and
 * content hash (read as service_role; rows titled `fuzz-admin-…`, enquiries
 * named `fuzz-…` that hold only what a visitor may set, and objects named
 * `fuzz/admin-…` excluded), auth.users and the buckets are compared
 * before and after, and the object files on disk must still match
 * storage.objects. Exits 1 on any 5xx, transport failure, unintended write or
 * file mismatch.
 *
 * `runFuzz` is also used by tests/supabase/fuzz.test.ts on a smaller slice.
 */
import { createHmac } from "node:crypto";
import net from "node:net";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SignJWT } from "jose";
import { solveAltchaChallenge, startTestServer, type RunningServer } from "../server/testing";
import { DEFAULT_SEED_ACCOUNTS } from "../seed/accounts";

/** The service a request is aimed at. */
export type Service = "rest" | "rpc" | "auth" | "storage" | "other";
/** Who sends it (the bearer token it starts from; families may swap in a hostile token). */
export type Caller = "anon" | "editor" | "admin";
export const CALLERS: readonly Caller[] = ["anon", "editor", "admin"];

/** One hostile request. */
export interface FuzzCase {
  /** Generator family (what kind of hostility). */
  family: string;
  service: Service;
  caller: Caller;
  method: string;
  /** Path and query as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData | ReadableStream<Uint8Array>;
  /** When set, these bytes are written to a TCP socket as they are (method/path/headers are informational). */
  raw?: string;
}

/** Tokens and keys the generator needs. */
export interface FuzzContext {
  anonKey: string;
  serviceRoleKey: string;
  /** Access tokens of the signed-in callers (anon has none). */
  tokens: Record<Caller, string | null>;
  /** Hostile bearer tokens: expired, alg none, wrong secret, odd roles, garbage... */
  badTokens: string[];
  port: number;
}

/** Outcome of one request. */
export interface FuzzResult {
  case: FuzzCase;
  /** HTTP status, or null when the connection closed or timed out without one. */
  status: number | null;
  /** First bytes of the response body (for 5xx reports). */
  excerpt: string;
  /** Transport error or timeout, if any. */
  error?: string;
}

/** Totals of a run. */
export interface FuzzReport {
  requests: number;
  results: FuzzResult[];
  byService: Record<string, Record<string, number>>;
  byCaller: Record<string, Record<string, number>>;
  serverErrors: FuzzResult[];
  transportErrors: FuzzResult[];
  /** Tables whose content changed other than by the admin's intended writes. */
  unintendedWrites: string[];
  /** Object files that do not match storage.objects after the run. */
  fileMismatches: string[];
  /** Admin requests that answered 2xx to a writing method (the intended writes). */
  adminWrites: number;
  ms: number;
}

// ---------------------------------------------------------------------------------- PRNG

/** mulberry32: a small deterministic PRNG (seeded, 32-bit state). */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A hex uuid-shaped string from the PRNG. */
  uuid(): string {
    const h = () => this.int(0, 0xffff).toString(16).padStart(4, "0");
    return `${h()}${h()}-${h()}-4${h().slice(1)}-a${h().slice(1)}-${h()}${h()}${h()}`;
  }
  /** `n` characters drawn from `alphabet`. */
  str(n: number, alphabet: string): string {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

// ---------------------------------------------------------------------------------- building blocks

const TABLES = ["white_papers", "case_studies", "videos", "documentation", "catalog_files", "admin_users"] as const;
const CONTENT_TABLES = ["white_papers", "case_studies", "videos", "documentation", "catalog_files"] as const;
const JUNK = "abcXYZ019 _-.,:;!?'\"()[]{}<>*%&$#@~^`|\\/=+\u00e9\u4e2d\u0000\t\n\r";
const KEY_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_!.*'() &$=@;:+,?-";

/** The marker title/name column and a marker value for rows a caller creates. */
function marker(caller: Caller, i: number): string {
  return `fuzz-${caller}-${i}`;
}
/** The column that carries the marker in `table`. */
function markerColumn(table: string): string {
  return table === "catalog_files" || table === "enquiries" ? "name" : "title";
}

/** A valid row for `table` carrying the marker (so an intended admin insert is recognisable). */
function validRow(table: string, mark: string): Record<string, unknown> {
  switch (table) {
    case "white_papers":
      return { title: mark, description: "d", author: "a", date_published: "2026-01-01", pages: 1 };
    case "case_studies":
      return { title: mark, description: "d", location: "l", year: 2020 };
    case "videos":
      return { title: mark, description: "d", duration: "1 min", date_published: "2026-01-01" };
    case "documentation":
      return { title: mark, description: "d", category: "manual", documents: [] };
    case "catalog_files":
      return { name: mark, file_url: "http://x/y.pdf", file_size: 1, mime_type: "application/pdf" };
    default:
      return { user_id: "00000000-0000-4000-a000-000000000000" };
  }
}

/** `depth` levels of nesting around a leaf, as JSON text. */
function nested(r: Rng, depth: number): string {
  const kind = r.int(0, 2);
  if (kind === 0) return "[".repeat(depth) + '"x"' + "]".repeat(depth);
  if (kind === 1) return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  let open = "";
  let close = "";
  for (let d = 0; d < depth; d++) {
    const arr = (d & 1) === 0;
    open += arr ? "[" : '{"k":';
    close = (arr ? "]" : "}") + close;
  }
  return open + "null" + close;
}

/** Standard headers of a caller (apikey + bearer unless anon). */
function authHeaders(ctx: FuzzContext, caller: Caller, token?: string | null): Record<string, string> {
  const t = token === undefined ? ctx.tokens[caller] : token;
  return t ? { apikey: ctx.anonKey, authorization: `Bearer ${t}` } : { apikey: ctx.anonKey };
}

/** A PATCH/DELETE filter that only the caller's own marked rows match (admin), or nothing extra (others: RLS must refuse). */
function ownFilter(table: string, caller: Caller): string {
  return caller === "admin" ? `${markerColumn(table)}=like.fuzz-admin-*` : "";
}

function joinQuery(...parts: string[]): string {
  const q = parts.filter((p) => p !== "").join("&");
  return q ? `?${q}` : "";
}

const NUMBERS = [
  "1e400",
  "-1e400",
  "1e308",
  "-1",
  "-2147483649",
  "2147483648",
  "9223372036854775808",
  "-9223372036854775809",
  "9007199254740993",
  "0.5",
  "-0",
  "1e-400",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "01",
  "1.",
  ".5",
  "1e",
  "99999999999999999999999999999999999999999999999999",
];

const WRONG_VALUES = [
  "123",
  "true",
  "null",
  "{}",
  "[]",
  '{"a":1}',
  "[1,2,3]",
  '"not-a-date"',
  '"2026-13-45"',
  '"\\u0000"',
  '"\\ud800"',
  '"' + "x".repeat(70_000) + '"',
  '"🙂🙂🙂"',
  '"1; drop table public.videos; --"',
  '"\' or 1=1 --"',
];

const BAD_JSON = [
  "{",
  "[1,2",
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  "nul",
  "[,]",
  '{"a":1,}',
  '"unterminated',
  "\u00ef\u00bb\u00bf{}",
  "{}{}",
  "[]]",
  "\u0000",
  "undefined",
  "NaN",
  '{"a":1e999999}',
  "1",
  '"str"',
  "true",
  "null",
  "[]",
  "[1]",
  "[[]]",
  '[{"title":"x"},1]',
];

const BAD_FILTERS = [
  "title=eq",
  "title=zz.1",
  "title=not",
  "title=not.",
  "title=eq.",
  "title=in.(a,b",
  'title=in.("a,b)',
  "title=in.",
  'title=in.("\\',
  "title=is.maybe",
  "title=like.%00",
  "title=ilike.*%E2%80%AE*",
  "views=gt.abc",
  "views=gte.1e400",
  "views=lt.-99999999999999999999",
  "id=eq.not-a-uuid",
  "id=in.(1,2,3)",
  "date_published=gt.2026-99-99",
  "or=(title.eq.a,title.eq.b)",
  "and=(a.b)",
  "not.or=(x)",
  "nope=eq.1",
  "title;drop=eq.1",
  "%22title%22=eq.1",
  "title=eq.%00",
  "title=eq.%FF%FE",
  "title.eq=1",
  "=eq.1",
  "title=cs.{a}",
  "title=fts.x",
  "documents=cs.[1]",
  "documents->a=eq.1",
];

const BAD_SELECTS = [
  "select=",
  "select=,",
  "select=*,nope",
  "select=a:b:c",
  "select=(((",
  "select=title::int",
  "select=count()",
  "select=title->>x",
  "select=*,admin_users(*)",
  "select=%00",
  "select=" + "title,".repeat(500),
  "select=pg_sleep(10)",
  "select=1:title",
  "order=",
  "order=,,,",
  "order=title.asc.desc.nullsfirst",
  "order=title.sideways",
  "order=nope.asc",
  "order=title;drop",
  "limit=-1",
  "limit=1e9",
  "limit=99999999999",
  "limit=NaN",
  "limit=0x10",
  "offset=-5",
  "offset=NaN",
  "offset=999999999",
  "limit=0",
  "columns=nope",
];

const RANGES = [
  "5-1",
  "0-99999999999999999999",
  "-5",
  "abc",
  "items=0-0",
  "0-",
  "99999999999999999999-",
  "1-2,3-4",
  "bytes=0-10",
  "\u00e9",
];

/** The hostile bearer tokens (expired, alg none, wrong secret, odd roles, malformed). */
export async function makeBadTokens(jwtSecret: string): Promise<string[]> {
  const key = new TextEncoder().encode(jwtSecret);
  const wrong = new TextEncoder().encode("not-the-secret-but-long-enough-to-be-a-key-0000");
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const sign = (claims: Record<string, unknown>, k = key, alg = "HS256") =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).sign(k);
  const sub = "00000000-0000-4000-a000-000000000001";
  // Signed by hand: jose's SignJWT clones the claims and cannot take this depth.
  const deepHead = b64({ alg: "HS256", typ: "JWT" });
  const deepBody = Buffer.from(
    `{"role":"authenticated","sub":"${sub}","exp":${now + 3600},"deep":${'{"d":'.repeat(5000)}1${"}".repeat(5000)}}`,
  ).toString("base64url");
  const deepSig = createHmac("sha256", jwtSecret).update(`${deepHead}.${deepBody}`).digest("base64url");
  return [
    await sign({ role: "authenticated", sub, exp: now - 60 }),
    await sign({ role: "authenticated", sub, exp: now + 3600 }, wrong),
    await sign({ role: "service_role", exp: now + 3600 }, wrong),
    await sign({ role: "authenticated", sub, exp: now + 3600 }, key, "HS512"),
    await sign({ role: "supabase_admin", exp: now + 3600 }),
    await sign({ role: "postgres", exp: now + 3600 }),
    await sign({ role: 42, sub: 7, exp: now + 3600 }),
    await sign({ role: "authenticated", sub: "not-a-uuid", session_id: "x'; drop", exp: now + 3600 }),
    await sign({ role: "authenticated", sub, session_id: sub, exp: now + 3600 }),
    `${deepHead}.${deepBody}.${deepSig}`,
    `${b64({ alg: "none", typ: "JWT" })}.${b64({ role: "service_role", exp: now + 3600 })}.`,
    `${b64({ alg: "none" })}.${b64({ role: "authenticated", sub })}`,
    `${b64({ alg: "HS256" })}.${b64({ role: "service_role" })}.AAAA`,
    "not.a.jwt",
    "a.b",
    "....",
    "%%%.%%%.%%%",
    "x".repeat(20_000),
    `${b64({ alg: "HS256", typ: "JWT" })}.${"e30".repeat(1000)}.sig`,
    "\u00e9\u00e9.\u00e9.\u00e9",
  ];
}

// ---------------------------------------------------------------------------------- families

type Family = (r: Rng, caller: Caller, ctx: FuzzContext, i: number) => FuzzCase;

const json = { "content-type": "application/json" };

/** Every generator family; the run goes round-robin over them so any slice covers all of them. */
export const FAMILIES: Record<string, Family> = {
  // ---------------------------------------------------------------- REST
  restEnquiries(r, caller, ctx, i) {
    // The one table visitors may write (issue #9): hostile inserts, and reads/updates/deletes nobody but admins may make.
    const row: Record<string, unknown> = {
      form: "sales",
      name: marker(caller, i),
      email: "fuzz@example.com",
      company: "Fuzz Drilling",
      details: { inquiryType: "bulk-order" },
      locale: "en",
      page: "/fuzz",
    };
    const kind = r.int(0, 5);
    const base = { family: "restEnquiries", service: "rest" as const, caller };
    const headers = { ...authHeaders(ctx, caller), ...json };
    if (kind === 0) {
      const extra = r.pick([
        { status: "closed" },
        { note: "x" },
        { notified_at: "2026-01-01T00:00:00Z" },
        { notify_error: "x" },
        { id: r.uuid() },
        { created_at: "2000-01-01" },
      ]);
      return {
        ...base,
        method: "POST",
        path: "/rest/v1/enquiries",
        headers,
        body: JSON.stringify({ ...row, ...extra }),
      };
    }
    if (kind === 1) {
      const details = r.pick<unknown>([
        { inquiryType: "x' or '1'='1" },
        { "a'); drop table enquiries; --": "1" },
        { projectDetails: "x".repeat(r.int(5001, 200_000)) },
        { inquiryType: 1 },
        { projectDetails: { a: [1, 2] } },
        [1, 2],
        "text",
        null,
      ]);
      return {
        ...base,
        method: "POST",
        path: "/rest/v1/enquiries",
        headers,
        body: JSON.stringify({ ...row, details }),
      };
    }
    if (kind === 2) {
      const key = r.pick(["form", "name", "email", "company", "locale", "page", "phone", "position"]);
      const text = JSON.stringify(row).replace(
        new RegExp(`"${key}":("[^"]*"|\\{[^}]*\\})`),
        `"${key}":${r.pick(WRONG_VALUES)}`,
      );
      const body = text.includes(`"${key}"`) ? text : text.replace(/^\{/, `{"${key}":${r.pick(WRONG_VALUES)},`);
      return { ...base, method: "POST", path: "/rest/v1/enquiries", headers, body };
    }
    if (kind === 3) {
      return {
        ...base,
        method: "POST",
        path: `/rest/v1/enquiries${r.chance(0.5) ? "?select=*" : ""}`,
        headers: { ...headers, prefer: r.pick(["return=representation", "return=minimal", "count=exact"]) },
        body: JSON.stringify(r.chance(0.3) ? [row, row] : row),
      };
    }
    if (kind === 4) {
      return {
        ...base,
        method: "GET",
        path: `/rest/v1/enquiries${joinQuery(r.pick(["select=*", "select=email,note", "id=eq.x", "order=created_at.desc", "status=eq.new"]))}`,
        headers: authHeaders(ctx, caller),
      };
    }
    const patch = r.chance(0.6);
    return {
      ...base,
      method: patch ? "PATCH" : "DELETE",
      path: `/rest/v1/enquiries${joinQuery(ownFilter("enquiries", caller) || r.pick(["status=eq.new", "id=not.is.null", ""]))}`,
      headers,
      body: patch
        ? JSON.stringify(r.pick([{ status: "closed" }, { note: "x" }, { name: "changed" }, { status: "bogus" }]))
        : undefined,
    };
  },
  restDeepBody(r, caller, ctx, i) {
    const table = r.pick(CONTENT_TABLES);
    const depth = r.chance(0.3) ? r.int(101, 200) : r.int(1000, 15_000);
    const patch = r.chance(0.4);
    const where = r.int(0, 2);
    const deep = nested(r, depth);
    const row = JSON.stringify(validRow(table, marker(caller, i)));
    const body =
      where === 0
        ? row.replace(/^\{/, `{"documents":${deep},`)
        : where === 1
          ? `[${row.replace(/^\{/, `{"${markerColumn(table)}x":${deep},`)}]`
          : deep;
    return {
      family: "restDeepBody",
      service: "rest",
      caller,
      method: patch ? "PATCH" : "POST",
      path: `/rest/v1/${table}${patch ? joinQuery(ownFilter(table, caller)) : ""}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body,
    };
  },
  restNumbers(r, caller, ctx, i) {
    const table = r.pick(["white_papers", "case_studies", "videos", "catalog_files"] as const);
    const col = { white_papers: "pages", case_studies: "year", videos: "views", catalog_files: "file_size" }[table];
    const row = JSON.stringify(validRow(table, marker(caller, i)));
    const body = row.replace(/^\{/, `{"${col}":${r.pick(NUMBERS)},`);
    return {
      family: "restNumbers",
      service: "rest",
      caller,
      method: "POST",
      path: `/rest/v1/${table}`,
      headers: { ...authHeaders(ctx, caller), ...json, prefer: r.pick(["return=representation", "return=minimal"]) },
      body,
    };
  },
  restWrongTypes(r, caller, ctx, i) {
    const table = r.pick(CONTENT_TABLES);
    const row = validRow(table, marker(caller, i));
    const key = r.pick(Object.keys(row).filter((k) => k !== markerColumn(table)));
    const text = JSON.stringify(row).replace(
      `"${key}":${JSON.stringify(row[key])}`,
      `"${key}":${r.pick(WRONG_VALUES)}`,
    );
    const patch = r.chance(0.3);
    return {
      family: "restWrongTypes",
      service: "rest",
      caller,
      method: patch ? "PATCH" : "POST",
      path: `/rest/v1/${table}${patch ? joinQuery(ownFilter(table, caller)) : ""}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: patch ? text.replace(/"(title|name)":"fuzz-[a-z]+-\d+",?/, "") : text,
    };
  },
  restUnknownColumns(r, caller, ctx, i) {
    const table = r.pick(TABLES);
    const extra = r.pick([
      '"nope":1',
      '"__proto__":{"x":1}',
      '"constructor":{"prototype":1}',
      '"title; drop table x":1',
      '"id\\u0000":1',
      '"":1',
      `"${"k".repeat(5000)}":1`,
      '"created_at":"2000-01-01"',
      '"path_tokens":["a"]',
      '"ctid":"(0,1)"',
    ]);
    const row = JSON.stringify(validRow(table, marker(caller, i))).replace(/^\{/, `{${extra},`);
    const cols = r.chance(0.3)
      ? `?columns=${encodeURIComponent(r.pick(['"title","nope"', "title,,", '"', "a b"]))}`
      : "";
    return {
      family: "restUnknownColumns",
      service: "rest",
      caller,
      method: "POST",
      path: `/rest/v1/${table}${cols}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: r.chance(0.5) ? `[${row}]` : row,
    };
  },
  restFilters(r, caller, ctx) {
    const table = r.pick(CONTENT_TABLES);
    const method = r.pick(["GET", "GET", "HEAD", "PATCH", "DELETE"]);
    const filter = r.chance(0.8) ? r.pick(BAD_FILTERS) : `${r.str(r.int(1, 12), JUNK)}=${r.str(r.int(0, 20), JUNK)}`;
    const encoded = filter.replace(/[^A-Za-z0-9_.=(),*%:;"\\{}[\]>-]/g, (ch) => encodeURIComponent(ch));
    const writing = method === "PATCH" || method === "DELETE";
    return {
      family: "restFilters",
      service: "rest",
      caller,
      method,
      path: `/rest/v1/${table}${joinQuery(writing ? ownFilter(table, caller) : "", encoded)}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: method === "PATCH" ? JSON.stringify({ description: "fuzzed" }) : undefined,
    };
  },
  restSelectOrder(r, caller, ctx) {
    const table = r.pick(TABLES);
    const q = [r.pick(BAD_SELECTS)];
    if (r.chance(0.3)) q.push(r.pick(BAD_SELECTS));
    const headers: Record<string, string> = { ...authHeaders(ctx, caller) };
    if (r.chance(0.4)) headers.range = r.pick(RANGES).replace(/[^\x20-\x7e]/g, "?");
    if (r.chance(0.3)) headers.prefer = "count=exact";
    return {
      family: "restSelectOrder",
      service: "rest",
      caller,
      method: r.pick(["GET", "GET", "HEAD"]),
      path: `/rest/v1/${table}?${q.join("&")}`,
      headers,
    };
  },
  restBadJson(r, caller, ctx) {
    const table = r.pick(CONTENT_TABLES);
    const patch = r.chance(0.35);
    return {
      family: "restBadJson",
      service: "rest",
      caller,
      method: patch ? "PATCH" : "POST",
      path: `/rest/v1/${table}${patch ? joinQuery(ownFilter(table, caller)) : ""}`,
      headers: { ...authHeaders(ctx, caller), "content-type": r.pick(["application/json", "text/plain", ""]) },
      body: r.chance(0.15) ? new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28, 0x7d]) : r.pick(BAD_JSON),
    };
  },
  restHeaders(r, caller, ctx, i) {
    const table = r.pick(CONTENT_TABLES);
    const headers: Record<string, string> = { ...authHeaders(ctx, caller), ...json };
    const which = r.int(0, 5);
    if (which === 0)
      headers.prefer = r.pick([
        "return=representation,resolution=merge-duplicates",
        "resolution=ignore-duplicates",
        "return=" + "x".repeat(4000),
        "count=exact,count=planned,tx=rollback,missing=default",
        "handling=strict, return=headers-only",
      ]);
    else if (which === 1) headers.accept = r.pick(["application/vnd.pgrst.object+json", "text/csv", "*/*;q=x", "a/b"]);
    else if (which === 2)
      headers["content-profile"] = r.pick(["storage", "auth", "pg_catalog", "public ", "\u00e9".normalize()]);
    else if (which === 3) headers["accept-profile"] = r.pick(["storage", "auth", "", "x".repeat(1000)]);
    else if (which === 4) headers["content-type"] = r.pick(["application/x-www-form-urlencoded", "text/csv", "x/y"]);
    else headers["x-http-method-override"] = "DELETE";
    const method = r.pick(["POST", "GET"]);
    const onConflict = r.chance(0.3) ? `?on_conflict=${r.pick(["id", "nope", "title,title", ""])}` : "";
    return {
      family: "restHeaders",
      service: "rest",
      caller,
      method,
      path: `/rest/v1/${table}${onConflict}`,
      headers,
      body: method === "POST" ? JSON.stringify(validRow(table, marker(caller, i))) : undefined,
    };
  },
  restOversize(r, caller, ctx) {
    const chunked = r.chance(0.5);
    const size = 1024 * 1024 + r.int(1, 200_000);
    const filler = '{"title":"' + "x".repeat(size) + '"}';
    const bytes = new TextEncoder().encode(filler);
    let body: FuzzCase["body"] = filler;
    if (chunked) {
      let at = 0;
      body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(at, at + 65_536));
          at += 65_536;
        },
      });
    }
    const target = r.pick(["/rest/v1/white_papers", "/rest/v1/rpc/increment_video_views", "/rest/v1/videos?id=eq.x"]);
    return {
      family: "restOversize",
      service: target.includes("/rpc/") ? "rpc" : "rest",
      caller,
      method: target.includes("?") ? "PATCH" : "POST",
      path: target,
      headers: { ...authHeaders(ctx, caller), ...json },
      body,
    };
  },
  restMethods(r, caller, ctx) {
    const table = r.pick(TABLES);
    const method = r.pick(["PUT", "OPTIONS", "PROPFIND", "FOO", "MERGE", "LOCK", "QUERY", "PURGE"]);
    return {
      family: "restMethods",
      service: "rest",
      caller,
      method,
      path: `/rest/v1/${table}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: method === "OPTIONS" ? undefined : "{}",
    };
  },
  restPaths(r, caller, ctx) {
    const p = r.pick([
      "/rest/v1/",
      "/rest/v1",
      "/rest/v1/pg_catalog.pg_roles",
      "/rest/v1/storage.objects",
      "/rest/v1/auth.users",
      "/rest/v1/%2e%2e/auth/v1/admin/users",
      "/rest/v1/videos%00",
      "/rest/v1/videos%2Fx",
      "/rest/v1/vid%C3%A9os",
      "/rest/v1/%FF%FE",
      `/rest/v1/${"t".repeat(8000)}`,
      "/rest/v1/videos/extra/segments",
      "/rest/v1/videos;select",
      "/rest/v1/videos?select=*&select=id",
      "/rest/v1/admin_users?select=*",
      "/rest/v1/%20videos",
      "/rest/v1/VIDEOS",
      "/rest/v1//videos",
    ]);
    return {
      family: "restPaths",
      service: "rest",
      caller,
      method: "GET",
      path: p,
      headers: authHeaders(ctx, caller),
    };
  },
  // ---------------------------------------------------------------- RPC
  rpcArgs(r, caller, ctx) {
    const v = r.pick([
      `"${r.uuid()}"`,
      '"not-a-uuid"',
      "1",
      "null",
      "[]",
      "{}",
      "true",
      '"\\u0000"',
      `"${"a".repeat(10_000)}"`,
      '"00000000-0000-0000-0000-000000000000\'); drop table videos; --"',
      "1e400",
    ]);
    const body = r.pick([
      `{"video_id":${v}}`,
      `{"video_id":${v},"extra":1}`,
      `{"VIDEO_ID":${v}}`,
      `[{"video_id":${v}}]`,
      `{"video_id":${v},"video_id":${v}}`,
      v,
    ]);
    return {
      family: "rpcArgs",
      service: "rpc",
      caller,
      method: r.pick(["POST", "POST", "GET"]),
      path: "/rest/v1/rpc/increment_video_views" + (r.chance(0.2) ? `?video_id=${encodeURIComponent(v)}` : ""),
      headers: { ...authHeaders(ctx, caller), ...json },
      body,
    };
  },
  rpcUnknown(r, caller, ctx) {
    const fn = r.pick([
      "pg_sleep",
      "is_admin",
      "version",
      "set_config",
      "pg_read_file",
      "current_setting",
      "nope",
      "is_admin%00",
      "%2e%2e",
      "x".repeat(3000),
      "increment_video_views/extra",
      "",
    ]);
    return {
      family: "rpcUnknown",
      service: "rpc",
      caller,
      method: r.pick(["POST", "GET", "PATCH"]),
      path: `/rest/v1/rpc/${fn}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: r.pick(['{"seconds":10}', '{"setting_name":"request.jwt.claims","new_value":"x","is_local":false}', "{}"]),
    };
  },
  rpcDeep(r, caller, ctx) {
    return {
      family: "rpcDeep",
      service: "rpc",
      caller,
      method: "POST",
      path: "/rest/v1/rpc/increment_video_views",
      headers: { ...authHeaders(ctx, caller), ...json },
      body: `{"video_id":${nested(r, r.int(101, 12_000))}}`,
    };
  },
  rpcBadJson(r, caller, ctx) {
    return {
      family: "rpcBadJson",
      service: "rpc",
      caller,
      method: "POST",
      path: `/rest/v1/rpc/${r.pick(["increment_video_views", "is_admin"])}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: r.pick(BAD_JSON),
    };
  },
  // ---------------------------------------------------------------- auth
  authPasswordGrant(r, caller, ctx) {
    const email = r.pick([
      '"admin@example.com"',
      '"editor@example.com"',
      '"admin@example.com\\u0000"',
      '"\\u0000"',
      "1",
      "null",
      "[]",
      '{"$ne":null}',
      `"${"a".repeat(5000)}@example.com"`,
      '"\' or 1=1 --"',
      '"ADMIN@EXAMPLE.COM "',
    ]);
    const password = r.pick([
      '"admin-password"',
      '"wrong"',
      "123",
      "{}",
      "null",
      '"\\u0000"',
      `"${"p".repeat(100_000)}"`,
    ]);
    const captcha = r.pick([
      "",
      ',"gotrue_meta_security":{"captcha_token":"x"}',
      ',"gotrue_meta_security":{"captcha_token":"' + Buffer.from('{"challenge":1}').toString("base64") + '"}',
      ',"gotrue_meta_security":{"captcha_token":"' +
        Buffer.from("[".repeat(5000) + "]".repeat(5000)).toString("base64") +
        '"}',
      ',"gotrue_meta_security":{"captcha_token":123}',
      ',"gotrue_meta_security":"x"',
      ',"gotrue_meta_security":{"captcha_token":"' + "A".repeat(50_000) + '"}',
    ]);
    return {
      family: "authPasswordGrant",
      service: "auth",
      caller,
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      headers: { ...authHeaders(ctx, caller), ...json, "x-supabase-api-version": "2024-01-01" },
      body: `{"email":${email},"password":${password}${captcha}}`,
    };
  },
  authRefreshGrant(r, caller, ctx) {
    const token = r.pick([
      '"x"',
      '""',
      "1",
      "null",
      "[]",
      '"\\u0000"',
      `"${r.str(12, KEY_CHARS)}"`,
      `"${"r".repeat(10_000)}"`,
      `"' or 1=1 --"`,
    ]);
    return {
      family: "authRefreshGrant",
      service: "auth",
      caller,
      method: "POST",
      path: `/auth/v1/token?grant_type=${r.pick(["refresh_token", "refresh_token", "id_token", "pkce", "", "password%00", "x".repeat(500)])}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: r.chance(0.2) ? r.pick(BAD_JSON) : `{"refresh_token":${token}}`,
    };
  },
  authUser(r, caller, ctx) {
    const bad = r.chance(0.5);
    const token = bad ? r.pick(ctx.badTokens) : ctx.tokens[caller];
    return {
      family: "authUser",
      service: "auth",
      caller,
      method: r.pick(["GET", "GET", "PUT", "DELETE"]),
      path: "/auth/v1/user",
      headers: { ...authHeaders(ctx, caller, token), ...json },
      body: undefined,
    };
  },
  authLogout(r, caller, ctx) {
    // Only hostile tokens: a valid one would end the caller's session (a legitimate write).
    return {
      family: "authLogout",
      service: "auth",
      caller,
      method: "POST",
      path: `/auth/v1/logout?scope=${r.pick(["global", "local", "others", "everything", "", "%00"])}`,
      headers: { ...authHeaders(ctx, caller, r.chance(0.3) ? null : r.pick(ctx.badTokens)) },
    };
  },
  authAdmin(r, caller, ctx) {
    const which = r.int(0, 4);
    const p = [
      "/auth/v1/admin/users",
      `/auth/v1/admin/users?page=${r.pick(["-1", "1e300", "NaN", "99999999999"])}&per_page=${r.pick(["0", "1e9", "-5", "x"])}`,
      `/auth/v1/admin/users/${r.pick(["not-a-uuid", r.uuid(), "%00", "..%2F..%2F", "x".repeat(2000)])}`,
      "/auth/v1/admin/users",
      "/auth/v1/admin/generate_link",
    ][which]!;
    const method = which === 0 ? "GET" : which === 2 ? r.pick(["GET", "DELETE", "PUT"]) : which === 3 ? "POST" : "POST";
    return {
      family: "authAdmin",
      service: "auth",
      caller,
      method: which === 1 ? "GET" : method,
      path: p,
      headers: { ...authHeaders(ctx, caller, r.chance(0.3) ? r.pick(ctx.badTokens) : undefined), ...json },
      body:
        method === "GET"
          ? undefined
          : r.pick([
              '{"email":"fuzz@example.com","password":"password1","email_confirm":true}',
              '{"email":"x","password":"1"}',
              '{"email":"a\\u0000@b.co","user_metadata":{"a":"\\u0000"}}',
              `{"email":"d@e.co","user_metadata":${nested(r, 5000)}}`,
            ]),
    };
  },
  authMisc(r, caller, ctx) {
    const p = r.pick([
      "/auth/v1/",
      "/auth/v1/settings",
      "/auth/v1/health",
      "/auth/v1/signup",
      "/auth/v1/otp",
      "/auth/v1/verify",
      "/auth/v1/recover",
      "/auth/v1/token",
      "/auth/v1/token?grant_type=password&grant_type=refresh_token",
      "/auth/v1/%2e%2e/rest/v1/videos",
      "/auth/v1/admin",
      "/auth/v1/user/../admin/users",
    ]);
    const method = r.pick(["GET", "POST", "DELETE", "PATCH"]);
    return {
      family: "authMisc",
      service: "auth",
      caller,
      method,
      path: p,
      headers: { ...authHeaders(ctx, caller), ...json },
      body:
        method === "GET"
          ? undefined
          : r.pick([
              ...BAD_JSON,
              `{"email":${nested(r, 12_000)}}`,
              '{"email":"new@example.com","password":"abcdefgh"}',
            ]),
    };
  },
  authOversize(r, caller, ctx) {
    return {
      family: "authOversize",
      service: "auth",
      caller,
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      headers: { ...authHeaders(ctx, caller), ...json },
      body: '{"email":"' + "e".repeat(1024 * 1024 + r.int(1, 100_000)) + '"}',
    };
  },
  // ---------------------------------------------------------------- storage
  storageUploadNames(r, caller, ctx, i) {
    const base = `fuzz/${caller}-${i}`;
    const name = r.pick([
      `${base}/../../../etc/passwd`,
      `${base}/..%2F..%2Fescape.pdf`,
      `${base}/sub/%2e%2e/x.pdf`, // fetch's URL parser resolves this one (as browsers do)
      `${base}/%252e%252e/x.pdf`,
      `${base}/a%5Cb.pdf`,
      `${base}/a%00b.pdf`,
      `${base}//double.pdf`,
      `${base}/trailing/`,
      `${base}/${"a".repeat(r.int(250, 400))}.pdf`,
      `${base}/${"b".repeat(r.int(1020, 1100))}.pdf`,
      `${base}/${encodeURIComponent(r.str(r.int(1, 30), KEY_CHARS))}.pdf`,
      `${base}/${encodeURIComponent(r.str(r.int(1, 30), JUNK))}.pdf`,
      `${base}/r%C3%A9sum%C3%A9.pdf`,
      `${base}/a%0D%0Ab.pdf`,
      `${base}/%E2%80%AEfdp.exe`,
      `${base}/%ZZ.pdf`,
      `${base}/coll/inner.pdf`,
      `${base}/coll`,
      `${base}/x.pdf/inner.pdf`,
    ]);
    return {
      family: "storageUploadNames",
      service: "storage",
      caller,
      method: r.pick(["POST", "POST", "PUT"]),
      path: `/storage/v1/object/content-files/${name}`,
      headers: { ...authHeaders(ctx, caller), "content-type": "application/pdf" },
      body: "%PDF-1.4 fuzz",
    };
  },
  storageMultipart(r, caller, ctx, i) {
    const name = `fuzz/${caller}-${i}.pdf`;
    const which = r.int(0, 7);
    const boundary = "----fuzz" + r.str(8, "abcdef0123456789");
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    let body: string;
    let type = `multipart/form-data; boundary=${boundary}`;
    if (which === 0) {
      // cacheControl with CR/LF or control characters
      body =
        part(
          'Content-Disposition: form-data; name="cacheControl"',
          r.pick(["3600\r\nX-Evil: 1", "36\u000700", "\u0000", "x".repeat(5000)]),
        ) +
        part('Content-Disposition: form-data; name=""; filename="a.pdf"\r\nContent-Type: application/pdf', "%PDF") +
        `--${boundary}--\r\n`;
    } else if (which === 1) {
      body = part('Content-Disposition: form-data; name="cacheControl"', "3600") + `--${boundary}--\r\n`; // no file
    } else if (which === 2) {
      body = part('Content-Disposition: form-data; name=""; filename="a.pdf"', "%PDF"); // no closing boundary
    } else if (which === 3) {
      type = "multipart/form-data"; // no boundary
      body = "--x\r\n\r\n";
    } else if (which === 4) {
      type = `multipart/form-data; boundary=other`;
      body = part('Content-Disposition: form-data; name=""; filename="a.pdf"', "%PDF") + `--${boundary}--\r\n`;
    } else if (which === 5) {
      body =
        part(
          'Content-Disposition: form-data; name="contentType"',
          r.pick(["text/html", "application/pdf\r\nX: y", "image/svg+xml", "application/pdf; x=1"]),
        ) +
        part('Content-Disposition: form-data; name=""; filename="a.pdf"\r\nContent-Type: application/pdf', "%PDF") +
        `--${boundary}--\r\n`;
    } else if (which === 6) {
      body = "";
      for (let k = 0; k < 2000; k++) body += part(`Content-Disposition: form-data; name="f${k}"`, "v");
      body += `--${boundary}--\r\n`;
    } else {
      body = `--${boundary}\r\nContent-Disposition: form-data; name="\u0000"; filename="${"\u00e9".repeat(3)}\r\n\r\n%PDF\r\n--${boundary}--`;
    }
    return {
      family: "storageMultipart",
      service: "storage",
      caller,
      method: "POST",
      path: `/storage/v1/object/content-files/${name}`,
      headers: { ...authHeaders(ctx, caller), "content-type": type },
      body,
    };
  },
  storageRawUpload(r, caller, ctx, i) {
    const name = `fuzz/${caller}-${i}.pdf`;
    const headers: Record<string, string> = {
      ...authHeaders(ctx, caller),
      "content-type": r.pick([
        "text/html",
        "image/svg+xml",
        "application/pdf;charset=x",
        "",
        "application/x-msdownload",
        "application/pdf",
      ]),
    };
    if (r.chance(0.4)) headers["cache-control"] = r.pick(["\u00e9", "x".repeat(3000), "max-age=-1", "no-store"]);
    if (r.chance(0.3)) headers["x-upsert"] = r.pick(["true", "TRUE", "1", "maybe"]);
    if (r.chance(0.2)) headers["x-metadata"] = r.pick(["{", Buffer.from("[".repeat(3000)).toString("base64")]);
    return {
      family: "storageRawUpload",
      service: "storage",
      caller,
      method: "POST",
      path: `/storage/v1/object/${r.pick(["content-files", "nope", "%00", "content-files%2F..", ".."])}/${name}`,
      headers,
      body: r.chance(0.2) ? new Uint8Array(0) : "%PDF fuzz " + r.str(20, KEY_CHARS),
    };
  },
  storageDownload(r, caller, ctx) {
    const name = r.pick([
      "catalogs/missing.pdf",
      "../../../etc/passwd",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e/%2e%2e/etc/passwd",
      "a%00b",
      "%ZZ",
      "x".repeat(4000),
      "fuzz/admin-1.pdf",
      "",
      "catalogs/",
    ]);
    const kind = r.pick(["public", "authenticated", ""]);
    const query = r.chance(0.5)
      ? `?download=${r.pick(["", "a.pdf", "%0D%0AX-Evil:%201", "%E9", "%ZZ", "%F0%9F%99%82.pdf", "x".repeat(3000), "a%22b"])}`
      : "";
    const headers: Record<string, string> = kind === "public" && r.chance(0.5) ? {} : authHeaders(ctx, caller);
    if (r.chance(0.3)) headers.range = r.pick(["bytes=0-1", "bytes=-1", "bytes=99999999999999999999-", "x"]);
    if (r.chance(0.3)) headers["if-none-match"] = r.pick(["*", '"x"', 'W/"y"', "\u00e9"]).replace(/[^\x20-\x7e]/g, "?");
    return {
      family: "storageDownload",
      service: "storage",
      caller,
      method: r.pick(["GET", "GET", "HEAD"]),
      path: `/storage/v1/object/${kind ? kind + "/" : ""}${r.pick(["content-files", "nope", "%00", "content-files"])}/${name}${query}`,
      headers,
    };
  },
  storageDelete(r, caller, ctx, i) {
    const body = r.pick([
      `{"prefixes":["fuzz/${caller}-${i}.pdf"]}`,
      '{"prefixes":[]}',
      '{"prefixes":"x"}',
      '{"prefixes":[1,2]}',
      '{"prefixes":["\\u0000"]}',
      `{"prefixes":${JSON.stringify(Array.from({ length: 1001 }, (_, k) => `fuzz/x${k}`))}}`,
      `{"prefixes":${nested(r, r.int(101, 12_000))}}`,
      ...BAD_JSON,
      caller === "admin" ? '{"prefixes":["fuzz/admin-none.pdf","/fuzz/admin-none2.pdf"]}' : '{"prefixes":["catalogs"]}',
    ]);
    return {
      family: "storageDelete",
      service: "storage",
      caller,
      method: "DELETE",
      path: `/storage/v1/object/${r.pick(["content-files", "content-files", "nope", "%00"])}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body,
    };
  },
  storageList(r, caller, ctx) {
    const prefix = r.pick([
      '""',
      '"catalogs/"',
      '"\\u0000"',
      "1",
      "null",
      '"../"',
      `"${"p/".repeat(600)}"`,
      '"%"',
      '"_"',
    ]);
    const extra = r.pick([
      "",
      ',"limit":-1',
      ',"limit":1e9',
      ',"limit":1.5',
      ',"limit":"10"',
      ',"offset":-1',
      ',"offset":99999999999',
      ',"search":"%"',
      ',"search":"\\u0000"',
      ',"search":{}',
      ',"sortBy":{"column":"name; drop table x","order":"asc"}',
      ',"sortBy":{"column":"updated_at","order":"sideways"}',
      ',"sortBy":"name"',
      `,"sortBy":${nested(r, r.int(101, 5000))}`,
    ]);
    return {
      family: "storageList",
      service: "storage",
      caller,
      method: "POST",
      path: `/storage/v1/object/list/${r.pick(["content-files", "content-files", "nope", "%00"])}`,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: r.chance(0.15) ? r.pick(BAD_JSON) : `{"prefix":${prefix}${extra}}`,
    };
  },
  storageMisc(r, caller, ctx) {
    const p = r.pick([
      "/storage/v1/bucket/content-files",
      "/storage/v1/bucket/%00",
      "/storage/v1/bucket/" + "b".repeat(3000),
      "/storage/v1/bucket",
      "/storage/v1/object/list/content-files",
      "/storage/v1/object/sign/content-files/x.pdf",
      "/storage/v1/object/move",
      "/storage/v1/object/copy",
      "/storage/v1/status",
      "/storage/v1/",
      "/storage/v1/object",
      "/storage/v1/object/content-files",
      "/storage/v1/s3/content-files",
      "/storage/v1/upload/resumable",
    ]);
    const method = r.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
    return {
      family: "storageMisc",
      service: "storage",
      caller,
      method,
      path: p,
      headers: { ...authHeaders(ctx, caller), ...json },
      body: method === "GET" || method === "OPTIONS" ? undefined : r.pick(['{"prefix":""}', "{", '{"bucketId":"x"}']),
    };
  },
  // ---------------------------------------------------------------- cross-cutting
  badJwt(r, caller, ctx) {
    const target = r.pick([
      ["rest", "GET", "/rest/v1/videos?select=id"],
      ["rest", "POST", "/rest/v1/videos"],
      ["rpc", "POST", "/rest/v1/rpc/is_admin"],
      ["auth", "GET", "/auth/v1/user"],
      ["auth", "GET", "/auth/v1/admin/users"],
      ["storage", "POST", "/storage/v1/object/content-files/fuzz/jwt.pdf"],
      ["storage", "GET", "/storage/v1/object/authenticated/content-files/catalogs/x.pdf"],
      ["storage", "DELETE", "/storage/v1/object/content-files"],
    ] as const);
    const token = r.pick(ctx.badTokens);
    const authorization = r.pick([
      `Bearer ${token}`,
      `bearer ${token}`,
      `Bearer  ${token} `,
      "Bearer",
      "Bearer ",
      `Basic ${Buffer.from("admin:admin").toString("base64")}`,
      `Bearer ${token}, Bearer ${ctx.tokens.admin ?? token}`,
      `Bearer sb_secret_guess`,
      token,
    ]);
    return {
      family: "badJwt",
      service: target[0],
      caller,
      method: target[1],
      path: target[2],
      headers: {
        apikey: ctx.anonKey,
        authorization,
        ...json,
        ...(target[0] === "storage" && target[1] === "POST" ? { "content-type": "application/pdf" } : {}),
      },
      body: target[1] === "GET" ? undefined : target[1] === "DELETE" ? '{"prefixes":["catalogs/x.pdf"]}' : "{}",
    };
  },
  badApikey(r, caller, ctx) {
    const target = r.pick([
      "/rest/v1/videos?select=id",
      "/auth/v1/settings",
      "/storage/v1/bucket/content-files",
      "/rest/v1/rpc/is_admin",
    ]);
    const variant = r.int(0, 5);
    const headers: Record<string, string> = {};
    if (variant === 0) headers.apikey = "wrong";
    else if (variant === 1) headers.apikey = ctx.anonKey + "x";
    else if (variant === 2) headers.apikey = "";
    else if (variant === 3) headers.apikey = "sb_publishable_guess";
    else if (variant === 4) headers.apikey = "x".repeat(10_000);
    if (ctx.tokens[caller]) headers.authorization = `Bearer ${ctx.tokens[caller]}`;
    return {
      family: "badApikey",
      service: target.startsWith("/rest/v1/rpc") ? "rpc" : (target.split("/")[1] as Service),
      caller,
      method: target.includes("/rpc/") ? "POST" : "GET",
      path: variant === 5 ? `${target}${target.includes("?") ? "&" : "?"}apikey=${r.pick(["x", "%00", ""])}` : target,
      headers,
    };
  },
  rawProtocol(r, caller, ctx) {
    const auth = ctx.tokens[caller] ? `Authorization: Bearer ${ctx.tokens[caller]}\r\n` : "";
    const key = `apikey: ${ctx.anonKey}\r\n`;
    const cases: [Service, string][] = [
      ["rest", `GET /rest/v1/videos?select=id HTTP/1.1\r\nHost: x\r\n${key}X-Evil: a\rb\r\nConnection: close\r\n\r\n`],
      ["rest", `GET /rest/v1/videos?select=id HTTP/1.1\nHost: x\n${key.replace("\r\n", "\n")}Connection: close\n\n`],
      ["rest", `GET /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}X-Folded: a\r\n b\r\nConnection: close\r\n\r\n`],
      [
        "rest",
        `POST /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}${auth}Content-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      ],
      [
        "rest",
        `POST /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}${auth}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ],
      [
        "rest",
        `POST /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}${auth}Content-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}`,
      ],
      ["rest", `TRACE /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}Connection: close\r\n\r\n`],
      ["rest", `CONNECT 127.0.0.1:${ctx.port} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ["rest", `G3T /rest/v1/videos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      ["auth", `GET /rest/v1/../auth/v1/admin/users HTTP/1.1\r\nHost: x\r\n${key}${auth}Connection: close\r\n\r\n`],
      [
        "storage",
        `GET /storage/v1/object/public/content-files/../../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      [
        "storage",
        `GET /storage/v1/object/public/content-files/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      ["storage", `GET /storage/v1/object/public/content-files/a%00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      ["rest", `GET http://127.0.0.1/rest/v1/videos HTTP/1.1\r\nHost: evil\r\n${key}Connection: close\r\n\r\n`],
      ["other", `GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      [
        "rest",
        `GET /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}X-Big: ${"b".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      ],
      ["rest", `GET /rest/v1/vid\u0000eos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      ["other", `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`],
      ["rest", `GET /rest/v1/videos?select=id HTTP/1.0\r\n${key}\r\n`],
      ["rest", `GET /rest/v1/videos?x=1\r\nInjected: 1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      [
        "storage",
        `POST /storage/v1/object/content-files/fuzz/${caller}-raw.pdf HTTP/1.1\r\nHost: x\r\n${key}${auth}Content-Type: application/pdf\r\nContent-Length: 62914560\r\nConnection: close\r\n\r\n%PDF`,
      ],
      [
        "rest",
        `POST /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}${auth}Content-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n{`,
      ],
      [
        "auth",
        `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n${key}Content-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n{`,
      ],
      [
        "rest",
        `POST /rest/v1/videos HTTP/1.1\r\nHost: x\r\n${key}${auth}Content-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      ],
      [
        "rest",
        `GET /rest/v1/videos?select=id HTTP/1.1\r\nHost: x\r\n${key}\r\nGET /rest/v1/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      [
        "auth",
        `POST /auth/v1/token?grant_type=refresh_token HTTP/1.1\r\nHost: x\r\n${key}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{"ref\r\n0\r\n\r\n`,
      ],
    ];
    const [service, raw] = r.pick(cases);
    const [method = "?", target = "?"] = raw.split(/\r?\n/)[0]!.split(" ");
    return { family: "rawProtocol", service, caller, method, path: target, headers: {}, raw };
  },
};

// ---------------------------------------------------------------------------------- running

/** The first `count` cases for `seed` (deterministic; families round-robin, then callers). */
export function generateCases(seed: number, count: number, ctx: FuzzContext): FuzzCase[] {
  const r = new Rng(seed);
  const names = Object.keys(FAMILIES);
  const out: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const family = FAMILIES[names[i % names.length]!]!;
    const caller = CALLERS[Math.floor(i / names.length) % CALLERS.length]!;
    out.push(family(r, caller, ctx, i));
  }
  return out;
}

/** Sends raw bytes over TCP to 127.0.0.1:`port` and reads the status line. */
function sendRaw(
  port: number,
  raw: string,
  timeoutMs: number,
): Promise<{ status: number | null; head: string; error?: string }> {
  return new Promise((resolve) => {
    const sock = net.connect({ host: "127.0.0.1", port });
    let buf = "";
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      sock.destroy();
      // The final status line (after any interim `100 Continue`).
      const statuses = [...buf.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
      const final = statuses.find((st) => st >= 200) ?? statuses[0];
      resolve({ status: final ?? null, head: buf.slice(0, 300), error });
    };
    sock.setTimeout(timeoutMs, () => finish("timeout"));
    sock.on("data", (d) => {
      buf += d.toString("latin1");
      if (/(?:^|\r\n)HTTP\/1\.[01] [2-5]\d\d[^]*\r\n\r\n/.test(buf)) finish();
    });
    sock.on("error", () => finish());
    sock.on("close", () => finish());
    sock.write(Buffer.from(raw, "latin1"));
  });
}

/** Sends one case; never throws. */
export async function sendCase(baseUrl: string, port: number, c: FuzzCase, timeoutMs = 15_000): Promise<FuzzResult> {
  if (c.raw !== undefined) {
    const res = await sendRaw(port, c.raw, timeoutMs);
    return {
      case: c,
      status: res.status,
      excerpt: res.head,
      error: res.error,
    };
  }
  try {
    const init: RequestInit & { duplex?: string } = {
      method: c.method,
      headers: c.headers,
      signal: AbortSignal.timeout(timeoutMs),
    };
    if (c.body !== undefined && c.method !== "GET" && c.method !== "HEAD") {
      init.body = c.body as BodyInit;
      if (c.body instanceof ReadableStream) init.duplex = "half";
    }
    const res = await fetch(baseUrl + c.path, init);
    const text = c.method === "HEAD" ? "" : await res.text().catch(() => "");
    return { case: c, status: res.status, excerpt: text.slice(0, 300) };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    // A server that answers early (413) and closes while the body is still being sent is fine.
    return {
      case: c,
      status: null,
      excerpt: "",
      error: `${err.name}: ${err.message}${err.cause?.code ? ` (${err.cause.code})` : ""}`,
    };
  }
}

/** Per-table fingerprints (row count + content hash) as service_role, excluding the admin's marked rows. */
export async function snapshot(server: RunningServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const excludes: Record<string, string> = {
    "public.white_papers": "t.title like 'fuzz-admin-%'",
    "public.case_studies": "t.title like 'fuzz-admin-%'",
    "public.videos": "t.title like 'fuzz-admin-%'",
    "public.documentation": "t.title like 'fuzz-admin-%'",
    "public.catalog_files": "t.name like 'fuzz-admin-%'",
    "public.admin_users": "false",
    // Visitors may send enquiries: rows the fuzzer sent are excluded, but only when they hold nothing a visitor may not set.
    "public.enquiries":
      "t.name like 'fuzz-%' and t.status = 'new' and t.note is null and t.notified_at is null and t.notify_error is null",
    "storage.objects": "t.name like 'fuzz/admin-%'",
    "storage.buckets": "false",
  };
  await server.db.transaction(async (tx) => {
    await tx.exec("set local role service_role");
    for (const [table, exclude] of Object.entries(excludes)) {
      const r = await tx.query<{ n: number; h: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${table} t where not (${exclude})`,
      );
      out[table] = `${r.rows[0]!.n} rows, ${r.rows[0]!.h ?? "-"}`;
    }
  });
  const users = await server.db.query<{ n: number; h: string | null }>(
    `select count(*)::int as n, md5(string_agg(concat_ws(',', id, email, encrypted_password, role, raw_app_meta_data::text,
       raw_user_meta_data::text, deleted_at::text, email_confirmed_at::text), '|' order by id)) as h from auth.users`,
  );
  out["auth.users"] = `${users.rows[0]!.n} rows, ${users.rows[0]!.h ?? "-"}`;
  return out;
}

/** Object files that do not match storage.objects (see storage/object-files.ts). */
export async function fileMismatches(server: RunningServer): Promise<string[]> {
  const rows = await server.db.query<{ file: string }>(
    "select id || coalesce('.' || version, '') as file from storage.objects",
  );
  const want = new Set(rows.rows.map((r) => r.file));
  const dir = server.deps.storageDir;
  const have = new Set(await readdir(path.join(dir, ".objects")));
  const out: string[] = [];
  for (const f of want) if (!have.has(f)) out.push(`row without file: ${f}`);
  for (const f of have) if (!want.has(f)) out.push(`file without row: ${f}`);
  for (const f of await readdir(path.join(dir, ".uploads"))) out.push(`upload temp file left: ${f}`);
  return out;
}

/** Signs in `email` through the real captcha + password flow; returns the access token. */
async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const captcha = server.deps.captcha ? await solveAltchaChallenge(server.url) : "";
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password, gotrue_meta_security: { captcha_token: captcha } }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Options of runFuzz. */
export interface FuzzOptions {
  seed: number;
  count: number;
  /** Progress lines (default none). */
  log?: (line: string) => void;
}

const WRITING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Runs `count` hostile requests from `seed` against `server` (signing in the
 * seeded editor and admin first) and checks the database and files afterwards.
 */
export async function runFuzz(server: RunningServer, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const tokens: Record<Caller, string | null> = {
    anon: null,
    editor: await signIn(server, DEFAULT_SEED_ACCOUNTS.editor.email, DEFAULT_SEED_ACCOUNTS.editor.password),
    admin: await signIn(server, DEFAULT_SEED_ACCOUNTS.admin.email, DEFAULT_SEED_ACCOUNTS.admin.password),
  };
  const ctx: FuzzContext = {
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    tokens,
    badTokens: await makeBadTokens(server.deps.keys.jwtSecret),
    port: server.port,
  };
  // An enquiry nobody but the admin may read, change or delete; and no per-address limit for the run, so
  // hostile inserts reach the table's checks instead of stopping at 429.
  await server.db.exec(
    `insert into public.enquiries (form, name, email, company, details) values ('demo', 'Fuzz fixture', 'fixture@example.com', 'Fixture Co', '{"platformInterest":"all-platforms"}');
     update private.enquiry_rate_settings set max_per_window = 1000000, max_per_sender = 1000000`,
  );
  const before = await snapshot(server);
  const cases = generateCases(options.seed, options.count, ctx);
  const results: FuzzResult[] = [];
  for (const [n, c] of cases.entries()) {
    results.push(await sendCase(server.url, server.port, c));
    if (options.log && (n + 1) % 250 === 0) options.log(`  ${n + 1}/${cases.length} requests`);
  }
  // The server must still serve after all of it.
  const alive = await fetch(`${server.url}/rest/v1/white_papers?select=id`, { headers: { apikey: server.anonKey } });
  if (alive.status !== 200) throw new Error(`server no longer serves: ${alive.status}`);
  const after = await snapshot(server);

  const byService: Record<string, Record<string, number>> = {};
  const byCaller: Record<string, Record<string, number>> = {};
  const bump = (m: Record<string, Record<string, number>>, row: string, col: string) => {
    m[row] ??= {};
    m[row][col] = (m[row][col] ?? 0) + 1;
  };
  for (const res of results) {
    const col = res.status === null ? (res.error === "timeout" ? "timeout" : "closed") : String(res.status);
    bump(byService, res.case.service, col);
    bump(byCaller, res.case.caller, col);
  }
  return {
    requests: results.length,
    results,
    byService,
    byCaller,
    serverErrors: results.filter((x) => x.status !== null && x.status >= 500),
    transportErrors: results.filter((x) => x.error === "timeout"),
    unintendedWrites: Object.keys(before)
      .filter((t) => before[t] !== after[t])
      .map((t) => `${t}: ${before[t]} -> ${after[t]}`),
    fileMismatches: await fileMismatches(server),
    adminWrites: results.filter(
      (x) => x.case.caller === "admin" && WRITING.has(x.case.method) && x.status !== null && x.status < 300,
    ).length,
    ms: Date.now() - started,
  };
}

/** A fixed-width table of status counts (rows × status columns). */
export function formatTable(title: string, m: Record<string, Record<string, number>>): string {
  const cols = [...new Set(Object.values(m).flatMap((r) => Object.keys(r)))].sort();
  const rows = Object.keys(m).sort();
  const w = Math.max(title.length, ...rows.map((r) => r.length));
  const line = (cells: string[]) =>
    cells.map((c, k) => (k === 0 ? c.padEnd(w) : c.padStart(Math.max(5, cols[k - 1]?.length ?? 5)))).join("  ");
  const out = [line([title, ...cols, "total"].map(String))];
  for (const r of rows) {
    const total = Object.values(m[r]!).reduce((a, b) => a + b, 0);
    out.push(line([r, ...cols.map((c) => String(m[r]![c] ?? 0)), String(total)]));
  }
  return out.join("\n");
}

/** One line describing a case (for the 5xx list). */
export function describeCase(c: FuzzCase): string {
  const body =
    c.raw !== undefined
      ? JSON.stringify(c.raw.slice(0, 160))
      : typeof c.body === "string"
        ? JSON.stringify(c.body.length > 160 ? `${c.body.slice(0, 160)}… (${c.body.length} chars)` : c.body)
        : c.body === undefined
          ? ""
          : `<${c.body.constructor.name}>`;
  const p = c.path.length > 200 ? `${c.path.slice(0, 200)}… (${c.path.length} chars)` : c.path;
  return `[${c.family}/${c.caller}] ${c.method} ${p} ${body}`;
}

async function main() {
  const arg = (name: string, fallback: number) => {
    const k = process.argv.indexOf(`--${name}`);
    return k > 0 ? Number(process.argv[k + 1]) : fallback;
  };
  const count = arg("count", 1500);
  const seed = arg("seed", 8);
  console.log(`fuzz: starting a throwaway server (in memory, loopback), seed ${seed}, ${count} requests`);
  const server = await startTestServer();
  let failed: boolean;
  try {
    const report = await runFuzz(server, { seed, count, log: (l) => console.log(l) });
    console.log(`\n${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s\n`);
    console.log(formatTable("service", report.byService));
    console.log();
    console.log(formatTable("caller", report.byCaller));
    console.log(`\nadmin's intended writes (2xx to POST/PUT/PATCH/DELETE): ${report.adminWrites}`);
    console.log(`5xx: ${report.serverErrors.length}`);
    for (const e of report.serverErrors)
      console.log(`  ${e.status} ${describeCase(e.case)}\n      -> ${e.excerpt.slice(0, 200)}`);
    console.log(`timeouts: ${report.transportErrors.length}`);
    for (const e of report.transportErrors) console.log(`  ${describeCase(e.case)}`);
    console.log(`unintended writes: ${report.unintendedWrites.length === 0 ? "none" : ""}`);
    for (const w of report.unintendedWrites) console.log(`  ${w}`);
    console.log(`object files vs rows: ${report.fileMismatches.length === 0 ? "match" : ""}`);
    for (const f of report.fileMismatches) console.log(`  ${f}`);
    failed =
      report.serverErrors.length > 0 ||
      report.transportErrors.length > 0 ||
      report.unintendedWrites.length > 0 ||
      report.fileMismatches.length > 0;
  } finally {
    await server.close();
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
