-- Branch offices in the site settings (issue #30): the regional offices the
-- contact page lists after the headquarters (Dubai, Aberdeen and Singapore
-- in the seed) were texts of the site's translation files; now admins edit
-- them in the admin's "Site settings" screen like the company's other
-- details, and a change rebuilds every page (the table's existing trigger,
-- 20261204110000_site_settings.sql, fires on any column).
--
-- `offices` is a JSON array, in display order, of at most 12 objects with
-- exactly these string members:
--   name_en, name_zh          the office's name ("Middle East Office"), 1-200 characters
--   location_en, location_zh  its city and country ("Dubai, UAE"), 1-200 characters
--   address_en, address_zh    its postal address, 1-500 characters
--   phone                     the phone rule of the other phone columns
--   email                     the e-mail rule of the other e-mail columns
-- Every text is stored trimmed and on one line. The headquarters are not in
-- the list: they are `address_*` with the general phone and e-mail.
--
-- The rules are one CHECK of jsonpath expressions (built-in, immutable
-- functions only, so every API role that may update the row can evaluate
-- it without an EXECUTE grant on a function of ours). The grants and RLS
-- policies of the table cover the new column unchanged: everyone reads it,
-- admins update it.

alter table public.site_settings
  add column offices jsonb not null default $$[
    {"name_en": "Middle East Office", "name_zh": "中东办事处",
     "location_en": "Dubai, UAE", "location_zh": "阿联酋迪拜",
     "address_en": "Jebel Ali Free Zone, Building 7, Dubai", "address_zh": "迪拜杰贝阿里自由区 7 号楼",
     "phone": "+971 4 555 0120", "email": "dubai@example.com"},
    {"name_en": "North Sea Office", "name_zh": "北海办事处",
     "location_en": "Aberdeen, UK", "location_zh": "英国阿伯丁",
     "address_en": "Dyce Drive 45, Aberdeen AB21 0BR", "address_zh": "阿伯丁戴斯路 45 号，邮编 AB21 0BR",
     "phone": "+44 1224 555 010", "email": "aberdeen@example.com"},
    {"name_en": "Asia Pacific Office", "name_zh": "亚太办事处",
     "location_en": "Singapore", "location_zh": "新加坡",
     "address_en": "30 Loyang Way, Singapore 508769", "address_zh": "新加坡罗央道 30 号，邮编 508769",
     "phone": "+65 6555 0130", "email": "singapore@example.com"}
  ]$$::jsonb;

alter table public.site_settings
  add constraint site_settings_offices check (
    jsonb_typeof(offices) = 'array'
    and jsonb_array_length(offices) <= 12
    -- Every office is an object whose members are all known names with string values.
    -- (An error, e.g. an element that is not an object, counts as a broken rule.)
    and not coalesce(jsonb_path_exists(offices,
      'strict $[*].keyvalue() ? (!(@.key like_regex "^((name|location|address)_(en|zh)|phone|email)$") || @.value.type() != "string")',
      '{}', true), true)
    -- Every member is present and follows its rule.
    and not coalesce(jsonb_path_exists(offices,
      'lax $[*] ? (!exists(@.name_en) || !exists(@.name_zh) || !exists(@.location_en) || !exists(@.location_zh)
         || !exists(@.address_en) || !exists(@.address_zh) || !exists(@.phone) || !exists(@.email)
         || !(@.name_en like_regex "^\\S(.{0,198}\\S)?$") || !(@.name_zh like_regex "^\\S(.{0,198}\\S)?$")
         || !(@.location_en like_regex "^\\S(.{0,198}\\S)?$") || !(@.location_zh like_regex "^\\S(.{0,198}\\S)?$")
         || !(@.address_en like_regex "^\\S(.{0,249}.{0,249}\\S)?$") || !(@.address_zh like_regex "^\\S(.{0,249}.{0,249}\\S)?$")
         || !(@.phone like_regex "^\\+?[0-9][0-9 ().-]{3,38}[0-9]$")
         || !(@.email like_regex "^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$") || !(@.email like_regex "^.{1,254}$"))',
      '{}', true), true)
  );

comment on column public.site_settings.offices is
  'Branch offices after the headquarters, in display order: at most 12 objects of name_en/_zh, location_en/_zh, address_en/_zh, phone, email (all strings, trimmed, one line)';
