/**
 * The team's calls (issue #29, docs/team-roles.md): the members and their
 * roles, invitations (the `invite-member` Edge Function), role changes,
 * removal, the MFA requirement, access requests and the team history; for an
 * account without a role, its administrators and "Request access"; and the
 * invitee's first password. Every refusal is a DataError whose `code` is one
 * of TEAM_ERROR_CODES (the admin shows a translated text per code) and whose
 * message is a clear English sentence; the server's own code stays in `details`.
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import type { AppSupabaseClient } from "../supabase/client";
import { MIN_PASSWORD_LENGTH } from "../../supabase/server/auth/password-policy";
import { STAFF_ROLES, type StaffRole } from "./auth";
import { DataError } from "./errors";

export { MIN_PASSWORD_LENGTH };

/** The longest access request message (public.request_access: 1000 characters). */
export const ACCESS_REQUEST_MAX = 1000;

/** What went wrong in a team call; each has an English message in TEAM_ERROR_MESSAGES and a translation in the admin. */
export const TEAM_ERROR_CODES = [
  "last_admin",
  "not_member",
  "not_allowed",
  "invalid_role",
  "already_member",
  "bad_input",
  "not_signed_in",
  "rate_limited",
  "too_long",
  "has_role",
  "mfa_needed",
  "invite_failed",
  "weak_password",
  "same_password",
  "link_invalid",
  "failed",
] as const;
/** One of TEAM_ERROR_CODES. */
export type TeamErrorCode = (typeof TEAM_ERROR_CODES)[number];

/** The English message of each code (the DataError's message). */
export const TEAM_ERROR_MESSAGES: Record<TeamErrorCode, string> = {
  last_admin: "The last admin cannot be removed or demoted. Make someone else an admin first.",
  not_member: "This person is no longer a member of the team. Refresh the list.",
  not_allowed: "Only administrators can manage the team.",
  invalid_role: "Choose author, publisher or admin.",
  already_member: "This address already belongs to a team member.",
  bad_input: "Enter a valid e-mail address and a role.",
  not_signed_in: "Your session has ended. Sign in again.",
  rate_limited: "You have sent 3 requests in the last 24 hours. Try again tomorrow.",
  too_long: `The message may have at most ${ACCESS_REQUEST_MAX} characters.`,
  has_role: "You already have a role on the team. Sign out and in again.",
  mfa_needed: "The team requires two-factor sign-in: verify with your authenticator app first.",
  invite_failed: "The invitation could not be sent. Try again in a moment.",
  weak_password: `The password needs at least ${MIN_PASSWORD_LENGTH} characters with a lower case letter, an upper case letter and a digit.`,
  same_password: "Choose a password different from the current one.",
  link_invalid: "This invitation link is invalid or has expired. Ask an administrator to invite you again.",
  failed: "The request failed. Check the connection and try again.",
};

/** A team error with its code and message. */
export function teamError(code: TeamErrorCode, cause?: unknown, serverCode?: string, status?: number): DataError {
  return new DataError(TEAM_ERROR_MESSAGES[code], {
    code,
    details: serverCode ?? null,
    ...(status === undefined ? {} : { status }),
    cause,
  });
}

interface PostgrestLike {
  code?: string;
  message?: string;
}

/**
 * Maps a PostgREST refusal of a team RPC or table to a team error: PT409 → last_admin,
 * PT404 → not_member, PT429 → rate_limited, 22023 → invalid_role, 22001 → too_long,
 * 42501 → not_allowed (or `forbidden`, e.g. has_role for request_access; mfa_needed when
 * the team requires MFA and the session is aal1 — the caller says which), 401 → not_signed_in.
 */
