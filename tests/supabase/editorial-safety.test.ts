/**
 * Editorial safety, database part (issue #12), over the real local server
 * with supabase-js: drafts and trashed items are invisible to visitors and
 * signed-in non-admins (even by id), admins see them; every change of a
 * content row is logged by the database's triggers with the admin's id and
 * e-mail, the action and the changed fields; nobody writes the log through
 * the API; the 30-day trash purge deletes and logs; a stale save is refused.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateIfUnchanged } from "../../shared/data/content-conflicts";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { ContentAuditEntry, EditorialTable } from "../../shared/types/domain";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { EDITORIAL_SAMPLES, video } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;
let visitor: AppSupabaseClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
  visitor = anonClient(server);
  adminId = (await admin.auth.getSession()).data.session!.user.id;
});
afterAll(() => server?.close());

/** Creates a row as the admin and returns its id and updated_at. */
async function create(table: EditorialTable, over: Record<string, unknown> = {}) {
  const { data, error } = await admin
    .from(table)
    .insert({ ...EDITORIAL_SAMPLES[table](), ...over } as never)
    .select("id, updated_at, status")
    .single();
  if (error) throw new Error(error.message);
  return data as unknown as { id: string; updated_at: string; status: string };
}

/** The log of one item, oldest first, read as the admin through the API. */
async function historyOf(table: EditorialTable, id: string): Promise<ContentAuditEntry[]> {
  const { data, error } = await admin
    .from("content_audit_log")
    .select("*")
    .eq("table_name", table)
    .eq("item_id", id)
    .order("occurred_at", { ascending: true });
  if (error) throw new Error(error.message);
  return data as unknown as ContentAuditEntry[];
}

/** What a caller sees of one row, by id. */
async function seenBy(client: AppSupabaseClient, table: EditorialTable, id: string) {
  const { data, error } = await client.from(table).select("id").eq("id", id);
  expect(error).toBeNull();
  return data ?? [];
}

describe("drafts and trash are hidden from the public", () => {
  for (const table of Object.keys(EDITORIAL_SAMPLES) as EditorialTable[]) {
    it(`${table}: a draft is seen by the admin only; published, it is public`, async () => {
      const row = await create(table, { status: "draft" });
      expect(await seenBy(visitor, table, row.id)).toEqual([]);
      expect(await seenBy(editor, table, row.id)).toEqual([]);
      expect(await seenBy(admin, table, row.id)).toHaveLength(1);
      // The public count leaves it out too.
      const { count } = await visitor.from(table).select("id", { count: "exact", head: true }).eq("id", row.id);
      expect(count).toBe(0);

      expect(
        (
          await admin
            .from(table)
            .update({ status: "published" } as never)
            .eq("id", row.id)
        ).error,
      ).toBeNull();
      expect(await seenBy(visitor, table, row.id)).toHaveLength(1);
    });
  }

  it("a row created without a status is published (the spec's create behaviour)", async () => {
    const row = await create("white_papers");
    expect(row.status).toBe("published");
    expect(await seenBy(visitor, "white_papers", row.id)).toHaveLength(1);
  });

  it("an unknown status is refused with the check constraint's error", async () => {
    const { error } = await admin.from("videos").insert({ ...video(), status: "hidden" } as never);
    expect(error?.code).toBe("23514");
  });

  it("a trashed item disappears for visitors and editors and comes back when restored", async () => {
    const row = await create("case_studies");
    const trashed = await admin
      .from("case_studies")
      .update({ deleted_at: new Date().toISOString() })
      .eq("id", row.id)
      .select("id");
    expect(trashed.data).toHaveLength(1);
    expect(await seenBy(visitor, "case_studies", row.id)).toEqual([]);
    expect(await seenBy(editor, "case_studies", row.id)).toEqual([]);
    expect(await seenBy(admin, "case_studies", row.id)).toHaveLength(1);

    await admin.from("case_studies").update({ deleted_at: null }).eq("id", row.id);
    expect(await seenBy(visitor, "case_studies", row.id)).toHaveLength(1);
  });

  it("a visitor cannot count a view of a draft video (the RPC answers null and changes nothing)", async () => {
    const row = await create("videos", { status: "draft" });
    const { data, error } = await visitor.rpc("increment_video_views", { video_id: row.id });
    expect(error).toBeNull();
    expect(data).toBeNull();
    const views = await server.db.query<{ views: number }>("select views from public.videos where id = $1", [row.id]);
    expect(views.rows[0]!.views).toBe(0);
  });
});

