-- Video files (issue #28): videos are uploaded resumably (TUS, at
-- /storage/v1/upload/resumable) into Storage, like every other content file,
-- in a public bucket and its private twin (issue #27's model):
--
--   videos          files of published videos (served at /object/public/videos/...)
--   videos-private  files of drafts, scheduled and trashed videos (admins only)
--
-- Object paths are videos/<video id>/<slot>-<stamp>.<ext> in both
-- (shared/content/video-storage.ts). Captions (WebVTT) live beside their
-- video, so both buckets accept MP4, WebM and WebVTT, up to 1 GiB
-- (1073741824 bytes) each. Hosted Storage also caps every upload at the
-- project's global file size limit: it must be at least 1 GiB
-- (docs/hosted-supabase.md).
--
-- Only admins may read, upload, replace or remove objects of either bucket.
-- Nobody else gets a policy: the public bucket serves /object/public/videos/
-- to anyone without consulting RLS, and everything else (listing, reads of
-- the private twin, signed URLs, uploads) needs a policy. The storage
-- schema's table grants are Supabase's own; this migration only adds buckets
-- and policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('videos', 'videos', true, 1073741824, array['video/mp4', 'video/webm', 'text/vtt']),
  ('videos-private', 'videos-private', false, 1073741824, array['video/mp4', 'video/webm', 'text/vtt'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can read video files" on storage.objects for select to authenticated
  using (bucket_id in ('videos', 'videos-private') and (select public.is_admin()));
create policy "Admins can upload video files" on storage.objects for insert to authenticated
  with check (bucket_id in ('videos', 'videos-private') and (select public.is_admin()));
create policy "Admins can update video files" on storage.objects for update to authenticated
  using (bucket_id in ('videos', 'videos-private') and (select public.is_admin()))
  with check (bucket_id in ('videos', 'videos-private') and (select public.is_admin()));
create policy "Admins can delete video files" on storage.objects for delete to authenticated
  using (bucket_id in ('videos', 'videos-private') and (select public.is_admin()));
