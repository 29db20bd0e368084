/**
 * invite-member, the hosted Edge Function (issue #29): an administrator
 * invites a colleague with a team role (handler.ts says what it answers).
 * Deploy: `supabase functions deploy invite-member` (docs/hosted-supabase.md,
 * "Invitations"); keep JWT verification on.
 *
 * Reads the platform's SUPABASE_URL, a public key (SUPABASE_ANON_KEY, else
 * `SUPABASE_PUBLISHABLE_KEYS`' `default`) for calls with the caller's token,
 * and the secret key (`SUPABASE_SECRET_KEYS`' `default`, else the legacy
 * SUPABASE_SERVICE_ROLE_KEY) for Auth's admin invite and admin_users; and the
 * secret SITE_URL (the public site's origin: the link leads to
 * `<SITE_URL>/admin/accept-invite`, which must be in Auth's redirect URLs).
 * Deno only; Node runs handler.ts directly.
 */
import { publicKeyFromEnv, serviceClientFromEnv } from "../_lib/service-client.ts";
import { createInviteMemberHandler } from "./handler.ts";

// The part of Deno's global this file uses (declared here so the Node typecheck accepts the file too).
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const env = (name: string) => Deno.env.get(name);
const siteUrl = env("SITE_URL")?.trim() || undefined;
if (!siteUrl) console.error("invite-member: SITE_URL is not set: invitation links lead to Auth's Site URL");

Deno.serve(
  createInviteMemberHandler({
    supabaseUrl: env("SUPABASE_URL") ?? "",
    publicKey: publicKeyFromEnv(env, "invite-member"),
    service: serviceClientFromEnv(env, "invite-member"),
    siteUrl,
  }),
);
