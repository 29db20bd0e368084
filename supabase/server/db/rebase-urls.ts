/**
 * Moving a database to another API URL (issue #25). The seed stores absolute
 * public file URLs (`<server url>/storage/v1/object/public/...`) in content
 * rows and, through the audit triggers, in the audit log; a test server
 * started from a snapshot listens on another port, so those URLs are
 * rewritten to its own. Triggers are off while rewriting, so no audit entry,
 * `updated_at` or version changes: the rows read as if seeded here.
 */
import type { Db } from "./database";
import { quoteIdent } from "./database";
import { execute, query, transaction } from "./statements";

/** The column types whose text can hold a URL (arrays and JSON included). */
const TEXT_TYPES = ["text", "varchar", "json", "jsonb", "text[]", "varchar[]", "jsonb[]"];

/**
 * Replaces `from` + "/" by `to` + "/" in every text, varchar, json and jsonb column (and their arrays) of
 * every table outside the system schemas, in one transaction with triggers off (session_replication_role
 * replica, so the session must be the superuser, as openDatabase's is). The trailing slash keeps
 * `http://127.0.0.1:4123` from matching inside `http://127.0.0.1:41234`.
 * @param from the old API URL without a trailing slash, e.g. `http://127.0.0.1:41234`.
 * @param to the new API URL without a trailing slash.
 * @returns the number of values rewritten (0 when `from` equals `to`).
 * @throws the Postgres error of a failing update (nothing is rewritten then).
 */
export async function rebaseUrls(db: Db, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  return transaction(db, async (tx) => {
    await execute(tx, "set local session_replication_role = replica");
    const columns = await query<{ schema: string; table: string; column: string; type: string }>(
      tx,
      `select ns.nspname as schema, cl.relname as table, a.attname as column,
              format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class cl on cl.oid = a.attrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
       where cl.relkind = 'r' and cl.relpersistence <> 't' and a.attnum > 0 and not a.attisdropped
         and a.attgenerated = ''
         and ns.nspname not in ('pg_catalog', 'information_schema') and ns.nspname not like 'pg\\_%'
         and a.atttypid = any (select t::regtype from unnest($1::text[]) as t)
       order by 1, 2, 3`,
      [TEXT_TYPES],
    );
    let rewritten = 0;
    for (const c of columns) {
      const col = quoteIdent(c.column);
      rewritten += await execute(
        tx,
        `update ${quoteIdent(c.schema)}.${quoteIdent(c.table)} set ${col} = replace(${col}::text, $1, $2)::${c.type}
         where strpos(${col}::text, $1) > 0`,
        [`${from}/`, `${to}/`],
      );
    }
    return rewritten;
  });
}
