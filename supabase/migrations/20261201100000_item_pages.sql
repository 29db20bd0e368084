-- Item pages (issue #26): every published white paper, case study, video and
-- news item gets its own page on the public site, at an address made from a
-- slug; every picture gets alt text; every item gets SEO fields; case studies
-- get the challenge, solution and results their page shows.
--
-- The rules stated here are stated once for the clients in
-- shared/content/item-pages.ts (slug format and length, the SEO and alt-text
-- limits, the tables with item pages); tests/supabase/item-pages.test.ts
-- checks that both agree.
--
-- Slugs (white_papers, case_studies, videos, news):
--   `slug`            the item's address segment: lower-case ASCII letters and
--                     digits in dash-separated words, at most 80 characters,
--                     unique per table. A row inserted without one gets one
--                     made from its English title (with "-2", "-3", … when
--                     taken); an update that sends none keeps the old one.
--   `previous_slugs`  every slug the item had before, newest last, kept so
--                     the old addresses answer with a permanent redirect to
--                     the current one. Filled by the trigger, not the client
--                     (a value sent by the client is replaced).
-- SEO (same four tables): `seo_title`, `seo_description` and their `_zh`
--   twins; null means "use the title / description".
-- Alt text (those four plus documentation): `image_alt` and `image_alt_zh`
--   (`thumbnail_alt`, `thumbnail_alt_zh` on videos). A published row with a
--   picture must have both: refused otherwise (a draft may be incomplete).
--   Rows already published with a picture get their title as alt text.
-- Case studies: `challenge`, `solution`, `results` and their `_zh` twins.
--
-- Who may do what: unchanged. The new columns are covered by the tables'
-- table-level grants (20261123100000_explicit_api_grants.sql,
-- 20261129100000_news.sql) and the tables' RLS policies; the new functions
-- live in `private` (no Data API access) with EXECUTE revoked from PUBLIC.
-- `postgres` on hosted is not a superuser: disabling the tables' own
-- triggers during the backfill (so it neither touches updated_at nor writes
-- history) and everything else below is within what the tables' owner may do.
--
-- Accepted database-linter warnings: none new.

-- ---------------------------------------------------------------------------
-- Slug helpers.
-- ---------------------------------------------------------------------------

-- The slug made from a title: every run of characters other than A-Z, a-z
-- and 0-9 becomes one dash, then lower-case, at most 80 characters, no
-- leading or trailing dash; "item" when nothing is left (a title with no
-- Latin letters or digits). Dashes first, then lower(): lower() of a
-- non-ASCII letter depends on the server (PGlite's PostgreSQL 18 turns "İ"
-- into "i" and the Kelvin sign into "k", a C-locale PostgreSQL keeps both),
-- so only ASCII letters may reach it: every server makes the same slug.
create function private.slugify(title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(
      pg_catalog.btrim(
        pg_catalog.left(
          pg_catalog.btrim(pg_catalog.lower(pg_catalog.regexp_replace(coalesce(title, ''), '[^A-Za-z0-9]+', '-', 'g')), '-'),
          80
        ),
        '-'
      ),
      ''
    ),
    'item'
  );
$$;
revoke all on function private.slugify(text) from public;

-- A slug for row `item` of `tbl`, made from `title`, that no other row of the
-- table has as its slug or among its previous slugs: the slug itself, else
-- the slug with "-2", "-3", … (shortened to stay within 80 characters).
-- security definer: it must see every row (drafts and trash too), whoever
-- writes.
create function private.unique_item_slug(tbl regclass, title text, item uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := private.slugify(title);
  candidate text := base;
  n integer := 1;
  taken boolean;
begin
  loop
    execute pg_catalog.format(
      'select exists (select 1 from %s where id <> $2 and (slug = $1 or $1 = any (previous_slugs)))', tbl
    ) into taken using candidate, item;
    exit when not taken;
    n := n + 1;
    candidate := pg_catalog.btrim(pg_catalog.left(base, 80 - 1 - pg_catalog.length(n::text)), '-') || '-' || n;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.unique_item_slug(regclass, text, uuid) from public;

-- Before insert or update: fills a missing slug (new row: from the title;
-- update: the old slug) and keeps `previous_slugs` (the client's value is
-- ignored; a changed slug appends the old one; the current slug is never in
-- the list).
create function private.keep_item_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug is null or pg_catalog.btrim(new.slug) = '' then
    if tg_op = 'UPDATE' and old.slug is not null then
      new.slug := old.slug;
    else
      new.slug := private.unique_item_slug(tg_relid::regclass, new.title, new.id);
    end if;
  end if;
  if tg_op = 'INSERT' then
    new.previous_slugs := '{}';
  else
    new.previous_slugs := old.previous_slugs;
    if new.slug is distinct from old.slug and old.slug is not null then
      new.previous_slugs := pg_catalog.array_append(pg_catalog.array_remove(new.previous_slugs, old.slug), old.slug);
    end if;
    new.previous_slugs := pg_catalog.array_remove(new.previous_slugs, new.slug);
  end if;
  return new;
end;
$$;
revoke all on function private.keep_item_slug() from public;

-- ---------------------------------------------------------------------------
-- New columns.
-- ---------------------------------------------------------------------------
alter table public.white_papers
  add column slug text,
  add column previous_slugs text[] not null default '{}',
  add column seo_title text constraint white_papers_seo_title_length check (char_length(seo_title) <= 120),
  add column seo_title_zh text constraint white_papers_seo_title_zh_length check (char_length(seo_title_zh) <= 120),
  add column seo_description text
    constraint white_papers_seo_description_length check (char_length(seo_description) <= 320),
  add column seo_description_zh text
    constraint white_papers_seo_description_zh_length check (char_length(seo_description_zh) <= 320),
  add column image_alt text constraint white_papers_image_alt_length check (char_length(image_alt) <= 250),
  add column image_alt_zh text constraint white_papers_image_alt_zh_length check (char_length(image_alt_zh) <= 250);

alter table public.case_studies
  add column slug text,
  add column previous_slugs text[] not null default '{}',
  add column seo_title text constraint case_studies_seo_title_length check (char_length(seo_title) <= 120),
  add column seo_title_zh text constraint case_studies_seo_title_zh_length check (char_length(seo_title_zh) <= 120),
  add column seo_description text
    constraint case_studies_seo_description_length check (char_length(seo_description) <= 320),
  add column seo_description_zh text
    constraint case_studies_seo_description_zh_length check (char_length(seo_description_zh) <= 320),
  add column image_alt text constraint case_studies_image_alt_length check (char_length(image_alt) <= 250),
  add column image_alt_zh text constraint case_studies_image_alt_zh_length check (char_length(image_alt_zh) <= 250),
  add column challenge text constraint case_studies_challenge_length check (char_length(challenge) <= 4000),
  add column challenge_zh text constraint case_studies_challenge_zh_length check (char_length(challenge_zh) <= 4000),
  add column solution text constraint case_studies_solution_length check (char_length(solution) <= 4000),
  add column solution_zh text constraint case_studies_solution_zh_length check (char_length(solution_zh) <= 4000),
  add column results text constraint case_studies_results_length check (char_length(results) <= 4000),
  add column results_zh text constraint case_studies_results_zh_length check (char_length(results_zh) <= 4000);

alter table public.videos
  add column slug text,
  add column previous_slugs text[] not null default '{}',
  add column seo_title text constraint videos_seo_title_length check (char_length(seo_title) <= 120),
  add column seo_title_zh text constraint videos_seo_title_zh_length check (char_length(seo_title_zh) <= 120),
  add column seo_description text
    constraint videos_seo_description_length check (char_length(seo_description) <= 320),
  add column seo_description_zh text
    constraint videos_seo_description_zh_length check (char_length(seo_description_zh) <= 320),
  add column thumbnail_alt text constraint videos_thumbnail_alt_length check (char_length(thumbnail_alt) <= 250),
  add column thumbnail_alt_zh text
    constraint videos_thumbnail_alt_zh_length check (char_length(thumbnail_alt_zh) <= 250);

alter table public.news
  add column slug text,
  add column previous_slugs text[] not null default '{}',
  add column seo_title text constraint news_seo_title_length check (char_length(seo_title) <= 120),
  add column seo_title_zh text constraint news_seo_title_zh_length check (char_length(seo_title_zh) <= 120),
  add column seo_description text
    constraint news_seo_description_length check (char_length(seo_description) <= 320),
  add column seo_description_zh text
    constraint news_seo_description_zh_length check (char_length(seo_description_zh) <= 320),
  add column image_alt text constraint news_image_alt_length check (char_length(image_alt) <= 250),
  add column image_alt_zh text constraint news_image_alt_zh_length check (char_length(image_alt_zh) <= 250);

alter table public.documentation
  add column image_alt text constraint documentation_image_alt_length check (char_length(image_alt) <= 250),
  add column image_alt_zh text constraint documentation_image_alt_zh_length check (char_length(image_alt_zh) <= 250);

comment on column public.white_papers.slug is 'Address segment of the item page (issue #26), unique; made from the English title when not given';
comment on column public.case_studies.slug is 'Address segment of the item page (issue #26), unique; made from the English title when not given';
comment on column public.videos.slug is 'Address segment of the item page (issue #26), unique; made from the English title when not given';
comment on column public.news.slug is 'Address segment of the item page (issue #26), unique; made from the English title when not given';
comment on column public.white_papers.previous_slugs is 'Earlier slugs, newest last: they redirect permanently to the current one (kept by a trigger)';
comment on column public.case_studies.previous_slugs is 'Earlier slugs, newest last: they redirect permanently to the current one (kept by a trigger)';
comment on column public.videos.previous_slugs is 'Earlier slugs, newest last: they redirect permanently to the current one (kept by a trigger)';
comment on column public.news.previous_slugs is 'Earlier slugs, newest last: they redirect permanently to the current one (kept by a trigger)';
comment on column public.case_studies.challenge is 'The customer''s problem, shown on the case study''s page (optional)';
comment on column public.case_studies.solution is 'What was done, shown on the case study''s page (optional)';
comment on column public.case_studies.results is 'What it achieved, shown on the case study''s page (optional)';

-- ---------------------------------------------------------------------------
-- Backfill, with the tables' own triggers off: slugs for every existing row
-- (oldest first, so the first of two equal titles keeps the plain slug) and
-- the title as alt text of published pictures. Neither is a content change:
-- updated_at and the history stay as they were.
-- ---------------------------------------------------------------------------
alter table public.white_papers disable trigger user;
alter table public.case_studies disable trigger user;
alter table public.videos disable trigger user;
alter table public.news disable trigger user;
alter table public.documentation disable trigger user;

do $$
declare
  tbl regclass;
  r record;
begin
  foreach tbl in array array['public.white_papers', 'public.case_studies', 'public.videos', 'public.news']::regclass[] loop
    for r in execute pg_catalog.format('select id, title from %s order by created_at, id', tbl) loop
      execute pg_catalog.format('update %s set slug = $1 where id = $2', tbl)
        using private.unique_item_slug(tbl, r.title, r.id), r.id;
    end loop;
  end loop;
end;
$$;

update public.white_papers set image_alt = coalesce(nullif(btrim(image_alt), ''), title),
  image_alt_zh = coalesce(nullif(btrim(image_alt_zh), ''), title_zh, title)
  where image_url is not null and status = 'published';
update public.case_studies set image_alt = coalesce(nullif(btrim(image_alt), ''), title),
  image_alt_zh = coalesce(nullif(btrim(image_alt_zh), ''), title_zh, title)
  where image_url is not null and status = 'published';
update public.news set image_alt = coalesce(nullif(btrim(image_alt), ''), title),
  image_alt_zh = coalesce(nullif(btrim(image_alt_zh), ''), title_zh, title)
  where image_url is not null and status = 'published';
update public.documentation set image_alt = coalesce(nullif(btrim(image_alt), ''), title),
  image_alt_zh = coalesce(nullif(btrim(image_alt_zh), ''), title_zh, title)
  where image_url is not null and status = 'published';
update public.videos set thumbnail_alt = coalesce(nullif(btrim(thumbnail_alt), ''), title),
  thumbnail_alt_zh = coalesce(nullif(btrim(thumbnail_alt_zh), ''), title_zh, title)
  where thumbnail_url is not null and status = 'published';

alter table public.white_papers enable trigger user;
alter table public.case_studies enable trigger user;
alter table public.videos enable trigger user;
alter table public.news enable trigger user;
alter table public.documentation enable trigger user;

-- ---------------------------------------------------------------------------
-- Constraints on the new columns. The slug's default '' (an empty slug is
-- "none": the trigger fills it in) lets a client insert without one.
-- ---------------------------------------------------------------------------
alter table public.white_papers
  alter column slug set not null,
  alter column slug set default '',
  add constraint white_papers_slug_unique unique (slug),
  add constraint white_papers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  add constraint white_papers_image_alt_required check (
    status <> 'published' or image_url is null
    or (nullif(btrim(image_alt), '') is not null and nullif(btrim(image_alt_zh), '') is not null)
  );
alter table public.case_studies
  alter column slug set not null,
  alter column slug set default '',
  add constraint case_studies_slug_unique unique (slug),
  add constraint case_studies_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  add constraint case_studies_image_alt_required check (
    status <> 'published' or image_url is null
    or (nullif(btrim(image_alt), '') is not null and nullif(btrim(image_alt_zh), '') is not null)
  );
alter table public.videos
  alter column slug set not null,
  alter column slug set default '',
  add constraint videos_slug_unique unique (slug),
  add constraint videos_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  add constraint videos_thumbnail_alt_required check (
    status <> 'published' or thumbnail_url is null
    or (nullif(btrim(thumbnail_alt), '') is not null and nullif(btrim(thumbnail_alt_zh), '') is not null)
  );
alter table public.news
  alter column slug set not null,
  alter column slug set default '',
  add constraint news_slug_unique unique (slug),
  add constraint news_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  add constraint news_image_alt_required check (
    status <> 'published' or image_url is null
    or (nullif(btrim(image_alt), '') is not null and nullif(btrim(image_alt_zh), '') is not null)
  );
alter table public.documentation
  add constraint documentation_image_alt_required check (
    status <> 'published' or image_url is null
    or (nullif(btrim(image_alt), '') is not null and nullif(btrim(image_alt_zh), '') is not null)
  );

-- The slug triggers. Named to run before the `…_touch_updated_at` triggers
-- (before-triggers run in name order), so a filled-in slug is part of the
-- change they see.
create trigger white_papers_keep_slug before insert or update on public.white_papers
  for each row execute function private.keep_item_slug();
create trigger case_studies_keep_slug before insert or update on public.case_studies
  for each row execute function private.keep_item_slug();
create trigger videos_keep_slug before insert or update on public.videos
  for each row execute function private.keep_item_slug();
create trigger news_keep_slug before insert or update on public.news
  for each row execute function private.keep_item_slug();
