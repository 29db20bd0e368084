/**
 * The invite-member handler (issue #29): an administrator invites a colleague
 * by e-mail with a team role. A plain `(request: Request) => Promise<Response>`,
 * so the same code runs as the hosted Edge Function (`index.ts`, Deno) and in
 * Node (the local backend's functions runner, supabase/server/edge-functions.ts).
 *
 * Request: `POST` with the caller's access token as `Authorization: Bearer …`
 * (supabase-js `functions.invoke("invite-member", { body })` sends it) and the
 * JSON body `{ email, role }`, role one of STAFF_ROLES.
 *
 * Steps: the token must belong to a signed-in user (Auth's /user) who is an
 * administrator (the `is_admin` RPC called with the caller's own token, so the
 * database decides); then Auth's admin invite (`auth.admin.inviteUserByEmail`,
 * with the service key, which never leaves the function, and `redirectTo` the
 * site's `/admin/accept-invite`) creates the account and e-mails the link;
 * then `public.admin_users (user_id, role, invited_by)` is upserted with the
 * service client. An address that already has a confirmed account without a
 * role gets the role without an e-mail (`invited: false`); one that already
 * has a role is a conflict.
 *
 * Answers (JSON; CORS headers on all, OPTIONS answered for browsers):
 * - 200 `{ user_id, email, role, invited }`;
 * - 400 `{ code: "bad_input", error }`: not JSON, a bad e-mail address or role;
 * - 401 `{ code: "not_signed_in", error }`: no token, or one Auth refuses;
 * - 403 `{ code: "not_admin", error }`: the caller is not an administrator;
 * - 403 `{ code: "mfa_required", error }`: the team requires two-factor sign-in
 *   and the caller's session is not aal2 (the `mfa_satisfied` RPC, the rule
 *   every write policy applies; the function writes with the service key, so
 *   it must apply it itself);
 * - 405 `{ code: "method_not_allowed", error }`: not POST;
 * - 409 `{ code: "already_member", error, user_id, role }`: the address already has a role;
 * - 502 `{ code: "auth_failed" | "database_failed", error }`: Auth or the database refused the change.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { createClient } from "@supabase/supabase-js";
import { STAFF_ROLES, type StaffRole } from "../_shared/types/staff-roles.ts";

/** Path of the accept page the invitation link leads to, on the site's origin. */
export const ACCEPT_INVITE_PATH = "/admin/accept-invite";
/** Largest request body read, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What createInviteMemberHandler needs. */
export interface InviteMemberDeps {
  /** The project's API URL (SUPABASE_URL). */
  supabaseUrl: string;
  /** A public key of the project (anon or publishable), for calls made with the caller's token. */
  publicKey: string;
  /** A client with the secret key (service role). */
  service: SupabaseClient;
  /** The site's origin (SITE_URL): the link leads to `<siteUrl>/admin/accept-invite`; unset: Auth's Site URL. */
  siteUrl?: string | undefined;
  /** Where failures are reported (default console.error). */
  log?: (line: string) => void;
}

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, x-client-info, apikey, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...CORS_HEADERS },
  });
}

const refuse = (status: number, code: string, error: string, extra: Record<string, unknown> = {}) =>
  json(status, { code, error, ...extra });

/**
 * Checks the body: `{ email, role }`.
 * @returns the trimmed lower-case address and the role, or what is wrong.
 */
export function parseInvite(body: unknown): { email: string; role: StaffRole } | { problem: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { problem: "Send a JSON object with email and role." };
  }
  const { email, role } = body as Record<string, unknown>;
  const address = typeof email === "string" ? email.trim().toLowerCase() : "";
  if (!EMAIL.test(address) || address.length > 255) return { problem: "Enter a valid e-mail address." };
  if (typeof role !== "string" || !(STAFF_ROLES as readonly string[]).includes(role)) {
    return { problem: `The role must be one of ${STAFF_ROLES.join(", ")}.` };
  }
  return { email: address, role: role as StaffRole };
}

