-- Catalog upload as a form (issue #27): a catalog file gets a title, the
-- product line it belongs to, the language it is written in, and a draft or
-- published state; visitors read published catalogs only.
--
-- The option lists here are stated once for the clients in
-- shared/types/domain.ts (CATALOG_CATEGORIES, CATALOG_LANGUAGES,
-- CATALOG_TITLE_MAX); tests/supabase/catalog-form.test.ts checks that the
-- constraints below accept exactly those values.
--
-- catalog_files:
--   `title`       what the admin and the public button call the catalog,
--                 1-200 characters, in the catalog's own language. Existing
--                 rows get their file name without the extension.
--   `category`    the product line whose page offers the catalog for
--                 download: rss-systems, drilling-tools, measurement-tools,
--                 software-solutions (the four product pages, spec §2, each
--                 with a Download Catalog button). Existing rows keep theirs
--                 (all drilling-tools: the spec's upload set nothing else).
--   `language`    'en' or 'zh': the /zh/ pages offer the newest Chinese
--                 catalog of their category, else the English one (marked
--                 as English). Existing rows: 'en'.
--   `status`      'draft' or 'published' (as the content tables, issue #12).
--                 Existing rows, and rows inserted without one (the spec's
--                 upload payload), are published.
--   `updated_at`  last change, kept by private.touch_content_updated_at
--                 (20261127100000_editorial_safety.sql), so the admin can
--                 tell whether the site has a change yet (issue #27).
--
-- Who may do what: the table-level grants stay as they are
-- (20261123100000_explicit_api_grants.sql: anon SELECT; authenticated and
-- service_role SELECT, INSERT, UPDATE, DELETE) and cover the new columns;
-- RLS narrows them: the public read policy now shows published rows only,
-- and a second select policy shows admins every row. Writes stay admin-only
-- (the existing insert, update and delete policies).
--
-- Accepted database-linter warnings: none new.

alter table public.catalog_files
  add column title text,
  add column language text not null default 'en'
    constraint catalog_files_language_check check (language in ('en', 'zh')),
  add column status text not null default 'published'
    constraint catalog_files_status_check check (status in ('draft', 'published')),
  add column updated_at timestamptz not null default now();

update public.catalog_files
   set title = pg_catalog.left(coalesce(nullif(pg_catalog.regexp_replace(name, '\.[^.]*$', ''), ''), name), 200)
 where title is null;

alter table public.catalog_files
  alter column title set not null,
  add constraint catalog_files_title_check check (pg_catalog.char_length(pg_catalog.btrim(title)) between 1 and 200),
  add constraint catalog_files_category_check
    check (category in ('rss-systems', 'drilling-tools', 'measurement-tools', 'software-solutions'));

comment on column public.catalog_files.title is 'Catalog title in its own language, 1-200 characters (issue #27)';
comment on column public.catalog_files.category is 'Product line whose page offers the catalog (issue #27, shared/types/domain.ts CATALOG_CATEGORIES)';
comment on column public.catalog_files.language is 'Language the catalog is written in: en or zh (issue #27)';
comment on column public.catalog_files.status is 'draft or published (issue #27); visitors see published rows only';
comment on column public.catalog_files.updated_at is 'Last change to the row (a trigger keeps it)';

create trigger catalog_files_touch_updated_at before update on public.catalog_files
  for each row execute function private.touch_content_updated_at();

-- The public buttons' read: newest published catalog of a category and language.
drop index if exists public.catalog_files_category_created_at_idx;
create index catalog_files_published_idx on public.catalog_files (category, language, created_at desc)
  where status = 'published';

-- ---------------------------------------------------------------------------
-- Row-level security: the public sees published catalogs; admins see every
-- one (two permissive select policies: a row is visible when either says so).
-- ---------------------------------------------------------------------------
drop policy "Anyone can read catalog files" on public.catalog_files;

create policy "Anyone can read published catalog files" on public.catalog_files for select to anon, authenticated
  using (status = 'published');
create policy "Admins can read every catalog file" on public.catalog_files for select to authenticated
  using ((select public.is_admin()));