export function teamRpcError(
  error: PostgrestLike,
  status: number | undefined,
  forbidden: TeamErrorCode = "not_allowed",
): DataError {
  const code = error.code ?? "";
  const byCode: Record<string, TeamErrorCode> = {
    PT409: "last_admin",
    PT404: "not_member",
    PT429: "rate_limited",
    "22023": "invalid_role",
    "22001": "too_long",
    "42501": forbidden,
    PGRST301: "not_signed_in",
    PGRST303: "not_signed_in",
  };
  const mapped =
    byCode[code] ??
    (status === 409 ? "last_admin" : status === 429 ? "rate_limited" : status === 401 ? "not_signed_in" : "failed");
  return teamError(mapped, error, code || undefined, status);
}

/** One member as list_team_members() answers (times ISO 8601; null: never signed in / unknown). */
export interface TeamMember {
  userId: string;
  email: string;
  role: StaffRole;
  lastSignInAt: string | null;
  mfaEnabled: boolean;
  invitationPending: boolean;
  invitedBy: string | null;
  createdAt: string;
}

/**
 * The team (admins only), ordered by e-mail.
 * @throws DataError (TEAM_ERROR_CODES): not_allowed for a non-admin.
 */
export async function listTeamMembers(client: AppSupabaseClient): Promise<TeamMember[]> {
  const { data, error, status } = await client.rpc("list_team_members");
  if (error) throw teamRpcError(error, status);
  return (data ?? [])
    .map((row) => ({
      userId: row.user_id,
      email: row.email,
      role: row.role as StaffRole,
      lastSignInAt: row.last_sign_in_at ?? null,
      mfaEnabled: row.mfa_enabled === true,
      invitationPending: row.invitation_pending === true,
      invitedBy: row.invited_by ?? null,
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The number of admins in `members`. */
export const adminCount = (members: readonly TeamMember[]): number => members.filter((m) => m.role === "admin").length;

/**
 * Gives `member` the role `role` (admins only).
 * @throws DataError: last_admin (PT409), not_member (PT404), invalid_role, not_allowed.
 */
export async function setMemberRole(client: AppSupabaseClient, member: string, role: StaffRole): Promise<void> {
  if (!STAFF_ROLES.includes(role)) throw teamError("invalid_role");
  const { error, status } = await client.rpc("set_member_role", { member, new_role: role });
  if (error) throw teamRpcError(error, status);
}

/**
 * Removes `member` from the team (admins only): their role row goes, their
 * sessions end; what they wrote stays.
 * @throws DataError: last_admin, not_member, not_allowed.
 */
export async function removeMember(client: AppSupabaseClient, member: string): Promise<void> {
  const { error, status } = await client.rpc("remove_member", { member });
  if (error) throw teamRpcError(error, status);
}

/** What invite-member answered: the account, its role and whether an e-mail went out (false: an existing account got the role). */
export interface InviteResult {
  userId: string;
  email: string;
  role: StaffRole;
  invited: boolean;
}

/** Simple e-mail check the invite form and inviteMember share (the function checks again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites `email` with `role` through the `invite-member` Edge Function
 * (supabase/functions/invite-member/handler.ts): HTTP 400 → bad_input,
 * 401 → not_signed_in, 403 → not_allowed, 409 → already_member, 502 → invite_failed.
 * @throws DataError (TEAM_ERROR_CODES); bad_input without a request for a bad address or role.
 */
export async function inviteMember(client: AppSupabaseClient, email: string, role: StaffRole): Promise<InviteResult> {
  const address = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address) || !STAFF_ROLES.includes(role)) throw teamError("bad_input");
  const { data, error } = await client.functions.invoke<{
    user_id: string;
    email: string;
    role: StaffRole;
    invited: boolean;
  }>("invite-member", { body: { email: address, role } });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      let serverCode: string | undefined;
      try {
        serverCode = ((await response.json()) as { code?: string }).code;
      } catch {
        serverCode = undefined;
      }
      const byStatus: Record<number, TeamErrorCode> = {
        400: "bad_input",
        401: "not_signed_in",
        403: "not_allowed",
        409: "already_member",
      };
      throw teamError(byStatus[response.status] ?? "invite_failed", error, serverCode, response.status);
    }
    throw teamError("failed", error);
  }
  if (!data) throw teamError("invite_failed");
  return { userId: data.user_id, email: data.email, role: data.role, invited: data.invited };
}

