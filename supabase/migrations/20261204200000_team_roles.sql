-- A team, not one admin (issue #29), the database part: roles that RLS
-- enforces, the team's RPCs, a team-wide MFA requirement enforced in RLS,
-- and a history of every team change. docs/team-roles.md describes the model.
--
-- Roles (public.admin_users.role), each including the one before:
--   author     reads every content row (drafts, trash, scheduled) and the
--              change log; inserts and updates drafts (status 'draft', no
--              go-live time, not in the trash) of the five content types;
--              uploads, replaces and removes files in the private buckets
--              (content-files-private outside catalogs/, content-images-private,
--              videos-private); asks a publisher to review a draft
--              (submit_for_review). Cannot publish, schedule, trash, restore,
--              purge, touch the catalog or the public buckets, or see enquiries.
--   publisher  also publishes, schedules, unpublishes, trashes, restores and
--              purges; manages the catalog (rows and catalogs/ files); moves
--              files to and from the public buckets; reads build records and
--              asks for a site build; reads the review requests.
--   admin      also reads, updates and deletes enquiries, manages the team
--              (list_team_members, set_member_role, remove_member, the MFA
--              requirement, the access requests) and the site settings.
-- Today's rows become admins (the column's default), so `is_admin()` keeps
-- answering true for them and only for role 'admin'.
--
-- MFA: when public.team_settings.mfa_required is true, every write policy
-- and every writing RPC also needs the request's JWT to carry aal = 'aal2'
-- (public.mfa_satisfied()). Reads stay possible at aal1, so a member can
-- still see the console while enrolling a factor.
--
-- Error codes of the RPCs (PostgREST turns PTxyz into HTTP xyz):
--   42501  the caller's role may not do this (HTTP 401/403)
--   22023  an unknown role or content table (HTTP 400)
--   PT404  no such team member / content item (HTTP 404)
--   PT409  the last admin would be removed or demoted, the caller already
--          has a role (request_access), the item is not a draft (HTTP 409)
--   PT429  too many access requests (HTTP 429)
--
-- Grants: explicit and least-privilege (hosted gives a new table none);
-- every new table has RLS. The functions that read admin_users, auth.users,
-- auth.mfa_factors or end sessions are SECURITY DEFINER (owner postgres),
-- with search_path ''; EXECUTE is revoked from PUBLIC and granted to
-- authenticated (and service_role where a server needs it), never to anon.
--
-- Accepted database-linter warnings: none new (no function anon may execute).

-- ---------------------------------------------------------------------------
-- Roles on admin_users
-- ---------------------------------------------------------------------------
alter table public.admin_users
  add column role text not null default 'admin'
    constraint admin_users_role_check check (role in ('author', 'publisher', 'admin')),
  add column invited_by uuid references auth.users (id) on delete set null;

comment on column public.admin_users.role is
  'author, publisher or admin (issue #29): what RLS lets the member do; rows older than roles are admins';
comment on column public.admin_users.invited_by is 'The admin who invited the member (null: seed, SQL, before issue #29)';

-- service_role (the invite function, the seed) writes the table; nobody else
-- reads or writes it (members ask staff_role(); admins list_team_members()).
grant select, insert, update, delete on table public.admin_users to service_role;

