/**
 * The TypeScript shape `supabase gen types typescript` would produce for the
 * `public` schema (wire reference §5), as plain data: per table the Row,
 * Insert and Update member types, per function its Args and Returns. Used by
 * tests/shared/database-types.test.ts to catch drift between the migrations
 * and shared/types/database.ts.
 */
import type { Db } from "./database";

/** One member of a generated object type: `name?: type`. */
export interface TypeMember {
  type: string;
  optional: boolean;
}

/** Generated types of one table. */
export interface TableTypes {
  Row: Record<string, TypeMember>;
  Insert: Record<string, TypeMember>;
  Update: Record<string, TypeMember>;
}

/** Generated types of one function (`Args` is "never" when it takes none). */
export interface FunctionTypes {
  Args: Record<string, TypeMember> | "never";
  Returns: string;
}

/** Everything generated for a schema. */
export interface SchemaTypes {
  Tables: Record<string, TableTypes>;
  Functions: Record<string, FunctionTypes>;
}

/** Maps a pg_type name (`int4`, `_text`, `timestamptz`...) to the generator's TS type. */
export function tsTypeOf(udtName: string): string {
  if (udtName.startsWith("_")) return `${tsTypeOf(udtName.slice(1))}[]`;
  switch (udtName) {
    case "bool":
      return "boolean";
    case "int2":
    case "int4":
    case "int8":
    case "float4":
    case "float8":
    case "numeric":
      return "number";
    case "json":
    case "jsonb":
      return "Json";
    case "void":
      return "undefined";
    default:
      return "string";
  }
}

/** Introspects `schema` (default public) into generated-type data. */
export async function introspectSchemaTypes(db: Db, schema = "public"): Promise<SchemaTypes> {
  const cols = await db.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    nullable: boolean;
    has_default: boolean;
    identity: string;
    generated: string;
  }>(
    `select c.relname as table_name, a.attname as column_name, t.typname as udt_name, not a.attnotnull as nullable,
            a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`,
    [schema],
  );
  const Tables: Record<string, TableTypes> = {};
  for (const c of cols.rows) {
    const t = (Tables[c.table_name] ??= { Row: {}, Insert: {}, Update: {} });
    const base = tsTypeOf(c.udt_name);
    const type = c.nullable ? `${base} | null` : base;
    t.Row[c.column_name] = { type, optional: false };
    if (c.generated === "s" || c.identity === "a") {
      t.Insert[c.column_name] = { type: "never", optional: true };
      t.Update[c.column_name] = { type: "never", optional: true };
    } else {
      t.Insert[c.column_name] = { type, optional: c.nullable || c.has_default || c.identity !== "" };
      t.Update[c.column_name] = { type, optional: true };
    }
  }

  const fns = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    ret: string;
    nargdefaults: number;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select t.typname::text from unnest(p.proargtypes::oid[]) with ordinality x(oid, i) join pg_type t on t.oid = x.oid order by x.i) as arg_types,
            rt.typname::text as ret, p.pronargdefaults as nargdefaults
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
      order by p.proname`,
    [schema],
  );
  const Functions: Record<string, FunctionTypes> = {};
  for (const f of fns.rows) {
    const Args: Record<string, TypeMember> = {};
    f.arg_types.forEach((t, i) => {
      Args[f.arg_names?.[i] ?? `arg${i}`] = { type: tsTypeOf(t), optional: i >= f.arg_types.length - f.nargdefaults };
    });
    Functions[f.name] = { Args: f.arg_types.length ? Args : "never", Returns: tsTypeOf(f.ret) };
  }
  return { Tables, Functions };
}
