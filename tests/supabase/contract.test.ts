/**
 * Contract tests: every call of spec §7 through the shared data modules and
 * the real supabase-js client, against the real local server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countAllContent,
  createCaseStudy,
  createDocumentation,
  createVideo,
  createWhitePaper,
  DataError,
  deleteCaseStudy,
  deleteCatalogFile,
  deleteDocumentation,
  deleteVideo,
  deleteWhitePaper,
  getLatestCatalog,
  incrementVideoViews,
  isAdmin,
  listCaseStudies,
  listCaseStudiesForAdmin,
  listCatalogFiles,
  listDocumentation,
  listVideos,
  listVideosForAdmin,
  listWhitePapers,
  listWhitePapersForAdmin,
  signOut,
  updateCaseStudy,
  updateDocumentation,
  updateVideo,
  updateWhitePaper,
  uploadCatalogFile,
} from "../../shared/data";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { seedDatabase } from "../../supabase/seed/seed";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { caseStudy, documentation, video, whitePaper } from "../fixtures/content";
import { anonClient, countOf, signedInClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
});
afterAll(() => server?.close());

/** What the catalog form sends with a published English drilling-tools catalog (issue #27). */
const CATALOG_DETAILS = {
  title: "Test catalog",
  category: "drilling-tools",
  language: "en",
  status: "published",
} as const;

const pdfFile = (name = "catalog.pdf", bytes = "%PDF-1.4 test catalog") =>
  new File([bytes], name, { type: "application/pdf" });

describe("seedDatabase()", () => {
  it("is idempotent: a second run creates no accounts and no content", async () => {
    const before = await countOf(server, "public.white_papers");
    const result = await seedDatabase({ url: server.url, serviceRoleKey: server.serviceRoleKey });
    expect(result).toEqual({ createdUsers: [], seededContent: false });
    expect(await countOf(server, "public.white_papers")).toBe(before);
    // admin, editor, and since issue #29 the author and the publisher.
    expect(await countOf(server, "auth.users")).toBe(4);
  });

  it("seeded content of every kind, with and without optional fields", async () => {
    const papers = await listWhitePapers(anon);
    // Every paper has its own generated PDF and cover in Storage (issue #11; seed-files.test.ts checks the files).
    expect(new Set(papers.map((p) => p.pdf_url)).size).toBe(papers.length);
    expect(papers.every((p) => p.pdf_url?.startsWith(`${server.url}/storage/v1/object/public/content-files/`))).toBe(
      true,
    );
    const cases = await listCaseStudies(anon);
    expect(cases).toHaveLength(5);
    expect(new Set(cases.map((c) => c.year)).size).toBeGreaterThan(2);
    expect(
      cases.some((c) => c.drilling_time_reduction === null) && cases.some((c) => c.drilling_time_reduction !== null),
    ).toBe(true);
    const videos = await listVideos(anon);
    expect(new Set(videos.map((v) => v.category)).size).toBe(4);
    expect(videos.some((v) => v.views >= 1000)).toBe(true);
    // Generated video files (issue #28), and one video left without, for spec §8's "Video not available".
    expect(videos.filter((v) => v.video_url === null)).toHaveLength(1);
  });
});

