/**
 * `npm run db:reset` (supabase/server/cli.ts --reset --no-listen): wipes the
 * data folder, migrates, seeds and exits 0, leaving a database the server
 * starts on without seeding again.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../supabase/server/index";

const tsxCli = path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/cli.mjs");
const CLI = path.resolve(__dirname, "../../supabase/server/cli.ts");
let dataDir = "";
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

describe("supabase/server/cli.ts --reset --no-listen", () => {
  it("wipes the folder, migrates, seeds and exits", { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "cli-reset-"));
    await writeFile(path.join(dataDir, "stale.txt"), "old");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsxCli, CLI, "--reset", "--no-listen", "--data-dir", dataDir],
      {
        env: { ...process.env, CAPTCHA_PROVIDER: "none" },
      },
    );
    expect(stdout).toContain("reset, migrated and seeded");
    expect(stdout).toContain("admin@example.com / admin-password (admin)");
    expect((await readdir(dataDir)).sort()).toEqual(["db", "storage"]);
    const s = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
    try {
      expect(s.isNew).toBe(false);
      const n = await s.db.query<{ n: number }>("select count(*)::int as n from public.white_papers");
      expect(n.rows[0]!.n).toBeGreaterThanOrEqual(6);
      expect((await readdir(path.join(dataDir, "storage/content-files/catalogs"))).length).toBe(1);
    } finally {
      await s.close();
    }
  });
});
