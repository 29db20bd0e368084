/**
 * Faults found by attack and crash testing (issue #8), each pinned by a test
 * that failed before its fix: deeply nested JSON bodies (REST, RPC, auth,
 * storage), object names that collided on disk or were too long for a file
 * name, a cacheControl with CR/LF, downloads without nosniff or
 * Content-Disposition, and files a crash left behind. Every refusal is a 4xx
 * in the service's own shape and leaves no row and no file behind.
 */
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../supabase/server/app";
import type { Db } from "../../supabase/server/db/database";
import { startServer } from "../../supabase/server/index";
import { solveAltchaChallenge, startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { documentation, whitePaper } from "../fixtures/content";
import { apiFetch, countOf, signedInClient } from "./helpers";

let server: RunningServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedInClient(server, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
});
afterAll(() => server?.close());

/** `[[[…"x"…]]]` nested `depth` levels. */
const deep = (depth: number) => "[".repeat(depth) + '"x"' + "]".repeat(depth);

function call(p: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  return apiFetch(server, p, token ?? adminToken, rest);
}

async function expectPgrst(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(body.code).toBe(code);
  return body;
}

async function expectStorage(res: Response, statusCode: string, code: string) {
  expect(res.status).toBe(statusCode === "500" ? 500 : 400);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "error", "message", "statusCode"]);
  expect(body).toMatchObject({ statusCode, code });
  return body;
}

/** Files on disk vs rows: every committed object has exactly one file, nothing else is there. */
async function expectDiskMatchesRows(s: RunningServer = server) {
  const rows = await s.db.query<{ file: string }>(
    "select id || coalesce('.' || version, '') as file from storage.objects order by 1",
  );
  const storage = s.deps.storageDir;
  expect((await readdir(path.join(storage, ".objects"))).sort()).toEqual(rows.rows.map((r) => r.file).sort());
  expect(await readdir(path.join(storage, ".uploads"))).toEqual([]);
  expect((await readdir(storage)).sort()).toEqual([".objects", ".uploads"]);
}

