/**
 * The catalog form's database and data module (issue #27) against the local
 * server, through supabase-js: the columns' constraints agree with the option
 * lists of shared/types/domain.ts, visitors read published catalogs only,
 * uploads carry the form's details, a cancelled upload leaves nothing, and
 * the public pick falls back to English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CatalogDetails,
  getLatestCatalog,
  listCatalogFiles,
  pickCatalog,
  setCatalogStatus,
  uploadCatalogFile,
} from "../../shared/data";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { CATALOG_CATEGORIES, CATALOG_LANGUAGES, CATALOG_TITLE_MAX } from "../../shared/types/domain";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { catalogRow } from "../fixtures/content";
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

const pdf = (name = "form.pdf") => new File(["%PDF-1.4 catalog form"], name, { type: "application/pdf" });
const details = (over: Partial<CatalogDetails> = {}): CatalogDetails => ({
  title: "Measurement tools catalog",
  category: "measurement-tools",
  language: "en",
  status: "published",
  ...over,
});

describe("catalog_files constraints", () => {
  it("accepts every category and language of the option lists, and nothing else (23514)", async () => {
    for (const category of CATALOG_CATEGORIES) {
      for (const language of CATALOG_LANGUAGES) {
        const { error } = await admin
          .from("catalog_files")
          .insert(catalogRow({ category, language, status: "draft" }))
          .select()
          .single();
        expect(error, `${category}/${language}`).toBeNull();
      }
    }
    for (const bad of [{ category: "drill-bits" }, { language: "de" }, { status: "archived" }, { title: "  " }]) {
      const { error } = await admin.from("catalog_files").insert(catalogRow(bad));
      expect(error, JSON.stringify(bad)).toMatchObject({ code: "23514" });
    }
    const { error: long } = await admin
      .from("catalog_files")
      .insert(catalogRow({ title: "x".repeat(CATALOG_TITLE_MAX + 1) }));
    expect(long).toMatchObject({ code: "23514" });
  });

  it("a row inserted with the spec's payload (no title status or language) is refused for want of a title (23502)", async () => {
    const { title: _title, ...row } = catalogRow();
    // The type requires a title: sent without one on purpose, as a client of the spec's payload would.
    const { error } = await admin.from("catalog_files").insert(row as never);
    expect(error).toMatchObject({ code: "23502" });
  });

  it("defaults language to en and status to published, and an update moves updated_at", async () => {
    const { data } = await admin.from("catalog_files").insert(catalogRow()).select().single();
    expect(data).toMatchObject({ language: "en", status: "published" });
    await new Promise((r) => setTimeout(r, 5));
    const updated = await setCatalogStatus(admin, data!.id, "draft");
    expect(updated.status).toBe("draft");
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(data!.updated_at));
  });
});

describe("who reads catalog drafts", () => {
  it("anon and a non-admin read published catalogs only; the admin reads drafts too", async () => {
    const draft = await uploadCatalogFile(admin, pdf("draft.pdf"), details({ status: "draft" }), {
      now: 1_900_000_000_001,
    });
    const published = await uploadCatalogFile(admin, pdf("pub.pdf"), details(), { now: 1_900_000_000_002 });
    for (const client of [anon, editor]) {
      const { data } = await client.from("catalog_files").select("id").in("id", [draft.id, published.id]);
      expect(data!.map((r) => r.id)).toEqual([published.id]);
    }
    const adminIds = (await listCatalogFiles(admin)).map((r) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([draft.id, published.id]));
  });

  it("a non-admin cannot publish a draft (nothing visible to update: PGRST116)", async () => {
    const draft = await uploadCatalogFile(admin, pdf("draft2.pdf"), details({ status: "draft" }), {
      now: 1_900_000_000_003,
    });
    await expect(setCatalogStatus(editor, draft.id, "published")).rejects.toMatchObject({ code: "PGRST116" });
  });
});

describe("uploadCatalogFile() with the form's details", () => {
  it("stores title, category, language and status; a draft is not the latest catalog until published", async () => {
    const draft = await uploadCatalogFile(
      admin,
      pdf("sw.pdf"),
      details({ category: "software-solutions", language: "zh", title: " 软件目录 ", status: "draft" }),
      {
        now: 1_900_000_000_010,
      },
    );
    expect(draft).toMatchObject({ title: "软件目录", category: "software-solutions", language: "zh", status: "draft" });
    expect(await getLatestCatalog(anon, "software-solutions", "zh")).toBeNull();
    await setCatalogStatus(admin, draft.id, "published");
    expect((await getLatestCatalog(anon, "software-solutions", "zh"))?.id).toBe(draft.id);
    // An admin's own read skips drafts too: the button never offers one.
    const newer = await uploadCatalogFile(
      admin,
      pdf("sw2.pdf"),
      details({ category: "software-solutions", language: "zh", status: "draft" }),
      {
        now: 1_900_000_000_011,
      },
    );
    expect((await getLatestCatalog(admin, "software-solutions", "zh"))?.id).toBe(draft.id);
    expect(newer.status).toBe("draft");
  });

  it("refuses details outside the option lists before any request (invalid_details)", async () => {
    const objects = await countOf(server, "storage.objects");
    await expect(
      uploadCatalogFile(admin, pdf(), { ...details(), category: "drill-bits" } as unknown as CatalogDetails),
    ).rejects.toMatchObject({ code: "invalid_details" });
    await expect(uploadCatalogFile(admin, pdf(), details({ title: "   " }))).rejects.toMatchObject({
      code: "invalid_details",
    });
    expect(await countOf(server, "storage.objects")).toBe(objects);
  });

  it("a cancel before the bytes leave fails with `aborted` and leaves no object and no row", async () => {
    const [objects, rows] = [await countOf(server, "storage.objects"), await countOf(server, "public.catalog_files")];
    const controller = new AbortController();
    const upload = uploadCatalogFile(admin, pdf(), details(), { now: 1_900_000_000_020, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: "aborted" });
    expect(await countOf(server, "storage.objects")).toBe(objects);
    expect(await countOf(server, "public.catalog_files")).toBe(rows);
  });

  it("a cancel that arrives after the server stored the bytes removes the object and writes no row", async () => {
    const [objects, rows] = [await countOf(server, "storage.objects"), await countOf(server, "public.catalog_files")];
    const controller = new AbortController();
    // Outside a browser the one progress call comes once the server answered: the object exists by then.
    const upload = uploadCatalogFile(admin, pdf(), details(), {
      now: 1_900_000_000_021,
      signal: controller.signal,
      onProgress: (sent, total) => sent === total && controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: "aborted" });
    expect(await countOf(server, "storage.objects")).toBe(objects);
    expect(await countOf(server, "public.catalog_files")).toBe(rows);
    expect(
      (await fetch(`${server.url}/storage/v1/object/public/content-files/catalogs/1900000000021.pdf`)).status,
    ).toBe(400);
  });
});

describe("pickCatalog()", () => {
  it("a Chinese page offers the newest Chinese catalog, else the English one marked as a fallback", async () => {
    const rss = await uploadCatalogFile(admin, pdf("rss-en.pdf"), details({ category: "rss-systems" }), {
      now: 1_900_000_000_030,
    });
    const { data: rows } = await anon.from("catalog_files").select("*");
    expect(pickCatalog(rows!, "rss-systems", "zh")).toEqual({
      catalog: expect.objectContaining({ id: rss.id }),
      fallback: true,
    });
    expect(pickCatalog(rows!, "rss-systems", "en")).toEqual({
      catalog: expect.objectContaining({ id: rss.id }),
      fallback: false,
    });
    const zh = await uploadCatalogFile(
      admin,
      pdf("rss-zh.pdf"),
      details({ category: "rss-systems", language: "zh", title: "旋转导向目录" }),
      {
        now: 1_900_000_000_031,
      },
    );
    const { data: after } = await anon.from("catalog_files").select("*");
    expect(pickCatalog(after!, "rss-systems", "zh")).toEqual({
      catalog: expect.objectContaining({ id: zh.id }),
      fallback: false,
    });
  });
});
