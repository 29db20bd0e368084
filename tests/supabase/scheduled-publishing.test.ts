/**
 * Scheduled publishing (issue #26) against the real local backend (PGlite,
 * the shipped migrations): for each of the five managed content types, a
 * published item whose go-live time is ahead is refused to a visitor and a
 * signed-in non-admin (by id, in lists and counts), one whose time has passed
 * is read by everyone, an admin reads both; a scheduled video counts no view
 * before its time; changing and cancelling a schedule (setPublishAt) lands in
 * the item's history as an update of `publish_at`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISH_AT_COLUMN } from "../../shared/content/scheduling";
import { listItemHistory } from "../../shared/data/content-history";
import { setPublishAt } from "../../shared/data/content-schedule";
import { countRows } from "../../shared/data/content";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { EDITORIAL_TABLES, type EditorialTable } from "../../shared/types/domain";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { EDITORIAL_SAMPLES } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;
let editor: AppSupabaseClient;
let admin: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  editor = await signedInClient(server, EDITOR);
  admin = await signedInClient(server, ADMIN);
});
afterAll(() => server?.close());

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
const anHourAgo = () => new Date(Date.now() - HOUR).toISOString();

/** Inserts a published item of `table` with `publish_at`, as the admin, and returns its id. */
async function published(table: EditorialTable, publishAt: string | null, title = "Scheduled probe"): Promise<string> {
  const id = crypto.randomUUID();
  const { error } = await (
    admin.from(table) as unknown as { insert(v: object): PromiseLike<{ error: unknown }> }
  ).insert({ ...EDITORIAL_SAMPLES[table](), id, title, status: "published", [PUBLISH_AT_COLUMN]: publishAt });
  expect(error).toBeNull();
  return id;
}

/** The ids among `ids` that `client` can read from `table`. */
async function visible(client: AppSupabaseClient, table: EditorialTable, ids: string[]): Promise<string[]> {
  const { data, error } = await client.from(table).select("id").in("id", ids);
  expect(error).toBeNull();
  return (data ?? []).map((r) => r.id).sort();
}

describe.each(EDITORIAL_TABLES)("%s with a go-live time", (table) => {
  it("is refused to a visitor and a non-admin before its time, read by them after it; an admin reads both", async () => {
    const future = await published(table, inAnHour());
    const past = await published(table, anHourAgo());
    const none = await published(table, null);
    for (const client of [anon, editor]) {
      expect(await visible(client, table, [future, past, none])).toEqual([past, none].sort());
    }
    expect(await visible(admin, table, [future, past, none])).toEqual([future, past, none].sort());
  });

  it("is left out of a visitor's count until its time", async () => {
    const before = await countRows(anon, table);
    const future = await published(table, inAnHour());
    expect(await countRows(anon, table)).toBe(before);
    await setPublishAt(admin, table, future, anHourAgo());
    expect(await countRows(anon, table)).toBe(before + 1);
  });
});

describe("setPublishAt()", () => {
  it("moves a schedule and cancels it (live at once); the history records both as updates of publish_at", async () => {
    const first = inAnHour();
    const id = await published("white_papers", first, "History of a schedule");
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    await setPublishAt(admin, "white_papers", id, later);
    expect(await visible(anon, "white_papers", [id])).toEqual([]);
    await setPublishAt(admin, "white_papers", id, null);
    expect(await visible(anon, "white_papers", [id])).toEqual([id]);

    const history = await listItemHistory(admin, "white_papers", id);
    const [cancel, move, create] = history;
    expect(history.map((h) => h.action)).toEqual(["update", "update", "create"]);
    expect(Date.parse(String(create!.changes.publish_at?.new))).toBe(Date.parse(first));
    expect(Date.parse(String(move!.changes.publish_at?.old))).toBe(Date.parse(first));
    expect(Date.parse(String(move!.changes.publish_at?.new))).toBe(Date.parse(later));
    expect(Date.parse(String(cancel!.changes.publish_at?.old))).toBe(Date.parse(later));
    expect(cancel!.changes.publish_at?.new).toBeNull();
    expect(history.every((h) => h.actor_email === ADMIN.email)).toBe(true);
  });

  it("changes nothing for a non-admin (not_found) and the item stays scheduled", async () => {
    const id = await published("news", inAnHour());
    await expect(setPublishAt(editor, "news", id, null)).rejects.toMatchObject({ code: "not_found" });
    expect(await visible(anon, "news", [id])).toEqual([]);
  });
});

describe("increment_video_views on a scheduled video", () => {
  it("counts no view of a video before its go-live time (no row, so no hint that it exists)", async () => {
    const id = await published("videos", inAnHour());
    const early = await anon.rpc("increment_video_views", { video_id: id });
    expect(early.error).toBeNull();
    expect(early.data).toBeNull();
    await setPublishAt(admin, "videos", id, anHourAgo());
    const later = await anon.rpc("increment_video_views", { video_id: id });
    expect(later.data).toBe(1);
  });
});
