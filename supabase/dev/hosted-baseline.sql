-- What a hosted Supabase project created today has before any user migration
-- (issue #8), written for the compatibility suite (tests/compat) and used by
-- `npm run db:types` too (issue #23). Run once, as the bootstrap superuser
-- `supabase_admin`, on a fresh cluster from supabase/dev/postgres-cluster.ts,
-- before the Supabase CLI pushes the migrations as `postgres`. It follows
-- the facts of Supabase's Postgres image (init scripts, the "demote postgres"
-- migration and the later role grants), GoTrue's and Storage's own tables,
-- trimmed to what this project's migrations and the permission matrix touch:
--
--   * `postgres` is NOT a superuser: it logs in, creates roles and databases,
--     bypasses RLS, and owns the database (so the `public` schema, owned by
--     pg_database_owner, is its own).
--   * anon, authenticated, service_role are NOLOGIN INHERIT roles that
--     `authenticator` (LOGIN NOINHERIT, what PostgREST connects as) may SET
--     ROLE to; postgres is a member of all three and of the auth and storage
--     admin roles.
--   * auth and storage tables belong to supabase_auth_admin and
--     supabase_storage_admin; postgres has ALL on them.
--   * Since 2026-10-30 (changelog 45329) there are NO default privileges in
--     `public` for the API roles: a new table or function gets only what a
--     migration grants (PUBLIC still has EXECUTE on new functions, as in any
--     Postgres, unless a migration revokes it).

-- ---------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------
create role postgres login nosuperuser createdb createrole replication bypassrls;
alter database postgres owner to postgres;
alter role postgres set search_path to "$user", public, extensions;

create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;

grant supabase_auth_admin, supabase_storage_admin to postgres;
grant anon, authenticated, service_role to postgres;
grant pg_read_all_data, pg_signal_backend, pg_monitor to postgres;

grant all on database postgres to postgres;
grant usage on schema public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Extensions
-- ---------------------------------------------------------------------------
create schema extensions;
create extension pgcrypto with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;

-- ---------------------------------------------------------------------------
-- auth (GoTrue's schema; its tables are owned by supabase_auth_admin)
-- ---------------------------------------------------------------------------
create schema auth authorization supabase_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, postgres;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  not_after timestamptz
);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

-- GoTrue's TOTP factors (issue #29: list_team_members reports whether a member has a verified one).
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text
);

alter table auth.users owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter sequence auth.refresh_tokens_id_seq owner to supabase_auth_admin;

-- GoTrue enables RLS on its tables and grants the API roles nothing on them.
alter table auth.users enable row level security;
alter table auth.sessions enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.refresh_tokens enable row level security;

grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;

-- The request's JWT claims, as PostgREST sets them per transaction
-- (request.jwt.claims, JSON) or as older PostgREST did (request.jwt.claim.<name>).
create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
-- Executable by everyone: PUBLIC keeps its default EXECUTE; stated for clarity.
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to public;
grant all on all routines in schema auth to postgres;

-- ---------------------------------------------------------------------------
-- storage (Storage's schema; its tables are owned by supabase_storage_admin)
-- ---------------------------------------------------------------------------
create schema storage authorization supabase_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin, postgres;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);

create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- Storage refuses direct SQL deletes (they would orphan the files); its API
-- sets storage.allow_delete_query for its own DELETE statements.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501', hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Hosted grants the API roles everything on the storage tables; the RLS
-- policies a project's migrations create decide what each caller may do.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;
grant all on all routines in schema storage to postgres;

-- ---------------------------------------------------------------------------
-- public: no default privileges for the API roles (2026-10-30 change). The
-- statements below state that nothing is there (a fresh cluster has none),
-- so a later edit that adds some shows up here in review.
-- ---------------------------------------------------------------------------
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public revoke all on functions from anon, authenticated, service_role;