-- ---------------------------------------------------------------------------
-- The team's MFA requirement (one row) and the team history
-- ---------------------------------------------------------------------------
create table public.team_settings (
  id boolean primary key default true constraint team_settings_single_row check (id),
  mfa_required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.team_settings is
  'Team-wide settings (issue #29), one row: mfa_required makes every write need an aal2 session';
insert into public.team_settings (id) values (true) on conflict (id) do nothing;

alter table public.team_settings enable row level security;
revoke all on table public.team_settings from anon, authenticated, service_role;
grant select on table public.team_settings to authenticated, service_role;
grant update (mfa_required) on table public.team_settings to authenticated;
grant update (mfa_required, updated_at, updated_by) on table public.team_settings to service_role;

create table public.team_history (
  id bigint generated always as identity primary key,
  -- clock_timestamp(): several changes in one transaction keep their order.
  occurred_at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_email text,
  action text not null
    constraint team_history_action_check
    check (action in ('member_added', 'role_set', 'member_removed', 'mfa_requirement_changed')),
  member_id uuid,
  member_email text,
  old_role text,
  new_role text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.team_history is
  'Every team change (issue #29): a member added, a role set, a member removed, the MFA requirement changed. Written only by triggers; admins read it.';
create index team_history_occurred_at_idx on public.team_history (occurred_at desc);

alter table public.team_history enable row level security;
revoke all on table public.team_history from anon, authenticated, service_role;
grant select on table public.team_history to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Access requests (a signed-in account without a role asks the admins) and
-- review requests (an author asks the publishers to look at a draft)
-- ---------------------------------------------------------------------------
create table public.access_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  message text not null default ''
    constraint access_requests_message_length check (pg_catalog.char_length(message) <= 1000),
  created_at timestamptz not null default now()
);
comment on table public.access_requests is
  'Requests for access from signed-in accounts without a role (issue #29); written by request_access(); admins read and dismiss them';
create index access_requests_user_created_idx on public.access_requests (user_id, created_at desc);

alter table public.access_requests enable row level security;
revoke all on table public.access_requests from anon, authenticated, service_role;
grant select, delete on table public.access_requests to authenticated;
grant select, insert, update, delete on table public.access_requests to service_role;

create table public.review_requests (
  id uuid primary key default gen_random_uuid(),
  table_name text not null
    constraint review_requests_table_name_check
    check (table_name in ('white_papers', 'case_studies', 'videos', 'documentation', 'news')),
  item_id uuid not null,
  item_title text,
  requested_by uuid references auth.users (id) on delete set null,
  requested_by_email text,
  requested_at timestamptz not null default now()
);
comment on table public.review_requests is
  'Drafts an author submitted for review (issue #29): the publishers'' notifications; written by submit_for_review(); publishers read and dismiss them';
create index review_requests_requested_at_idx on public.review_requests (requested_at desc);

alter table public.review_requests enable row level security;
revoke all on table public.review_requests from anon, authenticated, service_role;
grant select, delete on table public.review_requests to authenticated;
grant select, insert, update, delete on table public.review_requests to service_role;

-- The review marks on the five content types.
alter table public.white_papers add column review_requested_at timestamptz, add column review_requested_by uuid;
alter table public.case_studies add column review_requested_at timestamptz, add column review_requested_by uuid;
alter table public.videos add column review_requested_at timestamptz, add column review_requested_by uuid;
alter table public.documentation add column review_requested_at timestamptz, add column review_requested_by uuid;
alter table public.news add column review_requested_at timestamptz, add column review_requested_by uuid;
comment on column public.white_papers.review_requested_at is 'When an author last submitted this draft for review (issue #29)';
comment on column public.case_studies.review_requested_at is 'When an author last submitted this draft for review (issue #29)';
comment on column public.videos.review_requested_at is 'When an author last submitted this draft for review (issue #29)';
comment on column public.documentation.review_requested_at is 'When an author last submitted this draft for review (issue #29)';
comment on column public.news.review_requested_at is 'When an author last submitted this draft for review (issue #29)';

-- A submission for review is not an edit: it keeps updated_at, so the
-- author's open editor does not look stale (issue #12's check).
create or replace function private.touch_content_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['views', 'updated_at', 'review_requested_at', 'review_requested_by'])
     is distinct from (to_jsonb(old) - array['views', 'updated_at', 'review_requested_at', 'review_requested_by']) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.touch_content_updated_at() from public;

-- ---------------------------------------------------------------------------
-- Role and MFA checks (used by the policies below, and by the console)
-- ---------------------------------------------------------------------------

-- The caller's role: 'author', 'publisher', 'admin', or null (no row).
create function public.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users a where a.user_id = auth.uid();
$$;

-- Whether the caller is an admin (spec §6): role 'admin' only.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = auth.uid() and a.role = 'admin');
$$;

-- Whether the caller may read every content row and edit drafts: author or above.
create function public.can_edit_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a
     where a.user_id = auth.uid() and a.role in ('author', 'publisher', 'admin')
  );
