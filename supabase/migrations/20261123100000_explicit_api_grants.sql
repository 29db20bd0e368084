-- Explicit, least-privilege Data API grants (issue #8).
--
-- Since 2026-10-30 hosted Supabase no longer grants anything on new tables in
-- `public` to anon, authenticated and service_role (changelog 45329). The
-- first migration relied on the old default privileges, so on a project
-- created today every call was refused with 42501. This migration states each
-- API role's privileges outright. It first revokes everything, so a project
-- created before the change (whose tables got `grant all` by default) ends
-- up with exactly the same, smaller set of privileges.
--
-- What each role needs:
--   anon           reads the public content; counts a video view.
--   authenticated  reads; writes content only where an RLS policy lets admins
--                  (the policies call public.is_admin()); sees its own admin row.
--   service_role   the seed and server-side tools: read and write everything
--                  (it bypasses RLS). No TRUNCATE, REFERENCES or TRIGGER for
--                  any API role.
--
-- Accepted database-linter warnings (Supabase advisors), with the reason:
--   anon_security_definer_function_executable: public.increment_video_views.
--     Visitors must count a view without any UPDATE right on videos; the
--     function touches one column of one row and returns the new count.
--   authenticated_security_definer_function_executable: public.is_admin and
--     public.increment_video_views. is_admin must read admin_users, which RLS
--     hides; it answers only "is the caller an admin". Both have a fixed,
--     empty search_path.
-- anon no longer executes is_admin(): no policy that applies to anon calls it
-- and the site asks only after sign-in.

-- ---------------------------------------------------------------------------
-- Content tables
-- ---------------------------------------------------------------------------
revoke all on table
  public.white_papers,
  public.case_studies,
  public.videos,
  public.documentation,
  public.catalog_files
from anon, authenticated, service_role;

grant select on table
  public.white_papers,
  public.case_studies,
  public.videos,
  public.documentation,
  public.catalog_files
to anon;

grant select, insert, update, delete on table
  public.white_papers,
  public.case_studies,
  public.videos,
  public.documentation,
  public.catalog_files
to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Admins: a signed-in user reads their own row (RLS); only service_role writes.
-- ---------------------------------------------------------------------------
revoke all on table public.admin_users from anon, authenticated, service_role;
grant select on table public.admin_users to authenticated;
grant select, insert, update, delete on table public.admin_users to service_role;

-- ---------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------
revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;

revoke all on function public.increment_video_views(uuid) from public, anon, authenticated, service_role;
grant execute on function public.increment_video_views(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Storage: content-files is a public bucket, so Storage serves
-- /object/public/content-files/... without consulting RLS. A SELECT policy
-- for everyone would only let any visitor list every file (linter:
-- public_bucket_allows_listing). Admins still need one: Storage runs a
-- remove() as the caller, and Postgres applies SELECT policies to the WHERE
-- of a DELETE, so without it an admin's delete would remove nothing.
-- ---------------------------------------------------------------------------
drop policy if exists "Anyone can read content files" on storage.objects;
create policy "Admins can read content files" on storage.objects for select to authenticated
  using (bucket_id = 'content-files' and (select public.is_admin()));
