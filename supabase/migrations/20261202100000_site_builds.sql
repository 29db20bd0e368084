-- Site builds (issue #27): the public site is static, so a change that alters
-- what visitors see must rebuild it. This file keeps the build's own record,
-- `public.site_builds`, one row per build request, and makes the requests:
--
--   * A trigger on the five managed content tables (white_papers,
--     case_studies, videos, documentation, news) requests a build when the
--     old or the new row is visible to visitors (published, not in the trash,
--     its go-live time passed): publish, an edit of a published item, move to
--     draft, trash, restore, purge. Edits of a draft that never was public
--     request nothing. A change of nothing but `views` / `updated_at` (a
--     visitor's view count) requests nothing. On catalog_files every change
--     requests a build.
--   * private.request_builds_for_due_schedules() requests a build for the
--     items whose go-live time (`publish_at`, 20261130100000) has passed
--     since the newest build read the data. Hosted: pg_cron runs it every
--     minute (scheduled below when the extension is there; docs/hosted-supabase.md
--     tells how to enable it). Local: the backend runs it on a timer
--     (supabase/server/webhooks/site-builds.ts). claim_site_build() runs it
--     too, so a build never starts without an item that has just gone live.
--   * An admin asks for one ("Retry", "Update the site now"):
--     public.request_site_build().
--
-- Requests coalesce: while a row is 'requested' (no build has taken it yet),
-- further requests merge their change into its `changes` (at most one entry
-- per table and id) instead of adding rows, so a burst of saves makes one
-- build. A new row is announced with pg_notify('site_build_requested', id)
-- (the local backend listens) and, hosted, by a Database Webhook on INSERT
-- that calls the site-build-hook Edge Function (docs/hosted-supabase.md). A
-- 'requested' row that no build took within 15 minutes is taken as lost (the
-- hook call or the build failed before claiming it): it becomes 'failed' and
-- the next request makes a new row, carrying its changes, so the webhook
-- fires again.
--
-- The builder (local: scripts/start.ts; hosted: the static host's build, e.g.
-- a GitHub Actions workflow) calls claim_site_build() when it starts (every
-- 'requested' row becomes 'building', `data_as_of` = now) and
-- finish_site_build() when it ends ('live' or 'failed' with the error). An
-- empty `changes` (a manual request) means: rebuild everything.
--
-- Who may do what:
--   anon           nothing (no grant on the table, no EXECUTE on the functions).
--   non-admin authenticated
--                  sees no row (RLS); request_site_build() refuses (42501).
--   admins         read every row (RLS: is_admin()); request_site_build().
--                  No direct INSERT, UPDATE or DELETE.
--   service_role   reads and writes (bypasses RLS); claim_site_build() and
--                  finish_site_build() are for it alone.
--   The trigger and helper functions live in `private` (no Data API access)
--   with EXECUTE revoked from PUBLIC; they run as their owner (postgres).
--
-- Grants are explicit (hosted gives a new table none): least privilege, no
-- TRUNCATE, REFERENCES or TRIGGER for any API role; the identity sequence is
-- used only by inserts, which need no right on it. `postgres` on hosted is not
-- a superuser: everything below is within what the tables' owner may do, and
-- pg_cron's cron.schedule() is granted to postgres on hosted.
--
-- Accepted database-linter warnings: none new (the SECURITY DEFINER functions
-- of `public` are not executable by anon and have a fixed search_path).

create table public.site_builds (
  id bigint generated always as identity primary key,
  status text not null default 'requested'
    constraint site_builds_status_check check (status in ('requested', 'building', 'live', 'failed')),
  changes jsonb not null default '[]'::jsonb
    constraint site_builds_changes_array check (jsonb_typeof(changes) = 'array'),
  reason text not null default ''
    constraint site_builds_reason_length check (char_length(reason) <= 200),
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  data_as_of timestamptz,
  error text
    constraint site_builds_error_length check (char_length(error) <= 2000),
  requested_by uuid references auth.users (id) on delete set null
);

comment on table public.site_builds is
  'One row per build of the static site (issue #27): requested, building, live or failed. Admins read it.';
comment on column public.site_builds.changes is
  'What changed while the request waited: [{table, id, slug, previous_slugs}], one entry per table and id; [] = rebuild everything';
comment on column public.site_builds.reason is 'Why: change (a content or catalog change), schedule (a go-live time passed), retry, manual';
comment on column public.site_builds.data_as_of is
  'When the build read the data (set when it starts): a change made before it is in this build';
comment on column public.site_builds.error is 'Why the build (or the call of the build hook) failed';
comment on column public.site_builds.requested_by is 'The admin who asked for it (retry, manual); null for automatic requests';

create index site_builds_pending_idx on public.site_builds (status) where status in ('requested', 'building');
create index site_builds_data_as_of_idx on public.site_builds (data_as_of desc) where data_as_of is not null;

-- ---------------------------------------------------------------------------
-- Data API grants and row-level security.
-- ---------------------------------------------------------------------------
revoke all on table public.site_builds from anon, authenticated, service_role;
revoke all on sequence public.site_builds_id_seq from anon, authenticated, service_role;
grant select on table public.site_builds to authenticated;
grant select, insert, update, delete on table public.site_builds to service_role;

alter table public.site_builds enable row level security;

create policy "Admins can read site builds" on public.site_builds for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- Requests.
-- ---------------------------------------------------------------------------

-- `changes` with `change` merged in: an entry of the same table and id is
-- replaced by `change` (moved to the end), keeping every slug the item had
-- in `previous_slugs` (the older entry's slug and previous slugs, never the
-- current slug). `change` null or not an object: `changes` unchanged.
create function private.merge_site_build_change(changes jsonb, change jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  earlier jsonb;
  kept jsonb;
begin
  if change is null or pg_catalog.jsonb_typeof(change) <> 'object' then
    return changes;
  end if;
  select e into earlier
    from pg_catalog.jsonb_array_elements(changes) as e
   where e ->> 'table' = change ->> 'table' and e ->> 'id' = change ->> 'id'
   limit 1;
  select coalesce(pg_catalog.jsonb_agg(e order by n), '[]'::jsonb) into kept
    from pg_catalog.jsonb_array_elements(changes) with ordinality as x(e, n)
   where not (e ->> 'table' = change ->> 'table' and e ->> 'id' = change ->> 'id');
  if earlier is not null then
    -- The item's own list first (oldest first, as the slug trigger keeps it), then what only the earlier
    -- entry knew; each slug once, never the current one.
    change := pg_catalog.jsonb_set(change, '{previous_slugs}', (
      select coalesce(pg_catalog.jsonb_agg(slugs.s order by slugs.first), '[]'::jsonb)
        from (
          select x.s, min(x.n) as first
            from pg_catalog.jsonb_array_elements_text(
                   coalesce(change -> 'previous_slugs', '[]'::jsonb)
                   || coalesce(earlier -> 'previous_slugs', '[]'::jsonb)
                   || pg_catalog.jsonb_build_array(earlier ->> 'slug')
                 ) with ordinality as x(s, n)
           where x.s is not null and x.s is distinct from change ->> 'slug'
           group by x.s
        ) slugs
    ));
  end if;
  return kept || pg_catalog.jsonb_build_array(change);
end;
$$;
revoke all on function private.merge_site_build_change(jsonb, jsonb) from public;

-- Requests a build: merges `p_change` into the row that waits ('requested')
-- and returns its id, else inserts one (announced with pg_notify on
-- 'site_build_requested', payload the id). A waiting row older than 15
-- minutes is taken as lost: it becomes 'failed' and a new row carries its
-- changes. `p_requested_by` (an admin's request) is kept on the row when it
-- has none. Serialised by a transaction-level advisory lock, so two
-- concurrent saves never make two waiting rows.
create function private.request_site_build(p_reason text, p_change jsonb default null, p_requested_by uuid default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting public.site_builds;
  carried jsonb := '[]'::jsonb;
  new_id bigint;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.site_builds requests'));
  select * into waiting from public.site_builds where status = 'requested' order by id desc limit 1 for update;
  if found and waiting.requested_at < now() - interval '15 minutes' then
    update public.site_builds
       set status = 'failed', finished_at = now(),
           error = 'No build took this request within 15 minutes (the build hook or the build failed before starting).'
     where status = 'requested';
    carried := waiting.changes;
    waiting := null;
  end if;
  if waiting.id is not null then
    update public.site_builds
       set changes = private.merge_site_build_change(changes, p_change),
           requested_by = coalesce(requested_by, p_requested_by)
     where id = waiting.id;
    return waiting.id;
  end if;
  insert into public.site_builds (reason, changes, requested_by)
  values (pg_catalog.left(coalesce(p_reason, ''), 200), private.merge_site_build_change(carried, p_change), p_requested_by)
  returning id into new_id;
  perform pg_catalog.pg_notify('site_build_requested', new_id::text);
  return new_id;
end;
$$;
revoke all on function private.request_site_build(text, jsonb, uuid) from public;

-- Whether a content row (as jsonb) is what visitors see: published, not in
-- the trash, its go-live time passed (the tables' public read policy). A
-- table without status / deleted_at / publish_at counts as visible there.
create function private.site_build_visible(r jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select r is not null
     and coalesce(r ->> 'status', 'published') = 'published'
     and r ->> 'deleted_at' is null
     and (r ->> 'publish_at' is null or (r ->> 'publish_at')::timestamptz <= now());
$$;
revoke all on function private.site_build_visible(jsonb) from public;

-- The change entry of a content row: {table, id, slug, previous_slugs}.
create function private.site_build_change(tbl text, r jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'table', tbl,
    'id', r ->> 'id',
    'slug', r ->> 'slug',
    'previous_slugs', coalesce(r -> 'previous_slugs', '[]'::jsonb)
  );
$$;
revoke all on function private.site_build_change(text, jsonb) from public;

-- After insert, update or delete of a content row: requests a build when
-- visitors could see the difference (catalog_files: every change). An update
-- of nothing but views / updated_at requests nothing.
create function private.request_site_build_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
begin
  if tg_op = 'UPDATE'
     and (old_row - array['views', 'updated_at']) = (new_row - array['views', 'updated_at']) then
    return null;
  end if;
  if tg_table_name <> 'catalog_files'
     and not (private.site_build_visible(old_row) or private.site_build_visible(new_row)) then
    return null;
  end if;
  perform private.request_site_build('change', private.site_build_change(tg_table_name, coalesce(new_row, old_row)));
  return null;
end;
$$;
revoke all on function private.request_site_build_on_change() from public;

create trigger white_papers_request_site_build after insert or update or delete on public.white_papers
  for each row execute function private.request_site_build_on_change();
create trigger case_studies_request_site_build after insert or update or delete on public.case_studies
  for each row execute function private.request_site_build_on_change();
create trigger videos_request_site_build after insert or update or delete on public.videos
  for each row execute function private.request_site_build_on_change();
create trigger documentation_request_site_build after insert or update or delete on public.documentation
  for each row execute function private.request_site_build_on_change();
create trigger news_request_site_build after insert or update or delete on public.news
  for each row execute function private.request_site_build_on_change();
create trigger catalog_files_request_site_build after insert or update or delete on public.catalog_files
  for each row execute function private.request_site_build_on_change();

-- Requests one build (reason 'schedule') for the items that went live since
-- the newest build read the data: published, not in the trash, `publish_at`
-- passed, after their last update (an update of a visible row requested its
-- own build) and after the newest `data_as_of`, and not yet in a waiting
-- request. Returns whether it requested (or extended) one. Run every minute:
-- pg_cron (hosted), a timer (local), and at every claim.
create function private.request_builds_for_due_schedules()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz := coalesce(
    (select max(b.data_as_of) from public.site_builds b where b.started_at is not null),
    '-infinity'::timestamptz
  );
  due record;
  requested boolean := false;
begin
  for due in
    select 'white_papers' as tbl, pg_catalog.to_jsonb(t) as r from public.white_papers t
     where t.status = 'published' and t.deleted_at is null and t.publish_at <= now()
       and t.publish_at > since and t.publish_at > t.updated_at
    union all
    select 'case_studies', pg_catalog.to_jsonb(t) from public.case_studies t
     where t.status = 'published' and t.deleted_at is null and t.publish_at <= now()
       and t.publish_at > since and t.publish_at > t.updated_at
    union all
    select 'videos', pg_catalog.to_jsonb(t) from public.videos t
     where t.status = 'published' and t.deleted_at is null and t.publish_at <= now()
       and t.publish_at > since and t.publish_at > t.updated_at
    union all
    select 'documentation', pg_catalog.to_jsonb(t) from public.documentation t
     where t.status = 'published' and t.deleted_at is null and t.publish_at <= now()
       and t.publish_at > since and t.publish_at > t.updated_at
    union all
    select 'news', pg_catalog.to_jsonb(t) from public.news t
     where t.status = 'published' and t.deleted_at is null and t.publish_at <= now()
       and t.publish_at > since and t.publish_at > t.updated_at
  loop
    if not exists (
      select 1 from public.site_builds b
       where b.status = 'requested'
         and b.changes @> pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('table', due.tbl, 'id', due.r ->> 'id'))
    ) then
      perform private.request_site_build('schedule', private.site_build_change(due.tbl, due.r));
      requested := true;
    end if;
  end loop;
  return requested;
end;
$$;
revoke all on function private.request_builds_for_due_schedules() from public;

-- ---------------------------------------------------------------------------
-- The Data API's functions.
-- ---------------------------------------------------------------------------

-- An admin asks for a build (the admin's "Retry" and "Update the site now"):
-- the id of the waiting request (new or joined). A retry carries the changes
-- of the builds that failed since the last live one, so they are rebuilt.
-- Others: 42501. `p_reason` at most 200 characters (22001 otherwise).
create function public.request_site_build(p_reason text default 'retry')
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  failed jsonb := '[]'::jsonb;
  entry jsonb;
  request_id bigint;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins may request a site build' using errcode = '42501';
  end if;
  if pg_catalog.char_length(coalesce(p_reason, '')) > 200 then
    raise exception 'The reason is longer than 200 characters' using errcode = '22001';
  end if;
  select coalesce(pg_catalog.jsonb_agg(e order by b.id, n), '[]'::jsonb) into failed
    from public.site_builds b
   cross join lateral pg_catalog.jsonb_array_elements(b.changes) with ordinality as x(e, n)
   where b.status = 'failed'
     and b.id > coalesce((select max(l.id) from public.site_builds l where l.status = 'live'), 0);
  request_id := private.request_site_build(coalesce(p_reason, 'retry'), null, auth.uid());
  for entry in select e from pg_catalog.jsonb_array_elements(failed) as e loop
    perform private.request_site_build(coalesce(p_reason, 'retry'), entry);
  end loop;
  return request_id;
end;
$$;
revoke execute on function public.request_site_build(text) from public;
grant execute on function public.request_site_build(text) to authenticated;

-- The builder starts (service_role only): first requests the items that
-- have just gone live, then every 'requested' row becomes 'building'
-- (started_at = data_as_of = now()); returns the claimed row with the
-- highest id, its `changes` the union of all claimed rows' (an empty one:
-- rebuild everything). Null when nothing was requested (over the Data API,
-- like PostgREST for a null composite, an object whose fields are all null).
create function public.claim_site_build()
returns public.site_builds
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids bigint[];
  everything boolean;
  merged jsonb := '[]'::jsonb;
  claimed public.site_builds;
  e jsonb;
begin
  perform private.request_builds_for_due_schedules();
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.site_builds requests'));
  with taken as (
    update public.site_builds
       set status = 'building', started_at = now(), data_as_of = now()
     where status = 'requested'
    returning site_builds.id, site_builds.changes
  )
  select pg_catalog.array_agg(taken.id order by taken.id), bool_or(pg_catalog.jsonb_array_length(taken.changes) = 0)
    into ids, everything
    from taken;
  if ids is null then
    return null;
  end if;
  if not everything then
    for e in
      select x.e from public.site_builds s
       cross join lateral pg_catalog.jsonb_array_elements(s.changes) with ordinality as x(e, n)
       where s.id = any (ids)
       order by s.id, x.n
    loop
      merged := private.merge_site_build_change(merged, e);
    end loop;
  end if;
  select * into claimed from public.site_builds where id = ids[pg_catalog.array_upper(ids, 1)];
  claimed.changes := merged;
  return claimed;
end;
$$;
revoke execute on function public.claim_site_build() from public;
grant execute on function public.claim_site_build() to service_role;

-- The builder ends (service_role only): every 'building' row with an id up
-- to `p_id` becomes 'live' (p_ok) or 'failed' with `p_error` (at most 2000
-- characters kept), finished_at = now(). A failure closes the 'requested'
-- rows up to `p_id` as well: the build hook could not be called for them, so
-- no build will take them (the site-build-hook Edge Function reports so).
-- Such a row never started (started_at stays null); its data_as_of becomes
-- now(), as it carried every change made until then, so the admin reads
-- those changes as failed.
create function public.finish_site_build(p_id bigint, p_ok boolean, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.site_builds
     set status = case when p_ok then 'live' else 'failed' end,
         finished_at = now(),
         data_as_of = case when status = 'requested' then now() else data_as_of end,
         error = case when p_ok then null
                      else pg_catalog.left(coalesce(nullif(pg_catalog.btrim(p_error), ''), 'The build failed.'), 2000) end
   where id <= p_id
     and (status = 'building' or (not p_ok and status = 'requested'));
end;
$$;
revoke execute on function public.finish_site_build(bigint, boolean, text) from public;
grant execute on function public.finish_site_build(bigint, boolean, text) to service_role;

-- ---------------------------------------------------------------------------
-- Hosted: pg_cron checks the go-live times every minute, when the extension
-- is enabled (Dashboard → Database → Extensions; then run this statement
-- again, docs/hosted-supabase.md). Without pg_cron (the local backend, a
-- project without it) nothing is scheduled here.
-- ---------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'request-site-builds-for-due-schedules',
      '* * * * *',
      'select private.request_builds_for_due_schedules()'
    );
  end if;
end;
$$;
