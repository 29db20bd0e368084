/**
 * `npm run db:reset` (supabase/server/cli.ts --reset --no-listen): wipes the
 * data folder, migrates, seeds and exits 0, leaving a database the server
 * starts on without seeding again. `npm run supabase:local -- --host ADDR`
 * (issue #8): a non-loopback host with the default JWT secret exits 1 with
 * instructions; with a secret of one's own it serves with that secret's keys.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { deriveApiKeys, startServer } from "../../supabase/server/index";

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
      // The seeded catalog PDF and the content's files (issue #11): one file per storage.objects row,
      // named after it (issue #8 layout).
      const objects = await s.db.query<{ file: string }>("select id || '.' || version as file from storage.objects");
      expect(objects.rows.length).toBeGreaterThan(40);
      expect((await readdir(path.join(dataDir, "storage/.objects"))).sort()).toEqual(
        objects.rows.map((r) => r.file).sort(),
      );
    } finally {
      await s.close();
    }
  });
});

describe("supabase/server/cli.ts --host", () => {
  it("exits 1 with instructions for --host 0.0.0.0 with the default JWT secret", { timeout: 60_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CAPTCHA_PROVIDER: "none", SUPABASE_DATA_DIR: "memory" };
    delete env.JWT_SECRET;
    const run = promisify(execFile)(process.execPath, [tsxCli, CLI, "--host", "0.0.0.0", "--port", "0"], {
      env,
      timeout: 50_000,
    });
    const failure = await run.then(
      () => null,
      (e: { code?: number; stderr?: string; stdout?: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Refusing to listen on 0.0.0.0 with the default JWT_SECRET");
    expect(failure?.stderr).toContain(
      'JWT_SECRET="$(openssl rand -base64 48)" npm run supabase:local -- --host 0.0.0.0',
    );
    expect(failure?.stdout).not.toContain("Local Supabase started");
  });

  it("serves on 0.0.0.0 with a JWT secret of one's own, with that secret's keys", { timeout: 180_000 }, async () => {
    const secret = "cli-test-secret-of-our-own-0123456789abcdef";
    const child = spawn(process.execPath, [tsxCli, CLI, "--host", "0.0.0.0", "--port", "0", "--data-dir", "memory"], {
      env: { ...process.env, CAPTCHA_PROVIDER: "none", JWT_SECRET: secret },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      let out = "";
      let err = "";
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          const m = /API URL: (http:\/\/\S+)/.exec(out);
          if (m && out.includes("Accounts:")) resolve(m[1]!);
        });
        void exited.then((code) => reject(new Error(`CLI exited ${code}: ${err}`)));
      });
      const keys = deriveApiKeys(secret);
      expect(out).toContain(`anon key: ${keys.anonKey}`);
      const ok = await fetch(`${url}/rest/v1/white_papers?select=id&limit=1`, { headers: { apikey: keys.anonKey } });
      expect(ok.status).toBe(200);
      const defaultKeys = deriveApiKeys();
      const refused = await fetch(`${url}/rest/v1/white_papers?select=id&limit=1`, {
        headers: { apikey: defaultKeys.anonKey },
      });
      expect(refused.status).toBe(401);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });
});
