-- Site settings (issue #30): the company details every public page shows,
-- managed by admins in the admin's "Site settings" screen instead of being
-- hard-coded in the site:
--
--   * the company's name and postal address, in English and Chinese;
--   * a phone number and an e-mail address per department (general, sales,
--     support, emergency hotline, careers, press);
--   * the social profile URLs (LinkedIn, X, YouTube, Facebook): null = no
--     icon on the site; a set URL must be https (CHECKed);
--   * the Terms of Service and Cookie Policy texts, in English and Chinese:
--     plain text the site renders as paragraphs, `## ` headings and `- `
--     list items (docs/site-settings.md), never as HTML.
--
-- One row (`id` is true and can be nothing else), inserted here with the
-- columns' defaults; the seed (supabase/seed/seed.ts) fills it with the
-- clearly fictional values of shared/site-settings/defaults.ts while nobody
-- has edited it (`updated_at` null = never edited).
--
-- A change requests a build of every page (the footer of each shows these
-- details): the trigger merges the change `{table: 'site_settings', id:
-- 'site'}` into the waiting build request (20261202100000_site_builds.sql);
-- the local builder re-renders every page for a table it does not know
-- (site/scripts/rebuild/changes.ts), and the hosted builder always builds
-- every page.
--
-- Who may do what:
--   anon, authenticated  SELECT (public details; the site build reads them with the anon key).
--   admins               UPDATE (RLS: (select public.is_admin())).
--   service_role         SELECT, UPDATE (the seed).
--   nobody               INSERT or DELETE through the API: the row always exists.
-- Grants are explicit (hosted gives a new table none), no TRUNCATE,
-- REFERENCES or TRIGGER for any API role. The trigger functions live in
-- `private` with EXECUTE revoked from PUBLIC.
--
-- History: the content audit log (20261127100000) is keyed by content item
-- and type; settings changes are not logged there (issue #29's history).

create table public.site_settings (
  id boolean primary key default true
    constraint site_settings_single_row check (id),
  company_name_en text not null default 'ProSteer Drilling Technologies',
  company_name_zh text not null default 'ProSteer 钻井技术公司',
  address_en text not null default '1200 Energy Parkway, Houston, TX 77079, USA',
  address_zh text not null default '美国得克萨斯州休斯敦市能源大道 1200 号，邮编 77079',
  general_phone text not null default '+1 (713) 555-0100',
  general_email text not null default 'info@example.com',
  sales_phone text not null default '+1 (713) 555-0142',
  sales_email text not null default 'sales@example.com',
  support_phone text not null default '+1 (713) 555-0150',
  support_email text not null default 'support@example.com',
  emergency_phone text not null default '+1 (800) 555-0199',
  emergency_email text not null default 'emergency@example.com',
  careers_phone text not null default '+1 (713) 555-0160',
  careers_email text not null default 'careers@example.com',
  press_phone text not null default '+1 (713) 555-0170',
  press_email text not null default 'press@example.com',
  linkedin_url text,
  x_url text,
  youtube_url text,
  facebook_url text,
  terms_en text not null default '',
  terms_zh text not null default '',
  cookies_en text not null default '',
  cookies_zh text not null default '',
  updated_at timestamptz,
  constraint site_settings_names check (
    char_length(btrim(company_name_en)) between 1 and 200 and char_length(btrim(company_name_zh)) between 1 and 200
  ),
  constraint site_settings_addresses check (
    char_length(btrim(address_en)) between 1 and 500 and char_length(btrim(address_zh)) between 1 and 500
  ),
  -- A phone number: digits with spaces, brackets, dots or dashes, an optional leading +, 5 to 40 characters.
  constraint site_settings_phones check (
    general_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
    and sales_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
    and support_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
    and emergency_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
    and careers_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
    and press_phone ~ '^\+?[0-9][0-9 ().-]{3,38}[0-9]$'
  ),
  -- An e-mail address: local part, @, a domain with a dot; no spaces; at most 254 characters.
  constraint site_settings_emails check (
    general_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(general_email) <= 254
    and sales_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(sales_email) <= 254
    and support_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(support_email) <= 254
    and emergency_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(emergency_email) <= 254
    and careers_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(careers_email) <= 254
    and press_email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$' and char_length(press_email) <= 254
  ),
  -- A social profile: null (no icon) or an https URL with a host, no spaces, at most 500 characters.
  constraint site_settings_social_urls check (
    (linkedin_url is null or (linkedin_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$' and char_length(linkedin_url) <= 500))
    and (x_url is null or (x_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$' and char_length(x_url) <= 500))
    and (youtube_url is null or (youtube_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$' and char_length(youtube_url) <= 500))
    and (facebook_url is null or (facebook_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$' and char_length(facebook_url) <= 500))
  ),
  constraint site_settings_legal_length check (
    char_length(terms_en) <= 50000 and char_length(terms_zh) <= 50000
    and char_length(cookies_en) <= 50000 and char_length(cookies_zh) <= 50000
  )
);

comment on table public.site_settings is
  'The company details every public page shows (issue #30): one row; everyone reads it, admins update it.';
comment on column public.site_settings.linkedin_url is 'https URL of the LinkedIn profile; null = no icon';
comment on column public.site_settings.terms_en is
  'Terms of Service (English): paragraphs separated by a blank line, "## " headings, "- " list items; never HTML';
comment on column public.site_settings.updated_at is 'When an admin (or the seed) last changed the row; null = never';

insert into public.site_settings (id) values (true);

-- ---------------------------------------------------------------------------
-- Data API grants and row-level security.
-- ---------------------------------------------------------------------------
revoke all on table public.site_settings from anon, authenticated, service_role;
grant select on table public.site_settings to anon, authenticated;
grant update on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;

alter table public.site_settings enable row level security;

create policy "Anyone can read the site settings" on public.site_settings for select to anon, authenticated
  using (true);
create policy "Admins can update the site settings" on public.site_settings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- updated_at, and the build request.
-- ---------------------------------------------------------------------------

-- Before update: `updated_at` = now when anything else changed (a value sent by the client is ignored).
create function private.touch_site_settings_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (pg_catalog.to_jsonb(new) - 'updated_at') is distinct from (pg_catalog.to_jsonb(old) - 'updated_at') then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.touch_site_settings_updated_at() from public;

create trigger site_settings_touch_updated_at before update on public.site_settings
  for each row execute function private.touch_site_settings_updated_at();

-- After update: a change of anything but updated_at requests a build of every page.
create function private.request_site_build_on_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (pg_catalog.to_jsonb(new) - 'updated_at') = (pg_catalog.to_jsonb(old) - 'updated_at') then
    return null;
  end if;
  perform private.request_site_build(
    'change',
    pg_catalog.jsonb_build_object('table', 'site_settings', 'id', 'site', 'slug', null, 'previous_slugs', '[]'::jsonb)
  );
  return null;
end;
$$;
revoke all on function private.request_site_build_on_settings_change() from public;

create trigger site_settings_request_site_build after update on public.site_settings
  for each row execute function private.request_site_build_on_settings_change();