$$;

-- Whether the caller may publish, schedule, trash, restore, purge and manage the catalog: publisher or above.
create function public.can_publish()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a where a.user_id = auth.uid() and a.role in ('publisher', 'admin')
  );
$$;

-- Whether the request meets the team's MFA requirement: true unless the
-- team requires MFA, then only for a JWT with aal = 'aal2'.
create function public.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce((select s.mfa_required from public.team_settings s where s.id), false)
      or coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2';
$$;

revoke execute on function public.staff_role() from public;
revoke execute on function public.can_edit_content() from public;
revoke execute on function public.can_publish() from public;
revoke execute on function public.mfa_satisfied() from public;
grant execute on function public.staff_role() to authenticated, service_role;
grant execute on function public.can_edit_content() to authenticated, service_role;
grant execute on function public.can_publish() to authenticated, service_role;
grant execute on function public.mfa_satisfied() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The last admin, and the history (triggers; they run whoever writes the
-- table: the RPCs, the invite function as service_role, SQL)
-- ---------------------------------------------------------------------------

-- Refuses to delete or demote the last admin (PT409). The admin rows are
-- locked first, so two admins demoting each other at once cannot both pass.
create function private.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  others integer;
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  perform 1 from public.admin_users a where a.role = 'admin' for update;
  select count(*) into others from public.admin_users a where a.role = 'admin' and a.user_id <> old.user_id;
  if others = 0 then
    raise exception 'The team must keep at least one admin'
      using errcode = 'PT409',
            hint = 'Make another member an admin first.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.keep_last_admin() from public;

create trigger admin_users_keep_last_admin before update of role or delete on public.admin_users
  for each row execute function private.keep_last_admin();

-- The e-mail of the request's user: the JWT's, else auth.users'.
create function private.request_actor_email(actor uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    nullif((select auth.jwt() ->> 'email'), ''),
    (select u.email::text from auth.users u where u.id = actor)
  );
$$;
revoke all on function private.request_actor_email(uuid) from public;

-- One history row per change of a member's role row.
create function private.record_team_member_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  member uuid := coalesce(new.user_id, old.user_id);
  member_mail text := (select u.email::text from auth.users u where u.id = member);
begin
  if tg_op = 'INSERT' then
    actor := coalesce(actor, new.invited_by);
    insert into public.team_history (actor_id, actor_email, action, member_id, member_email, new_role)
    values (actor, private.request_actor_email(actor), 'member_added', member, member_mail, new.role);
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      insert into public.team_history (actor_id, actor_email, action, member_id, member_email, old_role, new_role)
      values (actor, private.request_actor_email(actor), 'role_set', member, member_mail, old.role, new.role);
    end if;
  else
    insert into public.team_history (actor_id, actor_email, action, member_id, member_email, old_role)
    values (actor, private.request_actor_email(actor), 'member_removed', member, member_mail, old.role);
  end if;
  return null;
end;
$$;
revoke all on function private.record_team_member_change() from public;

create trigger admin_users_record_change after insert or update or delete on public.admin_users
  for each row execute function private.record_team_member_change();

-- Keeps team_settings' updated_at / updated_by and logs a change of the MFA requirement.
create function private.record_team_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  new.updated_at := now();
  new.updated_by := actor;
  if new.mfa_required is distinct from old.mfa_required then
    insert into public.team_history (actor_id, actor_email, action, details)
    values (actor, private.request_actor_email(actor), 'mfa_requirement_changed',
            pg_catalog.jsonb_build_object('mfa_required', new.mfa_required));
  end if;
  return new;
end;
$$;
revoke all on function private.record_team_settings_change() from public;

create trigger team_settings_record_change before update on public.team_settings
  for each row execute function private.record_team_settings_change();

-- ---------------------------------------------------------------------------
-- RLS of the new tables
-- ---------------------------------------------------------------------------
create policy "Admins can read the team settings" on public.team_settings for select to authenticated
  using ((select public.is_admin()));
