/**
 * Issue #23: a start that dies during the first seed no longer leaves a
 * database that is never seeded. The local backend is killed with SIGKILL
 * while its first seed is uploading the sample files (the admin account
 * exists, no content yet); the next start on the same data folder says the
 * seed never finished, completes it, and records it, so a third start seeds
 * nothing.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_SERVICE_ROLE_KEY, startServer } from "../../supabase/server/index";
import { UNFINISHED_SEED_NOTICE } from "../../supabase/server/db/seed-state";
import { ADMIN } from "../fixtures/accounts";
import { countOf, signedInClient } from "./helpers";

const CLI = path.resolve(__dirname, "../../supabase/server/cli.ts");
const SEEDED_TABLES = ["catalog_files", "white_papers", "case_studies", "videos", "documentation"];
let dataDir = "";
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

/** A loopback port that was free a moment ago. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** GET with the service_role key; null while the server does not answer. */
async function serviceGet(url: string): Promise<Response | null> {
  return fetch(url, {
    headers: { apikey: DEFAULT_SERVICE_ROLE_KEY, authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}` },
    signal: AbortSignal.timeout(2_000),
  }).catch(() => null);
}

describe("a first seed killed half-way", () => {
  it("is completed by the next start, which says so, and recorded", { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "seed-interrupted-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // One process (tsx as a loader, not its CLI, which would run the server in a child that SIGKILL misses).
    const child = spawn(process.execPath, ["--import", "tsx", CLI, "--port", String(port), "--data-dir", dataDir], {
      env: { ...process.env, CAPTCHA_PROVIDER: "none" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

    // Kill it once the seed has made the accounts but inserted no content (it is uploading files).
    let killedMidSeed = false;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const users = await serviceGet(`${base}/auth/v1/admin/users`);
      const papers = await serviceGet(`${base}/rest/v1/white_papers?select=id`);
      if (users?.ok && papers?.ok) {
        const list = ((await users.json()) as { users: { email: string }[] }).users;
        const rows = (await papers.json()) as unknown[];
        if (list.some((u) => u.email === ADMIN.email) && rows.length === 0) {
          child.kill("SIGKILL");
          killedMidSeed = true;
          break;
        }
        if (rows.length > 0) break; // too late: the seed got past the uploads
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!killedMidSeed) child.kill("SIGKILL");
    await exited;
    expect(killedMidSeed, `never caught the seed half-way; output:\n${output}`).toBe(true);
    expect(output).not.toContain("Local Supabase started");

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let papers: number | undefined;
    const second = await startServer({ port: 0, dataDir, captchaProvider: "none" });
    try {
      expect(second.isNew).toBe(false);
      expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toContain(UNFINISHED_SEED_NOTICE);
      for (const table of SEEDED_TABLES) expect(await countOf(second, `public.${table}`), table).toBeGreaterThan(0);
      papers = await countOf(second, "public.white_papers");
      await signedInClient(second, ADMIN);
      const rows = await second.db.query("select finished_at from local_backend.seed_state");
      expect(rows.rows).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await second.close();
    }

    // Recorded: a third start neither warns nor seeds again.
    const warnAgain = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const third = await startServer({ port: 0, dataDir, captchaProvider: "none" });
    try {
      expect(warnAgain.mock.calls.map((c) => String(c[0])).join("\n")).not.toContain(UNFINISHED_SEED_NOTICE);
      expect(await countOf(third, "public.white_papers")).toBe(papers);
    } finally {
      warnAgain.mockRestore();
      await third.close();
    }
  });
});
