/**
 * The admin's trash, history and purged-file cleanup (issue #12) over the
 * real local server with supabase-js: lists and counts leave trashed items
 * out; moving to the trash keeps the files; restore; delete forever removes
 * the row and its files (and only while the item is in the trash); the
 * history and recent activity read the log; the files of an item the 30-day
 * purge deleted are released once, from whichever bucket of its pair
 * holds each (issue #27: public bucket or private twin); TRASH_RETENTION_DAYS
 * agrees with the migration's purge default.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET } from "../../shared/content/storage-layout";
import {
  countRows,
  listCaseStudiesForAdmin,
  listDocumentationForAdmin,
  listNewsForAdmin,
  listVideosForAdmin,
  listWhitePapersForAdmin,
  objectLocations,
  storedObjectOf,
  uploadContentObject,
  uploadLocation,
} from "../../shared/data";
import { listItemHistory, listRecentActivity } from "../../shared/data/content-history";
import {
  countTrash,
  deleteForever,
  listTrash,
  moveToTrash,
  restoreFromTrash,
  TRASH_RETENTION_DAYS,
} from "../../shared/data/content-trash";
import { releasePurgedFiles, releasePurgedFilesOnce } from "../../shared/data/purged-files";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { EditorialTable, WhitePaper } from "../../shared/types/domain";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { EDITORIAL_SAMPLES, video, withPicture } from "../fixtures/content";
import { signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
});
afterAll(() => server?.close());

const ADMIN_LIST: Record<EditorialTable, (c: AppSupabaseClient) => Promise<{ id: string }[]>> = {
  white_papers: listWhitePapersForAdmin,
  case_studies: listCaseStudiesForAdmin,
  videos: listVideosForAdmin,
  documentation: listDocumentationForAdmin,
  news: listNewsForAdmin,
};

async function create(table: EditorialTable, over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await admin
    .from(table)
    .insert({ ...EDITORIAL_SAMPLES[table](), ...over } as never)
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** Uploads a small file as the admin (into the private twin, issue #27) and returns its public URL. */
async function stored(bucket: string, path: string, type: string): Promise<string> {
  const { data, error } = await uploadContentObject(
    admin,
    { bucket, path },
    new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3])], { type }),
    { contentType: type },
  );
  if (error) throw error;
  return data.publicUrl;
}

/** Whether the object a public URL names is stored in the public bucket or its private twin (read as the admin). */
async function objectExists(url: string): Promise<boolean> {
  for (const { bucket, path } of objectLocations(storedObjectOf(admin, url)!)) {
    if ((await admin.storage.from(bucket).info(path)).data) return true;
  }
  return false;
}

/** Moves the object of a public URL from the private twin to the public bucket, as the site builder does on publish. */
async function publish(url: string): Promise<void> {
  const object = storedObjectOf(admin, url)!;
  const { error } = await admin.storage
    .from(uploadLocation(object).bucket)
    .move(object.path, object.path, { destinationBucket: object.bucket });
  if (error) throw error;
}

describe("the 30 days", () => {
  it("TRASH_RETENTION_DAYS is the migration's purge default", async () => {
    const sql = await readFile(
      new URL("../../supabase/migrations/20261127100000_editorial_safety.sql", import.meta.url),
      "utf8",
    );
    const match = /purge_expired_trash\(keep interval default interval '(\d+) days'\)/.exec(sql);
    expect(match?.[1]).toBe(String(TRASH_RETENTION_DAYS));
  });

  it("the purge with its default keeps an item one hour short of TRASH_RETENTION_DAYS and deletes one an hour past", async () => {
    const young = await create("case_studies");
    const old = await create("case_studies");
    await server.db.query(
      `update public.case_studies set deleted_at = now() - make_interval(days => $1) + interval '1 hour' where id = $2`,
      [TRASH_RETENTION_DAYS, young],
    );
    await server.db.query(
      `update public.case_studies set deleted_at = now() - make_interval(days => $1) - interval '1 hour' where id = $2`,
      [TRASH_RETENTION_DAYS, old],
    );
    await server.db.query("select private.purge_expired_trash()");
    const left = await admin.from("case_studies").select("id").in("id", [young, old]);
    expect(left.data).toEqual([{ id: young }]);
  });
});

