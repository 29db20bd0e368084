/**
 * Site builds (issue #27) against the real local backend (PGlite, the shipped
 * migrations, the seed), through supabase-js as the admin console, the
 * site's visitors and the builder call it: which changes request a build,
 * that requests coalesce, who may read the records and call the functions,
 * claim and finish, the go-live check, and the server's announcement of
 * each new request to `onSiteBuildRequested` (supabase/server/webhooks/site-builds.ts).
 * The same rules run on a real PostgreSQL in tests/compat/postgres.test.ts.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import type { Db } from "../../supabase/server/db/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { SITE_BUILD_CHANNEL, startSiteBuildSignals } from "../../supabase/server/webhooks/site-builds";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { catalogRow, newsItem, video } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

/** The go-live check interval of this test server, in milliseconds (the default is 15 s). */
const CHECK_MS = 200;

let server: RunningServer;
let anon: AppSupabaseClient;
let editor: AppSupabaseClient;
let admin: AppSupabaseClient;
let service: SupabaseClient<Database>;
let adminId: string;
/** The ids onSiteBuildRequested was called with, in order. */
const announced: number[] = [];

beforeAll(async () => {
  server = await startTestServer({
    onSiteBuildRequested: (id) => announced.push(id),
    dueScheduleIntervalMs: CHECK_MS,
  });
  anon = anonClient(server);
  editor = await signedInClient(server, EDITOR);
  admin = await signedInClient(server, ADMIN);
  adminId = (await admin.auth.getSession()).data.session!.user.id;
  service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => server?.close());

// Every test starts with no build record (the seed's request included) and nothing announced.
beforeEach(async () => {
  await server.db.query("delete from public.site_builds");
  announced.length = 0;
});

interface Build {
  id: number;
  status: string;
  reason: string;
  changes: { table: string; id: string; slug: string | null; previous_slugs: string[] }[];
  requested_by: string | null;
  data_as_of: string | null;
  error: string | null;
}

/** Every build record, oldest first (as the superuser). */
async function builds(): Promise<Build[]> {
  const r = await server.db.query<Build>(
    "select id::int, status, reason, changes, requested_by, data_as_of::text, error from public.site_builds order by id",
  );
  return r.rows;
}

/** Waits until `check` passes (or fails with its last error after `ms`). */
async function eventually(check: () => Promise<void> | void, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Lets pending notifications arrive (PGlite delivers them after the statement returns). */
const settle = () => new Promise((r) => setTimeout(r, 100));

/** Inserts a news item as the admin; returns its id and slug. */
async function addNews(over: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const { data, error } = await admin.from("news").insert(newsItem(over)).select("id, slug").single();
  if (error) throw new Error(error.message);
  return data;
}

describe("which changes request a build", () => {
  it("publishing a draft requests one build that carries the item, announced once to onSiteBuildRequested", async () => {
    const item = await addNews({ status: "draft" });
    expect(await builds()).toEqual([]);
    const { error } = await admin.from("news").update({ status: "published" }).eq("id", item.id);
    expect(error).toBeNull();
    const rows = await builds();
    expect(rows).toMatchObject([
      {
        status: "requested",
        reason: "change",
        changes: [{ table: "news", id: item.id, slug: item.slug, previous_slugs: [] }],
        requested_by: null,
      },
    ]);
    await eventually(() => expect(announced).toEqual([rows[0]!.id]));
  });

  it("a burst of five saves of a published item makes one request, announced once", async () => {
    const item = await addNews({ status: "published" });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        admin
          .from("news")
          .update({ excerpt: `Save ${i}` })
          .eq("id", item.id),
      ),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    const rows = await builds();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual([{ table: "news", id: item.id, slug: item.slug, previous_slugs: [] }]);
    await settle();
    expect(announced).toEqual([rows[0]!.id]);
  });

  it("a renamed item's change keeps its old slug for the redirect; moving it to draft and to the trash join the request", async () => {
    const item = await addNews({ status: "published" });
    await admin.from("news").update({ slug: "renamed-for-builds" }).eq("id", item.id);
    await admin.from("news").update({ status: "draft" }).eq("id", item.id);
    await admin.from("news").update({ deleted_at: new Date().toISOString() }).eq("id", item.id);
    expect((await builds()).map((b) => b.changes)).toEqual([
      [{ table: "news", id: item.id, slug: "renamed-for-builds", previous_slugs: [item.slug] }],
    ]);
  });

  it("edits, trash and purge of a draft that never was public request nothing; nor does a visitor's view", async () => {
    const item = await addNews({ status: "draft" });
    await admin.from("news").update({ excerpt: "Still a draft" }).eq("id", item.id);
    await admin.from("news").update({ deleted_at: new Date().toISOString() }).eq("id", item.id);
    await admin.from("news").delete().eq("id", item.id);
    const { data: clip } = await service
      .from("videos")
      .insert(video({ status: "published" }))
      .select("id")
      .single();
    await server.db.query("delete from public.site_builds");
    const views = await anon.rpc("increment_video_views", { video_id: clip!.id });
    expect(views.error).toBeNull();
    expect(await builds()).toEqual([]);
    await settle();
    expect(announced).toHaveLength(1); // the video's own publish, nothing after
  });

  it("an item scheduled for later requests nothing when saved; a catalog change always requests one", async () => {
    await addNews({ status: "published", publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await builds()).toEqual([]);
    const { data, error } = await service.from("catalog_files").insert(catalogRow()).select("id").single();
    expect(error).toBeNull();
    expect((await builds()).map((b) => b.changes)).toEqual([
      [{ table: "catalog_files", id: data!.id, slug: null, previous_slugs: [] }],
    ]);
  });
});

describe("a request no build took", () => {
  it("is taken as lost after 15 minutes: the next change marks it failed and a new, announced request carries its changes", async () => {
    const first = await addNews({ status: "published" });
    await server.db.query("update public.site_builds set requested_at = now() - interval '16 minutes'");
    const second = await addNews({ status: "published" });
    const rows = await builds();
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      ["failed", "change"],
      ["requested", "change"],
    ]);
    expect(rows[0]!.error).toBe(
      "No build took this request within 15 minutes (the build hook or the build failed before starting).",
    );
    expect(rows[1]!.changes.map((c) => c.id)).toEqual([first.id, second.id]);
    await eventually(() => expect(announced).toEqual([rows[0]!.id, rows[1]!.id]));
  });
});