describe("the audit log", () => {
  it("records create, update, publish, unpublish, delete, restore with the admin and the changed fields", async () => {
    const row = await create("white_papers", { status: "draft", title: "Audit draft" });
    await admin.from("white_papers").update({ title: "Audit title 2" }).eq("id", row.id);
    await admin.from("white_papers").update({ status: "published" }).eq("id", row.id);
    await admin.from("white_papers").update({ status: "draft" }).eq("id", row.id);
    await admin.from("white_papers").update({ deleted_at: new Date().toISOString() }).eq("id", row.id);
    await admin.from("white_papers").update({ deleted_at: null }).eq("id", row.id);

    const log = await historyOf("white_papers", row.id);
    expect(log.map((e) => e.action)).toEqual(["create", "update", "publish", "unpublish", "delete", "restore"]);
    for (const e of log) {
      expect(e.actor_id).toBe(adminId);
      expect(e.actor_email).toBe(ADMIN.email);
      expect(e.item_id).toBe(row.id);
    }
    expect(log[0]!.changes.title).toEqual({ old: null, new: "Audit draft" });
    expect(log[0]!.changes.status).toEqual({ old: null, new: "draft" });
    expect(log[0]!.item_title).toBe("Audit draft");
    expect(log[1]!.changes).toEqual({ title: { old: "Audit draft", new: "Audit title 2" } });
    expect(log[1]!.item_title).toBe("Audit title 2");
    expect(log[2]!.changes).toEqual({ status: { old: "draft", new: "published" } });
    expect(log[3]!.changes).toEqual({ status: { old: "published", new: "draft" } });
    expect(Object.keys(log[4]!.changes)).toEqual(["deleted_at"]);
    expect(log[4]!.changes.deleted_at!.old).toBeNull();
    expect(log[5]!.changes.deleted_at!.new).toBeNull();
  });

  it("a save that changes nothing and a visitor's video view are not logged", async () => {
    const row = await create("videos");
    await admin
      .from("videos")
      .update({ title: (await seenRow(row.id)).title })
      .eq("id", row.id);
    await visitor.rpc("increment_video_views", { video_id: row.id });
    expect((await historyOf("videos", row.id)).map((e) => e.action)).toEqual(["create"]);
  });

  it("documents are compared as a whole", async () => {
    const row = await create("documentation", {
      documents: [{ name: "A", download_url: "https://example.com/a.pdf" }],
    });
    const documents = [{ name: "B", download_url: "https://example.com/b.pdf" }];
    await admin.from("documentation").update({ documents }).eq("id", row.id);
    const log = await historyOf("documentation", row.id);
    expect(log[1]!.changes).toEqual({
      documents: { old: [{ name: "A", download_url: "https://example.com/a.pdf" }], new: documents },
    });
  });

  it("visitors and editors cannot read it; nobody can write it through the API", async () => {
    const row = await create("videos");
    expect((await visitor.from("content_audit_log").select("id")).error?.code).toBe("42501");
    expect((await editor.from("content_audit_log").select("id")).data).toEqual([]);
    const entry = (await historyOf("videos", row.id))[0]!;
    const forged = {
      table_name: "videos",
      item_id: row.id,
      action: "create",
      actor_email: "someone@example.com",
    };
    for (const client of [visitor, editor, admin]) {
      expect((await client.from("content_audit_log").insert(forged)).error?.code).toBe("42501");
      expect(
        (await client.from("content_audit_log").update({ actor_email: "x@example.com" }).eq("id", entry.id)).error
          ?.code,
      ).toBe("42501");
      expect((await client.from("content_audit_log").delete().eq("id", entry.id)).error?.code).toBe("42501");
    }
    const after = await historyOf("videos", row.id);
    expect(after).toEqual([entry]);
  });
});

