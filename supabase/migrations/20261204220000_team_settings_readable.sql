-- Every team member reads the team's MFA requirement (issue #29). The admin
-- console shows authors and publishers a banner while the team requires
-- two-factor sign-in and their session is not aal2, before they try to
-- write; 20261204200000_team_roles.sql let only admins read the row, so
-- they learnt of it only from a refused save. The row holds nothing but the
-- flag and who changed it last. Changing it stays admin-only (and aal2).
--
-- Grants are unchanged (authenticated already has SELECT); only the policy
-- widens from is_admin() to can_edit_content() (author and above). A signed-in
-- account without a role still sees no row; anon has no grant.

drop policy "Admins can read the team settings" on public.team_settings;
create policy "Team members can read the team settings" on public.team_settings for select to authenticated
  using ((select public.can_edit_content()));
