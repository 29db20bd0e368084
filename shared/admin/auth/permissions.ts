/**
 * What each team role may do in the console (issue #29), one place for every
 * screen. It mirrors the RLS rules of docs/team-roles.md (the database is the
 * authority: a request the console would never send is refused there all the
 * same); the console only hides what a role may not do.
 */
import type { StaffRole } from "../../data";
import { useAuth } from "./admin-context";

/** What the signed-in member may do; every flag false without a role. */
export interface Permissions {
  /** Create drafts and edit drafts that stay drafts; submit them for review (author and above). */
  canEditDrafts: boolean;
  /** Publish, unpublish, schedule, edit a published item (publisher and above). */
  canPublish: boolean;
  /** Move to the trash, restore, delete forever (publisher and above). */
  canTrash: boolean;
  /** Catalog files: upload, replace, preview management, delete (publisher and above). */
  canManageCatalog: boolean;
  /** Ask for a site build ("Update the site now", issue #27; publisher and above). */
  canRequestSiteBuild: boolean;
  /** Read and dismiss review requests (publisher and above; authors only read them). */
  canReviewRequests: boolean;
  /** Enquiries: read, change status and note, delete (admin). */
  canSeeEnquiries: boolean;
  /** Team: members, roles, invitations, the MFA requirement, history (admin). */
  canManageTeam: boolean;
  /** Site settings (issue #30; admin). */
  canManageSettings: boolean;
}

const RANK: Record<StaffRole, number> = { author: 1, publisher: 2, admin: 3 };

/** The permissions of `role` (null: no role, nothing allowed). Pure; see docs/team-roles.md's table. */
export function permissionsFor(role: StaffRole | null): Permissions {
  const rank = role ? RANK[role] : 0;
  const publisher = rank >= RANK.publisher;
  const admin = rank >= RANK.admin;
  return {
    canEditDrafts: rank >= RANK.author,
    canPublish: publisher,
    canTrash: publisher,
    canManageCatalog: publisher,
    canRequestSiteBuild: publisher,
    canReviewRequests: publisher,
    canSeeEnquiries: admin,
    canManageTeam: admin,
    canManageSettings: admin,
  };
}

/** Whether `role` may publish (publisher or admin). */
export const canPublish = (role: StaffRole | null): boolean => permissionsFor(role).canPublish;
/** Whether `role` may trash, restore and purge. */
export const canTrash = (role: StaffRole | null): boolean => permissionsFor(role).canTrash;
/** Whether `role` may read and manage enquiries. */
export const canSeeEnquiries = (role: StaffRole | null): boolean => permissionsFor(role).canSeeEnquiries;
/** Whether `role` may manage the catalog. */
export const canManageCatalog = (role: StaffRole | null): boolean => permissionsFor(role).canManageCatalog;
/** Whether `role` may manage the team. */
export const canManageTeam = (role: StaffRole | null): boolean => permissionsFor(role).canManageTeam;
/** Whether `role` may change the site settings. */
export const canManageSettings = (role: StaffRole | null): boolean => permissionsFor(role).canManageSettings;

/** The signed-in member's permissions, from the role in the auth store. @throws Error outside AdminProvider */
export function usePermissions(): Permissions {
  const role = useAuth((s) => s.role);
  return permissionsFor(role);
}
