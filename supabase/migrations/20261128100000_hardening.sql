-- Hardening (issue #23): two soft spots found by probing main.
--
-- 1. public.admin_users: `authenticated` no longer reads it. No client call
--    needs the table: the admin console asks `is_admin()` (security definer,
--    owner postgres), the seed writes with service_role. The Data API now
--    answers a signed-in user's `select` on it with 42501, like anon's.
--    service_role keeps its privileges; the row-owner policy goes with the
--    grant it served.
--
-- 2. public.enquiries.page: a control character (CR, LF, tab, NUL, DEL…)
--    in the page path let a visitor forge a line in the sales e-mail. A
--    browser's location.pathname never holds one (they arrive
--    percent-encoded), so only a hand-made request is refused: PostgREST
--    answers 400 with code 23514 (check_violation). Rows stored before this
--    migration lose their control characters first, so the constraint
--    validates on any existing project.
--
-- Accepted database-linter warnings: none new.

revoke select on table public.admin_users from authenticated;
drop policy "Users can see their own admin row" on public.admin_users;

update public.enquiries
   set page = regexp_replace(page, '[[:cntrl:]]', '', 'g')
 where page ~ '[[:cntrl:]]';

alter table public.enquiries
  add constraint enquiries_page_no_control_chars check (page !~ '[[:cntrl:]]');

comment on constraint enquiries_page_no_control_chars on public.enquiries is
  'No control characters (CR, LF, tab, NUL, DEL) in the page path: they could forge lines in the sales e-mail (issue #23)';
