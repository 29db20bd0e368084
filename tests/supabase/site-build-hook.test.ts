/**
 * The site-build-hook Edge Function (issue #27) end to end on the local
 * backend, against a fake build-hook receiver (an in-process HTTP server):
 * an admin's publish makes a site_builds row; the backend announces it
 * (onSiteBuildRequested), and the test hands it to the function's handler as
 * the hosted Database Webhook would (its INSERT payload and the shared secret
 * in `x-webhook-secret`); the handler calls the receiver as GitHub's
 * repository_dispatch or as a plain deploy hook, and records a failed call on
 * the row with finish_site_build, so the admin reads "failed" and the reason.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import {
  createSiteBuildHookHandler,
  WEBHOOK_SECRET_HEADER,
  type SiteBuildHookDeps,
} from "../../supabase/functions/site-build-hook/handler.ts";
import {
  buildHookSettingsFromEnv,
  DEFAULT_GITHUB_EVENT,
  type BuildHookSettings,
} from "../../supabase/functions/site-build-hook/settings.ts";
import { supabaseBuildStore } from "../../supabase/functions/site-build-hook/supabase-store.ts";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { newsItem } from "../fixtures/content";
import { signedInClient, serviceClient } from "./helpers";

const SECRET = "s".repeat(40);

/** One request the fake build-hook receiver got. */
interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: RunningServer;
let admin: AppSupabaseClient;
let receiver: Server;
let receiverUrl: string;
/** What the receiver answers next. */
let answer = { status: 204, body: "" };
const received: Received[] = [];
/** The handler the announcements go to (set per test) and what it answered. */
let handler: ((request: Request) => Promise<Response>) | null = null;
let answers: Promise<{ status: number; body: Record<string, unknown> }>[] = [];
let sentSecret = SECRET;

/** The Database Webhook's call for build `id`: its INSERT payload, with the shared secret. */
function webhookCall(id: number): Request {
  return new Request(`${server.url}/functions/v1/site-build-hook`, {
    method: "POST",
    headers: { "content-type": "application/json", [WEBHOOK_SECRET_HEADER]: sentSecret },
    body: JSON.stringify({
      type: "INSERT",
      table: "site_builds",
      schema: "public",
      record: { id, status: "requested" },
      old_record: null,
    }),
  });
}

/** A handler calling `settings`, recording failures through the service_role key. */
function useHandler(settings: SiteBuildHookDeps["settings"]): void {
  const service = serviceClient(server);
  handler = createSiteBuildHookHandler({
    settings,
    store: supabaseBuildStore(service),
    webhookSecret: SECRET,
    log: () => undefined,
  });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    onSiteBuildRequested: (id) => {
      if (!handler) return;
      answers.push(
        handler(webhookCall(id)).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as Record<string, unknown>,
        })),
      );
    },
  });
  admin = await signedInClient(server, ADMIN);
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(async () => {
  await server.db.query("delete from public.site_builds");
  received.length = 0;
  answers = [];
  answer = { status: 204, body: "" };
  sentSecret = SECRET;
  handler = null;
});

/** Publishes a news item as the admin (a change visitors see: one build request); returns its id. */
async function publish(): Promise<string> {
  const { data, error } = await admin
    .from("news")
    .insert(newsItem({ status: "published" }))
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id;
}

