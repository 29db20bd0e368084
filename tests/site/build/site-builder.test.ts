/**
 * The local builder's queue (site/scripts/rebuild/runner.ts createSiteBuilder,
 * issue #27): a burst of requests makes one build, requests during a build
 * make exactly one more, a failed build is recorded with its error and never
 * throws, and one line is logged per build; the changed items' files move
 * before the pages render. The records, the file step and the rebuild are
 * stand-ins here; tests/site/build/file-sync.test.ts and
 * tests/scripts/start.test.ts drive the real ones.
 */
import { describe, expect, it } from "vitest";
import type { BuildRecords, ClaimedBuild } from "../../../site/scripts/rebuild/build-records";
import type { RebuildResult } from "../../../site/scripts/rebuild/rebuild";
import { createSiteBuilder, mergeChanges, REBUILD_DEBOUNCE_MS } from "../../../site/scripts/rebuild/runner";

const DEBOUNCE = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const done: RebuildResult = {
  all: false,
  rendered: 4,
  removed: 0,
  media: { copied: 0, missing: 0, removed: 0 },
  ms: 12,
};

/** Records that hand out one build per claim while `requested` is set, and remember every finish. */
function fakeRecords() {
  let nextId = 1;
  const state = {
    requested: false,
    claims: 0,
    finished: [] as { id: number; ok: boolean; error?: unknown }[],
  };
  const records: BuildRecords = {
    claim(): Promise<ClaimedBuild | null> {
      state.claims++;
      if (!state.requested) return Promise.resolve(null);
      state.requested = false;
      return Promise.resolve({ id: nextId++, changes: [{ table: "white_papers", id: "x" }] });
    },
    finish(id, ok, error) {
      state.finished.push({ id, ok, ...(ok ? {} : { error }) });
      return Promise.resolve();
    },
  };
  return { state, records };
}

