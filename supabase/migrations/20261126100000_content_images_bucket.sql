-- Content images (issue #11): a second public bucket for covers, case study
-- images, video thumbnails and documentation images, with its own types and
-- size limit (shared/content/storage-layout.ts states the same values).
--
-- SVG is not accepted: an SVG served from the project's storage origin can
-- run script when opened directly. PNG, JPEG and WebP only, 5 MiB each.
--
-- Like content-files, the bucket is public, so Storage serves
-- /object/public/content-images/... without consulting RLS and no SELECT
-- policy is given to visitors (a policy would only let them list every
-- object). Admins get SELECT because Storage runs remove() and upsert as the
-- caller and Postgres applies SELECT policies to the rows a DELETE or
-- UPDATE touches. The storage schema's table grants are Supabase's own
-- (hosted and local alike); this migration only adds policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'content-images',
  'content-images',
  true,
  5242880,
  array['image/png', 'image/jpeg', 'image/webp']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can read content images" on storage.objects for select to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()));
create policy "Admins can upload content images" on storage.objects for insert to authenticated
  with check (bucket_id = 'content-images' and (select public.is_admin()));
create policy "Admins can update content images" on storage.objects for update to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()))
  with check (bucket_id = 'content-images' and (select public.is_admin()));
create policy "Admins can delete content images" on storage.objects for delete to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()));