/** The team's settings (admins read them). */
export interface TeamSettings {
  mfaRequired: boolean;
  updatedAt: string | null;
}

/** Reads team_settings (admins only). @throws DataError (not_allowed when the row is hidden). */
export async function fetchTeamSettings(client: AppSupabaseClient): Promise<TeamSettings> {
  const { data, error, status } = await client.from("team_settings").select("mfa_required, updated_at").maybeSingle();
  if (error) throw teamRpcError(error, status);
  if (!data) throw teamError("not_allowed");
  return { mfaRequired: data.mfa_required, updatedAt: data.updated_at };
}

/**
 * Turns the team's MFA requirement on or off (admins only, from an aal2
 * session: docs/team-roles.md). A refusal at aal1 reaches no row: mfa_needed.
 * @throws DataError: mfa_needed, not_allowed.
 */
export async function setMfaRequired(client: AppSupabaseClient, required: boolean): Promise<TeamSettings> {
  const { data, error, status } = await client
    .from("team_settings")
    .update({ mfa_required: required })
    .eq("id", true)
    .select("mfa_required, updated_at");
  if (error) throw teamRpcError(error, status, "mfa_needed");
  const row = data?.[0];
  if (!row) throw teamError("mfa_needed");
  return { mfaRequired: row.mfa_required, updatedAt: row.updated_at };
}

/** One access request (newest first in the list). */
export interface AccessRequest {
  id: string;
  userId: string;
  email: string;
  message: string;
  createdAt: string;
}

/** The pending access requests, newest first (admins only). @throws DataError */
export async function listAccessRequests(client: AppSupabaseClient): Promise<AccessRequest[]> {
  const { data, error, status } = await client
    .from("access_requests")
    .select("id, user_id, email, message, created_at")
    .order("created_at", { ascending: false });
  if (error) throw teamRpcError(error, status);
  return (data ?? []).map((r) => ({
    id: r.id,
    userId: r.user_id,
    email: r.email,
    message: r.message,
    createdAt: r.created_at,
  }));
}

/** Dismisses (deletes) an access request (admins only). @throws DataError: not_member when it is gone. */
export async function dismissAccessRequest(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error, status } = await client.from("access_requests").delete().eq("id", id).select("id");
  if (error) throw teamRpcError(error, status);
  if (!data?.length) throw teamError("not_allowed");
}

/** One line of the team history. `action`: member_added, role_set, member_removed, mfa_requirement_changed. */
export interface TeamHistoryEntry {
  id: number;
  action: string;
  actorEmail: string | null;
  memberEmail: string | null;
  oldRole: string | null;
  newRole: string | null;
  details: unknown;
  occurredAt: string;
}

/** How many history lines the Team screen shows. */
export const TEAM_HISTORY_LIMIT = 50;