describe("who may read the records and ask for a build", () => {
  it("GET /rest/v1/site_builds: anon gets 401 with 42501, a non-admin an empty list, an admin every record", async () => {
    await addNews({ status: "published" });
    const asAnon = await anon.from("site_builds").select("*");
    expect([asAnon.status, asAnon.error?.code]).toEqual([401, "42501"]);
    const asEditor = await editor.from("site_builds").select("*");
    expect([asEditor.error, asEditor.data]).toEqual([null, []]);
    const asAdmin = await admin.from("site_builds").select("id, status");
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toHaveLength(1);
  });

  it("an admin's writes to site_builds are refused: requests go through request_site_build()", async () => {
    const insert = await admin.from("site_builds").insert({ reason: "forged" });
    expect([insert.status, insert.error?.code]).toEqual([403, "42501"]);
  });

  it("POST /rpc/request_site_build: anon 401, a non-admin 403 (42501), service_role 403; an admin gets the id, recorded as the asker", async () => {
    const a = await anon.rpc("request_site_build", { p_reason: "manual" });
    expect([a.status, a.error?.code]).toEqual([401, "42501"]);
    const e = await editor.rpc("request_site_build", { p_reason: "manual" });
    expect([e.status, e.error?.code]).toEqual([403, "42501"]);
    const s = await service.rpc("request_site_build", { p_reason: "manual" });
    expect([s.status, s.error?.code]).toEqual([403, "42501"]);
    expect(await builds()).toEqual([]);
    const ok = await admin.rpc("request_site_build", { p_reason: "manual" });
    expect(ok.error).toBeNull();
    expect(await builds()).toMatchObject([{ id: ok.data, reason: "manual", changes: [], requested_by: adminId }]);
    await eventually(() => expect(announced).toEqual([ok.data]));
    const tooLong = await admin.rpc("request_site_build", { p_reason: "x".repeat(201) });
    expect([tooLong.status, tooLong.error?.code]).toEqual([400, "22001"]);
  });
});

