/**
 * Advisor-style lints of issue #8, as plain SQL over the catalogs (in the
 * spirit of Supabase's database linter, splinter), compared with the
 * allow-list in permission-matrix.ts. Each lint returns its findings as
 * readable strings; an empty list means the lint passes.
 */
import type pg from "pg";
import {
  ANON_SECURITY_DEFINER_ALLOWED,
  API_ROLES,
  FORBIDDEN_API_PRIVILEGES,
  FUNCTION_GRANTS,
  SEQUENCE_GRANTS,
  TABLE_GRANTS,
  TABLE_PRIVILEGES,
  type ApiRole,
} from "./permission-matrix";

/** Anything with a `query` method of node-postgres (a Client or a PoolClient). */
type Queryable = Pick<pg.Client, "query">;

/** Findings per lint (each a list of human-readable lines). */
export interface LintReport {
  /** (a) tables of `public` without row level security. */
  rlsDisabled: string[];
  /** (b) SECURITY DEFINER functions of `public` whose search_path is not fixed (proconfig). */
  definerSearchPath: string[];
  /** (c) API-role privileges on `public` tables, functions and sequences that differ from the allow-list. */
  apiGrants: string[];
  /** (c) TRUNCATE, REFERENCES or TRIGGER held by an API role on any `public` relation. */
  forbiddenPrivileges: string[];
  /** (d) SELECT policies on storage.objects that let anon or every signed-in user list a public bucket. */
  publicBucketListing: string[];
  /** (e) SECURITY DEFINER functions of `public` that anon may execute, outside the allow-list. */
  anonDefiner: string[];
  /** (f) default privileges in `public` that would grant API roles anything on new objects. */
  defaultPrivileges: string[];
}

const ROLES_SQL = `(values ('anon'), ('authenticated'), ('service_role')) as r(rolname)`;

