-- Forms keep their promises (issue #30): what the public forms promise in the
-- browser, the enquiries table now enforces too. Mirrors
-- shared/enquiries/forms.ts and shared/enquiries/schema.ts; the tests in
-- tests/supabase/enquiries-schema.test.ts and enquiry-promises.test.ts give
-- the client and the server the same cases.
--
-- 1. A field marked with an asterisk is required: the select of each form's
--    subject (quote projectType, technical_docs documentType, representative
--    and sales inquiryType, consultation consultationType, demo
--    platformInterest) must be present in `details`.
-- 2. E-mail addresses follow the WHATWG rule of <input type="email"> and
--    need a dot in the domain whose last label is two or more letters (or
--    an IDN label xn--…): "a@b" and "a@b.c" are refused, "a@b.co" accepted.
--    Both checks are added NOT VALID: enquiries stored before this migration
--    stay as they were sent; every new row must pass.
-- 3. The consultation's preferred date is not in the past. Checked on insert
--    only (an admin's later status change must not fail as days pass)
--    against the server's date minus one day, so a visitor whose time zone
--    is ahead of the server's is not refused for choosing their today.
--    Answers 23514 (check_violation) like a constraint, which PostgREST
--    returns as HTTP 400.
-- 4. Idempotency: each submission carries a UUID made by the form
--    (`idempotency_key`, unique). Inserting a key that is already stored
--    stores nothing and answers as a success (the BEFORE INSERT trigger skips
--    the row), so a double click, Enter twice or a retry after a lost answer
--    stores one row. Two inserts racing with the same key: the unique index
--    refuses the second with 23505, which the client also reads as "already
--    stored". A repeat is not counted by the rate limit.
-- 5. Rate limit for shared networks: at most `max_per_sender` enquiries per
--    (client address, e-mail address) and at most `max_per_window` per client
--    address, per window (defaults 5 and 50 per 10 minutes; a project that
--    changed the old default of 10 keeps its own ceiling). A refused insert
--    counts nowhere (the whole statement rolls back).
--
-- Grants: visitors (anon, authenticated) may additionally insert the
-- `idempotency_key` column; nothing else changes, RLS policies unchanged.
-- Accepted database-linter warnings: none new (the trigger functions are
-- SECURITY DEFINER with a fixed search_path and not executable by API roles).

-- ---------------------------------------------------------------------------
-- 1. Required subject selects
-- ---------------------------------------------------------------------------
alter table public.enquiries
  add constraint enquiries_required_details check (
    case form
      when 'quote' then coalesce(details ->> 'projectType', '') <> ''
      when 'technical_docs' then coalesce(details ->> 'documentType', '') <> ''
      when 'representative' then coalesce(details ->> 'inquiryType', '') <> ''
      when 'sales' then coalesce(details ->> 'inquiryType', '') <> ''
      when 'consultation' then coalesce(details ->> 'consultationType', '') <> ''
      when 'demo' then coalesce(details ->> 'platformInterest', '') <> ''
      else true
    end
  ) not valid;
comment on constraint enquiries_required_details on public.enquiries is
  'The subject select each form marks with an asterisk is required (issue #30; shared/enquiries/forms.ts)';

-- ---------------------------------------------------------------------------
-- 2. E-mail as <input type="email"> plus a dotted domain
-- ---------------------------------------------------------------------------
alter table public.enquiries
  add constraint enquiries_email_address check (
    email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,57}[a-zA-Z0-9])?)$'
  ) not valid;
comment on constraint enquiries_email_address on public.enquiries is
  'WHATWG valid e-mail address with a dot in the domain, last label of 2+ letters (issue #30; shared/enquiries/schema.ts isEnquiryEmail)';

-- ---------------------------------------------------------------------------
-- 4. Idempotency key (column first: the triggers below read it)
-- ---------------------------------------------------------------------------
alter table public.enquiries add column idempotency_key uuid;
alter table public.enquiries
  add constraint enquiries_idempotency_key_key unique (idempotency_key);
comment on column public.enquiries.idempotency_key is
  'UUID the form made for this submission: the same submission sent again is stored once (issue #30)';