/** The newest `limit` history lines (admins only). @throws DataError */
export async function listTeamHistory(
  client: AppSupabaseClient,
  limit: number = TEAM_HISTORY_LIMIT,
): Promise<TeamHistoryEntry[]> {
  const { data, error, status } = await client
    .from("team_history")
    .select("id, action, actor_email, member_email, old_role, new_role, details, occurred_at")
    .order("occurred_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(limit);
  if (error) throw teamRpcError(error, status);
  return (data ?? []).map((r) => ({
    id: r.id,
    action: r.action,
    actorEmail: r.actor_email,
    memberEmail: r.member_email,
    oldRole: r.old_role,
    newRole: r.new_role,
    details: r.details,
    occurredAt: r.occurred_at,
  }));
}

/**
 * The e-mail addresses of the team's administrators (any signed-in account;
 * `team_administrators()`), sorted. Accepts the array-of-strings and the
 * array-of-rows answer.
 * @throws DataError
 */
export async function fetchTeamAdministrators(client: AppSupabaseClient): Promise<string[]> {
  const { data, error, status } = await client.rpc("team_administrators");
  if (error) throw teamRpcError(error, status);
  const rows = (data ?? []) as unknown[];
  return rows
    .map((r) => (typeof r === "string" ? r : (r as { email?: string } | null)?.email))
    .filter((e): e is string => typeof e === "string")
    .sort();
}

/**
 * Asks the administrators for access (an account without a role;
 * `request_access(message)`, at most 3 per 24 hours). Returns the request's id.
 * @throws DataError: too_long (before sending when over ACCESS_REQUEST_MAX), rate_limited, has_role.
 */
export async function requestAccess(client: AppSupabaseClient, message: string): Promise<string> {
  const text = message.trim();
  if (text.length > ACCESS_REQUEST_MAX) throw teamError("too_long");
  const { data, error, status } = await client.rpc("request_access", { message: text });
  if (error) throw teamRpcError(error, status, "has_role");
  return data;
}

/** Tokens in an invitation link as the accept page receives them. */
export type InviteLinkTokens =
  | { kind: "session"; accessToken: string; refreshToken: string }
  | { kind: "token_hash"; tokenHash: string }
  | { kind: "error"; errorCode: string; description: string }
  | { kind: "none" };

/**
 * Reads the invitation from the accept page's URL: Auth's `/verify` leads
 * there with `#access_token=…&refresh_token=…&type=invite` (or
 * `#error=…&error_code=otp_expired`); a link pointing straight at the page
 * carries `?token_hash=…&type=invite`.
 */
export function parseInviteLink(search: string, hash: string): InviteLinkTokens {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  const errorCode =
    fragment.get("error_code") ?? fragment.get("error") ?? query.get("error_code") ?? query.get("error");
  if (errorCode) {
    return {
      kind: "error",
      errorCode,
      description: fragment.get("error_description") ?? query.get("error_description") ?? "",
    };
  }
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  if (accessToken && refreshToken) return { kind: "session", accessToken, refreshToken };
  const tokenHash = query.get("token_hash") ?? fragment.get("token_hash");
  if (tokenHash) return { kind: "token_hash", tokenHash };
  return { kind: "none" };
}

/**
 * Starts the invitee's session from the link's tokens: setSession for a
 * fragment, verifyOtp({ token_hash, type: "invite" }) for a hash. Returns the invitee's e-mail.
 * @throws DataError: link_invalid (expired, used or unknown), failed.
 */
export async function acceptInvitation(client: AppSupabaseClient, tokens: InviteLinkTokens): Promise<string> {
  if (tokens.kind === "none" || tokens.kind === "error") throw teamError("link_invalid", undefined, tokens.kind);
  const { data, error } =
    tokens.kind === "session"
      ? await client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken })
      : await client.auth.verifyOtp({ token_hash: tokens.tokenHash, type: "invite" });
  if (error || !data.user) {
    const status = error?.status;
    const code = status !== undefined && status >= 500 ? "failed" : "link_invalid";
    throw teamError(code, error, error?.code, status);
  }
  return data.user.email ?? "";
}

/**
 * Sets the signed-in invitee's password (`auth.updateUser`), then signs out
 * (local scope) so they sign in again with the captcha.
 * @throws DataError: weak_password (also before sending when shorter than MIN_PASSWORD_LENGTH), same_password, not_signed_in, failed.
 */
export async function setFirstPassword(client: AppSupabaseClient, password: string): Promise<void> {
  if (new TextEncoder().encode(password).length < MIN_PASSWORD_LENGTH) throw teamError("weak_password");
  const { error } = await client.auth.updateUser({ password });
  if (error) {
    const byCode: Record<string, TeamErrorCode> = {
      weak_password: "weak_password",
      same_password: "same_password",
      session_not_found: "not_signed_in",
      reauthentication_needed: "not_signed_in",
    };
    const code = byCode[error.code ?? ""] ?? (error.status === 401 ? "not_signed_in" : "failed");
    throw teamError(code, error, error.code, error.status);
  }
  await client.auth.signOut({ scope: "local" });
}
