/**
 * Bad input and PostgREST semantics: malformed filters, unknown tables and
 * columns, SQL in values and identifiers, wrong or oversized bodies, bad
 * JWTs, forbidden and oversized files. Each gets a 4xx in Supabase's shape,
 * nothing is written, and the server keeps serving.
 */
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../supabase/server/app";
import { DEFAULT_JWT_SECRET } from "../../supabase/server/settings";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { video } from "../fixtures/content";
import { apiFetch, countOf, signedInClient } from "./helpers";

let server: RunningServer;
let adminToken: string;
let counts: Record<string, number>;
const TABLES = [
  "public.videos",
  "public.white_papers",
  "public.case_studies",
  "public.documentation",
  "public.catalog_files",
  "storage.objects",
];

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedInClient(server, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
  counts = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await countOf(server, t)] as const)));
});
afterAll(() => server?.close());

function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  return apiFetch(server, `/rest/v1/${path}`, token ?? adminToken, rest);
}

async function expectPgrst(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  return body;
}

describe("GET /rest/v1 errors", () => {
  it("returns 404 PGRST205 with a hint for an unknown table", async () => {
    const body = await expectPgrst(
      await rest("video?select=*"),
      404,
      "PGRST205",
      "Could not find the table 'public.video' in the schema cache",
    );
    expect(body.hint).toBe("Perhaps you meant the table 'public.videos'");
  });

  it("returns 400 42703 for unknown columns in select, filters and order", async () => {
    await expectPgrst(await rest("videos?select=id,nope"), 400, "42703", "column videos.nope does not exist");
    await expectPgrst(await rest("videos?nope=eq.1"), 400, "42703");
    await expectPgrst(await rest("videos?order=nope.desc"), 400, "42703");
  });

  it("returns 400 PGRST100 for malformed filters, orders and limits", async () => {
    await expectPgrst(await rest("videos?title=zz.1"), 400, "PGRST100");
    await expectPgrst(await rest("videos?title=eq"), 400, "PGRST100");
    await expectPgrst(await rest("videos?order=title.sideways"), 400, "PGRST100");
    await expectPgrst(await rest("videos?limit=-1"), 400, "PGRST100");
    await expectPgrst(await rest("videos?views=is.maybe"), 400, "PGRST100");
    await expectPgrst(await rest("videos?id=in.(1,2"), 400, "PGRST100");
  });

  it("refuses SQL in identifiers with 400 and runs nothing", async () => {
    await expectPgrst(await rest(`videos?select=${encodeURIComponent("id;drop table videos")}`), 400, "PGRST100");
    await expectPgrst(await rest(`videos?order=${encodeURIComponent("title;delete from videos")}`), 400, "PGRST100");
    await expectPgrst(await rest(`videos?${encodeURIComponent('id"; drop table videos; --')}=eq.1`), 400, "PGRST100");
    await expectPgrst(await rest(`videos?select=${encodeURIComponent('"id"')}`), 400, "PGRST100");
  });

  it("treats SQL in filter values as data", async () => {
    const res = await rest(`videos?title=eq.${encodeURIComponent("x'; drop table public.videos; --")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const like = await rest(`videos?title=like.${encodeURIComponent("%' or 1=1 --")}`);
    expect(await like.json()).toEqual([]);
  });

  it("returns 400 22P02 for a value of the wrong type", async () => {
    await expectPgrst(await rest("videos?id=eq.42"), 400, "22P02", 'invalid input syntax for type uuid: "42"');
  });

  it("returns 401 PGRST303 for an expired JWT and PGRST301 for a bad signature", async () => {
    const sign = (secret: string, exp: number) =>
      new SignJWT({ role: "authenticated", sub: "00000000-0000-0000-0000-000000000000" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const expired = await rest("videos", { token: await sign(DEFAULT_JWT_SECRET, Math.floor(Date.now() / 1000) - 5) });
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
    await expectPgrst(expired, 401, "PGRST303", "JWT expired");
    const forged = await rest("videos", {
      token: await sign("another-secret-that-is-at-least-32-characters", Math.floor(Date.now() / 1000) + 60),
    });
    await expectPgrst(forged, 401, "PGRST301");
    await expectPgrst(
      await rest("videos", { token: "abc.def" }),
      401,
      "PGRST301",
      "JWT cryptographic operation failed",
    );
  });

  it("returns 404 PGRST202 for an unknown RPC or arguments", async () => {
    await expectPgrst(await rest("rpc/nope", { method: "POST", body: "{}" }), 404, "PGRST202");
    await expectPgrst(await rest("rpc/increment_video_views", { method: "POST", body: '{"id":"x"}' }), 404, "PGRST202");
  });
});

describe("write errors", () => {
  it("refuses bodies that are not JSON objects or arrays of objects with 400 PGRST102", async () => {
    for (const body of ['"text"', "42", "[1,2]", "{not json", "null", ""]) {
      await expectPgrst(await rest("videos", { method: "POST", body }), 400, "PGRST102");
    }
    await expectPgrst(
      await rest("videos?id=eq.00000000-0000-0000-0000-000000000000", { method: "PATCH", body: "[]" }),
      400,
      "PGRST102",
    );
  });

  it("refuses a body over 1 MB with 413", async () => {
    const big = JSON.stringify(video({ description: "x".repeat(1_100_000) }));
    await expectPgrst(await rest("videos", { method: "POST", body: big }), 413, "PGRST413");
  });

  it("refuses a chunked body (no Content-Length) once it passes 1 MB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await rest("videos", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expectPgrst(res, 413, "PGRST413");
  });

  it("answers 406 PGRST106 for a schema other than public", async () => {
    await expectPgrst(await rest("videos", { headers: { "accept-profile": "auth" } }), 406, "PGRST106");
    await expectPgrst(
      await rest("videos", { method: "POST", headers: { "content-profile": "storage" }, body: "{}" }),
      406,
      "PGRST106",
    );
  });

  it("refuses an unknown payload key with 400 PGRST204", async () => {
    await expectPgrst(
      await rest("videos", { method: "POST", body: JSON.stringify(video({ nope: 1 })) }),
      400,
      "PGRST204",
      "Could not find the 'nope' column of 'videos' in the schema cache",
    );
    await expectPgrst(
      await rest(`videos?columns=${encodeURIComponent('"title","bogus"')}`, {
        method: "POST",
        body: JSON.stringify([video()]),
      }),
      400,
      "PGRST204",
    );
  });

  it("maps constraint violations: 23502 400, 23514 400, 23505 409", async () => {
    await expectPgrst(
      await rest("videos", { method: "POST", body: JSON.stringify({ title: "only a title" }) }),
      400,
      "23502",
    );
    await expectPgrst(
      await rest("videos", { method: "POST", body: JSON.stringify(video({ views: -1 })) }),
      400,
      "23514",
    );
    const id = "11111111-1111-1111-1111-111111111111";
    expect((await rest("videos", { method: "POST", body: JSON.stringify(video({ id })) })).status).toBe(201);
    await expectPgrst(await rest("videos", { method: "POST", body: JSON.stringify(video({ id })) }), 409, "23505");
    expect((await rest(`videos?id=eq.${id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("rolls back a whole bulk insert when one row fails", async () => {
    const res = await rest("videos", { method: "POST", body: JSON.stringify([video(), video({ views: -5 })]) });
    expect(res.status).toBe(400);
    expect(await countOf(server, "public.videos")).toBe(counts["public.videos"]);
  });
});

describe("PostgREST semantics", () => {
  it("Prefer return=representation returns the inserted rows; columns= limits the insert to the listed keys", async () => {
    const res = await rest(
      `videos?columns=${encodeURIComponent('"title","description","duration","date_published"')}&select=title,views`,
      {
        method: "POST",
        headers: { prefer: "return=representation" },
        body: JSON.stringify([video({ title: "rep-1" }), video({ title: "rep-2" })]),
      },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { title: "rep-1", views: 0 },
      { title: "rep-2", views: 0 },
    ]);
    const del = await rest("videos?title=in.(rep-1,rep-2)", {
      method: "DELETE",
      headers: { prefer: "return=representation" },
    });
    expect(((await del.json()) as unknown[]).length).toBe(2);
  });

  it("count=exact with limit answers 206 and Content-Range; HEAD has no body", async () => {
    const total = await countOf(server, "public.videos");
    const res = await rest("videos?select=id&limit=2&offset=1", { headers: { prefer: "count=exact" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`1-2/${total}`);
    const head = await rest("videos?select=id", { method: "HEAD", headers: { prefer: "count=exact" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-range")).toBe(`0-${total - 1}/${total}`);
    expect(await head.text()).toBe("");
  });

  it("supports neq, gt/gte/lt/lte, ilike, in, is and not. filters and a Range header", async () => {
    const all = (await (await rest("videos?select=views&order=views.desc")).json()) as { views: number }[];
    const get = async (q: string) => ((await (await rest(`videos?select=views&${q}`)).json()) as unknown[]).length;
    expect(await get("views=gte.1000")).toBe(all.filter((v) => v.views >= 1000).length);
    expect(await get("views=lt.1000")).toBe(all.filter((v) => v.views < 1000).length);
    expect(await get("views=not.gte.1000")).toBe(all.filter((v) => v.views < 1000).length);
    expect(await get("title=ilike.*WEBINAR*")).toBe(2);
    expect(await get("category=in.(webinar,training)")).toBe(4);
    expect(await get("video_url=is.null")).toBeGreaterThanOrEqual(1);
    expect(await get("video_url=not.is.null")).toBe(all.length - (await get("video_url=is.null")));
    const ranged = await rest("videos?select=id", { headers: { range: "0-2" } });
    expect(((await ranged.json()) as unknown[]).length).toBe(3);
  });

  it("an update that matches no row answers 204", async () => {
    const res = await rest("videos?id=eq.00000000-0000-0000-0000-000000000000", {
      method: "PATCH",
      body: JSON.stringify({ title: "x" }),
    });
    expect(res.status).toBe(204);
  });
});

describe("storage errors", () => {
  const upload = (path: string, body: BodyInit, type: string, extra: Record<string, string> = {}) =>
    fetch(`${server.url}/storage/v1/object/${path}`, {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}`, "content-type": type, ...extra },
      body,
    });
  const expectStorage = async (res: Response, statusCode: string, code: string) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "error", "message", "statusCode"]);
    expect(body).toMatchObject({ statusCode, code });
    return body;
  };

  it("refuses a forbidden MIME type with 415 InvalidMimeType", async () => {
    const body = await expectStorage(
      await upload("content-files/catalogs/a.txt", "hello", "text/plain;charset=UTF-8"),
      "415",
      "InvalidMimeType",
    );
    expect(body.message).toBe("mime type text/plain;charset=UTF-8 is not supported");
    const form = new FormData();
    form.append("cacheControl", "3600");
    form.append("", new Blob(["<svg/>"], { type: "image/svg+xml" }), "x.svg");
    await expectStorage(
      await fetch(`${server.url}/storage/v1/object/content-files/catalogs/x.svg`, {
        method: "POST",
        headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}` },
        body: form,
      }),
      "415",
      "InvalidMimeType",
    );
  });

  it("refuses a file over the bucket limit with 413 EntityTooLarge", async () => {
    await server.db.exec("update storage.buckets set file_size_limit = 1000 where id = 'content-files'");
    try {
      await expectStorage(
        await upload("content-files/catalogs/big.pdf", new Uint8Array(2000), "application/pdf"),
        "413",
        "EntityTooLarge",
      );
    } finally {
      await server.db.exec("update storage.buckets set file_size_limit = 52428800 where id = 'content-files'");
    }
  });

  it("refuses a body declared larger than 50 MiB before reading it", async () => {
    const res = await upload("content-files/catalogs/huge.pdf", new Uint8Array(51 * 1024 * 1024), "application/pdf");
    await expectStorage(res, "413", "EntityTooLarge");
  });

  it("answers NoSuchBucket, KeyAlreadyExists and InvalidKey", async () => {
    await expectStorage(await upload("nope/a.pdf", "%PDF", "application/pdf"), "404", "NoSuchBucket");
    expect((await upload("content-files/catalogs/dup.pdf", "%PDF", "application/pdf")).status).toBe(200);
    await expectStorage(
      await upload("content-files/catalogs/dup.pdf", "%PDF", "application/pdf", { "x-upsert": "false" }),
      "409",
      "KeyAlreadyExists",
    );
    expect(
      (await upload("content-files/catalogs/dup.pdf", "%PDF-2", "application/pdf", { "x-upsert": "true" })).status,
    ).toBe(200);
    expect(await (await fetch(`${server.url}/storage/v1/object/public/content-files/catalogs/dup.pdf`)).text()).toBe(
      "%PDF-2",
    );
    await expectStorage(
      await upload("content-files/catalogs/..%2F..%2Fescape.pdf", "%PDF", "application/pdf"),
      "400",
      "InvalidKey",
    );
    await expectStorage(
      await fetch(`${server.url}/storage/v1/object/public/content-files/catalogs/missing.pdf`),
      "404",
      "NoSuchKey",
    );
    const removed = await fetch(`${server.url}/storage/v1/object/content-files`, {
      method: "DELETE",
      headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ prefixes: ["catalogs/dup.pdf"] }),
    });
    expect(removed.status).toBe(200);
  });

  it("percent-decodes object paths (spaces)", async () => {
    expect((await upload("content-files/catalogs/with%20space.pdf", "%PDF", "application/pdf")).status).toBe(200);
    const res = await fetch(
      `${server.url}/storage/v1/object/public/content-files/${encodeURI("catalogs/with space.pdf")}`,
    );
    expect(res.status).toBe(200);
    const rows = await server.db.query("select 1 from storage.objects where name = 'catalogs/with space.pdf'");
    expect(rows.rows).toHaveLength(1);
    await server.db.exec(
      "set storage.allow_delete_query = 'true'; delete from storage.objects where name = 'catalogs/with space.pdf'; reset storage.allow_delete_query;",
    );
  });

  it("refuses an expired JWT with statusCode 403 AccessDenied", async () => {
    const expired = await new SignJWT({ role: "authenticated", sub: "00000000-0000-0000-0000-000000000000" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    const body = await expectStorage(
      await upload("content-files/catalogs/e.pdf", "%PDF", "application/pdf", { authorization: `Bearer ${expired}` }),
      "403",
      "AccessDenied",
    );
    expect(body).toMatchObject({ error: "Unauthorized", message: '"exp" claim timestamp check failed' });
  });

  it("refuses direct SQL deletes on storage.objects", async () => {
    await expect(server.db.exec("delete from storage.objects")).rejects.toMatchObject({ code: "42501" });
  });
});

describe("schema changes", () => {
  it("a reused statement is prepared again after its table changes shape", async () => {
    const list = async () => (await (await rest("documentation?select=*")).json()) as Record<string, unknown>[];
    expect(Object.keys((await list())[0]!)).not.toContain("extra");
    await server.db.exec("alter table public.documentation add column extra text");
    await server.deps.schema.refresh();
    try {
      expect(Object.keys((await list())[0]!)).toContain("extra");
    } finally {
      await server.db.exec("alter table public.documentation drop column extra");
      await server.deps.schema.refresh();
    }
    expect(Object.keys((await list())[0]!)).not.toContain("extra");
  });
});

describe("createApp() in-process", () => {
  it("GET /rest/v1/videos without an apikey answers 401 without a network round trip", async () => {
    const app = createApp(server.deps);
    const res = await app.request("/rest/v1/videos");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("No API key found in request");
  });
});

describe("after all the bad input", () => {
  it("nothing was written and the server still serves", async () => {
    for (const t of TABLES) expect(await countOf(server, t)).toBe(counts[t]);
    const res = await rest("white_papers?select=*&order=date_published.desc");
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(6);
  });
});