describe("createSiteBuilder()", () => {
  it("waits 1.5 s by default", () => {
    expect(REBUILD_DEBOUNCE_MS).toBe(1_500);
  });

  it("makes one build of a burst of requests, after the debounce, and logs one line", async () => {
    const { state, records } = fakeRecords();
    const lines: string[] = [];
    let builds = 0;
    const builder = createSiteBuilder({
      records,
      rebuild: () => (builds++, Promise.resolve(done)),
      debounceMs: DEBOUNCE,
      log: (line) => lines.push(line),
    });
    state.requested = true;
    for (let i = 0; i < 5; i++) {
      builder.request();
      await sleep(DEBOUNCE / 3);
    }
    expect(builds).toBe(0);
    await builder.idle();
    expect(builds).toBe(1);
    expect(state.finished).toEqual([{ id: 1, ok: true }]);
    expect(lines).toEqual(["Site update #1: 4 pages rendered, 0 removed in 12 ms"]);
    await builder.close();
  });

  it("runs one build at a time: requests during a build make exactly one more after it", async () => {
    const { state, records } = fakeRecords();
    let release: () => void = () => {};
    let running = 0;
    let most = 0;
    let builds = 0;
    const builder = createSiteBuilder({
      records,
      rebuild: async () => {
        builds++;
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
        return done;
      },
      debounceMs: DEBOUNCE,
      log: () => {},
    });
    state.requested = true;
    builder.request();
    await sleep(DEBOUNCE * 3);
    expect(builds).toBe(1);
    // Three requests while the first build runs.
    state.requested = true;
    builder.request();
    builder.request();
    builder.request();
    release();
    await sleep(DEBOUNCE * 3);
    expect(builds).toBe(2);
    release();
    await builder.idle();
    expect(builds).toBe(2);
    expect(most).toBe(1);
    expect(state.finished.map((f) => f.id)).toEqual([1, 2]);
    await builder.close();
  });

  it("records a failed build with its error, logs it, and keeps going with its changes too", async () => {
    const { state, records } = fakeRecords();
    const lines: string[] = [];
    const seen: unknown[] = [];
    let fail = true;
    const builder = createSiteBuilder({
      records,
      rebuild: (changes) =>
        seen.push(changes) && fail
          ? Promise.reject(new Error("Prerender of /x left a suspended boundary"))
          : Promise.resolve(done),
      debounceMs: DEBOUNCE,
      log: (line) => lines.push(line),
    });
    state.requested = true;
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(state.finished).toHaveLength(1);
    expect(state.finished[0]).toMatchObject({ id: 1, ok: false });
    expect(String(state.finished[0]!.error)).toContain("suspended boundary");
    expect(lines).toEqual(["Site update #1 failed: Prerender of /x left a suspended boundary"]);
    fail = false;
    state.requested = true;
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(state.finished.at(-1)).toEqual({ id: 2, ok: true });
    // The second build rebuilt what the failed one should have, with its own changes.
    expect(seen[1]).toEqual([
      { table: "white_papers", id: "x" },
      { table: "white_papers", id: "x" },
    ]);
    await builder.close();
  });

  it("moves the claimed changes' files before it renders, and counts them in its line (issue #27)", async () => {
    const { state, records } = fakeRecords();
    const lines: string[] = [];
    const order: string[] = [];
    const builder = createSiteBuilder({
      records,
      syncFiles: (changes) => (order.push(`sync ${JSON.stringify(changes)}`), Promise.resolve(3)),
      rebuild: () => (order.push("render"), Promise.resolve(done)),
      debounceMs: DEBOUNCE,
      log: (line) => lines.push(line),
    });
    state.requested = true;
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(order).toEqual(['sync [{"table":"white_papers","id":"x"}]', "render"]);
    expect(state.finished).toEqual([{ id: 1, ok: true }]);
    expect(lines).toEqual(["Site update #1: 4 pages rendered, 0 removed, 3 files moved in 12 ms"]);
    await builder.close();
  });

  it("still renders after a failed file move, then fails the record with its message and syncs again next time", async () => {
    const { state, records } = fakeRecords();
    const lines: string[] = [];
    const synced: unknown[] = [];
    let builds = 0;
    let fail = true;
    const message = "Moving files between public and private storage failed: content-files/x.pdf: disk full";
    const builder = createSiteBuilder({
      records,
      syncFiles: (changes) => (synced.push(changes), fail ? Promise.reject(new Error(message)) : Promise.resolve(1)),
      rebuild: () => (builds++, Promise.resolve(done)),
      debounceMs: DEBOUNCE,
      log: (line) => lines.push(line),
    });
    state.requested = true;
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(builds).toBe(1);
    expect(state.finished).toHaveLength(1);
    expect(state.finished[0]).toMatchObject({ id: 1, ok: false });
    expect((state.finished[0]!.error as Error).message).toBe(message);
    expect(lines).toEqual([`Site update #1 failed: ${message}`]);
    fail = false;
    state.requested = true;
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(state.finished.at(-1)).toEqual({ id: 2, ok: true });
    expect(synced[1]).toEqual([
      { table: "white_papers", id: "x" },
      { table: "white_papers", id: "x" },
    ]);
    await builder.close();
  });

  it("does nothing when no build was requested, and survives a failing claim", async () => {
    const { state, records } = fakeRecords();
    const lines: string[] = [];
    let builds = 0;
    const builder = createSiteBuilder({
      records: {
        ...records,
        claim: () => (state.claims++ === 0 ? Promise.reject(new Error("connection refused")) : records.claim()),
      },
      rebuild: () => (builds++, Promise.resolve(done)),
      debounceMs: DEBOUNCE,
      log: (line) => lines.push(line),
    });
    builder.request();
    await sleep(5);
    await builder.idle();
    builder.request();
    await sleep(5);
    await builder.idle();
    expect(builds).toBe(0);
    expect(lines).toEqual(["Site update: could not claim the requested builds (Error: connection refused)"]);
    await builder.close();
  });
});

describe("mergeChanges()", () => {
  it("joins two builds' changes; everything when either says everything", () => {
    const a = { table: "news", id: "1" };
    const b = { table: "videos", id: "2" };
    expect(mergeChanges([a], [b])).toEqual([a, b]);
    expect(mergeChanges([a], [])).toEqual([]);
    expect(mergeChanges(null, [b])).toEqual([]);
  });
});
