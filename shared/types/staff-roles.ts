/**
 * The team roles (issue #29, `public.admin_users.role`; docs/team-roles.md):
 * the one list the admin console, the data modules and the invite-member
 * Edge Function (through its synced copy, `npm run functions:sync`) read.
 */

/** A team member's role. */
export type StaffRole = "author" | "publisher" | "admin";
/** The roles, from least to most power. */
export const STAFF_ROLES: readonly StaffRole[] = ["author", "publisher", "admin"];
