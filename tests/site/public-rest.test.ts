/**
 * The public pages' reads over plain fetch (site/src/lib/public-rest.ts,
 * public-lists.ts; issue #13) against the real local server: the same rows, in
 * the same order, as the shared data modules through supabase-js as anon; the
 * view counter; PostgREST errors as DataErrors; and the build's reading of
 * every list (a backend that cannot be reached leaves the lists out).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataError, listCaseStudies, listDocumentation, listVideos, listWhitePapers } from "../../shared/data";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import {
  CASE_STUDIES_LIST,
  DOCUMENTATION_LIST,
  LATEST_NEWS_COLUMNS,
  LATEST_NEWS_COUNT,
  LATEST_NEWS_LIST,
  NEWS_LIST,
  PUBLIC_LISTS,
  readPublicLists,
  VIDEOS_LIST,
  WHITE_PAPERS_LIST,
} from "../../site/src/lib/public-lists";
import { countVideoView, publicList } from "../../site/src/lib/public-rest";
import { anonClient } from "../supabase/helpers";

let server: RunningServer;
let anon: AppSupabaseClient;
const at = () => ({ url: server.url, anonKey: server.anonKey });

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
});
afterAll(() => server?.close());

describe("public lists over fetch", () => {
  it("give what supabase-js gives the anon role, in the same order", async () => {
    expect(await WHITE_PAPERS_LIST.fetch(at())).toEqual(await listWhitePapers(anon));
    expect(await CASE_STUDIES_LIST.fetch(at())).toEqual(await listCaseStudies(anon));
    expect(await VIDEOS_LIST.fetch(at())).toEqual(await listVideos(anon));
    expect(await DOCUMENTATION_LIST.fetch(at())).toEqual(await listDocumentation(anon));
    expect((await WHITE_PAPERS_LIST.fetch(at())).length).toBeGreaterThan(0);
  });

  it("give the home page the newest news items with only the columns it shows (issue #26)", async () => {
    const all = await NEWS_LIST.fetch(at());
    expect(all.length).toBeGreaterThan(LATEST_NEWS_COUNT);
    const latest = await LATEST_NEWS_LIST.fetch(at());
    expect(latest).toEqual(
      all
        .slice(0, LATEST_NEWS_COUNT)
        .map((row) => Object.fromEntries(LATEST_NEWS_COLUMNS.map((column) => [column, row[column]]))),
    );
  });

  it("raise a DataError with PostgREST's code for a bad request", async () => {
    const error = await publicList("white_papers", "no_such_column", at()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).status).toBe(400);
    expect((error as DataError).code).toMatch(/^\w+/);
  });

  it("raise a DataError when the server cannot be reached", async () => {
    const error = await publicList("white_papers", "date_published", { url: "http://127.0.0.1:9", anonKey: "x" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataError);
  });
});

describe("countVideoView()", () => {
  it("counts one view and returns the new count", async () => {
    const [video] = await listVideos(anon);
    const views = await countVideoView(video!.id, at());
    expect(views).toBe(video!.views + 1);
    const [after] = (await listVideos(anon)).filter((v) => v.id === video!.id);
    expect(after!.views).toBe(views);
  });

  it("says not_found for an unknown video", async () => {
    const error = await countVideoView("00000000-0000-4000-8000-000000000000", at()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe("not_found");
  });
});

describe("readPublicLists()", () => {
  it("reads every list, keyed by label", async () => {
    const lists = await readPublicLists(at());
    expect(Object.keys(lists).sort()).toEqual(PUBLIC_LISTS.map((l) => l.label).sort());
    expect(lists[WHITE_PAPERS_LIST.label]).toEqual(await listWhitePapers(anon));
  });

  it("leaves a list out when the backend cannot be reached", async () => {
    const lists = await readPublicLists({ url: "http://127.0.0.1:9", anonKey: "x" }, 2_000);
    expect(Object.values(lists).every((rows) => rows === undefined)).toBe(true);
  });
});
