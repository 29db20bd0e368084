/**
 * The server's one statement runner (issue #25): every statement the
 * services send to PGlite goes through here, so how a statement is run (as
 * which role, in which transaction, values bound) has one home.
 *
 * Two ways to run, as on hosted Supabase:
 * - As the server: `query`, `queryOne`, `execute` and `transaction` run as the
 *   session's role, the bootstrap superuser (hosted's GoTrue and Storage use
 *   their own admin roles for their tables). For auth.* rows, buckets, the
 *   schema cache and start-up chores.
 * - As the request: `withRequestTx` and `queryAsRole` run as the JWT's role
 *   with `request.jwt.claims` (and `request.headers`) set, so grants and RLS
 *   decide exactly as under PostgREST (wire reference §1).
 *
 * Values are always bound (`$1`…), never inlined. Errors are Postgres's own
 * (see isPgError in database.ts); each service maps them to its shape.
 * Whole SQL scripts are not statements: the bootstrap and the migrations
 * (database.ts) and the local webhook trigger (webhooks/index.ts) run theirs
 * with PGlite's exec.
 */
import type { Db, Tx } from "./database";
import { quoteIdent, quoteLiteral } from "./database";

/** Where a statement runs: the database (each statement its own transaction) or an open transaction. */
export type SqlTarget = Db | Tx;

/**
 * Runs one statement as the server.
 * @returns its rows (`[]` for a statement without RETURNING).
 * @throws the Postgres error of the statement.
 */
export async function query<T>(on: SqlTarget, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await on.query<T>(sql, params)).rows;
}

/**
 * Runs one statement as the server.
 * @returns its first row, or undefined when it has none.
 * @throws the Postgres error of the statement.
 */
export async function queryOne<T>(on: SqlTarget, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await on.query<T>(sql, params)).rows[0];
}

/**
 * Runs one insert, update or delete as the server.
 * @returns how many rows it changed.
 * @throws the Postgres error of the statement.
 */
export async function execute(on: SqlTarget, sql: string, params: unknown[] = []): Promise<number> {
  return (await on.query(sql, params)).affectedRows ?? 0;
}

/**
 * Runs `fn` in one transaction as the server: committed when `fn` returns,
 * rolled back (and its error rethrown) when it throws.
 */
export function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** The database role and JWT claims a request runs as (wire reference §1). */
export interface RequestIdentity {
  role: string;
  /** The verified JWT claims, or `{role}` for anon without a token. */
  claims: Record<string, unknown>;
  /** JSON text of `claims`, computed once per token. */
  claimsJson: string;
  /**
   * JSON text of the request's headers for `request.headers` (PostgREST sets
   * it on every request; policies and triggers read it). Omitted: not set.
   */
  headersJson?: string;
}

const prologueCache = new Map<string, string>();

function prologueFor(who: RequestIdentity): string {
  const base = rolePrologue(who);
  // Headers differ per request, so they are appended, never cached.
  return who.headersJson === undefined
    ? base
    : `${base}, set_config('request.headers', ${quoteLiteral(who.headersJson)}, true)`;
}

function rolePrologue(who: RequestIdentity): string {
  const key = `${who.role}\n${who.claimsJson}`;
  let prologue = prologueCache.get(key);
  if (prologue === undefined) {
    // Role and settings are transaction-local, so they end with the transaction.
    prologue =
      `set local role ${quoteIdent(who.role)}; ` +
      `select set_config('request.jwt.claims', ${quoteLiteral(who.claimsJson)}, true), ` +
      `set_config('search_path', 'public, extensions', true)`;
    if (prologueCache.size > 2000) prologueCache.clear();
    prologueCache.set(key, prologue);
  }
  return prologue;
}

/**
 * Runs one statement as the request's role and returns its rows. Without
 * bind parameters the prologue and the (prepared) statement go to Postgres as
 * one simple-protocol message, which runs as a single implicit transaction
 * (rolled back as a whole on error): one round trip instead of four. With
 * parameters it uses withRequestTx, so values are always bound, never inlined.
 * @throws the Postgres error of the statement.
 */
export async function queryAsRole<T>(db: Db, who: RequestIdentity, sql: string, params: unknown[]): Promise<T[]> {
  if (params.length > 0) return withRequestTx(db, who, (tx) => query<T>(tx, sql, params));
  const name = await preparedName(db, sql);
  try {
    const results = await db.exec(`${prologueFor(who)}; execute ${name}`);
    return (results[results.length - 1]?.rows ?? []) as T[];
  } catch (e) {
    // 0A000 "cached plan must not change result type": a table changed shape; prepare again.
    if ((e as { code?: string }).code !== "0A000") throw e;
    forgetPrepared(db, sql);
    const results = await db.exec(`${prologueFor(who)}; ${sql}`);
    return (results[results.length - 1]?.rows ?? []) as T[];
  }
}

// Statement text reuse: parameterless statements are prepared once (as the owner,
// outside any request role) and executed by name. Permissions and RLS are still
// checked at execution as the request's role: Postgres replans a cached plan
// that depends on row security when the executing user differs.
const preparedByDb = new WeakMap<Db, { names: Map<string, Promise<string>>; next: number }>();
const MAX_PREPARED = 500;

async function preparedName(db: Db, sql: string): Promise<string> {
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = { names: new Map(), next: 0 };
    preparedByDb.set(db, cache);
  }
  let name = cache.names.get(sql);
  if (!name) {
    if (cache.names.size >= MAX_PREPARED) {
      cache.names.clear();
      await db.exec("deallocate all");
    }
    const id = `pgrst_${cache.next++}`;
    name = db.exec(`prepare ${id} as ${sql}`).then(() => id);
    cache.names.set(sql, name);
    name.catch(() => cache.names.delete(sql));
  }
  return name;
}

function forgetPrepared(db: Db, sql: string): void {
  const cache = preparedByDb.get(db);
  const name = cache?.names.get(sql);
  if (!cache || !name) return;
  cache.names.delete(sql);
  void name.then((id) => db.exec(`deallocate ${id}`)).catch(() => undefined);
}

/**
 * Runs `fn` in one transaction as the request's role, with the claims in
 * `request.jwt.claims` and search_path `public, extensions`, as PostgREST does.
 * Statements inside run with query/queryOne/execute on the `tx` it is given.
 * Rolls back when `fn` throws.
 */
export async function withRequestTx<T>(db: Db, who: RequestIdentity, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const sql = prologueFor(who);
  return db.transaction(async (tx) => {
    await tx.exec(sql);
    return fn(tx);
  });
}
