/**
 * The site-build-hook handler (issue #27): when a site build is requested
 * (a new row in public.site_builds, supabase/migrations/20261202100000_site_builds.sql),
 * asks the static host to rebuild the site by calling its build hook. A plain
 * `(request: Request) => Promise<Response>`, so the same code runs as the
 * hosted Edge Function (`index.ts`, Deno) and in Node tests.
 *
 * Caller: only the Database Webhook on INSERT into public.site_builds, which
 * sends the shared secret in the `x-webhook-secret` header (as notify-enquiry
 * does, issue #23). Checked first, in constant time; without a configured
 * secret every call is refused (fail closed).
 *
 * Input: `{ type: "INSERT", table: "site_builds", schema: "public", record: { id, … }, old_record: null }`.
 * Only `record.id` is used.
 *
 * The build hook (settings.ts):
 * - a deploy hook (Netlify, Cloudflare Pages, Vercel, …): `POST <url>` with no body;
 * - GitHub Actions: `POST https://api.github.com/repos/<owner>/<repo>/dispatches` with the token as
 *   bearer and `{ event_type, client_payload: { build_id } }`; the workflow then claims and finishes
 *   the build (docs/hosted-supabase.md).
 * Coalescing happens in the database (a burst of saves makes one row, so one
 * call); the host's own queue does the rest.
 *
 * Answers (JSON bodies):
 * - 200 `{ id, triggered: true }`: the hook accepted the call (2xx);
 * - 401 `{ error }`: no or a wrong `x-webhook-secret`, or no secret configured (nothing called);
 * - 400 `{ error }`: not a JSON INSERT payload for public.site_builds with an integer `record.id`;
 * - 405 `{ error }`: not POST;
 * - 502 `{ id, error }`: not configured, the hook answered other than 2xx, or could not be reached
 *   (timeout HOOK_TIMEOUT_MS): the request is recorded as failed with that error
 *   (finish_site_build(id, false, error)), so the admin shows "Site update failed: …" and offers Retry.
 */
import type { BuildHookSettings } from "./settings.ts";

/** The request header that carries the shared webhook secret (the same header notify-enquiry uses). */
export const WEBHOOK_SECRET_HEADER = "x-webhook-secret";
/** Shortest secret accepted; a shorter one counts as not configured. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;
/** How long the build hook may take to answer, in milliseconds. */
export const HOOK_TIMEOUT_MS = 10_000;
/** Largest request body read, in bytes (a site_builds row is small). */
export const MAX_BODY_BYTES = 256 * 1024;
/** How much of the hook's answer is kept in the error, in characters. */
export const MAX_HOOK_ANSWER = 300;

/** Records the outcome of a hook call on the build request (see supabase-store.ts). */
export interface BuildStore {
  /** Marks request `id` failed with `error` (finish_site_build(id, false, error)). @throws when that fails. */
  fail(id: number, error: string): Promise<void>;
}

/** What createSiteBuildHookHandler needs. */
export interface SiteBuildHookDeps {
  /** The build hook, or the sentence saying what is missing (recorded on each request). */
  settings: BuildHookSettings | { problem: string };
  store: BuildStore;
  /** The shared secret of `x-webhook-secret`; undefined or shorter than MIN_WEBHOOK_SECRET_LENGTH: every call refused. */
  webhookSecret: string | undefined;
  /** The fetch that calls the hook (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** Where failures are reported (default console.error). */
  log?: (line: string) => void;
}

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Compares two strings in time independent of where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * Checks a Database Webhook payload for an insert into public.site_builds.
 * @returns the build id, or a message saying what is wrong.
 */
export function buildIdFromPayload(payload: unknown): { id: number } | { error: string } {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { error: "Expected a Database Webhook payload (a JSON object)" };
  }
  const p = payload as Record<string, unknown>;
  if (p.type !== "INSERT") return { error: `Only INSERT events are handled (type: ${JSON.stringify(p.type)})` };
  if (p.schema !== "public" || p.table !== "site_builds") {
    return { error: "Only inserts into public.site_builds are handled" };
  }
  const record = p.record;
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    return { error: "The payload has no record" };
  }
  const id = Number((record as Record<string, unknown>).id);
  if (!Number.isSafeInteger(id) || id < 1) return { error: "record.id must be the build's id (a positive integer)" };
  return { id };
}

/** The request that calls the build hook for build `id`. */
export function buildHookRequest(settings: BuildHookSettings, id: number): Request {
  if (settings.kind === "github") {
    return new Request(settings.url, {
      method: "POST",
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${settings.token}`,
        "content-type": "application/json",
        "user-agent": "site-build-hook",
        "x-github-api-version": "2022-11-28",
      },
      body: JSON.stringify({ event_type: settings.eventType, client_payload: { build_id: id } }),
    });
  }
  return new Request(settings.url, { method: "POST" });
}

/** Reads at most MAX_BODY_BYTES of the body as text; null when longer. */
async function boundedText(request: Request): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** The handler: see the module comment for what it answers. */
export function createSiteBuildHookHandler(deps: SiteBuildHookDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((line: string) => console.error(line));
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const secret =
    deps.webhookSecret && deps.webhookSecret.length >= MIN_WEBHOOK_SECRET_LENGTH ? deps.webhookSecret : undefined;
  if (!secret) log("site-build-hook: no webhook secret of at least 32 characters is set: every call is refused");

  const fail = async (id: number, error: string): Promise<Response> => {
    log(`site-build-hook: build ${id}: ${error}`);
    try {
      await deps.store.fail(id, error);
    } catch (e) {
      log(`site-build-hook: build ${id}: recording the failure failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return json(502, { id, error });
  };

  return async (request) => {
    if (request.method !== "POST") return json(405, { error: "Only POST is accepted" });
    const sent = request.headers.get(WEBHOOK_SECRET_HEADER);
    if (!secret || sent === null || !sameSecret(sent, secret)) {
      await request.body?.cancel();
      return json(401, { error: `Missing or wrong ${WEBHOOK_SECRET_HEADER}` });
    }
    const text = await boundedText(request);
    if (text === null) return json(400, { error: "The payload is too large" });
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return json(400, { error: "The body is not JSON" });
    }
    const parsed = buildIdFromPayload(payload);
    if ("error" in parsed) return json(400, { error: parsed.error });
    const { id } = parsed;
    if ("problem" in deps.settings) return fail(id, deps.settings.problem);

    const hook = deps.settings;
    const target = new URL(hook.url);
    const where = `${target.protocol}//${target.host}`;
    let response: Response;
    try {
      response = await doFetch(buildHookRequest(hook, id), { signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    } catch (e) {
      const reason =
        e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")
          ? `no answer within ${HOOK_TIMEOUT_MS / 1000} s`
          : e instanceof Error
            ? e.message
            : String(e);
      return fail(id, `The build hook at ${where} could not be reached: ${reason}`);
    }
    if (!response.ok) {
      const answer = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim();
      const shown = answer.length > MAX_HOOK_ANSWER ? `${answer.slice(0, MAX_HOOK_ANSWER - 1)}…` : answer;
      return fail(
        id,
        `The build hook at ${where} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}` +
          (shown ? `: ${shown}` : ""),
      );
    }
    await response.body?.cancel();
    return json(200, { id, triggered: true });
  };
}
