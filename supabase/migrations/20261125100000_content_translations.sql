-- Chinese text for the content types (issue #10): optional `<field>_zh`
-- columns next to the English ones. The public `/zh/` pages show the Chinese
-- text and fall back to the English where it is empty
-- (shared/content/translations.ts lists the translated fields). Each
-- document object in `documentation.documents` may carry an optional
-- `name_zh` as well; that needs no column.

alter table public.white_papers
  add column title_zh text,
  add column description_zh text;

alter table public.case_studies
  add column title_zh text,
  add column description_zh text,
  add column location_zh text;

alter table public.videos
  add column title_zh text,
  add column description_zh text,
  add column duration_zh text;

alter table public.documentation
  add column title_zh text,
  add column description_zh text;

-- Grants. The Data API grants on these tables are table-level
-- (20261123100000_explicit_api_grants.sql), so they already cover the new
-- columns. Stated again here so this file says what each role may do with
-- them: visitors read, signed-in users and service_role read and write (RLS
-- lets only admins write). Re-granting what a role has is a no-op.
grant select on table public.white_papers, public.case_studies, public.videos, public.documentation to anon;
grant select, insert, update, delete on table
  public.white_papers, public.case_studies, public.videos, public.documentation
to authenticated, service_role;
