/**
 * site-build-hook, the hosted Edge Function (issue #27): a Database Webhook
 * on inserts into public.site_builds calls it, and it calls the static host's
 * build hook (handler.ts says what it answers). Deploy and wiring:
 * docs/hosted-supabase.md, "Rebuild the site when content changes".
 *
 * Reads its settings from the function's secrets (settings.ts:
 * SITE_BUILD_HOOK_URL, SITE_BUILD_HOOK_TOKEN and SITE_BUILD_HOOK_EVENT for
 * GitHub, SITE_BUILD_WEBHOOK_SECRET for the `x-webhook-secret` header) and the
 * platform's SUPABASE_URL plus the secret key (`SUPABASE_SECRET_KEYS`'
 * `default`, else the legacy SUPABASE_SERVICE_ROLE_KEY), with which it records
 * a failed call on the request. Deno only; Node runs handler.ts directly.
 */
import { serviceClientFromEnv } from "../_lib/service-client.ts";
import { createSiteBuildHookHandler } from "./handler.ts";
import { buildHookSettingsFromEnv, WEBHOOK_SECRET_ENV, webhookSecretFromEnv } from "./settings.ts";
import { supabaseBuildStore } from "./supabase-store.ts";

// The part of Deno's global this file uses (declared here so the Node typecheck accepts the file too).
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const client = serviceClientFromEnv((name) => Deno.env.get(name), "site-build-hook");
const settings = buildHookSettingsFromEnv((name) => Deno.env.get(name));
if ("problem" in settings) console.error(settings.problem);
const webhookSecret = webhookSecretFromEnv((name) => Deno.env.get(name));
if (!webhookSecret) console.error(`site-build-hook: ${WEBHOOK_SECRET_ENV} is not set: every call will be refused`);

Deno.serve(
  createSiteBuildHookHandler({
    settings,
    store: supabaseBuildStore(client),
    webhookSecret,
  }),
);
