-- Review requests without new content columns (issue #29), a follow-up of
-- 20261204200000_team_roles.sql: the review marks (review_requested_at /
-- review_requested_by) on the five content tables are dropped again. Every
-- client type of a content row (shared/types/database.ts) would have had to
-- carry them; public.review_requests already holds who asked when, per item.
--
-- What changes:
--   - the columns go; private.touch_content_updated_at() is as issue #12 left it;
--   - submit_for_review() records the request only (review_requests);
--   - every team member (author+) reads review_requests, so an author sees
--     that their draft waits for review; publishers still dismiss them;
--   - request_access() answers 42501 (not PT409) to a caller with a role;
--   - the site settings' update policy also needs mfa_satisfied().
--
-- Grants: unchanged. Accepted database-linter warnings: none new.

alter table public.white_papers drop column review_requested_at, drop column review_requested_by;
alter table public.case_studies drop column review_requested_at, drop column review_requested_by;
alter table public.videos drop column review_requested_at, drop column review_requested_by;
alter table public.documentation drop column review_requested_at, drop column review_requested_by;
alter table public.news drop column review_requested_at, drop column review_requested_by;

create or replace function private.touch_content_updated_at()
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

-- Authors and above: ask the publishers to review a draft of one of the five
-- content types (a row of review_requests). 22023 for another table, PT404
-- for an unknown id, PT409 for a row that is not a draft outside the trash,
-- 42501 for a caller without a role or an unmet MFA requirement.
create or replace function public.submit_for_review(table_name text, item_id uuid)
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
  insert into public.review_requests (table_name, item_id, item_title, requested_by, requested_by_email)
  values (submit_for_review.table_name, item_id, item.title, caller, private.request_actor_email(caller));
end;
$$;
revoke execute on function public.submit_for_review(text, uuid) from public;
grant execute on function public.submit_for_review(text, uuid) to authenticated;

drop policy "Publishers can read review requests" on public.review_requests;
create policy "Staff can read review requests" on public.review_requests for select to authenticated
  using ((select public.can_edit_content()));
comment on table public.review_requests is
  'Drafts an author submitted for review (issue #29): the publishers'' notifications; written by submit_for_review(); team members read them, publishers dismiss them';

-- request_access() refuses a caller who already has a role with 42501 (not
-- PT409): like any other call a role does not allow.
create or replace function public.request_access(message text default '')
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
    raise exception 'You are already a team member' using errcode = '42501';
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
revoke execute on function public.request_access(text) from public;
grant execute on function public.request_access(text) to authenticated;

-- The site settings (issue #30, 20261204110000_site_settings.sql) stay
-- admin-only; a change needs the team's MFA requirement met, like every write.
drop policy "Admins can update the site settings" on public.site_settings;
create policy "Admins can update the site settings" on public.site_settings for update to authenticated
  using ((select public.is_admin()) and (select public.mfa_satisfied()))
  with check ((select public.is_admin()) and (select public.mfa_satisfied()));
