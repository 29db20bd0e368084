/**
 * Schema cache of the exposed `public` schema (tables, columns, functions),
 * read from pg_catalog at start and after migrations, like PostgREST's. Every
 * identifier in a request is checked against it before it reaches SQL.
 */
import type { Db } from "./database";
import { query } from "./statements";

/** One column of an exposed table. */
export interface ColumnInfo {
  name: string;
  /** `format_type()` text, e.g. `uuid`, `timestamp with time zone`, `text[]`. */
  type: string;
  /** Base type name from pg_type (`int4`, `_text`, `jsonb`...). */
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  isGenerated: boolean;
}

/** An exposed table or view and its columns in attnum order. */
export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  /** Precomputed `"public"."name"` for SQL. */
  qualified: string;
}

/** An exposed function, callable through POST /rest/v1/rpc/<name>. */
export interface FunctionInfo {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returnType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns a composite row type (table or record): answered as objects. */
  returnsComposite: boolean;
  volatility: "i" | "s" | "v";
}

/** The cached catalog of the `public` schema. */
export interface SchemaCache {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

/** Reads the catalog of `schema` (default public). */
export async function loadSchemaCache(db: Db, schema = "public"): Promise<SchemaCache> {
  const cols = await query<{
    table_name: string;
    column_name: string;
    type: string;
    udt_name: string;
    nullable: boolean;
    has_default: boolean;
    is_identity: boolean;
    is_generated: boolean;
  }>(
    db,
    `select c.relname as table_name, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as type, t.typname as udt_name,
            not a.attnotnull as nullable, a.atthasdef as has_default,
            a.attidentity <> '' as is_identity, a.attgenerated <> '' as is_generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, TableInfo>();
  for (const r of cols) {
    let t = tables.get(r.table_name);
    if (!t) {
      t = {
        schema,
        name: r.table_name,
        columns: new Map(),
        qualified: `"${schema}"."${r.table_name.replaceAll('"', '""')}"`,
      };
      tables.set(r.table_name, t);
    }
    t.columns.set(r.column_name, {
      name: r.column_name,
      type: r.type,
      udtName: r.udt_name,
      nullable: r.nullable,
      hasDefault: r.has_default,
      isIdentity: r.is_identity,
      isGenerated: r.is_generated,
    });
  }

  const fns = await query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    nargdefaults: number;
    return_type: string;
    returns_set: boolean;
    typtype: string;
    volatility: "i" | "s" | "v";
  }>(
    db,
    `select p.proname as name, p.proargnames as arg_names,
            array(select format_type(x, null) from unnest(p.proargtypes::oid[]) x) as arg_types,
            p.pronargdefaults as nargdefaults, format_type(p.prorettype, null) as return_type,
            p.proretset as returns_set, rt.typtype::text as typtype, p.provolatile::text as volatility
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const r of fns) {
    const types = r.arg_types ?? [];
    const names = r.arg_names ?? [];
    const args = types.map((type, i) => ({
      name: names[i] ?? "",
      type,
      hasDefault: i >= types.length - r.nargdefaults,
    }));
    const info: FunctionInfo = {
      name: r.name,
      args,
      returnType: r.return_type,
      returnsSet: r.returns_set,
      returnsVoid: r.return_type === "void",
      returnsComposite: r.typtype === "c" || r.return_type === "record",
      volatility: r.volatility,
    };
    const list = functions.get(r.name) ?? [];
    list.push(info);
    functions.set(r.name, list);
  }
  return { tables, functions };
}

/** The closest table name for a "Perhaps you meant" hint, or null. */
export function closestTable(cache: SchemaCache, name: string): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const t of cache.tables.keys()) {
    const d = editDistance(t, name);
    if (d < bestScore) {
      bestScore = d;
      best = t;
    }
  }
  return best !== null && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}
