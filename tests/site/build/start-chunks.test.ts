/**
 * The public start-up's code splitting (site/scripts/start-chunks.ts, issue
 * #24): the entry's static imports go into "start" except what another entry
 * loads at start; a lazy root's chunk takes its imports that the entry does
 * not load; the entry module stays its own chunk.
 */
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, START_CHUNK, startChunks, staticClosure } from "../../../site/scripts/start-chunks";

/** A module graph: id → its static imports. */
const GRAPH: Record<string, string[]> = {
  "/entry.ts": ["/header.ts", "/filters.ts", "/attrs.ts"],
  "/header.ts": ["/search-shell.ts"],
  "/search-shell.ts": [],
  "/filters.ts": ["/attrs.ts"],
  "/attrs.ts": [],
  "/admin.ts": ["/attrs.ts", "/admin-app.ts"],
  "/admin-app.ts": ["/public-rest.ts"],
  "/freshness.ts": ["/public-rest.ts", "/filters.ts", "/retry.ts"],
  "/public-rest.ts": ["/env.ts"],
  "/retry.ts": [],
  "/env.ts": [],
};

const context = {
  getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null),
};

/** The roots in GRAPH: the public entry, its data check, and the admin as the other entry. */
const ROOTS = { entry: "/entry.ts", entryChunk: "main", lazy: { lists: "/freshness.ts" }, others: ["/admin.ts"] };

/** Runs the plugin's buildEnd on GRAPH and returns which group each module went to. */
function chunksOf(): Record<string, string | undefined> {
  const { plugin, groups } = startChunks(ROOTS);
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return Object.fromEntries(Object.keys(GRAPH).map((id) => [id, groups.find((group) => group.test(id))?.name]));
}

describe("staticClosure", () => {
  it("follows static imports recursively, once each, and skips unknown ids", () => {
    expect([...staticClosure(context, "/freshness.ts")].sort()).toEqual(
      ["/attrs.ts", "/env.ts", "/filters.ts", "/freshness.ts", "/public-rest.ts", "/retry.ts"].sort(),
    );
    expect([...staticClosure(context, "/missing.ts")]).toEqual([]);
  });
});

describe("startChunks", () => {
  it("puts the entry's imports into one start chunk, keeping out the entry itself and the admin's start", () => {
    const chunks = chunksOf();
    expect(chunks["/header.ts"]).toBe(START_CHUNK);
    expect(chunks["/search-shell.ts"]).toBe(START_CHUNK);
    expect(chunks["/filters.ts"]).toBe(START_CHUNK);
    expect(chunks["/entry.ts"]).toBeUndefined();
    // The admin loads it at start: in "start" the admin would load the whole public start-up.
    expect(chunks["/attrs.ts"]).toBeUndefined();
    expect(chunks["/admin-app.ts"]).toBeUndefined();
  });

  it("puts a lazy root and its imports the entry does not load into the root's chunk, the admin's too", () => {
    const chunks = chunksOf();
    expect(chunks["/freshness.ts"]).toBe("lists");
    expect(chunks["/retry.ts"]).toBe("lists");
    expect(chunks["/public-rest.ts"]).toBe("lists");
    expect(chunks["/env.ts"]).toBe("lists");
  });

  it("gives every group the same priority and no recursive capture", () => {
    const { groups } = startChunks(ROOTS);
    expect(groups.map((group) => group.name)).toEqual([START_CHUNK, "lists"]);
    for (const group of groups) expect(group.includeDependenciesRecursively).toBe(false);
  });

  it("marks the public start-up's files for eager compiling, and no other file", () => {
    const { postBanner } = startChunks(ROOTS);
    expect(postBanner({ name: "main", isEntry: true })).toBe(EAGER_COMPILE_HINT);
    expect(postBanner({ name: START_CHUNK, isEntry: false })).toBe(EAGER_COMPILE_HINT);
    expect(postBanner({ name: "lists", isEntry: false })).toBe(EAGER_COMPILE_HINT);
    expect(postBanner({ name: "admin", isEntry: true })).toBe("");
    expect(postBanner({ name: "white-papers-page", isEntry: false })).toBe("");
  });
});