/** The id of the account with `email`, searching Auth's user list (a team is small), or undefined. */
async function findUserId(service: SupabaseClient, email: string): Promise<string | undefined> {
  for (let page = 1; page <= 50; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const hit = data.users.find((u) => u.email?.toLowerCase() === email);
    if (hit) return hit.id;
    if (data.users.length < 1000) return undefined;
  }
  return undefined;
}

/** Builds the handler (see the file comment for what it answers). */
export function createInviteMemberHandler(deps: InviteMemberDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((line: string) => console.error(line));
  return async (request) => {
    if (request.method === "OPTIONS") return new Response("ok", { headers: CORS_HEADERS });
    if (request.method !== "POST") return refuse(405, "method_not_allowed", "Use POST.");

    const token = /^bearer\s+(\S+)$/i.exec(request.headers.get("authorization")?.trim() ?? "")?.[1];
    if (!token) return refuse(401, "not_signed_in", "Sign in as an administrator to invite members.");
    const caller = createClient(deps.supabaseUrl, deps.publicKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: who, error: whoError } = await caller.auth.getUser(token);
    if (whoError || !who.user) {
      return refuse(401, "not_signed_in", "Your session has ended: sign in again to invite members.");
    }
    const { data: isAdmin, error: adminError } = await caller.rpc("is_admin");
    if (adminError) {
      log(`invite-member: is_admin failed: ${adminError.message}`);
      return refuse(502, "database_failed", "Could not check your role; try again.");
    }
    if (isAdmin !== true) return refuse(403, "not_admin", "Only administrators can invite members.");
    const { data: mfaOk, error: mfaError } = await caller.rpc("mfa_satisfied");
    if (mfaError) {
      log(`invite-member: mfa_satisfied failed: ${mfaError.message}`);
      return refuse(502, "database_failed", "Could not check your sign-in; try again.");
    }
    if (mfaOk !== true) {
      return refuse(
        403,
        "mfa_required",
        "Your team requires two-factor sign-in: verify a code from your authenticator app, then invite again.",
      );
    }

    const text = await request.text();
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
      return refuse(400, "bad_input", "The request is too large.");
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, "bad_input", "Send a JSON object with email and role.");
    }
    const parsed = parseInvite(body);
    if ("problem" in parsed) return refuse(400, "bad_input", parsed.problem);
    const { email, role } = parsed;

    let userId: string;
    let invited = true;
    const redirectTo = deps.siteUrl ? new URL(ACCEPT_INVITE_PATH, deps.siteUrl).href : undefined;
    const { data: inv, error: invError } = await deps.service.auth.admin.inviteUserByEmail(email, {
      data: { invited_role: role },
      ...(redirectTo ? { redirectTo } : {}),
    });
    if (invError) {
      if (invError.code !== "email_exists") {
        log(`invite-member: invite failed: ${invError.message}`);
        return refuse(502, "auth_failed", `The invitation could not be sent: ${invError.message}`);
      }
      const existing = await findUserId(deps.service, email).catch(() => undefined);
      if (!existing) return refuse(502, "auth_failed", "The account exists but could not be found; try again.");
      userId = existing;
      invited = false;
    } else {
      userId = inv.user.id;
    }

    const { data: member, error: memberError } = await deps.service
      .from("admin_users")
      .select("role")
      .eq("user_id", userId)
      .maybeSingle();
    if (memberError) {
      log(`invite-member: reading admin_users failed: ${memberError.message}`);
      return refuse(502, "database_failed", "Could not record the member; try again.");
    }
    const current = (member as { role?: string } | null)?.role;
    if (current && !invited) {
      return refuse(409, "already_member", `${email} is already a member (${current}).`, {
        user_id: userId,
        role: current,
      });
    }
    const { error: upsertError } = await deps.service
      .from("admin_users")
      .upsert({ user_id: userId, role, invited_by: who.user.id } as never, { onConflict: "user_id" });
    if (upsertError) {
      log(`invite-member: writing admin_users failed: ${upsertError.message}`);
      return refuse(502, "database_failed", "Could not record the member; try again.");
    }
    return json(200, { user_id: userId, email, role, invited });
  };
}