describe("JSON bodies nested 10,000 levels deep", () => {
  const DEPTH = 10_000;

  it("POST /rest/v1/white_papers answers 400 PGRST102 and inserts nothing", async () => {
    const before = await countOf(server, "public.white_papers");
    const body = await expectPgrst(
      await call("/rest/v1/white_papers", { method: "POST", body: `[{"title":${deep(DEPTH)}}]` }),
      400,
      "PGRST102",
    );
    expect(body.message).toBe("Empty or invalid json");
    expect(body.details).toMatch(/deeper than 100 levels/);
    expect(await countOf(server, "public.white_papers")).toBe(before);
  });

  it("PATCH /rest/v1/white_papers answers 400 PGRST102 and changes nothing", async () => {
    const row = (
      await server.db.query<{ id: string; title: string }>("select id, title from public.white_papers limit 1")
    ).rows[0]!;
    await expectPgrst(
      await call(`/rest/v1/white_papers?id=eq.${row.id}`, { method: "PATCH", body: `{"title":${deep(DEPTH)}}` }),
      400,
      "PGRST102",
    );
    const after = await server.db.query<{ title: string }>("select title from public.white_papers where id = $1", [
      row.id,
    ]);
    expect(after.rows[0]!.title).toBe(row.title);
  });

  it("POST /rest/v1/rpc/increment_video_views answers 400 PGRST102, as anon too", async () => {
    const views = await server.db.query<{ s: number }>("select sum(views)::int as s from public.videos");
    for (const token of [adminToken, server.anonKey]) {
      await expectPgrst(
        await call("/rest/v1/rpc/increment_video_views", {
          method: "POST",
          token,
          body: `{"video_id":${deep(DEPTH)}}`,
        }),
        400,
        "PGRST102",
      );
    }
    expect((await server.db.query<{ s: number }>("select sum(views)::int as s from public.videos")).rows[0]!.s).toBe(
      views.rows[0]!.s,
    );
  });

  it("documentation.documents (jsonb) nested too deep answers 400; a realistic nesting is accepted", async () => {
    const before = await countOf(server, "public.documentation");
    const doc = JSON.stringify(documentation()).replace('"documents":[]', `"documents":${deep(DEPTH)}`);
    await expectPgrst(await call("/rest/v1/documentation", { method: "POST", body: doc }), 400, "PGRST102");
    expect(await countOf(server, "public.documentation")).toBe(before);

    // 100 levels (the limit) still go through, and 101 do not.
    const ok = JSON.stringify(documentation()).replace('"documents":[]', `"documents":${deep(99)}`);
    const res = await call("/rest/v1/documentation", {
      method: "POST",
      body: ok,
      headers: { prefer: "return=representation" },
    });
    expect(res.status).toBe(201);
    const [created] = (await res.json()) as { id: string }[];
    expect((await call(`/rest/v1/documentation?id=eq.${created!.id}`, { method: "DELETE" })).status).toBe(204);
    const over = JSON.stringify(documentation()).replace('"documents":[]', `"documents":${deep(100)}`);
    await expectPgrst(await call("/rest/v1/documentation", { method: "POST", body: over }), 400, "PGRST102");
    expect(await countOf(server, "public.documentation")).toBe(before);
  });

  it("brackets inside strings do not count as nesting", async () => {
    const res = await call("/rest/v1/white_papers", {
      method: "POST",
      body: JSON.stringify(whitePaper({ title: "[".repeat(5000) + '\\"{' + "{".repeat(5000) })),
      headers: { prefer: "return=representation" },
    });
    expect(res.status).toBe(201);
    const [created] = (await res.json()) as { id: string }[];
    expect((await call(`/rest/v1/white_papers?id=eq.${created!.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("POST /auth/v1/token answers 400 bad_json", async () => {
    const res = await call("/auth/v1/token?grant_type=password", {
      method: "POST",
      body: `{"email":${deep(DEPTH)},"password":"x"}`,
      headers: { "x-supabase-api-version": "2024-01-01" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "bad_json",
      message: "Could not parse request body as JSON: exceeded max depth",
    });
  });

  it("DELETE /storage/v1/object/<bucket> answers 400 InvalidRequest", async () => {
    const objects = await countOf(server, "storage.objects");
    await expectStorage(
      await call("/storage/v1/object/content-files", { method: "DELETE", body: `{"prefixes":${deep(DEPTH)}}` }),
      "400",
      "InvalidRequest",
    );
    expect(await countOf(server, "storage.objects")).toBe(objects);
  });
});

describe("NUL characters (which Postgres text cannot hold) found by the fuzzer", () => {
  it("auth: a refresh token or e-mail with NUL is refused like any unknown one, not a 500", async () => {
    const refresh = await call("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      token: server.anonKey,
      body: JSON.stringify({ refresh_token: "\u0000" }),
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error_code: string }).error_code).toBe("refresh_token_not_found");
    const password = await call("/auth/v1/token?grant_type=password", {
      method: "POST",
      token: server.anonKey,
      body: JSON.stringify({
        email: `${ADMIN.email}\u0000`,
        password: ADMIN.password,
        gotrue_meta_security: { captcha_token: await solveAltchaChallenge(server.url) },
      }),
    });
    expect(password.status).toBe(400);
    expect(((await password.json()) as { error_code: string }).error_code).toBe("invalid_credentials");
  });

  it("storage: a bucket id or delete prefix with NUL is a Storage 4xx", async () => {
    await expectStorage(await fetch(`${server.url}/storage/v1/object/public/%00/x.pdf`), "404", "NoSuchBucket");
    await expectStorage(
      await call("/storage/v1/object/%00/x.pdf", {
        method: "POST",
        body: "%PDF",
        headers: { "content-type": "application/pdf" },
      }),
      "404",
      "NoSuchBucket",
    );
    await expectStorage(
      await call("/storage/v1/object/content-files", { method: "DELETE", body: '{"prefixes":["\\u0000"]}' }),
      "400",
      "InvalidRequest",
    );
  });
});

describe("storage object names and metadata", () => {
  const put = (name: string, body: BodyInit, init: { type?: string; headers?: Record<string, string> } = {}) =>
    call(`/storage/v1/object/content-files/${name}`, {
      method: "POST",
      body,
      headers: { "content-type": init.type ?? "application/pdf", ...init.headers },
    });
  const get = (name: string, query = "") =>
    fetch(`${server.url}/storage/v1/object/public/content-files/${name}${query}`);
  const remove = (names: string[]) =>
    call("/storage/v1/object/content-files", { method: "DELETE", body: JSON.stringify({ prefixes: names }) });

  it("`coll/inner.pdf` and then `coll` are two objects, each with its own bytes (as S3 keys)", async () => {
    expect((await put("faults/coll/inner.pdf", "%PDF inner")).status).toBe(200);
    expect((await put("faults/coll", "%PDF outer")).status).toBe(200);
    expect(await (await get("faults/coll/inner.pdf")).text()).toBe("%PDF inner");
    expect(await (await get("faults/coll")).text()).toBe("%PDF outer");
    await expectDiskMatchesRows();
    expect((await remove(["faults/coll", "faults/coll/inner.pdf"])).status).toBe(200);
    await expectDiskMatchesRows();
  });

  it("`c2.pdf` and then `c2.pdf/inner.pdf` are two objects", async () => {
    expect((await put("faults/c2.pdf", "%PDF c2")).status).toBe(200);
    expect((await put("faults/c2.pdf/inner.pdf", "%PDF c2 inner")).status).toBe(200);
    expect(await (await get("faults/c2.pdf")).text()).toBe("%PDF c2");
    expect(await (await get("faults/c2.pdf/inner.pdf")).text()).toBe("%PDF c2 inner");
    expect((await remove(["faults/c2.pdf", "faults/c2.pdf/inner.pdf"])).status).toBe(200);
    await expectDiskMatchesRows();
  });

  it("a 300-character name (one 300-byte segment) is stored; over 1024 bytes is 400 InvalidKey", async () => {
    const long = `faults/${"a".repeat(300)}.pdf`;
    expect((await put(long, "%PDF long")).status).toBe(200);
    expect(await (await get(long)).text()).toBe("%PDF long");
    expect((await remove([long])).status).toBe(200);

    const objects = await countOf(server, "storage.objects");
    const tooLong = `faults/${"b".repeat(1020)}.pdf`;
    const body = await expectStorage(await put(tooLong, "%PDF"), "400", "InvalidKey");
    expect(body.message).toBe(`Invalid key: ${tooLong}`);
    expect(await countOf(server, "storage.objects")).toBe(objects);
    await expectDiskMatchesRows();
  });

  it("names outside hosted Storage's key alphabet are 400 InvalidKey", async () => {
    const objects = await countOf(server, "storage.objects");
    for (const name of [
      "faults/r%C3%A9sum%C3%A9.pdf",
      "faults/a%0Ab.pdf",
      "faults/quote%22.pdf",
      "faults/%7Bx%7D.pdf",
    ]) {
      await expectStorage(await put(name, "%PDF"), "400", "InvalidKey");
    }
    expect(await countOf(server, "storage.objects")).toBe(objects);
    await expectDiskMatchesRows();
  });

  it("a multipart cacheControl with CR/LF is 400 InvalidRequest and stores nothing", async () => {
    const objects = await countOf(server, "storage.objects");
    const form = new FormData();
    form.append("cacheControl", "3600\r\nX-Injected: yes");
    form.append("", new Blob(["%PDF crlf"], { type: "application/pdf" }), "crlf.pdf");
    const res = await fetch(`${server.url}/storage/v1/object/content-files/faults/crlf.pdf`, {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}` },
      body: form,
    });
    await expectStorage(res, "400", "InvalidRequest");
    expect(await countOf(server, "storage.objects")).toBe(objects);
    await expectDiskMatchesRows();
    await expectStorage(await get("faults/crlf.pdf"), "404", "NoSuchKey");
  });

  it("an object whose stored metadata holds CR/LF (an older data folder) is still served", async () => {
    expect((await put("faults/meta.pdf", "%PDF meta")).status).toBe(200);
    await server.db.query(
      `update storage.objects set metadata = metadata || '{"cacheControl":"max-age=1\\r\\nX-Bad: 1","mimetype":"application/pdf\\r\\nX: y"}'::jsonb
        where bucket_id = 'content-files' and name = 'faults/meta.pdf'`,
    );
    const res = await get("faults/meta.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("max-age=3600");
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("x-bad")).toBeNull();
    expect(await res.text()).toBe("%PDF meta");
    expect((await remove(["faults/meta.pdf"])).status).toBe(200);
  });

  it("an upsert replaces the bytes and keeps one file per object", async () => {
    expect((await put("faults/up.pdf", "%PDF v1")).status).toBe(200);
    expect((await put("faults/up.pdf", "%PDF v2", { headers: { "x-upsert": "true" } })).status).toBe(200);
    expect(await (await get("faults/up.pdf")).text()).toBe("%PDF v2");
    await expectDiskMatchesRows();
    expect((await remove(["faults/up.pdf"])).status).toBe(200);
    await expectDiskMatchesRows();
  });

  it("downloads during repeated upserts always get one whole version, never NoSuchKey", async () => {
    expect((await put("faults/busy.pdf", "%PDF v0")).status).toBe(200);
    const versions = Array.from({ length: 25 }, (_, k) => `%PDF v${k + 1}`);
    const writes = (async () => {
      for (const v of versions) {
        expect((await put("faults/busy.pdf", v, { headers: { "x-upsert": "true" } })).status).toBe(200);
      }
    })();
    const reads = Array.from({ length: 60 }, async () => {
      const res = await get("faults/busy.pdf");
      return `${res.status} ${await res.text()}`;
    });
    await writes;
    const seen = await Promise.all(reads);
    for (const r of seen) expect(r).toMatch(/^200 %PDF v\d+$/);
    await expectDiskMatchesRows();
    expect((await remove(["faults/busy.pdf"])).status).toBe(200);
  });

  it("an upload refused by RLS (the editor) leaves no row and no file", async () => {
    const editor = await signedInClient(server, EDITOR);
    const token = (await editor.auth.getSession()).data.session!.access_token;
    const objects = await countOf(server, "storage.objects");
    await expectStorage(
      await call("/storage/v1/object/content-files/faults/editor.pdf", {
        method: "POST",
        token,
        body: "%PDF",
        headers: { "content-type": "application/pdf" },
      }),
      "403",
      "AccessDenied",
    );
    expect(await countOf(server, "storage.objects")).toBe(objects);
    await expectDiskMatchesRows();
  });
});

