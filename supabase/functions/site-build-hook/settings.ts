/**
 * Settings of the site-build-hook function (issue #27), read from the Edge
 * Function's secrets (`supabase secrets set`):
 *
 * | Variable                    | Meaning |
 * |-----------------------------|---------|
 * | SITE_BUILD_HOOK_URL         | The static host's build hook: a deploy-hook URL (Netlify, Cloudflare Pages, Vercel, …), or GitHub's `https://api.github.com/repos/<owner>/<repo>/dispatches`. Required. |
 * | SITE_BUILD_HOOK_TOKEN       | GitHub only: a token that may dispatch events to the repository (fine-grained: Contents read and write). |
 * | SITE_BUILD_HOOK_EVENT       | GitHub only: the `event_type` the workflow listens for; default `site-build`. |
 * | SITE_BUILD_WEBHOOK_SECRET   | The shared secret the Database Webhook sends in `x-webhook-secret`, at least 32 characters; unset: every call is refused. |
 */

/** The variable (function secret) that holds the webhook secret. */
export const WEBHOOK_SECRET_ENV = "SITE_BUILD_WEBHOOK_SECRET";
/** The GitHub `event_type` when SITE_BUILD_HOOK_EVENT is not set (the workflow's `repository_dispatch` type). */
export const DEFAULT_GITHUB_EVENT = "site-build";

/** How the build hook is called. */
export type BuildHookSettings =
  { kind: "deploy-hook"; url: string } | { kind: "github"; url: string; token: string; eventType: string };

/** Whether `url` is GitHub's repository_dispatch endpoint (any host, so GitHub Enterprise and tests fit). */
export function isRepositoryDispatchUrl(url: URL): boolean {
  return /^\/(api\/v3\/)?repos\/[^/]+\/[^/]+\/dispatches\/?$/.test(url.pathname);
}

/**
 * Reads the build hook through `get` (e.g. `Deno.env.get`).
 * @returns the settings, or `problem`: one sentence naming what to set.
 */
export function buildHookSettingsFromEnv(
  get: (name: string) => string | undefined,
): BuildHookSettings | { problem: string } {
  const value = (name: string) => get(name)?.trim() || undefined;
  const raw = value("SITE_BUILD_HOOK_URL");
  if (!raw) return { problem: "site-build-hook is not configured: set SITE_BUILD_HOOK_URL (supabase secrets set)" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: "site-build-hook: SITE_BUILD_HOOK_URL is not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { problem: "site-build-hook: SITE_BUILD_HOOK_URL must start with https://" };
  }
  if (!isRepositoryDispatchUrl(url)) return { kind: "deploy-hook", url: url.href };
  const token = value("SITE_BUILD_HOOK_TOKEN");
  if (!token) {
    return {
      problem: "site-build-hook: SITE_BUILD_HOOK_URL is GitHub's dispatches endpoint: set SITE_BUILD_HOOK_TOKEN too",
    };
  }
  return { kind: "github", url: url.href, token, eventType: value("SITE_BUILD_HOOK_EVENT") ?? DEFAULT_GITHUB_EVENT };
}

/**
 * The webhook secret read through `get`, trimmed; undefined when unset or
 * blank, which makes the handler refuse every call.
 */
export function webhookSecretFromEnv(get: (name: string) => string | undefined): string | undefined {
  return get(WEBHOOK_SECRET_ENV)?.trim() || undefined;
}
