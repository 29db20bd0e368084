/**
 * The data pages' check after load (issue #13, src/islands/list-freshness.ts),
 * against a real HTTP server answering like PostgREST: the page hydrates
 * when its rows were not prerendered or differ from the database's, not
 * when only a view counter moved.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

let rows: unknown[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("VITE_SUPABASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  vi.resetModules();
});

async function check(prerendered: Record<string, unknown[]>, labels: string[]): Promise<boolean> {
  const lists = await import("../../../site/src/lib/prerendered-lists");
  lists.setPrerenderedLists(prerendered);
  const { listsChanged } = await import("../../../site/src/islands/list-freshness");
  return listsChanged(labels);
}

const video = { id: "v1", title: "RSS-675 walkthrough", views: 10 };

describe("listsChanged", () => {
  it("is false for the same rows, and when only the views moved", async () => {
    rows = [video];
    expect(await check({ videos: [video] }, ["videos"])).toBe(false);
    rows = [{ ...video, views: 11 }];
    expect(await check({ videos: [video] }, ["videos"])).toBe(false);
  });

  it("is true for a new, edited or removed row, and for a list never prerendered", async () => {
    rows = [video, { id: "v2", title: "New", views: 0 }];
    expect(await check({ videos: [video] }, ["videos"])).toBe(true);
    rows = [{ ...video, title: "Renamed" }];
    expect(await check({ videos: [video] }, ["videos"])).toBe(true);
    rows = [];
    expect(await check({ videos: [video] }, ["videos"])).toBe(true);
    expect(await check({}, ["videos"])).toBe(true);
  });
});
