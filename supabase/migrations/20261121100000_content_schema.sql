-- Content schema, admin check and row-level security (spec §3, §6, §7, §9).
-- Runs unchanged on hosted Supabase (`supabase db push`) and on the embedded
-- local backend over PGlite, so the same RLS policies decide in both places.

-- ---------------------------------------------------------------------------
-- Content tables
-- ---------------------------------------------------------------------------

create table public.white_papers (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  author text not null,
  date_published date not null,
  pages integer not null default 0 check (pages >= 0),
  category text not null default 'technical_analysis'
    check (category in ('technical_analysis', 'data_analytics', 'industry_trends', 'sustainability')),
  image_url text,
  pdf_url text,
  created_at timestamptz not null default now()
);

create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  location text not null,
  year integer not null check (year between 1900 and 2200),
  image_url text,
  drilling_time_reduction integer,
  target_accuracy integer,
  cost_savings text,
  rop_improvement integer,
  wellbore_quality text,
  project_savings text,
  reach_extension text,
  drilling_accuracy text,
  time_saved_days integer,
  created_at timestamptz not null default now()
);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  thumbnail_url text,
  duration text not null,
  views integer not null default 0 check (views >= 0),
  date_published date not null,
  category text not null default 'product_demo'
    check (category in ('product_demo', 'installation', 'training', 'webinar')),
  video_url text,
  created_at timestamptz not null default now()
);

create table public.documentation (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  category text not null,
  image_url text,
  -- A JSON array of {name, download_url} objects.
  documents jsonb not null default '[]'::jsonb check (jsonb_typeof(documents) = 'array'),
  created_at timestamptz not null default now()
);

create table public.catalog_files (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  file_url text not null,
  file_size bigint check (file_size >= 0),
  mime_type text,
  category text not null default 'drilling-tools',
  created_at timestamptz not null default now()
);

create index white_papers_date_published_idx on public.white_papers (date_published desc);
create index white_papers_created_at_idx on public.white_papers (created_at desc);
create index case_studies_year_idx on public.case_studies (year desc);
create index case_studies_created_at_idx on public.case_studies (created_at desc);
create index videos_date_published_idx on public.videos (date_published desc);
create index videos_created_at_idx on public.videos (created_at desc);
create index documentation_created_at_idx on public.documentation (created_at desc);
create index catalog_files_category_created_at_idx on public.catalog_files (category, created_at desc);

-- ---------------------------------------------------------------------------
-- Admins
-- ---------------------------------------------------------------------------

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Whether the caller (auth.uid() of the request's JWT) is an admin.
-- security definer so it can read admin_users, which RLS hides from everyone.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = auth.uid());
$$;

-- Adds one view to a video and returns the new count (null for an unknown id).
-- security definer so anonymous visitors can count a view without any UPDATE
-- right on videos; it touches nothing but that one column of that one row.
create function public.increment_video_views(video_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.videos v set views = v.views + 1 where v.id = video_id returning v.views;
$$;

revoke execute on function public.is_admin() from public;
revoke execute on function public.increment_video_views(uuid) from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.increment_video_views(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Row-level security: anyone reads published content, only admins write.
-- ---------------------------------------------------------------------------

alter table public.white_papers enable row level security;
alter table public.case_studies enable row level security;
alter table public.videos enable row level security;
alter table public.documentation enable row level security;
alter table public.catalog_files enable row level security;
alter table public.admin_users enable row level security;

create policy "Anyone can read white papers" on public.white_papers for select to anon, authenticated using (true);
create policy "Admins can insert white papers" on public.white_papers for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update white papers" on public.white_papers for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete white papers" on public.white_papers for delete to authenticated using ((select public.is_admin()));

create policy "Anyone can read case studies" on public.case_studies for select to anon, authenticated using (true);
create policy "Admins can insert case studies" on public.case_studies for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update case studies" on public.case_studies for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete case studies" on public.case_studies for delete to authenticated using ((select public.is_admin()));

create policy "Anyone can read videos" on public.videos for select to anon, authenticated using (true);
create policy "Admins can insert videos" on public.videos for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update videos" on public.videos for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete videos" on public.videos for delete to authenticated using ((select public.is_admin()));

create policy "Anyone can read documentation" on public.documentation for select to anon, authenticated using (true);
create policy "Admins can insert documentation" on public.documentation for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update documentation" on public.documentation for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete documentation" on public.documentation for delete to authenticated using ((select public.is_admin()));

create policy "Anyone can read catalog files" on public.catalog_files for select to anon, authenticated using (true);
create policy "Admins can insert catalog files" on public.catalog_files for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update catalog files" on public.catalog_files for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete catalog files" on public.catalog_files for delete to authenticated using ((select public.is_admin()));

-- admin_users: a signed-in user may see only their own row; nobody but
-- service_role (which bypasses RLS) may write it.
create policy "Users can see their own admin row" on public.admin_users for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- Storage: bucket content-files, public read, admin upload and delete.
-- ---------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'content-files',
  'content-files',
  true,
  52428800,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read content files" on storage.objects for select to anon, authenticated
  using (bucket_id = 'content-files');
create policy "Admins can upload content files" on storage.objects for insert to authenticated
  with check (bucket_id = 'content-files' and (select public.is_admin()));
create policy "Admins can update content files" on storage.objects for update to authenticated
  using (bucket_id = 'content-files' and (select public.is_admin()))
  with check (bucket_id = 'content-files' and (select public.is_admin()));
create policy "Admins can delete content files" on storage.objects for delete to authenticated
  using (bucket_id = 'content-files' and (select public.is_admin()));
