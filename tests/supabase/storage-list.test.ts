/**
 * `POST /storage/v1/object/list/<bucket>` through storage-js `list()`: the
 * files and folders directly under a prefix, search, sort, paging, and
 * Storage's 400 InvalidRequest for a bad body (issue #8; RLS per caller is in
 * permissions.test.ts and the compatibility matrix).
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";

let server: RunningServer;
let bucket: ReturnType<ReturnType<typeof createClient<Database>>["storage"]["from"]>;
const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: "application/pdf" });

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  bucket = service.storage.from("content-files");
  for (const name of ["list/b.pdf", "list/a.pdf", "list/Alpha.pdf", "list/sub/deep.pdf", "list/sub/other/x.pdf"]) {
    const { error } = await bucket.upload(name, pdf(name));
    if (error) throw new Error(`upload ${name}: ${error.message}`);
  }
});
afterAll(() => server?.close());

describe("storage list", () => {
  it("lists the files and folders directly under a prefix, folders once and without an id", async () => {
    const { data, error } = await bucket.list("list");
    expect(error).toBeNull();
    expect(data!.map((i) => i.name)).toEqual(["Alpha.pdf", "a.pdf", "b.pdf", "sub"]);
    const file = data!.find((i) => i.name === "a.pdf")!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ mimetype: "application/pdf", size: 19 });
    expect(data!.find((i) => i.name === "sub")).toMatchObject({ id: null, metadata: null });
    expect((await bucket.list("list/sub")).data!.map((i) => i.name)).toEqual(["deep.pdf", "other"]);
    expect((await bucket.list("")).data!.map((i) => i.name)).toEqual(["list"]);
    expect((await bucket.list("nothing-here")).data).toEqual([]);
  });

  it("searches case-insensitively, sorts and pages", async () => {
    expect((await bucket.list("list", { search: "a" })).data!.map((i) => i.name)).toEqual(["Alpha.pdf", "a.pdf"]);
    const desc = await bucket.list("list", { sortBy: { column: "name", order: "desc" } });
    expect(desc.data!.map((i) => i.name)).toEqual(["sub", "b.pdf", "a.pdf", "Alpha.pdf"]);
    const page = await bucket.list("list", { limit: 2, offset: 1 });
    expect(page.data!.map((i) => i.name)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("answers a bad body with Storage's 400 InvalidRequest and an unknown bucket with NoSuchBucket", async () => {
    const post = (bucketId: string, body: unknown) =>
      fetch(`${server.url}/storage/v1/object/list/${bucketId}`, {
        method: "POST",
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    for (const body of [
      { prefix: 3 },
      { prefix: "", limit: 0 },
      { prefix: "", limit: 1.5 },
      { prefix: "", sortBy: { column: "name; drop table x" } },
      { prefix: "", sortBy: { column: "name", order: "sideways" } },
      [],
    ]) {
      const res = await post("content-files", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "400", error: "Bad Request" });
    }
    const missing = await post("no-such-bucket", { prefix: "" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: "404", error: "Bucket not found" });
  });
});