/** Waits for the one announcement's handler answer. */
async function onlyAnswer(): Promise<{ status: number; body: Record<string, unknown> }> {
  const until = Date.now() + 3000;
  while (answers.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

/** The build records as the admin reads them. */
async function records() {
  const { data, error } = await admin.from("site_builds").select("id, status, error").order("id");
  expect(error).toBeNull();
  return data!;
}

describe("site-build-hook against a fake build-hook receiver", () => {
  it("GitHub Actions: a publish dispatches repository_dispatch with the token and { event_type, client_payload: { build_id } }", async () => {
    useHandler({
      kind: "github",
      url: `${receiverUrl}/repos/acme/site/dispatches`,
      token: "github-token-for-tests",
      eventType: DEFAULT_GITHUB_EVENT,
    });
    await publish();
    const reply = await onlyAnswer();
    const [build] = await records();
    expect(reply).toEqual({ status: 200, body: { id: build!.id, triggered: true } });
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect([call.method, call.path]).toEqual(["POST", "/repos/acme/site/dispatches"]);
    expect(call.headers.authorization).toBe("Bearer github-token-for-tests");
    expect(call.headers.accept).toBe("application/vnd.github+json");
    expect(JSON.parse(call.body)).toEqual({ event_type: "site-build", client_payload: { build_id: build!.id } });
    // The build takes it later (claim_site_build): the request still waits.
    expect(build!.status).toBe("requested");
  });

  it("a deploy hook (Netlify, Cloudflare Pages, Vercel): one POST with no body; a burst of saves calls it once", async () => {
    useHandler({ kind: "deploy-hook", url: `${receiverUrl}/build_hooks/abc123` });
    const id = await publish();
    for (const i of [1, 2, 3])
      await admin
        .from("news")
        .update({ excerpt: `Save ${i}` })
        .eq("id", id);
    expect((await onlyAnswer()).status).toBe(200);
    expect(received.map((r) => [r.method, r.path, r.body])).toEqual([["POST", "/build_hooks/abc123", ""]]);
  });

  it("a wrong x-webhook-secret is refused with 401 and calls nothing", async () => {
    useHandler({ kind: "deploy-hook", url: `${receiverUrl}/build_hooks/abc123` });
    sentSecret = "w".repeat(40);
    await publish();
    expect(await onlyAnswer()).toEqual({ status: 401, body: { error: `Missing or wrong ${WEBHOOK_SECRET_HEADER}` } });
    expect(received).toEqual([]);
    expect((await records()).map((r) => r.status)).toEqual(["requested"]);
  });

  it("a hook answering 500 marks the request failed with the answer, which the admin reads", async () => {
    useHandler({ kind: "deploy-hook", url: `${receiverUrl}/build_hooks/abc123` });
    answer = { status: 500, body: "Build queue unavailable" };
    await publish();
    const reply = await onlyAnswer();
    const want = `The build hook at ${receiverUrl} answered 500 Internal Server Error: Build queue unavailable`;
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(want);
    expect(await records()).toMatchObject([{ status: "failed", error: want }]);
    // It never started; it is dated by the failure, so the admin reads the changes it carried as failed.
    const dated = await server.db.query<{ started: boolean; dated: boolean }>(
      "select started_at is not null as started, data_as_of is not null as dated from public.site_builds",
    );
    expect(dated.rows).toEqual([{ started: false, dated: true }]);
    // The next change makes a new request (and a new call), since none waits.
    answer = { status: 204, body: "" };
    await publish();
    await new Promise((r) => setTimeout(r, 200));
    expect((await records()).map((r) => r.status)).toEqual(["failed", "requested"]);
    expect(received).toHaveLength(2);
  });

  it("an unreachable hook and a missing SITE_BUILD_HOOK_URL are recorded as failures too", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    useHandler({ kind: "deploy-hook", url: `${deadUrl}/hook` });
    await publish();
    expect((await onlyAnswer()).status).toBe(502);
    const [failed] = await records();
    expect(failed!.error).toMatch(new RegExp(`^The build hook at ${deadUrl} could not be reached: `));

    answers = [];
    useHandler(buildHookSettingsFromEnv(() => undefined));
    await publish();
    expect((await onlyAnswer()).status).toBe(502);
    expect((await records()).at(-1)).toMatchObject({
      status: "failed",
      error: "site-build-hook is not configured: set SITE_BUILD_HOOK_URL (supabase secrets set)",
    });
  });
});

describe("buildHookSettingsFromEnv()", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  it("tells GitHub's dispatches endpoint (which needs a token) from a deploy-hook URL", () => {
    const github: BuildHookSettings | { problem: string } = buildHookSettingsFromEnv(
      env({
        SITE_BUILD_HOOK_URL: "https://api.github.com/repos/acme/site/dispatches",
        SITE_BUILD_HOOK_TOKEN: " t0ken ",
      }),
    );
    expect(github).toEqual({
      kind: "github",
      url: "https://api.github.com/repos/acme/site/dispatches",
      token: "t0ken",
      eventType: "site-build",
    });
    expect(
      buildHookSettingsFromEnv(env({ SITE_BUILD_HOOK_URL: "https://api.github.com/repos/acme/site/dispatches" })),
    ).toEqual({
      problem: "site-build-hook: SITE_BUILD_HOOK_URL is GitHub's dispatches endpoint: set SITE_BUILD_HOOK_TOKEN too",
    });
    expect(
      buildHookSettingsFromEnv(env({ SITE_BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/5f1e2d3c" })),
    ).toEqual({ kind: "deploy-hook", url: "https://api.netlify.com/build_hooks/5f1e2d3c" });
    expect(buildHookSettingsFromEnv(env({ SITE_BUILD_HOOK_URL: "ftp://example.com/x" }))).toEqual({
      problem: "site-build-hook: SITE_BUILD_HOOK_URL must start with https://",
    });
  });
});