describe("public lists", () => {
  it("listWhitePapers() orders by date_published, newest first", async () => {
    const rows = await listWhitePapers(anon);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const dates = rows.map((r) => r.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(rows.map((r) => r.category)).size).toBe(4);
  });

  it("listCaseStudies() orders by year, newest first", async () => {
    const rows = await listCaseStudies(anon);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const years = rows.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("listVideos() orders by date_published, newest first, with views as numbers", async () => {
    const rows = await listVideos(anon);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const dates = rows.map((r) => r.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows.every((r) => typeof r.views === "number")).toBe(true);
    expect(rows.some((r) => r.video_url === null)).toBe(true);
  });

  it("listDocumentation() returns documents as lists of {name, name_zh?, download_url}", async () => {
    const rows = await listDocumentation(anon);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      expect(r.documents.length).toBeGreaterThanOrEqual(2);
      for (const d of r.documents) {
        expect(Object.keys(d).sort()).toEqual(
          "name_zh" in d ? ["download_url", "name", "name_zh"] : ["download_url", "name"],
        );
        expect(typeof d.name).toBe("string");
        expect(typeof d.download_url).toBe("string");
        if ("name_zh" in d) expect(typeof d.name_zh).toBe("string");
      }
    }
  });
});

describe("getLatestCatalog()", () => {
  it("returns the seeded drilling-tools catalog as one object", async () => {
    const row = await getLatestCatalog(anon);
    expect(row).not.toBeNull();
    expect(row!.category).toBe("drilling-tools");
    const res = await fetch(row!.file_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("returns null when there is no catalog (PGRST116 406)", async () => {
    const res = await fetch(
      `${server.url}/rest/v1/catalog_files?select=*&category=eq.none&order=created_at.desc&limit=1`,
      { headers: { apikey: server.anonKey, accept: "application/vnd.pgrst.object+json" } },
    );
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    await server.db.exec(
      "alter table public.catalog_files rename to catalog_files_hidden; create table public.catalog_files (like public.catalog_files_hidden including all); grant all on public.catalog_files to anon, authenticated, service_role; alter table public.catalog_files enable row level security; create policy r on public.catalog_files for select using (true);",
    );
    try {
      expect(await getLatestCatalog(anon)).toBeNull();
    } finally {
      await server.db.exec(
        "drop table public.catalog_files; alter table public.catalog_files_hidden rename to catalog_files;",
      );
    }
  });
});

describe("incrementVideoViews()", () => {
  it("adds one view and returns the new count, for anonymous visitors", async () => {
    const [first] = await listVideos(anon);
    const next = await incrementVideoViews(anon, first!.id);
    expect(next).toBe(first!.views + 1);
    expect(await incrementVideoViews(anon, first!.id)).toBe(first!.views + 2);
  });

  it("throws not_found for an unknown id", async () => {
    await expect(incrementVideoViews(anon, "00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("auth", () => {
  it("isAdmin() is true for the admin, false for the editor and anon", async () => {
    expect(await isAdmin(admin)).toBe(true);
    expect(await isAdmin(editor)).toBe(false);
    expect(await isAdmin(anon)).toBe(false);
  });

  it("signInWithPassword() returns the user and a session; signOut() ends it", async () => {
    const c = await signedInClient(server, EDITOR);
    const { data } = await c.auth.getSession();
    expect(data.session?.user.email).toBe(EDITOR.email);
    expect(data.session?.expires_in).toBe(3600);
    await signOut(c);
    expect((await c.auth.getSession()).data.session).toBeNull();
  });
});

describe("admin content", () => {
  it("admin lists order by created_at, newest first", async () => {
    for (const list of [listWhitePapersForAdmin, listCaseStudiesForAdmin, listVideosForAdmin, listCatalogFiles]) {
      const rows = (await list(admin)) as { created_at: string }[];
      const stamps = rows.map((r) => Date.parse(r.created_at));
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    }
  });

  it("creates, updates and deletes a white paper", async () => {
    const input = whitePaper({ category: "sustainability" });
    await createWhitePaper(admin, input);
    const row = (await listWhitePapersForAdmin(admin)).find((r) => r.title === input.title)!;
    expect(row).toMatchObject({ ...input, image_url: null, pdf_url: null });
    await updateWhitePaper(admin, row.id, { ...input, pages: 9 });
    expect((await listWhitePapers(anon)).find((r) => r.id === row.id)?.pages).toBe(9);
    await deleteWhitePaper(admin, row.id);
    expect((await listWhitePapers(anon)).find((r) => r.id === row.id)).toBeUndefined();
  });

  it("creates a case study as a one-item array, with unlisted metrics null", async () => {
    const input = caseStudy({ drilling_time_reduction: 12, cost_savings: "$1M" });
    await createCaseStudy(admin, input);
    const row = (await listCaseStudiesForAdmin(admin)).find((r) => r.title === input.title)!;
    expect(row).toMatchObject({ ...input, target_accuracy: null, time_saved_days: null });
    await updateCaseStudy(admin, row.id, { ...input, year: 2021 });
    expect((await listCaseStudies(anon)).find((r) => r.id === row.id)?.year).toBe(2021);
    await deleteCaseStudy(admin, row.id);
    expect((await listCaseStudies(anon)).some((r) => r.id === row.id)).toBe(false);
  });

  it("creates a video with views 0 and category product_demo by default", async () => {
    const input = video();
    await createVideo(admin, input);
    const row = (await listVideosForAdmin(admin)).find((r) => r.title === input.title)!;
    expect(row.views).toBe(0);
    expect(row.category).toBe("product_demo");
    await updateVideo(admin, row.id, { ...input, category: "webinar" });
    expect((await listVideos(anon)).find((r) => r.id === row.id)?.category).toBe("webinar");
    await deleteVideo(admin, row.id);
    expect((await listVideos(anon)).some((r) => r.id === row.id)).toBe(false);
  });

  it("creates, updates and deletes documentation with its documents list", async () => {
    const docs = [{ name: "Manual", download_url: "https://example.com/m.pdf" }];
    const input = documentation({ documents: docs });
    await createDocumentation(admin, input);
    const row = (await listDocumentation(admin)).find((r) => r.title === input.title)!;
    expect(row.documents).toEqual(docs);
    const more = [...docs, { name: "Guide", download_url: "https://example.com/g.pdf" }];
    await updateDocumentation(admin, row.id, { ...input, documents: more });
    expect((await listDocumentation(anon)).find((r) => r.id === row.id)?.documents).toEqual(more);
    await deleteDocumentation(admin, row.id);
    expect((await listDocumentation(anon)).some((r) => r.id === row.id)).toBe(false);
  });

  it("countAllContent() counts every content table exactly (news too, issue #26)", async () => {
    const counts = await countAllContent(admin);
    expect(counts).toEqual({
      white_papers: await countOf(server, "public.white_papers"),
      case_studies: await countOf(server, "public.case_studies"),
      videos: await countOf(server, "public.videos"),
      documentation: await countOf(server, "public.documentation"),
      news: await countOf(server, "public.news"),
      catalog_files: await countOf(server, "public.catalog_files"),
    });
    expect(counts.white_papers).toBeGreaterThanOrEqual(6);
    expect(counts.news).toBeGreaterThanOrEqual(6);
  });

  it("a create by the editor fails with 42501 (403)", async () => {
    await expect(createWhitePaper(editor, whitePaper())).rejects.toMatchObject({ code: "42501", status: 403 });
  });
});

describe("catalog files", () => {
  it("uploadCatalogFile() stores the object privately and its row; once the builder moves it, the public URL serves the bytes as application/pdf", async () => {
    const bytes = "%PDF-1.4 uploaded in a test";
    const row = await uploadCatalogFile(admin, pdfFile("spec sheet.pdf", bytes), CATALOG_DETAILS, {
      now: 1_700_000_000_000,
    });
    expect(row).toMatchObject({
      name: "spec sheet.pdf",
      file_size: bytes.length,
      mime_type: "application/pdf",
      category: "drilling-tools",
    });
    expect(row.file_url).toBe(`${server.url}/storage/v1/object/public/content-files/catalogs/1700000000000.pdf`);
    // Issue #27: the upload sits in the private twin until the site builder moves it to the public bucket.
    expect((await fetch(row.file_url)).status).toBe(400);
    const moved = await admin.storage
      .from("content-files-private")
      .move("catalogs/1700000000000.pdf", "catalogs/1700000000000.pdf", { destinationBucket: "content-files" });
    expect(moved.error).toBeNull();
    const res = await fetch(row.file_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("max-age=3600");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(Number.isNaN(Date.parse(res.headers.get("last-modified") ?? ""))).toBe(false);
    expect(await res.text()).toBe(bytes);
    expect((await getLatestCatalog(anon))?.id).toBe(row.id);
  });

  it("deleteCatalogFile() removes the object and the row", async () => {
    const row = await uploadCatalogFile(admin, pdfFile(), CATALOG_DETAILS, { now: 1_700_000_000_001 });
    await deleteCatalogFile(admin, row);
    expect((await fetch(row.file_url)).status).toBe(400);
    expect((await listCatalogFiles(admin)).some((r) => r.id === row.id)).toBe(false);
    const objects = await server.db.query("select 1 from storage.objects where name = 'catalogs/1700000000001.pdf'");
    expect(objects.rows).toHaveLength(0);
  });

  it("uploadCatalogFile() as the editor fails at storage (AccessDenied) and writes nothing", async () => {
    const before = await countOf(server, "storage.objects");
    const err = await uploadCatalogFile(editor, pdfFile(), CATALOG_DETAILS, { now: 1_700_000_000_002 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DataError);
    expect(err).toMatchObject({ code: "AccessDenied" });
    expect(await countOf(server, "storage.objects")).toBe(before);
  });

  it("uploadCatalogFile() leaves no orphan object when the row insert fails after the upload", async () => {
    const objectsBefore = await countOf(server, "storage.objects");
    const rowsBefore = await countOf(server, "public.catalog_files");
    await server.db.exec("revoke insert on public.catalog_files from authenticated");
    try {
      const err = await uploadCatalogFile(admin, pdfFile(), CATALOG_DETAILS, { now: 1_700_000_000_003 }).catch(
        (e: unknown) => e,
      );
      expect(err).toMatchObject({ code: "42501" });
    } finally {
      await server.db.exec("grant insert on public.catalog_files to authenticated");
    }
    expect(await countOf(server, "storage.objects")).toBe(objectsBefore);
    expect(await countOf(server, "public.catalog_files")).toBe(rowsBefore);
    expect(
      (await fetch(`${server.url}/storage/v1/object/public/content-files/catalogs/1700000000003.pdf`)).status,
    ).toBe(400);
  });

  it("an admin can download a private object through the authenticated route; a visitor cannot", async () => {
    const row = await uploadCatalogFile(admin, pdfFile("dl.pdf", "%PDF-1.4 download"), CATALOG_DETAILS, {
      now: 1_700_000_000_004,
    });
    const refused = await anonClient(server)
      .storage.from("content-files-private")
      .download("catalogs/1700000000004.pdf");
    expect(refused.data).toBeNull();
    const { data, error } = await admin.storage.from("content-files-private").download("catalogs/1700000000004.pdf");
    expect(error).toBeNull();
    expect(await data!.text()).toBe("%PDF-1.4 download");
    await deleteCatalogFile(admin, row);
  });

  it("uploadCatalogFile() rejects a .txt file before any request", async () => {
    await expect(
      uploadCatalogFile(admin, new File(["x"], "notes.txt", { type: "text/plain" }), CATALOG_DETAILS),
    ).rejects.toMatchObject({
      code: "invalid_file",
    });
  });
});
