-- News as the fifth managed content type (issue #26). Until now the items of
-- /company/news were written into the site's copy; from here they live in
-- `public.news` and are edited in the admin like the other content types:
-- English and Chinese fields (issue #10), drafts, trash and the change
-- history (issue #12), a picture in the content-images bucket (issue #11).
--
-- The option values, the text limits and the table name are stated once in
-- shared/content/news.ts; this file states the same values for the server
-- (a test compares them).
--
-- Who may do what (as for the other content tables):
--   anon, non-admin authenticated
--                  read only published rows that are not in the trash (RLS).
--   admins         read every row (drafts, trash); insert, update, delete.
--   service_role   the seed and server-side tools: read and write (bypasses RLS).
--
-- Since 2026-10-30 hosted Supabase gives a new table in `public` no Data API
-- grants, so the grants are stated here, least privilege: no TRUNCATE,
-- REFERENCES or TRIGGER for any API role. `postgres` on hosted is not a
-- superuser; everything below is within what the table's owner may do.
--
-- Accepted database-linter warnings: none new.

create table public.news (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint news_title_length check (char_length(title) <= 200),
  excerpt text not null
    constraint news_excerpt_length check (char_length(excerpt) <= 600),
  body text
    constraint news_body_length check (char_length(body) <= 20000),
  category text not null default 'productLaunch'
    constraint news_category_check
    check (category in ('productLaunch', 'projectSuccess', 'partnership', 'event', 'award', 'business')),
  date_published date not null,
  featured boolean not null default false,
  image_url text,
  title_zh text
    constraint news_title_zh_length check (char_length(title_zh) <= 200),
  excerpt_zh text
    constraint news_excerpt_zh_length check (char_length(excerpt_zh) <= 600),
  body_zh text
    constraint news_body_zh_length check (char_length(body_zh) <= 20000),
  -- As on the other content tables: a create that sends no status is
  -- published; the admin dialog always sends one.
  status text not null default 'published'
    constraint news_status_check check (status in ('draft', 'published')),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.news is 'News items of /company/news (issue #26); visitors see published rows outside the trash';
comment on column public.news.excerpt is 'The summary shown on the news page''s card';
comment on column public.news.body is 'The full article (optional)';
comment on column public.news.featured is 'Shown as the page''s featured story (the newest featured item)';
comment on column public.news.status is 'draft or published (issue #12); visitors see published rows only';
comment on column public.news.deleted_at is 'When the row was moved to the trash (null: not in the trash); purged 30 days later';
comment on column public.news.updated_at is 'Last change to the content (a trigger keeps it)';

create index news_date_published_idx on public.news (date_published desc);
create index news_created_at_idx on public.news (created_at desc);
create index news_deleted_at_idx on public.news (deleted_at) where deleted_at is not null;

-- ---------------------------------------------------------------------------
-- Data API grants (explicit: hosted projects grant nothing by default).
-- ---------------------------------------------------------------------------
revoke all on table public.news from anon, authenticated, service_role;
grant select on table public.news to anon;
grant select, insert, update, delete on table public.news to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Row-level security, as 20261127100000_editorial_safety.sql set it for the
-- other content tables: the public sees published rows outside the trash,
-- admins see and write everything.
-- ---------------------------------------------------------------------------
alter table public.news enable row level security;

create policy "Anyone can read published news" on public.news for select to anon, authenticated
  using (status = 'published' and deleted_at is null);
create policy "Admins can read all news" on public.news for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can insert news" on public.news for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update news" on public.news for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete news" on public.news for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- updated_at and the change history: the same trigger functions as the other
-- content tables (private.touch_content_updated_at, private.record_content_change).
-- ---------------------------------------------------------------------------
create trigger news_touch_updated_at before update on public.news
  for each row execute function private.touch_content_updated_at();
create trigger news_audit after insert or update or delete on public.news
  for each row execute function private.record_content_change();

alter table public.content_audit_log drop constraint content_audit_log_table_name_check;
alter table public.content_audit_log add constraint content_audit_log_table_name_check
  check (table_name in ('white_papers', 'case_studies', 'videos', 'documentation', 'news'));

-- ---------------------------------------------------------------------------
-- Trash purge: news in the trash for longer than `keep` is deleted too.
-- ---------------------------------------------------------------------------
create or replace function private.purge_expired_trash(keep interval default interval '30 days')
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
  delete from public.news where deleted_at < now() - keep;
  get diagnostics n = row_count;
  total := total + n;
  return total;
end;
$$;
revoke all on function private.purge_expired_trash(interval) from public;