-- Turning the requirement on needs an aal2 session (an admin without a
-- factor cannot lock the team, themselves included, out of writing);
-- turning it off while it is on needs one too (mfa_satisfied on the old row).
create policy "Admins can change the team settings" on public.team_settings for update to authenticated
  using ((select public.is_admin()) and (select public.mfa_satisfied()))
  with check (
    (select public.is_admin())
    and (not mfa_required or coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2')
  );

create policy "Admins can read the team history" on public.team_history for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can read access requests" on public.access_requests for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can dismiss access requests" on public.access_requests for delete to authenticated
  using ((select public.is_admin()) and (select public.mfa_satisfied()));

create policy "Publishers can read review requests" on public.review_requests for select to authenticated
  using ((select public.can_publish()));
create policy "Publishers can dismiss review requests" on public.review_requests for delete to authenticated
  using ((select public.can_publish()) and (select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- Content: the five content types. Staff (author+) read every row; an
-- author writes drafts only; publishers and admins write anything. Every
-- write needs the MFA requirement met.
-- ---------------------------------------------------------------------------
drop policy "Admins can read every white paper" on public.white_papers;
drop policy "Admins can insert white papers" on public.white_papers;
drop policy "Admins can update white papers" on public.white_papers;
drop policy "Admins can delete white papers" on public.white_papers;
drop policy "Admins can read every case study" on public.case_studies;
drop policy "Admins can insert case studies" on public.case_studies;
drop policy "Admins can update case studies" on public.case_studies;
drop policy "Admins can delete case studies" on public.case_studies;
drop policy "Admins can read every video" on public.videos;
drop policy "Admins can insert videos" on public.videos;
drop policy "Admins can update videos" on public.videos;
drop policy "Admins can delete videos" on public.videos;
drop policy "Admins can read all documentation" on public.documentation;
drop policy "Admins can insert documentation" on public.documentation;
drop policy "Admins can update documentation" on public.documentation;
drop policy "Admins can delete documentation" on public.documentation;
drop policy "Admins can read all news" on public.news;
drop policy "Admins can insert news" on public.news;
drop policy "Admins can update news" on public.news;
drop policy "Admins can delete news" on public.news;

do $$
declare
  t text;
begin
  foreach t in array array['white_papers', 'case_studies', 'videos', 'documentation', 'news'] loop
    execute pg_catalog.format(
      'create policy "Staff can read every row" on public.%I for select to authenticated
         using ((select public.can_edit_content()))', t);
    -- A new row: publishers anything; authors a draft without a go-live time, outside the trash.
    execute pg_catalog.format(
      'create policy "Staff can insert rows" on public.%I for insert to authenticated
         with check (
           (select public.mfa_satisfied())
           and ((select public.can_publish())
                or ((select public.can_edit_content())
                    and status = ''draft'' and publish_at is null and deleted_at is null)))', t);
    -- A change: publishers anything; authors only a draft outside the trash, which stays one.
    execute pg_catalog.format(
      'create policy "Staff can update rows" on public.%I for update to authenticated
         using (
           (select public.mfa_satisfied())
           and ((select public.can_publish())
                or ((select public.can_edit_content()) and status = ''draft'' and deleted_at is null)))
         with check (
           (select public.mfa_satisfied())
           and ((select public.can_publish())
                or ((select public.can_edit_content())
                    and status = ''draft'' and publish_at is null and deleted_at is null)))', t);
    -- Deleting forever (the purge): publishers.
    execute pg_catalog.format(
      'create policy "Publishers can delete rows" on public.%I for delete to authenticated
         using ((select public.can_publish()) and (select public.mfa_satisfied()))', t);
  end loop;
end;
$$;

-- The change log of the content: every staff member reads it (the item's history).
drop policy "Admins can read the content audit log" on public.content_audit_log;
create policy "Staff can read the content audit log" on public.content_audit_log for select to authenticated
  using ((select public.can_edit_content()));

-- ---------------------------------------------------------------------------
-- The catalog: staff read every catalog; publishers write.
-- ---------------------------------------------------------------------------
drop policy "Admins can read every catalog file" on public.catalog_files;
drop policy "Admins can insert catalog files" on public.catalog_files;
drop policy "Admins can update catalog files" on public.catalog_files;
drop policy "Admins can delete catalog files" on public.catalog_files;
create policy "Staff can read every catalog file" on public.catalog_files for select to authenticated
  using ((select public.can_edit_content()));
create policy "Publishers can insert catalog files" on public.catalog_files for insert to authenticated
  with check ((select public.can_publish()) and (select public.mfa_satisfied()));
create policy "Publishers can update catalog files" on public.catalog_files for update to authenticated
  using ((select public.can_publish()) and (select public.mfa_satisfied()))
  with check ((select public.can_publish()) and (select public.mfa_satisfied()));
create policy "Publishers can delete catalog files" on public.catalog_files for delete to authenticated
  using ((select public.can_publish()) and (select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- Enquiries: admins only, as before; changes need the MFA requirement met.
-- ---------------------------------------------------------------------------
drop policy "Admins can update enquiries" on public.enquiries;
drop policy "Admins can delete enquiries" on public.enquiries;
create policy "Admins can update enquiries" on public.enquiries for update to authenticated
  using ((select public.is_admin()) and (select public.mfa_satisfied()))
  with check ((select public.is_admin()) and (select public.mfa_satisfied()));
create policy "Admins can delete enquiries" on public.enquiries for delete to authenticated
  using ((select public.is_admin()) and (select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- Site builds: publishers read the records and ask for a build.
-- ---------------------------------------------------------------------------
drop policy "Admins can read site builds" on public.site_builds;
create policy "Publishers can read site builds" on public.site_builds for select to authenticated
  using ((select public.can_publish()));

-- ---------------------------------------------------------------------------
-- Storage. Private twins: staff read; authors write (a catalog's file in
-- content-files-private/catalogs/ only publishers). Public buckets: staff
-- read (list); only publishers upload, move in or out, and remove.
-- ---------------------------------------------------------------------------
drop policy "Admins can read content files" on storage.objects;
drop policy "Admins can upload content files" on storage.objects;
drop policy "Admins can update content files" on storage.objects;
drop policy "Admins can delete content files" on storage.objects;
drop policy "Admins can read content images" on storage.objects;
drop policy "Admins can upload content images" on storage.objects;
drop policy "Admins can update content images" on storage.objects;
drop policy "Admins can delete content images" on storage.objects;
drop policy "Admins can read private content files" on storage.objects;
drop policy "Admins can upload private content files" on storage.objects;
drop policy "Admins can update private content files" on storage.objects;
drop policy "Admins can delete private content files" on storage.objects;
drop policy "Admins can read video files" on storage.objects;
drop policy "Admins can upload video files" on storage.objects;
drop policy "Admins can update video files" on storage.objects;
drop policy "Admins can delete video files" on storage.objects;

create policy "Staff can read content objects" on storage.objects for select to authenticated
  using (
    bucket_id in ('content-files', 'content-images', 'videos',
                  'content-files-private', 'content-images-private', 'videos-private')
    and (select public.can_edit_content())
  );

create policy "Publishers can upload public content objects" on storage.objects for insert to authenticated
  with check (
    bucket_id in ('content-files', 'content-images', 'videos')
    and (select public.can_publish()) and (select public.mfa_satisfied())
  );
create policy "Publishers can update public content objects" on storage.objects for update to authenticated
  using (
    bucket_id in ('content-files', 'content-images', 'videos')
    and (select public.can_publish()) and (select public.mfa_satisfied())
  )
  with check (
    bucket_id in ('content-files', 'content-images', 'videos',
                  'content-files-private', 'content-images-private', 'videos-private')
    and (select public.can_publish()) and (select public.mfa_satisfied())
  );
create policy "Publishers can delete public content objects" on storage.objects for delete to authenticated
  using (
    bucket_id in ('content-files', 'content-images', 'videos')
    and (select public.can_publish()) and (select public.mfa_satisfied())
  );

-- The private twins: an object an author may write is outside catalogs/
-- (the catalog's files are the publishers'); publishers may write any.
create policy "Staff can upload private content objects" on storage.objects for insert to authenticated
  with check (
    bucket_id in ('content-files-private', 'content-images-private', 'videos-private')
    and (select public.mfa_satisfied())
    and ((select public.can_publish()) or ((select public.can_edit_content()) and name not like 'catalogs/%'))
  );
-- A move out of a private twin into a public bucket is checked by the new
-- row: only the publishers' policy above lets it land there.
create policy "Staff can update private content objects" on storage.objects for update to authenticated
  using (
    bucket_id in ('content-files-private', 'content-images-private', 'videos-private')
    and (select public.mfa_satisfied())
    and ((select public.can_publish()) or ((select public.can_edit_content()) and name not like 'catalogs/%'))
  )
  with check (
    bucket_id in ('content-files-private', 'content-images-private', 'videos-private')
    and (select public.mfa_satisfied())
    and ((select public.can_publish()) or ((select public.can_edit_content()) and name not like 'catalogs/%'))
  );
create policy "Staff can delete private content objects" on storage.objects for delete to authenticated
  using (
    bucket_id in ('content-files-private', 'content-images-private', 'videos-private')
    and (select public.mfa_satisfied())
    and ((select public.can_publish()) or ((select public.can_edit_content()) and name not like 'catalogs/%'))
  );

-- ---------------------------------------------------------------------------
-- request_site_build: publishers (and admins), with the MFA requirement met.
-- ---------------------------------------------------------------------------
create or replace function public.request_site_build(p_reason text default 'retry')
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
  if not ((select public.can_publish()) and (select public.mfa_satisfied())) then
    raise exception 'Only publishers and admins may request a site build' using errcode = '42501';
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

-- ---------------------------------------------------------------------------
-- The team's RPCs
-- ---------------------------------------------------------------------------

-- Admins: every member with their e-mail, role, last sign-in, whether a
-- verified TOTP factor exists (GoTrue's auth.mfa_factors) and whether the
-- invitation is still unanswered. Others: 42501.
create function public.list_team_members()
returns table (
  user_id uuid,
  email text,
  role text,
  last_sign_in_at timestamptz,
  mfa_enabled boolean,
  invitation_pending boolean,
  invited_by uuid,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins may list the team' using errcode = '42501';
  end if;
  -- auth.mfa_factors is GoTrue's; a local schema without it means no factors.
  if pg_catalog.to_regclass('auth.mfa_factors') is null then
    return query
      select a.user_id, u.email::text, a.role, u.last_sign_in_at, false,
             (u.email_confirmed_at is null and u.invited_at is not null), a.invited_by, a.created_at
        from public.admin_users a join auth.users u on u.id = a.user_id
       order by u.email;
  else
    return query execute
      'select a.user_id, u.email::text, a.role, u.last_sign_in_at,
              exists (select 1 from auth.mfa_factors f
                       where f.user_id = a.user_id and f.status::text = ''verified'' and f.factor_type::text = ''totp''),
              (u.email_confirmed_at is null and u.invited_at is not null), a.invited_by, a.created_at
         from public.admin_users a join auth.users u on u.id = a.user_id
        order by u.email';
  end if;
end;
$$;

-- Admins: give a member another role ('author', 'publisher', 'admin').
-- 22023 for another value, PT404 for a user who is not a member, PT409 for
-- the last admin (the trigger), 42501 for a non-admin or an unmet MFA requirement.
create function public.set_member_role(member uuid, new_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_admin()) and (select public.mfa_satisfied())) then
    raise exception 'Only admins may change roles' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('author', 'publisher', 'admin') then
    raise exception 'Unknown role: %', coalesce(new_role, 'null')
      using errcode = '22023', hint = 'Use author, publisher or admin.';
  end if;
  update public.admin_users a set role = new_role where a.user_id = member;
  if not found then
    raise exception 'This user is not a team member' using errcode = 'PT404';
  end if;
end;
$$;

-- Admins: remove a member (their role row) and end their sessions (their
-- refresh tokens stop working; an access token still in hand carries no
-- role any more, since RLS reads admin_users). Their content stays, with
-- its history. PT404 / PT409 / 42501 as set_member_role.
create function public.remove_member(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_admin()) and (select public.mfa_satisfied())) then
    raise exception 'Only admins may remove members' using errcode = '42501';
  end if;
  delete from public.admin_users a where a.user_id = member;
  if not found then
    raise exception 'This user is not a team member' using errcode = 'PT404';
  end if;
  delete from auth.refresh_tokens r where r.user_id::text = member::text;
  delete from auth.sessions s where s.user_id = member;
end;
$$;

-- Any signed-in user: the e-mail addresses of the admins (whom to ask for
-- access), nothing else.
create function public.team_administrators()
returns table (email text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
    from public.admin_users a join auth.users u on u.id = a.user_id
   where a.role = 'admin' and u.email is not null and auth.uid() is not null
   order by 1;
$$;

-- A signed-in user without a role asks the admins for access (at most 3
-- requests in 24 hours: PT429). A member gets PT409; a message over 1000
-- characters 22001. Returns the request's id.
create function public.request_access(message text default '')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  recent integer;
  request_id uuid;
begin
  if caller is null then
    raise exception 'Sign in to request access' using errcode = '42501';
  end if;
  if exists (select 1 from public.admin_users a where a.user_id = caller) then
    raise exception 'You are already a team member' using errcode = 'PT409';
  end if;
  if pg_catalog.char_length(coalesce(message, '')) > 1000 then
    raise exception 'The message is longer than 1000 characters' using errcode = '22001';
  end if;
  select count(*) into recent from public.access_requests r
   where r.user_id = caller and r.created_at > now() - interval '24 hours';
  if recent >= 3 then
    raise exception 'Too many access requests: try again tomorrow' using errcode = 'PT429';
  end if;
  insert into public.access_requests (user_id, email, message)
  values (caller, coalesce(private.request_actor_email(caller), ''), coalesce(message, ''))
  returning id into request_id;
  return request_id;
end;
$$;

-- Authors and above: mark a draft of one of the five content types as
-- submitted for review and notify the publishers (review_requests).
-- 22023 for another table, PT404 for an unknown id, PT409 for a row that is
-- not a draft outside the trash, 42501 for a non-member or unmet MFA requirement.
create function public.submit_for_review(table_name text, item_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  item record;
begin
  if not ((select public.can_edit_content()) and (select public.mfa_satisfied())) then
    raise exception 'Only team members may submit a draft for review' using errcode = '42501';
  end if;
  if table_name is null or table_name not in ('white_papers', 'case_studies', 'videos', 'documentation', 'news') then
    raise exception 'Unknown content type: %', coalesce(table_name, 'null') using errcode = '22023';
  end if;
  execute pg_catalog.format('select t.title, t.status, t.deleted_at from public.%I t where t.id = $1', table_name)
    into item using item_id;
  if item is null then
    raise exception 'No such item' using errcode = 'PT404';
  end if;
  if item.status <> 'draft' or item.deleted_at is not null then
    raise exception 'Only a draft outside the trash can be submitted for review' using errcode = 'PT409';
  end if;
  execute pg_catalog.format(
    'update public.%I t set review_requested_at = now(), review_requested_by = $2 where t.id = $1', table_name)
    using item_id, caller;
  insert into public.review_requests (table_name, item_id, item_title, requested_by, requested_by_email)
  values (submit_for_review.table_name, item_id, item.title, caller, private.request_actor_email(caller));
end;
$$;

revoke execute on function public.list_team_members() from public;
revoke execute on function public.set_member_role(uuid, text) from public;
revoke execute on function public.remove_member(uuid) from public;
revoke execute on function public.team_administrators() from public;
revoke execute on function public.request_access(text) from public;
revoke execute on function public.submit_for_review(text, uuid) from public;
grant execute on function public.list_team_members() to authenticated;
grant execute on function public.set_member_role(uuid, text) to authenticated;
grant execute on function public.remove_member(uuid) to authenticated;
grant execute on function public.team_administrators() to authenticated;
grant execute on function public.request_access(text) to authenticated;
grant execute on function public.submit_for_review(text, uuid) to authenticated;