/** (a) relkind r/p in public with relrowsecurity off. */
async function rlsDisabled(db: Queryable): Promise<string[]> {
  const res = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1`,
  );
  return res.rows.map((r) => `${r.name}: row level security is not enabled`);
}

/** (b) prosecdef functions in public, not owned by an extension, without search_path in proconfig. */
async function definerSearchPath(db: Queryable): Promise<string[]> {
  const res = await db.query<{ name: string }>(
    `select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as name
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       left join pg_catalog.pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname = 'public' and p.prosecdef and d.objid is null
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as cfg where cfg like 'search_path=%')
      order by 1`,
  );
  return res.rows.map((r) => `${r.name}: SECURITY DEFINER without a fixed search_path`);
}

interface RelationPrivileges {
  relname: string;
  relkind: string;
  /** role → privileges it holds (table or any column, directly or through PUBLIC). */
  privs: Record<ApiRole, string[]>;
}

/** Effective API-role privileges on every relation of public (tables, views, sequences...). */
async function relationPrivileges(db: Queryable): Promise<RelationPrivileges[]> {
  const res = await db.query<{ relname: string; relkind: string; rolname: ApiRole; privs: string[] }>(
    `select c.relname, c.relkind::text as relkind, r.rolname,
            array(
              select p from unnest($1::text[]) as p
               where case
                 when c.relkind = 'S' then
                   case when p in ('USAGE', 'SELECT', 'UPDATE')
                        then pg_catalog.has_sequence_privilege(r.rolname, c.oid, p) else false end
                 when p = 'USAGE' then false
                 when p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') then
                   pg_catalog.has_any_column_privilege(r.rolname, c.oid, p)
                 else pg_catalog.has_table_privilege(r.rolname, c.oid, p)
               end
               order by p
            ) as privs
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       cross join ${ROLES_SQL}
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      order by c.relname, r.rolname`,
    [[...TABLE_PRIVILEGES, "USAGE"]],
  );
  const byName = new Map<string, RelationPrivileges>();
  for (const row of res.rows) {
    const rel = byName.get(row.relname) ?? {
      relname: row.relname,
      relkind: row.relkind,
      privs: { anon: [], authenticated: [], service_role: [] },
    };
    rel.privs[row.rolname] = row.privs;
    byName.set(row.relname, rel);
  }
  return [...byName.values()];
}

/** Which API roles may execute each function of public (not extension members), and whether it is a definer. */
async function functionPrivileges(db: Queryable): Promise<{ signature: string; definer: boolean; roles: ApiRole[] }[]> {
  const res = await db.query<{ signature: string; definer: boolean; roles: ApiRole[] }>(
    `select format('%s(%s)', p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as signature,
            p.prosecdef as definer,
            array(
              select r.rolname from ${ROLES_SQL}
               where pg_catalog.has_function_privilege(r.rolname, p.oid, 'EXECUTE')
               order by r.rolname
            ) as roles
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       left join pg_catalog.pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname = 'public' and d.objid is null
      order by 1`,
  );
  return res.rows;
}

const sorted = (xs: readonly string[]) => [...xs].sort();
const same = (a: readonly string[], b: readonly string[]) => sorted(a).join(",") === sorted(b).join(",");

/** (c) every relation and function of public against TABLE_GRANTS / FUNCTION_GRANTS / SEQUENCE_GRANTS. */
async function apiGrants(db: Queryable): Promise<string[]> {
  const findings: string[] = [];
  const relations = await relationPrivileges(db);
  const seen = new Set<string>();
  for (const rel of relations) {
    seen.add(rel.relname);
    if (rel.relkind === "S") {
      const allowed = SEQUENCE_GRANTS[rel.relname];
      for (const role of API_ROLES) {
        const extra = rel.privs[role].filter((p) => !(allowed?.[role] ?? []).includes(p));
        if (extra.length)
          findings.push(`public.${rel.relname} (sequence): ${role} has ${extra.join(", ")} (not allowed)`);
      }
      continue;
    }
    const allowed = (TABLE_GRANTS as Record<string, Record<ApiRole, string[]>>)[rel.relname];
    if (!allowed) {
      const held = API_ROLES.filter((r) => rel.privs[r].length).map((r) => `${r}: ${rel.privs[r].join(", ")}`);
      findings.push(
        `public.${rel.relname}: not in the allow-list (TABLE_GRANTS)` +
          (held.length ? `; grants ${held.join("; ")}` : ""),
      );
      continue;
    }
    for (const role of API_ROLES) {
      const extra = rel.privs[role].filter((p) => !allowed[role].includes(p));
      const missing = allowed[role].filter((p) => !rel.privs[role].includes(p));
      if (extra.length) findings.push(`public.${rel.relname}: ${role} has ${extra.join(", ")} beyond the allow-list`);
      if (missing.length) findings.push(`public.${rel.relname}: ${role} lacks ${missing.join(", ")} (allow-list)`);
    }
  }
  for (const table of Object.keys(TABLE_GRANTS)) {
    if (!seen.has(table)) findings.push(`public.${table}: in the allow-list but missing from the database`);
  }
  const functions = await functionPrivileges(db);
  const seenFns = new Set<string>();
  for (const fn of functions) {
    seenFns.add(fn.signature);
    const allowed = FUNCTION_GRANTS[fn.signature];
    if (!allowed) {
      findings.push(
        `public.${fn.signature}: not in the allow-list (FUNCTION_GRANTS); executable by ${fn.roles.join(", ") || "no API role"}`,
      );
    } else if (!same(allowed, fn.roles)) {
      findings.push(
        `public.${fn.signature}: executable by [${sorted(fn.roles).join(", ")}], allow-list says [${sorted(allowed).join(", ")}]`,
      );
    }
  }
  for (const fn of Object.keys(FUNCTION_GRANTS)) {
    if (!seenFns.has(fn)) findings.push(`public.${fn}: in the allow-list but missing from the database`);
  }
  return findings;
}

/** (c) TRUNCATE / REFERENCES / TRIGGER for API roles, whatever the allow-list says. */
async function forbiddenPrivileges(db: Queryable): Promise<string[]> {
  const findings: string[] = [];
  for (const rel of await relationPrivileges(db)) {
    for (const role of API_ROLES) {
      const bad = rel.privs[role].filter((p) => (FORBIDDEN_API_PRIVILEGES as string[]).includes(p));
      if (bad.length) findings.push(`public.${rel.relname}: ${role} has ${bad.join(", ")}`);
    }
  }
  return findings;
}

/**
 * (d) A permissive SELECT/ALL policy on storage.objects for PUBLIC, anon or
 * authenticated whose condition is empty, always true, or nothing but
 * `bucket_id = '<a public bucket>'` lets every such caller list that bucket.
 */
async function publicBucketListing(db: Queryable): Promise<string[]> {
  const res = await db.query<{ bucket: string; policy: string; roles: string[] }>(
    `with broad as (
       select p.policyname, p.roles::text[] as roles,
              regexp_replace(regexp_replace(lower(coalesce(p.qual, 'true')), '::[a-z_."]+', '', 'g'), '[\\s()]', '', 'g') as cond
         from pg_catalog.pg_policies p
        where p.schemaname = 'storage' and p.tablename = 'objects'
          and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
          and p.roles && array['public', 'anon', 'authenticated']::name[]
     )
     select b.id as bucket, x.policyname as policy, x.roles
       from storage.buckets b
       join broad x on x.cond in ('true', '1=1', format('bucket_id=%L', b.id), format('%L=bucket_id', b.id))
      where b.public
      order by 1, 2`,
  );
  return res.rows.map(
    (r) => `public bucket ${r.bucket}: policy "${r.policy}" (to ${r.roles.join(", ")}) lets clients list every file`,
  );
}

/** (e) SECURITY DEFINER functions of public executable by anon, outside ANON_SECURITY_DEFINER_ALLOWED. */
async function anonDefiner(db: Queryable): Promise<string[]> {
  return (await functionPrivileges(db))
    .filter((f) => f.definer && f.roles.includes("anon") && !ANON_SECURITY_DEFINER_ALLOWED.includes(f.signature))
    .map((f) => `public.${f.signature}: SECURITY DEFINER and executable by anon`);
}

/** (f) pg_default_acl entries for schema public (or all schemas) that grant an API role anything. */
async function defaultPrivileges(db: Queryable): Promise<string[]> {
  const res = await db.query<{ owner: string; schema: string; objtype: string; grantee: string; privilege: string }>(
    `select pg_catalog.pg_get_userbyid(d.defaclrole) as owner,
            coalesce(n.nspname, '(all schemas)') as schema,
            d.defaclobjtype::text as objtype,
            case when a.grantee = 0 then 'PUBLIC' else pg_catalog.pg_get_userbyid(a.grantee) end as grantee,
            a.privilege_type as privilege
       from pg_catalog.pg_default_acl d
       left join pg_catalog.pg_namespace n on n.oid = d.defaclnamespace
       cross join lateral aclexplode(d.defaclacl) a
      where (n.nspname = 'public' or d.defaclnamespace = 0)
        and a.grantee in (select oid from pg_catalog.pg_roles where rolname in ('anon', 'authenticated', 'service_role'))
      order by 1, 2, 3, 4, 5`,
  );
  return res.rows.map(
    (r) => `default privileges of ${r.owner} in ${r.schema} grant ${r.privilege} on new ${r.objtype} to ${r.grantee}`,
  );
}

/** Runs every lint with `db` (any role can read the catalogs; run it as postgres). */
export async function runLints(db: Queryable): Promise<LintReport> {
  return {
    rlsDisabled: await rlsDisabled(db),
    definerSearchPath: await definerSearchPath(db),
    apiGrants: await apiGrants(db),
    forbiddenPrivileges: await forbiddenPrivileges(db),
    publicBucketListing: await publicBucketListing(db),
    anonDefiner: await anonDefiner(db),
    defaultPrivileges: await defaultPrivileges(db),
  };
}