grant insert (idempotency_key) on table public.enquiries to anon, authenticated;

-- Skips an insert whose key is already stored (returning null drops the row
-- silently; later BEFORE triggers, the rate limit among them, do not run).
-- Security definer: visitors cannot read enquiries, the owner can.
create function private.enquiry_skip_repeat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.idempotency_key is not null
     and exists (select 1 from public.enquiries e where e.idempotency_key = new.idempotency_key) then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.enquiry_skip_repeat() from public;

-- Trigger names decide the order (alphabetical): deduplicate, then the date,
-- then the rate limit.
create trigger enquiries_deduplicate
  before insert on public.enquiries
  for each row execute function private.enquiry_skip_repeat();

-- ---------------------------------------------------------------------------
-- 3. The consultation date is not in the past
-- ---------------------------------------------------------------------------
create function private.enquiry_preferred_date_ok()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  chosen date;
begin
  if new.form <> 'consultation' or coalesce(new.details ->> 'preferredDate', '') = '' then
    return new;
  end if;
  begin
    chosen := to_date(new.details ->> 'preferredDate', 'YYYY-MM-DD');
    -- to_date() rolls 2026-02-30 over to March: only a real calendar day round-trips.
    if to_char(chosen, 'YYYY-MM-DD') <> new.details ->> 'preferredDate' then
      chosen := null;
    end if;
  exception when others then
    chosen := null;
  end;
  if chosen is null or chosen < current_date - 1 then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "enquiries" violates check constraint "enquiries_preferred_date_not_past"',
      detail = format('preferredDate %s is not a day from today on.', new.details ->> 'preferredDate'),
      hint = 'Choose today or a later day.',
      table = 'enquiries',
      constraint = 'enquiries_preferred_date_not_past';
  end if;
  return new;
end;
$$;
revoke all on function private.enquiry_preferred_date_ok() from public;

create trigger enquiries_preferred_date
  before insert on public.enquiries
  for each row execute function private.enquiry_preferred_date_ok();

-- ---------------------------------------------------------------------------
-- 5. Rate limit per (address, e-mail) and per address
-- ---------------------------------------------------------------------------
alter table private.enquiry_rate_settings
  add column max_per_sender integer not null default 5 check (max_per_sender > 0);
alter table private.enquiry_rate_settings alter column max_per_window set default 50;
update private.enquiry_rate_settings set max_per_window = 50 where max_per_window = 10;

comment on column private.enquiry_rate_settings.max_per_window is
  'Enquiries one client address may send per window, whatever the e-mail (the ceiling of a shared network)';
comment on column private.enquiry_rate_settings.max_per_sender is
  'Enquiries one e-mail address may send per window from one client address';

-- As in 20261124100000_enquiries.sql (which header is the client address, who
-- is not limited), now counting two keys per request: the salted hash of the
-- address, and the salted hash of the address with the lower-cased e-mail.
create or replace function private.enquiry_rate_limit()
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
  by_address integer;
  by_sender integer;
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
    returning hits into by_address;
  insert into private.enquiry_rate_hits as h (client_hash, window_start, hits)
    values (
      encode(sha256(convert_to(settings.salt || client || ' ' || lower(btrim(coalesce(new.email, ''))), 'UTF8')), 'hex'),
      now(),
      1
    )
    on conflict (client_hash) do update set hits = h.hits + 1
    returning hits into by_sender;
  if by_address > settings.max_per_window then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise exception using
      errcode = 'PT429',
      message = 'Too many enquiries from your network',
      hint = format('Wait %s minutes and send it again, or call or e-mail us.', ceil(settings.window_seconds / 60.0));
  end if;
  if by_sender > settings.max_per_sender then
    raise exception using
      errcode = 'PT429',
      message = 'Too many enquiries from your e-mail address',
      hint = format('Wait %s minutes and send it again, or call or e-mail us.', ceil(settings.window_seconds / 60.0));
  end if;
  return new;
end;
$$;
revoke all on function private.enquiry_rate_limit() from public;