describe("claim and finish (the builder, service_role only)", () => {
  it("claim_site_build takes every waiting request and returns the newest with their changes merged", async () => {
    const change = (id: string, slug: string, previous: string[]) => ({
      table: "news",
      id,
      slug,
      previous_slugs: previous,
    });
    const a = "00000000-0000-4000-8000-00000000a027";
    const b = "00000000-0000-4000-8000-00000000b027";
    await service.from("site_builds").insert([
      { reason: "change", changes: [change(a, "first", []), change(b, "other", [])] },
      { reason: "change", changes: [change(a, "second", ["first"])] },
    ]);
    for (const who of [anon, editor, admin]) {
      const refused = await who.rpc("claim_site_build");
      expect(refused.error?.code).toBe("42501");
    }
    const { data, error } = await service.rpc("claim_site_build");
    expect(error).toBeNull();
    const rows = await builds();
    expect(data).toMatchObject({
      id: rows[1]!.id,
      status: "building",
      changes: [change(b, "other", []), change(a, "second", ["first"])],
    });
    expect(data!.data_as_of).not.toBeNull();
    expect(rows.map((r) => r.status)).toEqual(["building", "building"]);
    // Nothing waits: PostgREST answers a null row as an object of nulls.
    const none = await service.rpc("claim_site_build");
    expect(none.error).toBeNull();
    expect(none.data?.id).toBeNull();
  });

  it("finish_site_build marks the claimed builds live, or failed with the error; only service_role may", async () => {
    await addNews({ status: "published" });
    const claimed = (await service.rpc("claim_site_build")).data!;
    const refused = await admin.rpc("finish_site_build", { p_id: claimed.id, p_ok: true });
    expect([refused.status, refused.error?.code]).toEqual([403, "42501"]);
    const ok = await service.rpc("finish_site_build", { p_id: claimed.id, p_ok: true });
    expect([ok.status, ok.error]).toEqual([204, null]);
    expect(await builds()).toMatchObject([{ status: "live", error: null }]);

    await addNews({ status: "published" });
    const next = (await service.rpc("claim_site_build")).data!;
    await service.rpc("finish_site_build", { p_id: next.id, p_ok: false, p_error: "Out of disk space" });
    expect((await builds()).map((r) => [r.status, r.error])).toEqual([
      ["live", null],
      ["failed", "Out of disk space"],
    ]);
  });

  it("a retry carries the changes of the build that failed, recorded as the admin's", async () => {
    const item = await addNews({ status: "published" });
    const claimed = (await service.rpc("claim_site_build")).data!;
    await service.rpc("finish_site_build", { p_id: claimed.id, p_ok: false, p_error: "Build hook answered 500" });
    const retry = await admin.rpc("request_site_build");
    expect(retry.error).toBeNull();
    const rows = await builds();
    expect(rows.at(-1)).toMatchObject({
      id: retry.data,
      status: "requested",
      reason: "retry",
      requested_by: adminId,
      changes: [{ table: "news", id: item.id, slug: item.slug, previous_slugs: [] }],
    });
  });
});

describe("go-live times (the server's timer, as pg_cron on hosted)", () => {
  it("an item whose go-live time passes gets one build request, announced once, and none after a build took it", async () => {
    const item = await addNews({ status: "published", publish_at: new Date(Date.now() + 600).toISOString() });
    expect(await builds()).toEqual([]);
    await eventually(async () => expect(await builds()).toHaveLength(1), 4000);
    const rows = await builds();
    expect(rows[0]).toMatchObject({
      status: "requested",
      reason: "schedule",
      changes: [{ table: "news", id: item.id, slug: item.slug, previous_slugs: [] }],
    });
    await eventually(() => expect(announced).toEqual([rows[0]!.id]));
    // Several more checks: still the one request, announced once.
    await new Promise((r) => setTimeout(r, CHECK_MS * 3));
    expect(await builds()).toHaveLength(1);
    expect(announced).toHaveLength(1);
    const claimed = (await service.rpc("claim_site_build")).data!;
    await service.rpc("finish_site_build", { p_id: claimed.id, p_ok: true });
    await new Promise((r) => setTimeout(r, CHECK_MS * 3));
    expect((await builds()).map((b) => b.status)).toEqual(["live"]);
    expect(await server.siteBuilds!.checkDueSchedules()).toBe(false);
  });
});

describe("startSiteBuildSignals()", () => {
  it("hands each announced id to the callback, checks go-live times every interval, and stops both on close", async () => {
    let deliver: ((payload: string) => void) | null = null;
    let listening = false;
    let checks = 0;
    const db = {
      async listen(channel: string, callback: (payload: string) => void) {
        expect(channel).toBe(SITE_BUILD_CHANNEL);
        deliver = callback;
        listening = true;
        return async () => {
          listening = false;
        };
      },
      async query(sql: string) {
        expect(sql).toContain("private.request_builds_for_due_schedules()");
        checks++;
        return { rows: [{ requested: false }] };
      },
    } as unknown as Db;
    const ids: number[] = [];
    const lines: string[] = [];
    const signals = await startSiteBuildSignals({
      db,
      intervalMs: 20,
      onSiteBuildRequested: (id) => {
        if (id === 13) throw new Error("builder busy");
        ids.push(id);
      },
      log: (line) => lines.push(line),
    });
    deliver!("7");
    deliver!("13");
    expect(ids).toEqual([7]);
    expect(lines).toEqual(["[local-supabase] site build 13: builder busy"]);
    await new Promise((r) => setTimeout(r, 150));
    expect(checks).toBeGreaterThanOrEqual(3);
    await signals.close();
    const after = checks;
    await new Promise((r) => setTimeout(r, 80));
    expect([checks, listening]).toEqual([after, false]);
  });
});
