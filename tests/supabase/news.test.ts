/**
 * News, the fifth managed content type (issue #26), against the real local
 * backend (PGlite, the shipped migrations, the seed): visitors read only the
 * published news outside the trash and cannot write; a signed-in non-admin
 * cannot write either; an admin creates drafts, publishes, trashes and
 * restores through shared/data/news.ts, and each change lands in the
 * history. The seed holds the items the site's copy used to carry, in
 * English and Chinese. The migration's category and length checks state the
 * values of shared/content/news.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NEWS_CATEGORY, NEWS_CATEGORIES, NEWS_LIMITS, NEWS_TABLE } from "../../shared/content/news";
import { listItemHistory } from "../../shared/data/content-history";
import { moveToTrash, restoreFromTrash } from "../../shared/data/content-trash";
import { createNews, listNews, listNewsForAdmin, updateNews } from "../../shared/data/news";
import { contentInputErrors } from "../../shared/data/content-schemas";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { NewsInput } from "../../shared/types/domain";
import { NEWS } from "../../supabase/seed/content";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { newsItem } from "../fixtures/content";
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

/** A complete payload as the admin dialog sends it. */
const input = (over: Partial<NewsInput> = {}): NewsInput => ({
  ...(newsItem() as NewsInput),
  body: null,
  image_url: null,
  featured: false,
  title_zh: "测试新闻",
  excerpt_zh: "中文摘要",
  body_zh: null,
  ...over,
});

/** The row `id` as the superuser sees it (RLS bypassed). */
async function stored(id: string) {
  const r = await server.db.query<Record<string, unknown>>(`select * from public.news where id = $1`, [id]);
  return r.rows[0];
}

describe("the seeded news (moved from the site's copy)", () => {
  it("lists every seeded item to a visitor, newest first, with its Chinese texts", async () => {
    const rows = await listNews(anon);
    const seeded = rows.filter((r) => NEWS.some((n) => n.id === r.id));
    expect(seeded.map((r) => r.title)).toEqual(
      [...NEWS].sort((a, b) => b.date_published.localeCompare(a.date_published)).map((n) => n.title),
    );
    for (const row of seeded) {
      const source = NEWS.find((n) => n.id === row.id)!;
      expect(row.title_zh).toBe(source.title_zh);
      expect(row.excerpt_zh).toBe(source.excerpt_zh);
      expect(row.status).toBe("published");
    }
    expect(new Set(seeded.map((r) => r.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(seeded.filter((r) => r.featured)).toHaveLength(1);
  });
});

describe("who may do what (RLS and grants)", () => {
  it("shows a visitor and a non-admin only published news outside the trash", async () => {
    const draftId = crypto.randomUUID();
    const trashedId = crypto.randomUUID();
    const publishedId = crypto.randomUUID();
    await createNews(admin, { ...input({ status: "draft" }), id: draftId });
    await createNews(admin, { ...input({ status: "published" }), id: trashedId });
    await createNews(admin, { ...input({ status: "published" }), id: publishedId });
    await moveToTrash(admin, NEWS_TABLE, trashedId);

    for (const client of [anon, editor]) {
      const ids = (await listNews(client)).map((r) => r.id);
      expect(ids).toContain(publishedId);
      expect(ids).not.toContain(draftId);
      expect(ids).not.toContain(trashedId);
      const { data } = await client.from("news").select("id").in("id", [draftId, trashedId]);
      expect(data).toEqual([]);
    }
    const adminIds = (await listNewsForAdmin(admin)).map((r) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([draftId, publishedId]));
    expect(adminIds).not.toContain(trashedId);
  });

  it("refuses a visitor's and a non-admin's insert (42501) and ignores their update and delete", async () => {
    const id = crypto.randomUUID();
    await createNews(admin, { ...input({ title: "Kept as it is" }), id });

    const anonInsert = await anon.from("news").insert(input());
    expect(anonInsert.error?.code).toBe("42501");
    const editorInsert = await editor.from("news").insert(input());
    expect(editorInsert.error?.code).toBe("42501");

    const anonUpdate = await anon.from("news").update({ title: "Hacked" }).eq("id", id);
    expect(anonUpdate.error?.code).toBe("42501");
    const editorUpdate = await editor.from("news").update({ title: "Hacked" }).eq("id", id).select();
    expect(editorUpdate.error).toBeNull();
    expect(editorUpdate.data).toEqual([]);
    const editorDelete = await editor.from("news").delete().eq("id", id).select();
    expect(editorDelete.data).toEqual([]);
    expect((await stored(id))?.title).toBe("Kept as it is");
  });

  it("lets an admin create a draft, publish it, trash and restore it, each change in the history", async () => {
    const id = crypto.randomUUID();
    await createNews(admin, { ...input({ title: "Draft news", status: "draft" }), id });
    expect((await listNews(anon)).some((r) => r.id === id)).toBe(false);

    await updateNews(admin, id, { status: "published", title_zh: "已发布新闻" });
    const published = (await listNews(anon)).find((r) => r.id === id);
    expect(published?.title_zh).toBe("已发布新闻");

    await moveToTrash(admin, NEWS_TABLE, id);
    expect((await listNews(anon)).some((r) => r.id === id)).toBe(false);
    await restoreFromTrash(admin, NEWS_TABLE, id);
    expect((await listNews(anon)).some((r) => r.id === id)).toBe(true);

    const history = await listItemHistory(admin, NEWS_TABLE, id);
    expect(history.map((h) => h.action).reverse()).toEqual(["create", "publish", "delete", "restore"]);
    expect(history.every((h) => h.actor_email === ADMIN.email)).toBe(true);
  });
});

describe("the migration states shared/content/news.ts's values", () => {
  it("has the category default and accepts exactly the categories the page filters by", async () => {
    const id = crypto.randomUUID();
    await server.db.query(
      `insert into public.news (id, title, excerpt, date_published) values ($1, 'x', 'y', '2026-01-01')`,
      [id],
    );
    expect((await stored(id))?.category).toBe(DEFAULT_NEWS_CATEGORY);
    for (const category of NEWS_CATEGORIES) {
      await server.db.query(`update public.news set category = $2 where id = $1`, [id, category]);
    }
    await expect(server.db.query(`update public.news set category = 'gossip' where id = $1`, [id])).rejects.toThrow(
      /news_category_check/,
    );
  });

  it("refuses texts beyond NEWS_LIMITS, as the form does", async () => {
    for (const [field, max] of Object.entries(NEWS_LIMITS)) {
      const ok = await admin.from("news").insert({ ...input(), [field]: "x".repeat(max) });
      expect(ok.error, `${field} at the limit`).toBeNull();
      const tooLong = await admin.from("news").insert({ ...input(), [field]: "x".repeat(max + 1) });
      expect(tooLong.error?.code, `${field} beyond the limit`).toBe("23514");
      const zh = await admin.from("news").insert({ ...input(), [`${field}_zh`]: "中".repeat(max + 1) });
      expect(zh.error?.code, `${field}_zh beyond the limit`).toBe("23514");
      expect(contentInputErrors("news", { ...input(), [field]: "x".repeat(max + 1) })).toEqual({
        [field]: "validation.tooLong",
      });
    }
  });
});
