/**
 * Persistence: data written through the API (rows and stored files) survives
 * a close and a restart on the same data folder; the restart applies only
 * new migrations and does not seed again.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createVideo, listVideos, objectPathFromUrl, uploadCatalogFile } from "../../shared/data";
import { startServer } from "../../supabase/server/index";
import { ADMIN } from "../fixtures/accounts";
import { video } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

// Two or three on-disk PGlite starts per test: slow when the machine is busy.
const SLOW = { timeout: 180_000 };
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe("startLocalSupabase() on a data folder", () => {
  it("keeps rows and files across a restart", SLOW, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "persist-"));
    dirs.push(dataDir);
    const first = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
    expect(first.isNew).toBe(true);
    const admin = await signedInClient(first, ADMIN);
    const input = video({ title: "Persisted video" });
    await createVideo(admin, input);
    const bytes = "%PDF-1.4 persisted";
    const row = await uploadCatalogFile(
      admin,
      new File([bytes], "p.pdf", { type: "application/pdf" }),
      { title: "Persisted catalog", category: "drilling-tools", language: "en", status: "published" },
      { now: 1_800_000_000_000 },
    );
    const seededVideos = (await listVideos(anonClient(first))).length;

    // A second server on a folder in use is refused.
    await expect(startServer({ port: 0, dataDir, quiet: true, seed: false })).rejects.toThrow(/in use by process/);
    await first.close();

    const second = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
    try {
      expect(second.isNew).toBe(false);
      const videos = await listVideos(anonClient(second));
      expect(videos.length).toBe(seededVideos);
      expect(videos.some((v) => v.title === "Persisted video")).toBe(true);
      // No site builder ran, so the file is still in the private twin (issue #27): the admin reads it there.
      const url = row.file_url.replace(first.url, second.url);
      expect((await fetch(url)).status).toBe(400);
      const again = await signedInClient(second, ADMIN);
      const { data: file, error } = await again.storage.from("content-files-private").download(objectPathFromUrl(url));
      expect(error).toBeNull();
      expect(file!.type).toBe("application/pdf");
      expect(await file!.text()).toBe(bytes);
      const migrations = await second.db.query("select version from supabase_migrations.schema_migrations");
      expect(migrations.rows.length).toBeGreaterThanOrEqual(1);
      // The seeded admin can still sign in (auth data persisted too).
      await signedInClient(second, ADMIN);
    } finally {
      await second.close();
    }
  });

  it("reset: true wipes the folder and seeds again", SLOW, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "persist-reset-"));
    dirs.push(dataDir);
    const a = await startServer({ port: 0, dataDir, quiet: true, seed: false, captchaProvider: "none" });
    await a.close();
    const b = await startServer({ port: 0, dataDir, quiet: true, reset: true, captchaProvider: "none" });
    try {
      expect(b.isNew).toBe(true);
      expect((await listVideos(anonClient(b))).length).toBeGreaterThanOrEqual(8);
    } finally {
      await b.close();
    }
  });
});
