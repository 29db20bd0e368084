-- Private draft files (issue #27): files of drafts, scheduled and trashed
-- items must not be fetchable by visitors. A public bucket serves
-- /object/public/<bucket>/<path> to anyone without consulting RLS, so a
-- draft's file cannot live in one. Each public content bucket gets a private
-- twin with the same limits and types; an object keeps its path in both.
--
--   content-files   <-> content-files-private
--   content-images  <-> content-images-private
--
-- Uploads go to the private twin. The site builder (service_role: the local
-- runner, or the hosted build) moves an item's objects to the public bucket
-- when the item becomes visible to visitors and back when it stops being so
-- (shared/data/file-visibility.ts). Content rows keep the public bucket's URL
-- at all times, so a published item's URL never changes; while the item is
-- hidden that URL answers 400 (not found), and the admin shows the file
-- through a signed URL of the private twin.
--
-- Only admins may read, upload, replace or remove objects of the private
-- twins (signed URLs need the SELECT policy: Storage checks the caller can
-- read the object before signing). Visitors get no policy at all. The
-- storage schema's table grants are Supabase's own; this migration only adds
-- buckets and policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'content-files-private', 'content-files-private', false, file_size_limit, allowed_mime_types
from storage.buckets where id = 'content-files'
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'content-images-private', 'content-images-private', false, file_size_limit, allowed_mime_types
from storage.buckets where id = 'content-images'
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can read private content files" on storage.objects for select to authenticated
  using (bucket_id in ('content-files-private', 'content-images-private') and (select public.is_admin()));
create policy "Admins can upload private content files" on storage.objects for insert to authenticated
  with check (bucket_id in ('content-files-private', 'content-images-private') and (select public.is_admin()));
create policy "Admins can update private content files" on storage.objects for update to authenticated
  using (bucket_id in ('content-files-private', 'content-images-private') and (select public.is_admin()))
  with check (bucket_id in ('content-files-private', 'content-images-private') and (select public.is_admin()));
create policy "Admins can delete private content files" on storage.objects for delete to authenticated
  using (bucket_id in ('content-files-private', 'content-images-private') and (select public.is_admin()));
