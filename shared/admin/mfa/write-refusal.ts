/**
 * Why the database refused a write (issue #29), in words that name the cause:
 * the team's MFA requirement at an aal1 session, or the member's role.
 * RLS answers an insert or RPC with 42501 and lets an update or delete reach
 * no row; the callers tell the two apart (see content-dialog.tsx).
 * `mfaRefusalSeen` remembers, for the banner, that this session met the
 * requirement (authors and publishers cannot read `team_settings`).
 */
import { useSyncExternalStore } from "react";
import { DataError, type StaffRole } from "../../data";
import type { AssuranceLevel } from "../../data/mfa";
import { adminT } from "../i18n";

/** PostgreSQL's insufficient_privilege, which PostgREST and Storage pass on for an RLS refusal. */
export const RLS_REFUSED = "42501";

/** Whether `err` is an RLS refusal (42501, or Storage's 403 "row-level security" answer). */
export function isRlsRefusal(err: unknown): boolean {
  if (!(err instanceof DataError)) return false;
  if (err.code === RLS_REFUSED) return true;
  return (err.status === 403 || err.code === "403") && /row-level security/i.test(err.message);
}

/**
 * The message for a refused write: at an aal1 session (no code verified) the
 * MFA requirement is the cause (and is remembered for the banner), else the role.
 */
export function refusalMessage(role: StaffRole | null, aal: AssuranceLevel | null): string {
  if (aal?.current !== "aal2") {
    noteMfaRefusal();
    return adminT("roles.refusedByMfa");
  }
  return adminT("roles.refusedByRole", { role: role ? adminT(`roles.${role}`) : "—" });
}

let seen = false;
const listeners = new Set<() => void>();

/** Records that a write of this session was refused for want of aal2. */
export function noteMfaRefusal(): void {
  if (seen) return;
  seen = true;
  for (const l of listeners) l();
}

/** Forgets it (a verified code, a sign-out). */
export function clearMfaRefusal(): void {
  if (!seen) return;
  seen = false;
  for (const l of listeners) l();
}

/** Whether a write of this session was refused for want of aal2 (re-renders on change). */
export function useMfaRefusalSeen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => seen,
    () => false,
  );
}
