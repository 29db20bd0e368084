-- Scheduled publishing (issue #26): a go-live time on each of the five
-- managed content types (white_papers, case_studies, videos, documentation,
-- news). A published item whose `publish_at` is still in the future is
-- invisible to visitors, enforced here by RLS (not only by the UI); once the
-- time has passed it is live without anyone pressing anything, because the
-- read policy compares with now() at every request.
--
-- The column name is stated once for the clients in
-- shared/content/scheduling.ts (PUBLISH_AT_COLUMN).
--
-- Who may do what:
--   anon, non-admin authenticated
--                  read a row only when it is published, not in the trash,
--                  and `publish_at is null or publish_at <= now()`.
--   admins         read every row (drafts, trash, scheduled); write as before.
--   service_role   bypasses RLS, as before.
--
-- Grants: unchanged and table-level (20261123100000_explicit_api_grants.sql,
-- 20261129100000_news.sql), so they cover the new column; no new object gets
-- a Data API grant. `postgres` on hosted is not a superuser: everything below
-- is within what the tables' owner may do.
--
-- The change history: `publish_at` is an ordinary column for
-- private.record_content_change(), so setting, changing or clearing a
-- schedule is logged as an `update` with `{publish_at: {old, new}}`.
--
-- Accepted database-linter warnings: none new.

alter table public.white_papers add column publish_at timestamptz;
alter table public.case_studies add column publish_at timestamptz;
alter table public.videos add column publish_at timestamptz;
alter table public.documentation add column publish_at timestamptz;
alter table public.news add column publish_at timestamptz;

comment on column public.white_papers.publish_at is
  'Go-live time (issue #26): a published row is hidden from visitors until then; null: live as soon as published';
comment on column public.case_studies.publish_at is
  'Go-live time (issue #26): a published row is hidden from visitors until then; null: live as soon as published';
comment on column public.videos.publish_at is
  'Go-live time (issue #26): a published row is hidden from visitors until then; null: live as soon as published';
comment on column public.documentation.publish_at is
  'Go-live time (issue #26): a published row is hidden from visitors until then; null: live as soon as published';
comment on column public.news.publish_at is
  'Go-live time (issue #26): a published row is hidden from visitors until then; null: live as soon as published';

-- The items still waiting to go live, for the publishing step that follows
-- (rebuild the static pages when one does); small, since most rows have none.
create index white_papers_publish_at_idx on public.white_papers (publish_at) where publish_at is not null;
create index case_studies_publish_at_idx on public.case_studies (publish_at) where publish_at is not null;
create index videos_publish_at_idx on public.videos (publish_at) where publish_at is not null;
create index documentation_publish_at_idx on public.documentation (publish_at) where publish_at is not null;
create index news_publish_at_idx on public.news (publish_at) where publish_at is not null;

-- ---------------------------------------------------------------------------
-- Row-level security: the visitors' read policies get the go-live condition.
-- The admins' policies ("Admins can read every …") are unchanged.
-- ---------------------------------------------------------------------------
drop policy "Anyone can read published white papers" on public.white_papers;
drop policy "Anyone can read published case studies" on public.case_studies;
drop policy "Anyone can read published videos" on public.videos;
drop policy "Anyone can read published documentation" on public.documentation;
drop policy "Anyone can read published news" on public.news;

create policy "Anyone can read published white papers" on public.white_papers for select to anon, authenticated
  using (status = 'published' and deleted_at is null and (publish_at is null or publish_at <= now()));
create policy "Anyone can read published case studies" on public.case_studies for select to anon, authenticated
  using (status = 'published' and deleted_at is null and (publish_at is null or publish_at <= now()));
create policy "Anyone can read published videos" on public.videos for select to anon, authenticated
  using (status = 'published' and deleted_at is null and (publish_at is null or publish_at <= now()));
create policy "Anyone can read published documentation" on public.documentation for select to anon, authenticated
  using (status = 'published' and deleted_at is null and (publish_at is null or publish_at <= now()));
create policy "Anyone can read published news" on public.news for select to anon, authenticated
  using (status = 'published' and deleted_at is null and (publish_at is null or publish_at <= now()));

-- A visitor's view count only for a video the visitor can see (security
-- definer: it checks visibility itself, else a scheduled video's id would
-- answer with a count before its time).
create or replace function public.increment_video_views(video_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.videos v set views = v.views + 1
  where v.id = video_id
    and (
      (v.status = 'published' and v.deleted_at is null and (v.publish_at is null or v.publish_at <= now()))
      or (select public.is_admin())
    )
  returning v.views;
$$;
