/**
 * The admin's site status (issue #27) on the real local backend: the data
 * calls (shared/data/site-builds.ts) through supabase-js as the admin console
 * makes them, and siteStatusOf reading an item's state from the records a
 * publish, a claim and a finish leave (shared/content/site-status.ts).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteStatusOf, siteWideStatusOf } from "../../shared/content/site-status";
import { DataError } from "../../shared/data/errors";
import { listSiteBuilds, requestSiteBuild } from "../../shared/data/site-builds";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { whitePaper } from "../fixtures/content";
import { signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
  service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.query("delete from public.site_builds");
});

describe("requestSiteBuild() and listSiteBuilds()", () => {
  it("an admin's request is recorded with reason retry, newest first; a second one while it waits is the same", async () => {
    const id = await requestSiteBuild(admin);
    expect(await requestSiteBuild(admin)).toBe(id);
    const builds = await listSiteBuilds(admin);
    expect(builds).toHaveLength(1);
    expect(builds[0]).toMatchObject({ id, status: "requested", reason: "retry", error: null });
    expect(siteWideStatusOf(builds)).toEqual({ state: "updating" });
  });

  it("a signed-in non-admin is refused with 42501 and reads no records", async () => {
    await requestSiteBuild(admin);
    const refused = await requestSiteBuild(editor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect((refused as DataError).code).toBe("42501");
    expect(await listSiteBuilds(editor)).toEqual([]);
  });
});

describe("siteStatusOf() on the records of a publish", () => {
  it("is updating after the publish, live after a build finished, failed with its error after a failed one", async () => {
    const { data: paper, error } = await admin
      .from("white_papers")
      .insert(whitePaper({ status: "published" }))
      .select("id, status, publish_at, updated_at")
      .single();
    expect(error).toBeNull();
    expect(siteStatusOf(paper!, await listSiteBuilds(admin))).toEqual({ state: "updating" });

    const claimed = await service.rpc("claim_site_build");
    expect(claimed.error).toBeNull();
    expect(siteStatusOf(paper!, await listSiteBuilds(admin))).toEqual({ state: "updating" });
    await service.rpc("finish_site_build", { p_id: claimed.data!.id, p_ok: true });
    expect(siteStatusOf(paper!, await listSiteBuilds(admin))).toEqual({ state: "live" });

    const { data: edited } = await admin
      .from("white_papers")
      .update({ description: "Edited after the build" })
      .eq("id", paper!.id)
      .select("status, publish_at, updated_at")
      .single();
    const next = await service.rpc("claim_site_build");
    await service.rpc("finish_site_build", { p_id: next.data!.id, p_ok: false, p_error: "Build hook answered 500" });
    const builds = await listSiteBuilds(admin);
    expect(siteStatusOf(edited!, builds)).toEqual({ state: "failed", error: "Build hook answered 500" });
    expect(siteWideStatusOf(builds)).toEqual({ state: "failed", error: "Build hook answered 500" });
  });
});