describe("object downloads", () => {
  const name = "faults/report.pdf";
  beforeAll(async () => {
    const res = await call(`/storage/v1/object/content-files/${name}`, {
      method: "POST",
      body: "%PDF report",
      headers: { "content-type": "application/pdf" },
    });
    expect(res.status).toBe(200);
  });

  it("every object response carries X-Content-Type-Options: nosniff", async () => {
    const pub = await fetch(`${server.url}/storage/v1/object/public/content-files/${name}`);
    expect(pub.headers.get("x-content-type-options")).toBe("nosniff");
    const head = await fetch(`${server.url}/storage/v1/object/public/content-files/${name}`, { method: "HEAD" });
    expect(head.headers.get("x-content-type-options")).toBe("nosniff");
    const auth = await call(`/storage/v1/object/authenticated/content-files/${name}`);
    expect(auth.status).toBe(200);
    expect(auth.headers.get("x-content-type-options")).toBe("nosniff");
    const notModified = await fetch(`${server.url}/storage/v1/object/public/content-files/${name}`, {
      headers: { "if-none-match": pub.headers.get("etag")! },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("no Content-Disposition without ?download", async () => {
    const res = await fetch(`${server.url}/storage/v1/object/public/content-files/${name}`);
    expect(res.headers.get("content-disposition")).toBeNull();
  });

  it("?download and ?download= name the object's file; ?download=<name> uses that name", async () => {
    const base = `${server.url}/storage/v1/object/public/content-files/${name}`;
    expect((await fetch(`${base}?download`)).headers.get("content-disposition")).toBe(
      'attachment; filename="report.pdf"',
    );
    expect((await fetch(`${base}?download=`)).headers.get("content-disposition")).toBe(
      'attachment; filename="report.pdf"',
    );
    expect((await fetch(`${base}?download=Annual%20report.pdf`)).headers.get("content-disposition")).toBe(
      'attachment; filename="Annual report.pdf"',
    );
  });

  it("a non-ASCII download name is sent as filename*=UTF-8'' (RFC 6266) with an ASCII fallback", async () => {
    const res = await fetch(
      `${server.url}/storage/v1/object/public/content-files/${name}?download=${encodeURIComponent("Résumé (1).pdf")}`,
    );
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
    const crlf = await fetch(
      `${server.url}/storage/v1/object/public/content-files/${name}?download=${encodeURIComponent('a"\r\nb.pdf')}`,
    );
    expect(crlf.status).toBe(200);
    expect(crlf.headers.get("content-disposition")).toBe(
      `attachment; filename="a\\"__b.pdf"; filename*=UTF-8''a%22%0D%0Ab.pdf`,
    );
  });

  it("supabase-js getPublicUrl(..., { download }) and download() get an attachment", async () => {
    const admin = await signedInClient(server, ADMIN);
    const bucket = admin.storage.from("content-files");
    const url = bucket.getPublicUrl(name, { download: true }).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="report.pdf"');
    const named = await fetch(bucket.getPublicUrl(name, { download: "copy.pdf" }).data.publicUrl);
    expect(named.headers.get("content-disposition")).toBe('attachment; filename="copy.pdf"');
    const { data, error } = await bucket.download(name);
    expect(error).toBeNull();
    expect(await data!.text()).toBe("%PDF report");
  });
});

describe("each service renders its own errors (by the error's class)", () => {
  /** A database whose every call fails like a broken disk would. */
  const brokenDb = new Proxy({} as Db, {
    get: () => () => Promise.reject(new Error("disk on fire")),
  });

  it("an unexpected exception inside a route answers in that service's shape", async () => {
    const app = createApp({ ...server.deps, db: brokenDb, quiet: true });
    const headers = { apikey: server.anonKey };
    const rest = await app.request("/rest/v1/videos?select=id", { headers });
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({
      code: "PGRST000",
      details: null,
      hint: null,
      message: "Internal server error",
    });
    const storage = await app.request("/storage/v1/object/public/content-files/x.pdf");
    await expectStorage(storage, "500", "InternalError");
    const auth = await app.request("/auth/v1/admin/users", {
      headers: { ...headers, authorization: `Bearer ${server.serviceRoleKey}`, "x-supabase-api-version": "2024-01-01" },
    });
    expect(auth.status).toBe(500);
    expect(await auth.json()).toEqual({ code: "unexpected_failure", message: "Unexpected failure" });
    expect(auth.headers.get("x-sb-error-code")).toBe("unexpected_failure");
  });

  it("unknown routes answer in the shape of the service they are under", async () => {
    const headers = { apikey: server.anonKey };
    await expectPgrst(await fetch(`${server.url}/rest/v1/a/b/c`, { headers }), 404, "PGRST125");
    await expectStorage(await fetch(`${server.url}/storage/v1/nope`, { headers }), "404", "not_found");
    const auth = await fetch(`${server.url}/auth/v1/nope`, { headers });
    expect(auth.status).toBe(404);
    expect(await auth.json()).toEqual({ code: 404, error_code: "not_found", msg: "Not Found" });
    const other = await fetch(`${server.url}/nope`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: "no Route matched with those values" });
  });
});

describe("a data folder after a crash", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it(
    "leftover temp files and files without a row are removed at start; real objects stay",
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "faults-crash-"));
      dirs.push(dataDir);
      const first = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
      const storage = first.deps.storageDir;
      // The seeded catalog and the content's files (issue #11).
      const seeded = (
        await first.db.query<{ name: string; file: string }>(
          "select name, id || '.' || version as file from storage.objects",
        )
      ).rows;
      expect(seeded.length).toBeGreaterThan(1);
      const catalog = seeded.find((r) => r.name.startsWith("catalogs/"))!;
      const url = `/storage/v1/object/public/content-files/${catalog.name}`;
      const bytes = await (await fetch(first.url + url)).arrayBuffer();
      expect(bytes.byteLength).toBeGreaterThan(100);
      await first.close();

      // What `kill -9` during uploads leaves: a partial upload, a complete upload whose row never
      // committed, and the older layout's temp file and row-less file.
      const planted = [
        path.join(storage, ".uploads", randomUUID()),
        path.join(storage, ".objects", `${randomUUID()}.${randomUUID()}`),
        path.join(storage, "content-files", "catalogs", `x.pdf.upload-${randomUUID()}`),
        path.join(storage, "content-files", "catalogs", "no-row.pdf"),
      ];
      for (const f of planted) {
        await mkdir(path.dirname(f), { recursive: true });
        await writeFile(f, "%PDF partial");
      }

      const second = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
      try {
        await expectDiskMatchesRows(second);
        expect((await readdir(path.join(storage, ".objects"))).sort()).toEqual(seeded.map((r) => r.file).sort());
        const res = await fetch(second.url + url);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      } finally {
        await second.close();
      }
    },
  );

  it(
    "a data folder in the layout before issue #8 (<bucket>/<name>) is migrated and keeps serving",
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "faults-legacy-"));
      dirs.push(dataDir);
      const first = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
      const storage = first.deps.storageDir;
      const rows = (
        await first.db.query<{ id: string; bucket: string; name: string; version: string }>(
          "select id::text as id, bucket_id as bucket, name, version from storage.objects",
        )
      ).rows;
      const row = rows.find((r) => r.name.startsWith("catalogs/"))!;
      const url = `/storage/v1/object/public/content-files/${row.name}`;
      const bytes = Buffer.from(await (await fetch(first.url + url)).arrayBuffer());
      // Rewind to the old layout: rows without a version, bytes at <bucket>/<name>.
      await first.db.query("update storage.objects set version = null");
      for (const r of rows) {
        const legacy = path.join(storage, r.bucket, ...r.name.split("/"));
        await mkdir(path.dirname(legacy), { recursive: true });
        await rename(path.join(storage, ".objects", `${r.id}.${r.version}`), legacy);
      }
      await first.close();
      await rm(path.join(storage, ".objects"), { recursive: true });
      await rm(path.join(storage, ".uploads"), { recursive: true });

      const second = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
      try {
        await expectDiskMatchesRows(second);
        expect((await readdir(path.join(storage, ".objects"))).sort()).toEqual(rows.map((r) => r.id).sort());
        const res = await fetch(second.url + url);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
