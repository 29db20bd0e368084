/** Auth calls of spec §7: password sign-in with captcha, sign-out, admin check. */
import type { Session, User } from "@supabase/supabase-js";
import type { AppSupabaseClient } from "../supabase/client";
import { toDataError } from "./errors";
import { STAFF_ROLES, type StaffRole } from "../types/staff-roles";

/**
 * Signs in with e-mail and password, passing the captcha token to Auth.
 * @returns the new session's user.
 * @throws DataError with Auth's code (`invalid_credentials`, `captcha_failed`, `over_request_rate_limit`).
 */
export async function signInWithPassword(
  client: AppSupabaseClient,
  email: string,
  password: string,
  captchaToken: string,
): Promise<{ user: User; session: Session }> {
  const { data, error } = await client.auth.signInWithPassword({ email, password, options: { captchaToken } });
  if (error) throw toDataError(error, error.status);
  return { user: data.user, session: data.session };
}

/** Signs out (ends the session on the server and clears it locally). @throws DataError */
export async function signOut(client: AppSupabaseClient): Promise<void> {
  const { error } = await client.auth.signOut();
  if (error) throw toDataError(error, error.status);
}

/**
 * Asks the server whether the signed-in caller is an admin (`is_admin` RPC).
 * Without a session the answer is false and nothing is sent: anon may not
 * execute is_admin (migration 20261123100000, issue #8).
 * @throws DataError on an RPC error.
 */
export async function isAdmin(client: AppSupabaseClient): Promise<boolean> {
  const { data: current } = await client.auth.getSession();
  if (!current.session) return false;
  const { data, error, status } = await client.rpc("is_admin");
  if (error) throw toDataError(error, status);
  return data === true;
}

export { STAFF_ROLES, type StaffRole };

/**
 * Asks the server for the signed-in caller's team role (`staff_role` RPC,
 * issue #29): 'author', 'publisher', 'admin', or null for an account without
 * one. Without a session the answer is null and nothing is sent.
 * @throws DataError on an RPC error.
 */
export async function staffRole(client: AppSupabaseClient): Promise<StaffRole | null> {
  const { data: current } = await client.auth.getSession();
  if (!current.session) return null;
  const { data, error, status } = await client.rpc("staff_role");
  if (error) throw toDataError(error, status);
  return STAFF_ROLES.includes(data as StaffRole) ? (data as StaffRole) : null;
}
