-- Editorial safety (issue #12), the database part: drafts, trash, a history
-- of who changed what, and the `updated_at` that lets a client refuse a
-- stale save. Applies to the four content types (white_papers,
-- case_studies, videos, documentation); catalog_files keeps the spec's
-- direct delete. docs/editorial-safety.md describes the model.
--
-- Who may do what:
--   anon, non-admin authenticated
--                  read only published rows that are not in the trash
--                  (RLS; a draft or trashed row fetched by id returns nothing).
--   admins         read every row (drafts, trash); write as before.
--   content_audit_log
--                  filled only by the triggers below (security definer,
--                  owned by postgres). Admins read it (RLS); no API role
--                  may insert, update or delete a row. service_role reads.
--
-- Accepted database-linter warnings: none new (the trigger and purge
-- functions live in `private`, which the Data API does not expose).

-- ---------------------------------------------------------------------------
-- Columns. Existing rows become published and not trashed; a create that
-- sends no status stays published (the spec's behaviour) until the admin
-- dialog sends one.
-- ---------------------------------------------------------------------------
alter table public.white_papers
  add column status text not null default 'published'
    constraint white_papers_status_check check (status in ('draft', 'published')),
  add column deleted_at timestamptz,
  add column updated_at timestamptz not null default now();

alter table public.case_studies
  add column status text not null default 'published'
    constraint case_studies_status_check check (status in ('draft', 'published')),
  add column deleted_at timestamptz,
  add column updated_at timestamptz not null default now();

alter table public.videos
  add column status text not null default 'published'
    constraint videos_status_check check (status in ('draft', 'published')),
  add column deleted_at timestamptz,
  add column updated_at timestamptz not null default now();

alter table public.documentation
  add column status text not null default 'published'
    constraint documentation_status_check check (status in ('draft', 'published')),
  add column deleted_at timestamptz,
  add column updated_at timestamptz not null default now();

comment on column public.white_papers.status is 'draft or published (issue #12); visitors see published rows only';
comment on column public.white_papers.deleted_at is 'When the row was moved to the trash (null: not in the trash); purged 30 days later';
comment on column public.white_papers.updated_at is 'Last change to the content (a trigger keeps it; a view count does not change it)';

-- The purge and the trash views look rows up by deleted_at.
create index white_papers_deleted_at_idx on public.white_papers (deleted_at) where deleted_at is not null;
create index case_studies_deleted_at_idx on public.case_studies (deleted_at) where deleted_at is not null;
create index videos_deleted_at_idx on public.videos (deleted_at) where deleted_at is not null;
create index documentation_deleted_at_idx on public.documentation (deleted_at) where deleted_at is not null;

-- Grants. The content tables' Data API grants are table-level
-- (20261123100000_explicit_api_grants.sql), so they cover the new columns.
-- Stated again so this file says what each role may do with them: visitors
-- read (RLS shows them published rows only), signed-in users and
-- service_role read and write (RLS lets only admins write).
grant select on table public.white_papers, public.case_studies, public.videos, public.documentation to anon;
grant select, insert, update, delete on table
  public.white_papers, public.case_studies, public.videos, public.documentation
to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- updated_at: set on every change of the content. A change of nothing but
-- `views` (a visitor's view, public.increment_video_views) keeps it, so a
-- view never makes an admin's open edit look stale. A value sent by the
-- client is ignored.
-- ---------------------------------------------------------------------------
create function private.touch_content_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['views', 'updated_at']) is distinct from (to_jsonb(old) - array['views', 'updated_at']) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.touch_content_updated_at() from public;

create trigger white_papers_touch_updated_at before update on public.white_papers
  for each row execute function private.touch_content_updated_at();
create trigger case_studies_touch_updated_at before update on public.case_studies
  for each row execute function private.touch_content_updated_at();
create trigger videos_touch_updated_at before update on public.videos
  for each row execute function private.touch_content_updated_at();
create trigger documentation_touch_updated_at before update on public.documentation
  for each row execute function private.touch_content_updated_at();

-- ---------------------------------------------------------------------------
-- Row-level security: the public sees published rows outside the trash;
-- admins see everything. (Two permissive policies: a row is visible when
-- either says so.)
-- ---------------------------------------------------------------------------
drop policy "Anyone can read white papers" on public.white_papers;
drop policy "Anyone can read case studies" on public.case_studies;
drop policy "Anyone can read videos" on public.videos;
drop policy "Anyone can read documentation" on public.documentation;

create policy "Anyone can read published white papers" on public.white_papers for select to anon, authenticated
  using (status = 'published' and deleted_at is null);
create policy "Admins can read every white paper" on public.white_papers for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone can read published case studies" on public.case_studies for select to anon, authenticated
  using (status = 'published' and deleted_at is null);
create policy "Admins can read every case study" on public.case_studies for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone can read published videos" on public.videos for select to anon, authenticated
  using (status = 'published' and deleted_at is null);
create policy "Admins can read every video" on public.videos for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone can read published documentation" on public.documentation for select to anon, authenticated
  using (status = 'published' and deleted_at is null);
create policy "Admins can read all documentation" on public.documentation for select to authenticated
  using ((select public.is_admin()));

-- A visitor's view count only for a video the visitor can see: the function
-- is security definer, so it checks visibility itself (else a draft's id
-- would answer with a count, telling that the draft exists).
create or replace function public.increment_video_views(video_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.videos v set views = v.views + 1
  where v.id = video_id
    and ((v.status = 'published' and v.deleted_at is null) or (select public.is_admin()))
  returning v.views;
$$;

-- ---------------------------------------------------------------------------
-- Audit log
-- ---------------------------------------------------------------------------
create table public.content_audit_log (
  id uuid primary key default gen_random_uuid(),
  -- clock_timestamp(): several changes in one transaction keep their order.
  occurred_at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_email text,
  table_name text not null
    constraint content_audit_log_table_name_check
    check (table_name in ('white_papers', 'case_studies', 'videos', 'documentation')),
  item_id uuid not null,
  item_title text,
  action text not null
    constraint content_audit_log_action_check
    check (action in ('create', 'update', 'publish', 'unpublish', 'delete', 'restore', 'purge')),
  changes jsonb not null default '{}'::jsonb
    constraint content_audit_log_changes_object check (jsonb_typeof(changes) = 'object')
);

comment on table public.content_audit_log is
  'Who changed which content item, when and how (issue #12). Written only by triggers; admins read it.';
comment on column public.content_audit_log.actor_id is 'auth.uid() of the request (null: SQL, the seed, the purge job, service_role)';
comment on column public.content_audit_log.actor_email is 'The e-mail of the JWT (or of auth.users) at the time';
comment on column public.content_audit_log.item_title is 'The item''s English title at the time';
comment on column public.content_audit_log.action is
  'create, update, publish (draft to published), unpublish, delete (to the trash), restore (out of the trash), purge (deleted forever)';
comment on column public.content_audit_log.changes is
  '{field: {old, new}} for the fields that changed (create: old null; purge: new null; updated_at and views left out)';

create index content_audit_log_item_idx on public.content_audit_log (table_name, item_id, occurred_at desc);
create index content_audit_log_occurred_at_idx on public.content_audit_log (occurred_at desc);

alter table public.content_audit_log enable row level security;

revoke all on table public.content_audit_log from anon, authenticated, service_role;
grant select on table public.content_audit_log to authenticated, service_role;

create policy "Admins can read the content audit log" on public.content_audit_log for select to authenticated
  using ((select public.is_admin()));

-- One log row per change of a content row. Runs as its owner (postgres),
-- since no API role may insert into the log. The action:
--   INSERT                                   create
--   deleted_at null → set                    delete (to the trash)
--   deleted_at set → null                    restore
--   status draft → published                 publish
--   status published → draft                 unpublish
--   any other change                         update
--   DELETE                                   purge (deleted forever)
-- A change of nothing but views / updated_at is not logged.
create function private.record_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  actor uuid := auth.uid();
  actor_mail text := nullif(claims ->> 'email', '');
  ignored text[] := array['id', 'created_at', 'updated_at', 'views'];
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) else '{}'::jsonb end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) else '{}'::jsonb end;
  diff jsonb;
  act text;
begin
  if actor_mail is null and actor is not null then
    select u.email into actor_mail from auth.users u where u.id = actor;
  end if;

  select coalesce(jsonb_object_agg(k.key, jsonb_build_object('old', old_row -> k.key, 'new', new_row -> k.key)), '{}'::jsonb)
    into diff
    from (select jsonb_object_keys(old_row || new_row) as key) k
   where k.key <> all (ignored)
     and (old_row -> k.key) is distinct from (new_row -> k.key)
     and not (tg_op = 'INSERT' and new_row -> k.key = 'null'::jsonb)
     and not (tg_op = 'DELETE' and old_row -> k.key = 'null'::jsonb);

  if tg_op = 'INSERT' then
    act := 'create';
  elsif tg_op = 'DELETE' then
    act := 'purge';
  elsif diff = '{}'::jsonb then
    return null;
  elsif old.deleted_at is null and new.deleted_at is not null then
    act := 'delete';
  elsif old.deleted_at is not null and new.deleted_at is null then
    act := 'restore';
  elsif old.status = 'draft' and new.status = 'published' then
    act := 'publish';
  elsif old.status = 'published' and new.status = 'draft' then
    act := 'unpublish';
  else
    act := 'update';
  end if;

  insert into public.content_audit_log (actor_id, actor_email, table_name, item_id, item_title, action, changes)
  values (
    actor,
    actor_mail,
    tg_table_name,
    coalesce(new_row ->> 'id', old_row ->> 'id')::uuid,
    coalesce(new_row ->> 'title', old_row ->> 'title'),
    act,
    diff
  );
  return null;
end;
$$;
revoke all on function private.record_content_change() from public;

create trigger white_papers_audit after insert or update or delete on public.white_papers
  for each row execute function private.record_content_change();
create trigger case_studies_audit after insert or update or delete on public.case_studies
  for each row execute function private.record_content_change();
create trigger videos_audit after insert or update or delete on public.videos
  for each row execute function private.record_content_change();
create trigger documentation_audit after insert or update or delete on public.documentation
  for each row execute function private.record_content_change();

-- ---------------------------------------------------------------------------
-- Trash purge: rows in the trash longer than `keep` (30 days, the one
-- place this number is stated for the database) are deleted forever and
-- logged as 'purge' (the log row keeps the item's file URLs, from which the
-- files are removed: docs/editorial-safety.md). Hosted: a daily pg_cron
-- job; the local backend runs it at every start. Not callable through the
-- Data API. Returns how many rows it deleted.
-- ---------------------------------------------------------------------------
create function private.purge_expired_trash(keep interval default interval '30 days')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  total integer := 0;
  n integer;
begin
  delete from public.white_papers where deleted_at < now() - keep;
  get diagnostics n = row_count;
  total := total + n;
  delete from public.case_studies where deleted_at < now() - keep;
  get diagnostics n = row_count;
  total := total + n;
  delete from public.videos where deleted_at < now() - keep;
  get diagnostics n = row_count;
  total := total + n;
  delete from public.documentation where deleted_at < now() - keep;
  get diagnostics n = row_count;
  total := total + n;
  return total;
end;
$$;
revoke all on function private.purge_expired_trash(interval) from public;