describe("trash", () => {
  for (const table of Object.keys(EDITORIAL_SAMPLES) as EditorialTable[]) {
    it(`${table}: a trashed item leaves the admin list and the count, shows in the trash, and comes back`, async () => {
      const id = await create(table);
      const countBefore = await countRows(admin, table);
      const trashBefore = await countTrash(admin, table);
      expect((await ADMIN_LIST[table](admin)).map((r) => r.id)).toContain(id);

      await moveToTrash(admin, table, id);
      expect((await ADMIN_LIST[table](admin)).map((r) => r.id)).not.toContain(id);
      expect(await countRows(admin, table)).toBe(countBefore - 1);
      expect(await countTrash(admin, table)).toBe(trashBefore + 1);
      const trash = await listTrash(admin, table);
      expect(trash[0]!.id).toBe(id);
      expect(Date.now() - new Date(trash[0]!.deleted_at!).getTime()).toBeLessThan(60_000);
      // Trashing twice is refused, not silently repeated.
      await expect(moveToTrash(admin, table, id)).rejects.toMatchObject({ code: "not_found" });

      await restoreFromTrash(admin, table, id);
      expect((await ADMIN_LIST[table](admin)).map((r) => r.id)).toContain(id);
      expect(await countRows(admin, table)).toBe(countBefore);
      await expect(restoreFromTrash(admin, table, id)).rejects.toMatchObject({ code: "not_found" });
      expect((await listItemHistory(admin, table, id)).map((e) => e.action)).toEqual(["restore", "delete", "create"]);
    });
  }

  it("moving to the trash keeps the files; delete forever removes the row and its files, keeping a shared one", async () => {
    const id = await create("white_papers");
    const pdf = await stored(DOCUMENTS_BUCKET, `white-papers/${id}/pdf-1.pdf`, "application/pdf");
    const cover = await stored(IMAGES_BUCKET, `white-papers/${id}/image-1.png`, "image/png");
    const linked = await admin
      .from("white_papers")
      .update({ pdf_url: pdf, ...withPicture("white_papers", cover) })
      .eq("id", id);
    expect(linked.error).toBeNull();
    // Another item uses the same cover.
    const other = await create("case_studies", withPicture("case_studies", cover));

    await moveToTrash(admin, "white_papers", id);
    expect(await objectExists(pdf)).toBe(true);
    expect(await objectExists(cover)).toBe(true);

    const [row] = (await listTrash<WhitePaper>(admin, "white_papers")).filter((r) => r.id === id);
    const report = await deleteForever(admin, "white_papers", row!);
    expect(report.removed).toEqual([pdf]);
    expect(report.kept.map((k) => k.url)).toEqual([cover]);
    expect(report.kept[0]!.usedBy).toEqual([{ table: "case_studies", id: other, title: expect.any(String) }]);
    const { data } = await admin.from("white_papers").select("id").eq("id", id);
    expect(data).toEqual([]);
    expect(await objectExists(pdf)).toBe(false);
    expect(await objectExists(cover)).toBe(true);
    expect((await listItemHistory(admin, "white_papers", id))[0]!.action).toBe("purge");
  });

  it("delete forever refuses an item that is not in the trash and releases nothing", async () => {
    const id = await create("white_papers");
    const pdf = await stored(DOCUMENTS_BUCKET, `white-papers/${id}/pdf-2.pdf`, "application/pdf");
    await admin.from("white_papers").update({ pdf_url: pdf }).eq("id", id);
    await expect(
      deleteForever(admin, "white_papers", { id, deleted_at: null, pdf_url: pdf } as { id: string; deleted_at: null }),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await objectExists(pdf)).toBe(true);
    expect((await admin.from("white_papers").select("id").eq("id", id)).data).toHaveLength(1);
  });
});

describe("history", () => {
  it("an item's history is newest first with the admin's e-mail and the changed fields; recent activity spans the types", async () => {
    const id = await create("videos", { title: "History video" });
    await admin.from("videos").update({ duration: "12 min" }).eq("id", id);
    const history = await listItemHistory(admin, "videos", id);
    expect(history.map((e) => e.action)).toEqual(["update", "create"]);
    expect(history[0]!.actor_email).toBe(ADMIN.email);
    expect(history[0]!.changes.duration).toEqual({ old: video().duration, new: "12 min" });

    const paper = await create("white_papers", { title: "History paper" });
    const recent = await listRecentActivity(admin, 2);
    expect(recent.map((e) => [e.table_name, e.item_id, e.action, e.item_title])).toEqual([
      ["white_papers", paper, "create", "History paper"],
      ["videos", id, "update", "History video"],
    ]);
    expect(recent[0]).not.toHaveProperty("changes");
  });
});

describe("files of purged items", () => {
  it("releases the stored files of an item the 30-day purge deleted, once; a file another item uses is kept", async () => {
    // Files of earlier tests' purges are released first, so this run starts clean.
    await releasePurgedFiles(admin);
    const id = await create("documentation");
    const image = await stored(IMAGES_BUCKET, `documentation/${id}/image-1.png`, "image/png");
    const doc = await stored(DOCUMENTS_BUCKET, `documentation/${id}/document-1.pdf`, "application/pdf");
    const shared = await stored(DOCUMENTS_BUCKET, `documentation/${id}/document-2.pdf`, "application/pdf");
    const linked = await admin
      .from("documentation")
      .update({
        ...withPicture("documentation", image),
        documents: [
          { name: "Manual", download_url: doc },
          { name: "Shared", download_url: shared },
        ],
      })
      .eq("id", id);
    expect(linked.error).toBeNull();
    await create("white_papers", { pdf_url: shared });
    // The picture was published and the builder has not moved it back yet: it is in the public bucket.
    await publish(image);
    expect((await fetch(image)).status).toBe(200);
    await moveToTrash(admin, "documentation", id);
    await server.db.query("update public.documentation set deleted_at = now() - interval '31 days' where id = $1", [
      id,
    ]);
    await server.db.query("select private.purge_expired_trash()");
    expect(await objectExists(image)).toBe(true);

    const first = await releasePurgedFiles(admin);
    expect(first.purgeRows).toBeGreaterThan(0);
    expect([...first.removed].sort()).toEqual([doc, image].sort());
    // (An earlier test's purged cover that a case study still uses is kept again: it is still in use.)
    expect(first.kept.map((k) => k.url).filter((u) => u.includes(id))).toEqual([shared]);
    expect(first.failed).toEqual([]);
    expect(await objectExists(image)).toBe(false);
    expect((await fetch(image)).status).toBe(400);
    expect(await objectExists(doc)).toBe(false);
    expect(await objectExists(shared)).toBe(true);

    // A second run finds nothing new to remove.
    const second = await releasePurgedFiles(admin);
    expect(second.removed).toEqual([]);
  });

  it("runs at most once per client and never throws", async () => {
    const other = await signedInClient(server, ADMIN);
    expect(await releasePurgedFilesOnce(other)).not.toBeNull();
    expect(await releasePurgedFilesOnce(other)).toBeNull();
  });
});
