-- Enquiries (issue #9): every form of the public site (quote, home contact and
-- the five enquiry forms of spec §3) is stored in one table that visitors can
-- write to but never read back.
--
-- Who may do what (explicit grants, since new tables get none; RLS on):
--   anon, authenticated  INSERT only, and only the columns a visitor fills in
--                        (form, contact fields, details, locale, page). Never
--                        SELECT, UPDATE or DELETE: a visitor cannot read any
--                        enquiry, their own included. Inserts use
--                        `Prefer: return=minimal` (supabase-js `.insert()`
--                        without `.select()`), which needs no SELECT right.
--   admins (authenticated + public.is_admin())
--                        read, change `status` and `note`, delete (a
--                        visitor's deletion request). Column-level UPDATE.
--   service_role         everything: the notify-enquiry Edge Function records
--                        `notified_at` / `notify_error` with it.
--
-- The check constraints enforce spec §5 on the server, mirroring
-- shared/enquiries/forms.ts (tests/supabase/enquiries-schema.test.ts checks
-- every option value and limit of that module against this table).
--
-- Spam: the forms carry a honeypot field (checked in the browser, where bots
-- that fill every field are caught), and this migration limits how many
-- enquiries one client address may send: private.enquiry_rate_limit(), a
-- BEFORE INSERT trigger that counts requests per address (kept only as a
-- salted hash) in a fixed window. The address comes from PostgREST's
-- `request.headers` (see the function), so the same limit runs on hosted
-- Supabase and on the local backend. The window and the maximum are a row of
-- private.enquiry_rate_settings (defaults: 10 per 10 minutes).

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Not exposed through the Data API: helpers of triggers and policies.';

-- ---------------------------------------------------------------------------
-- The form-specific fields of each form (spec §3), checked by the table
-- ---------------------------------------------------------------------------
-- One plpgsql function rather than seven check expressions: PostgreSQL
-- rebuilds large check expressions for every insert, while a plpgsql
-- function's plan is cached per connection (the insert costs about a third
-- less). Immutable and side-effect free; invoked with the inserting role's
-- rights, so the API roles may execute it (the `private` schema is not exposed
-- through the Data API).
create function private.enquiry_details_ok(form text, details jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if details is null or jsonb_typeof(details) <> 'object' then
    return false;
  end if;
  case form
    when 'quote' then return coalesce(
      details - array['firstName', 'lastName', 'projectType', 'expectedDepth', 'formation', 'timeline', 'budget', 'additionalRequirements', 'newsletter'] = '{}'::jsonb
      and (jsonb_typeof(details->'firstName') = 'string' and char_length(btrim(details->>'firstName')) between 1 and 99)
      and (jsonb_typeof(details->'lastName') = 'string' and char_length(btrim(details->>'lastName')) between 1 and 99)
      and (details->'projectType' is null or details->>'projectType' in ('exploration', 'production', 'horizontal', 'directional', 'other'))
      and (details->'expectedDepth' is null or (jsonb_typeof(details->'expectedDepth') = 'string' and char_length(details->>'expectedDepth') <= 200))
      and (details->'formation' is null or details->>'formation' in ('soft', 'medium', 'hard', 'mixed'))
      and (details->'timeline' is null or details->>'timeline' in ('immediate', 'short', 'medium', 'long'))
      and (details->'budget' is null or details->>'budget' in ('100k-500k', '500k-1m', '1m-5m', '5m+', 'tbd'))
      and (details->'additionalRequirements' is null or (jsonb_typeof(details->'additionalRequirements') = 'string' and char_length(details->>'additionalRequirements') <= 5000))
      and (details->'newsletter' is null or jsonb_typeof(details->'newsletter') = 'boolean'), false);
    when 'contact' then return coalesce(
      details - array['firstName', 'lastName', 'projectDetails'] = '{}'::jsonb
      and (jsonb_typeof(details->'firstName') = 'string' and char_length(btrim(details->>'firstName')) between 1 and 99)
      and (jsonb_typeof(details->'lastName') = 'string' and char_length(btrim(details->>'lastName')) between 1 and 99)
      and (details->'projectDetails' is null or (jsonb_typeof(details->'projectDetails') = 'string' and char_length(details->>'projectDetails') <= 5000)), false);
    when 'technical_docs' then return coalesce(
      details - array['documentType', 'urgency', 'specificRequests'] = '{}'::jsonb
      and (details->'documentType' is null or details->>'documentType' in ('technical-specs', 'installation-guide', 'operation-manual', 'maintenance-guide', 'all-documentation'))
      and (details->'urgency' is null or details->>'urgency' in ('standard', 'urgent', 'immediate'))
      and (details->'specificRequests' is null or (jsonb_typeof(details->'specificRequests') = 'string' and char_length(details->>'specificRequests') <= 5000)), false);
    when 'representative' then return coalesce(
      details - array['inquiryType', 'preferredContact', 'timeframe', 'message'] = '{}'::jsonb
      and (details->'inquiryType' is null or details->>'inquiryType' in ('technical-consultation', 'product-information', 'custom-solution', 'pricing-quote', 'partnership'))
      and (details->'preferredContact' is null or details->>'preferredContact' in ('email', 'phone', 'video'))
      and (details->'timeframe' is null or details->>'timeframe' in ('immediate', 'short-term', 'medium-term', 'long-term'))
      and (details->'message' is null or (jsonb_typeof(details->'message') = 'string' and char_length(details->>'message') <= 5000)), false);
    when 'sales' then return coalesce(
      details - array['inquiryType', 'budget', 'timeline', 'projectDetails'] = '{}'::jsonb
      and (details->'inquiryType' is null or details->>'inquiryType' in ('product-pricing', 'bulk-order', 'rental-options', 'service-contract', 'partnership'))
      and (details->'budget' is null or details->>'budget' in ('under-100k', '100k-500k', '500k-1m', 'over-1m', 'discuss'))
      and (details->'timeline' is null or details->>'timeline' in ('immediate', 'quarter', 'half-year', 'annual', 'planning'))
      and (details->'projectDetails' is null or (jsonb_typeof(details->'projectDetails') = 'string' and char_length(details->>'projectDetails') <= 5000)), false);
    when 'consultation' then return coalesce(
      details - array['consultationType', 'preferredDate', 'preferredTime', 'duration', 'objectives'] = '{}'::jsonb
      and (details->'consultationType' is null or details->>'consultationType' in ('technical-review', 'project-planning', 'solution-selection', 'implementation-strategy', 'general-inquiry'))
      and (details->'preferredDate' is null or (jsonb_typeof(details->'preferredDate') = 'string' and details->>'preferredDate' ~ '^\d{4}-\d{2}-\d{2}$'))
      and (details->'preferredTime' is null or details->>'preferredTime' in ('morning', 'afternoon', 'evening'))
      and (details->'duration' is null or details->>'duration' in ('30min', '1hour', '1.5hours', '2hours'))
      and (details->'objectives' is null or (jsonb_typeof(details->'objectives') = 'string' and char_length(details->>'objectives') <= 5000)), false);
    when 'demo' then return coalesce(
      details - array['platformInterest', 'demoType', 'teamSize', 'timeline', 'specificRequirements'] = '{}'::jsonb
      and (details->'platformInterest' is null or details->>'platformInterest' in ('drillops-central', 'geosteer-cloud', 'datavault-analytics', 'fieldconnect-mobile', 'all-platforms'))
      and (details->'demoType' is null or details->>'demoType' in ('individual', 'team', 'executive', 'technical'))
      and (details->'teamSize' is null or details->>'teamSize' in ('1-3', '4-10', '11-25', '25+'))
      and (details->'timeline' is null or details->>'timeline' in ('immediate', 'short-term', 'medium-term', 'long-term', 'evaluation'))
      and (details->'specificRequirements' is null or (jsonb_typeof(details->'specificRequirements') = 'string' and char_length(details->>'specificRequirements') <= 5000)), false);

    else return false;
  end case;
end;
$$;
revoke all on function private.enquiry_details_ok(text, jsonb) from public;
grant execute on function private.enquiry_details_ok(text, jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------
create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  form text not null
    constraint enquiries_form_check
    check (form in ('quote', 'contact', 'technical_docs', 'representative', 'sales', 'consultation', 'demo')),
  name text not null
    constraint enquiries_name_check check (char_length(btrim(name)) between 1 and 200),
  email text not null
    constraint enquiries_email_check
    check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text constraint enquiries_phone_check check (char_length(phone) between 1 and 50),
  company text constraint enquiries_company_check check (char_length(btrim(company)) between 1 and 200),
  position text constraint enquiries_position_check check (char_length(position) between 1 and 200),
  details jsonb not null default '{}'::jsonb
    constraint enquiries_details_object check (jsonb_typeof(details) = 'object'),
  locale text not null default 'en' constraint enquiries_locale_check check (locale in ('en', 'zh')),
  page text constraint enquiries_page_check check (page ~ '^/' and char_length(page) <= 300),
  status text not null default 'new'
    constraint enquiries_status_check check (status in ('new', 'in_progress', 'closed')),
  note text constraint enquiries_note_check check (char_length(note) <= 5000),
  notified_at timestamptz,
  notify_error text constraint enquiries_notify_error_check check (char_length(notify_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- spec §5: Company is required on the quote, sales and demo forms.
  constraint enquiries_company_required check (form not in ('quote', 'sales', 'demo') or company is not null),
  -- A form's row has only the contact fields that form asks for.
  constraint enquiries_phone_of_form check (phone is null or form <> 'technical_docs'),
  constraint enquiries_position_of_form check (position is null or form not in ('quote', 'contact', 'representative')),
  -- The form-specific fields (spec §3) in `details`: only the form's keys,
  -- option values from spec §3's lists, text within its limit.
  constraint enquiries_details_of_form check (private.enquiry_details_ok(form, details))
);

comment on table public.enquiries is 'Enquiries sent from the public forms (issue #9). Visitors insert; admins read and manage.';
comment on column public.enquiries.form is 'quote, contact, technical_docs, representative, sales, consultation or demo';
comment on column public.enquiries.details is 'The form-specific fields of spec §3, by their spec names';
comment on column public.enquiries.page is 'Path of the page the form was sent from';
comment on column public.enquiries.note is 'Internal note of the sales team; never shown to the visitor';
comment on column public.enquiries.notified_at is 'When the notify-enquiry Edge Function e-mailed the sales address';
comment on column public.enquiries.notify_error is 'Why the last notification e-mail failed (null when none failed)';

create index enquiries_created_at_idx on public.enquiries (created_at desc);
create index enquiries_status_idx on public.enquiries (status);

-- updated_at follows every change.
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public;

create trigger enquiries_touch_updated_at
  before update on public.enquiries
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------
-- Per-address rate limit of visitors' inserts
-- ---------------------------------------------------------------------------
create table private.enquiry_rate_settings (
  only_row boolean primary key default true constraint enquiry_rate_settings_one_row check (only_row),
  max_per_window integer not null default 10 check (max_per_window > 0),
  window_seconds integer not null default 600 check (window_seconds > 0),
  salt text not null default replace(gen_random_uuid()::text, '-', '')
);
insert into private.enquiry_rate_settings default values;

create table private.enquiry_rate_hits (
  client_hash text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index enquiry_rate_hits_window_idx on private.enquiry_rate_hits (window_start);

revoke all on table private.enquiry_rate_settings, private.enquiry_rate_hits from public;

-- The client's address as the API gateway passed it on: Cloudflare's
-- cf-connecting-ip when present, else x-real-ip (hosted Supabase's gateway
-- reports the client there), else the first x-forwarded-for entry. The local
-- backend sets x-real-ip and x-forwarded-for to the socket's address and
-- drops any such header the client sent. Requests with none of them (SQL, the
-- seed) and requests made with the service_role key are not limited. Runs as
-- its owner (security definer) because the hit table has no API grants; it
-- touches only the two private tables.
create function private.enquiry_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  caller_role text := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb ->> 'role';
  client text := nullif(btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1)
  )), '');
  settings private.enquiry_rate_settings;
  used integer;
begin
  if client is null or caller_role is null or caller_role not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into settings from private.enquiry_rate_settings;
  delete from private.enquiry_rate_hits
    where window_start < now() - make_interval(secs => settings.window_seconds);
  insert into private.enquiry_rate_hits as h (client_hash, window_start, hits)
    values (encode(sha256(convert_to(settings.salt || client, 'UTF8')), 'hex'), now(), 1)
    on conflict (client_hash) do update set hits = h.hits + 1
    returning hits into used;
  if used > settings.max_per_window then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise exception using
      errcode = 'PT429',
      message = 'Too many enquiries from your network',
      hint = format('Wait %s minutes and send it again, or call or e-mail us.', ceil(settings.window_seconds / 60.0));
  end if;
  return new;
end;
$$;
revoke all on function private.enquiry_rate_limit() from public;

create trigger enquiries_rate_limit
  before insert on public.enquiries
  for each row execute function private.enquiry_rate_limit();

-- ---------------------------------------------------------------------------
-- Grants and RLS
-- ---------------------------------------------------------------------------
alter table public.enquiries enable row level security;

revoke all on table public.enquiries from anon, authenticated, service_role;
grant insert (form, name, email, phone, company, position, details, locale, page)
  on table public.enquiries to anon, authenticated;
grant select, delete on table public.enquiries to authenticated;
grant update (status, note) on table public.enquiries to authenticated;
grant select, insert, update, delete on table public.enquiries to service_role;

create policy "Visitors can send enquiries" on public.enquiries
  for insert to anon, authenticated
  with check (status = 'new' and note is null and notified_at is null and notify_error is null);
create policy "Admins can read enquiries" on public.enquiries
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can update enquiries" on public.enquiries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete enquiries" on public.enquiries
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- Retention (the Privacy Policy's promise, shared/enquiries/forms.ts
-- ENQUIRY_RETENTION_MONTHS): a closed enquiry is deleted 24 months after its
-- last change. Hosted: a daily pg_cron job runs it (docs/enquiries.md); the
-- local backend runs it at every start. Not callable through the Data API.
-- ---------------------------------------------------------------------------
create function private.purge_expired_enquiries(keep interval default interval '24 months')
returns integer
language sql
set search_path = ''
as $$
  with gone as (
    delete from public.enquiries
    where status = 'closed' and updated_at < now() - keep
    returning 1
  )
  select count(*)::integer from gone;
$$;
revoke all on function private.purge_expired_enquiries(interval) from public;