describe("the trash purge", () => {
  it("deletes items trashed more than 30 days ago, keeps newer ones, and logs 'purge'", async () => {
    const old = await create("documentation");
    const recent = await create("documentation");
    await admin.from("documentation").update({ deleted_at: new Date().toISOString() }).in("id", [old.id, recent.id]);
    await server.db.query("update public.documentation set deleted_at = now() - interval '31 days' where id = $1", [
      old.id,
    ]);
    const purged = await server.db.query<{ n: number }>("select private.purge_expired_trash() as n");
    expect(purged.rows[0]!.n).toBe(1);
    expect(await seenBy(admin, "documentation", old.id)).toEqual([]);
    expect(await seenBy(admin, "documentation", recent.id)).toHaveLength(1);

    const log = await historyOf("documentation", old.id);
    const last = log.at(-1)!;
    expect(last.action).toBe("purge");
    expect(last.actor_id).toBeNull();
    // The purged row's values are kept (file URLs included) for the cleanup of its files.
    expect(last.changes.title!.old).toBe(last.item_title);
    expect(last.changes.title!.new).toBeNull();
  });

  it("is not callable through the Data API", async () => {
    const { error } = await admin.rpc("purge_expired_trash" as never);
    expect(error?.code).toBe("PGRST202");
  });

  it("runs when the local backend starts", { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "trash-purge-"));
    try {
      const first = await startTestServer({ dataDir: dir, seed: false });
      await first.db.query(
        `insert into public.videos (title, description, duration, date_published, deleted_at)
         values ('expired', 'x', '1 min', '2026-01-01', now() - interval '31 days'),
                ('recent', 'x', '1 min', '2026-01-01', now() - interval '29 days')`,
      );
      await first.close();
      const second = await startTestServer({ dataDir: dir, seed: false });
      try {
        const left = await second.db.query<{ title: string }>("select title from public.videos");
        expect(left.rows.map((r) => r.title)).toEqual(["recent"]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a stale save is refused (updateIfUnchanged)", () => {
  it("of two saves made from the same version, the second changes nothing", async () => {
    const row = await create("case_studies");
    const first = await updateIfUnchanged(admin, "case_studies", row.id, row.updated_at, { title: "First save" });
    expect(first.saved).toBe(true);
    const second = await updateIfUnchanged(admin, "case_studies", row.id, row.updated_at, { title: "Second save" });
    expect(second).toEqual({ saved: false });
    const now = await admin.from("case_studies").select("title, updated_at").eq("id", row.id).single();
    expect(now.data!.title).toBe("First save");
    // With the version the first save returned, the next save goes through.
    if (!first.saved) throw new Error("unreachable");
    expect(now.data!.updated_at).toBe(first.updatedAt);
    expect((await updateIfUnchanged(admin, "case_studies", row.id, first.updatedAt, { title: "Third" })).saved).toBe(
      true,
    );
  });

  it("an editor's guarded save is refused too (RLS hides the row)", async () => {
    const row = await create("videos");
    expect(await updateIfUnchanged(editor, "videos", row.id, row.updated_at, { title: "Editor" })).toEqual({
      saved: false,
    });
  });
});

/** A videos row as the admin sees it. */
async function seenRow(id: string): Promise<{ title: string }> {
  const { data } = await admin.from("videos").select("title").eq("id", id).single();
  return data as { title: string };
}
