/**
 * `npm start` end to end: starts the local backend, builds the site against it
 * and serves it in one process, serves seeded content through the real
 * supabase-js client, rebuilds what the admin publishes into the served HTML
 * (issue #27) and moves its files between the private and public buckets
 * with it, and stops cleanly on Ctrl-C (SIGINT).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPath } from "../../shared/content/item-pages";
import { insertRow, updateRow } from "../../shared/data/content";
import { moveToTrash, restoreFromTrash } from "../../shared/data/content-trash";
import { DOCUMENTS_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import type { Database } from "../../shared/types/database";
import { DEFAULT_ANON_KEY } from "../../supabase/server/index";
import { solveAltchaChallenge } from "../../supabase/server/testing";

// E2E_API_PORT / E2E_WEB_PORT: the ports a parallel run was given (as the Playwright specs take them).
const API_PORT = Number(process.env.E2E_API_PORT) || 54391;
const SITE_PORT = Number(process.env.E2E_WEB_PORT) || 5391;
let child: ChildProcess;
let output = "";

/**
 * `npm start` runs one Node process (`node --import tsx`), not the tsx CLI: the
 * CLI relays Ctrl-C to a child and SIGKILLs it (exit 130) when the child does not
 * answer within 30 ms, which a busy machine can miss. The test runs that command.
 */
const START_SCRIPT = "node --import tsx scripts/start.ts";

beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), "npm-start-"));
  child = spawn(process.execPath, START_SCRIPT.split(" ").slice(1), {
    env: {
      ...process.env,
      SUPABASE_PORT: String(API_PORT),
      SITE_PORT: String(SITE_PORT),
      SUPABASE_DATA_DIR: join(scratch, "data"),
      SITE_OUT_DIR: join(scratch, "site"),
      VITE_SUPABASE_URL: "",
      VITE_SITE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so the test can signal the whole tree as a terminal does.
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // The full build takes about a minute alone; a machine shared with other suites may take several.
  const deadline = Date.now() + 290_000;
  while (!output.includes("Press Ctrl-C to stop.")) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 300_000);

/** Signals the process group of npm start, as a terminal's Ctrl-C does. */
const signalGroup = (signal: NodeJS.Signals) => process.kill(-child.pid!, signal);

afterAll(() => {
  try {
    signalGroup("SIGKILL");
  } catch {
    // Already gone: the Ctrl-C test stopped it.
  }
});

describe("npm start", () => {
  it("is the single-process command this test runs", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(START_SCRIPT);
  });

  it("prints the API URL, the keys and the seeded accounts", () => {
    expect(output).toContain(`API URL: http://127.0.0.1:${API_PORT}`);
    expect(output).toContain("admin@example.com / admin-password (admin)");
  });

  it("serves the prerendered site, pointed at its own backend", async () => {
    const page = await fetch(`http://127.0.0.1:${SITE_PORT}/resources/white-papers`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1");
    // The build ran against the started backend, so the papers are in the HTML (issue #13).
    const { data } = await createClient(`http://localhost:${API_PORT}`, DEFAULT_ANON_KEY)
      .from("white_papers")
      .select("title");
    const plain = (data ?? []).map((p) => p.title).filter((t) => /^[\w ,.-]+$/.test(t));
    expect(plain.length).toBeGreaterThan(0);
    expect(html).toContain('id="prerendered-lists"');
    for (const title of plain) expect(html).toContain(title);
    const missing = await fetch(`http://127.0.0.1:${SITE_PORT}/no/such/page`);
    expect(missing.status).toBe(404);
  });

  it("builds for its own origin: canonical links, sitemap and robots.txt name SITE_PORT (issue #23)", async () => {
    const origin = `http://localhost:${SITE_PORT}`;
    const html = await (await fetch(`http://127.0.0.1:${SITE_PORT}/company/about`)).text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/company/about"`);
    expect(await (await fetch(`http://127.0.0.1:${SITE_PORT}/sitemap.xml`)).text()).toContain(`<loc>${origin}/</loc>`);
    expect(await (await fetch(`http://127.0.0.1:${SITE_PORT}/robots.txt`)).text()).toContain(
      `Sitemap: ${origin}/sitemap.xml`,
    );
  });

  it("sends the build's security headers on /, /admin and a data page (issue #23)", async () => {
    for (const path of ["/", "/admin", "/resources/white-papers"]) {
      const headers = (await fetch(`http://127.0.0.1:${SITE_PORT}${path}`, { method: "HEAD" })).headers;
      expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(headers.get("content-security-policy"), path).toContain(`connect-src 'self' http://localhost:${API_PORT}`);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("serves the seeded content through supabase-js", async () => {
    const client = createClient(`http://localhost:${API_PORT}`, DEFAULT_ANON_KEY);
    const { data, error } = await client
      .from("white_papers")
      .select("title")
      .order("date_published", { ascending: false });
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(6);
  });

  it("puts what the admin publishes into the served HTML within 15 s, and takes it out on draft and trash (issue #27)", async () => {
    const api = `http://localhost:${API_PORT}`;
    const admin = createClient<Database>(api, DEFAULT_ANON_KEY, { auth: { persistSession: false } });
    const { error: signInError } = await admin.auth.signInWithPassword({
      email: "admin@example.com",
      password: "admin-password",
      options: { captchaToken: await solveAltchaChallenge(api) },
    });
    expect(signInError).toBeNull();
    const id = randomUUID();
    const title = `Publishing pipeline check ${id.slice(0, 8)}`;
    // Its PDF uploaded as the admin uploads one: into the private twin, the row keeping the public URL.
    const pdfPath = `white-papers/${id}/pdf-1.pdf`;
    const uploaded = await admin.storage
      .from(privateTwinOf(DOCUMENTS_BUCKET))
      .upload(pdfPath, new Blob(["%PDF-1.4 pipeline"], { type: "application/pdf" }));
    expect(uploaded.error).toBeNull();
    const pdfUrl = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(pdfPath).data.publicUrl;
    expect((await fetch(pdfUrl)).status).toBe(400);
    await insertRow(admin, "white_papers", {
      id,
      title,
      author: "Test",
      description: "A paper the local builder must put on the site.",
      date_published: "2026-11-27",
      status: "published",
      pdf_url: pdfUrl,
    });
    const { data } = await admin.from("white_papers").select("slug").eq("id", id).single();
    const page = `http://127.0.0.1:${SITE_PORT}${itemPath("white_papers", data!.slug)}`;
    /** Polls the page over plain HTTP until it answers `status` (and has the title when 200), within 15 s. */
    const servedWithin15s = async (status: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const response = await fetch(page);
        const html = await response.text();
        if (response.status === status && (status !== 200 || html.includes(title))) return;
        if (Date.now() > deadline)
          throw new Error(`${page} still answers ${response.status} after 15 s:\n${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    /** Polls the paper's PDF URL (no key, as a visitor's link) until it answers 200 or, `ok` false, a 4xx, within 15 s. */
    const fileWithin15s = async (ok: boolean) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const response = await fetch(pdfUrl);
        await response.arrayBuffer();
        if (ok ? response.status === 200 : response.status >= 400 && response.status < 500) return;
        if (Date.now() > deadline)
          throw new Error(`${pdfUrl} still answers ${response.status} after 15 s:\n${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    await servedWithin15s(200);
    await fileWithin15s(true);
    // The white papers list shows it too, and the build's own record says live.
    expect(await (await fetch(`http://127.0.0.1:${SITE_PORT}/resources/white-papers`)).text()).toContain(title);
    const newestBuild = async () =>
      (await admin.from("site_builds").select("status").order("id", { ascending: false }).limit(1)).data?.[0]?.status;
    await expect.poll(newestBuild, { timeout: 15_000 }).toBe("live");
    // The builder logs its line just after recording the build live: wait for it rather than race it.
    await expect
      .poll(() => output, { timeout: 5_000 })
      .toMatch(/Site update #\d+: \d+ pages rendered, \d+ removed, 1 file moved in \d+ ms/);

    await updateRow(admin, "white_papers", id, { status: "draft" });
    await servedWithin15s(404);
    await fileWithin15s(false);
    await updateRow(admin, "white_papers", id, { status: "published" });
    await servedWithin15s(200);
    await moveToTrash(admin, "white_papers", id);
    await servedWithin15s(404);
    await fileWithin15s(false);
    expect(await (await fetch(`http://127.0.0.1:${SITE_PORT}/resources/white-papers`)).text()).not.toContain(title);
    await restoreFromTrash(admin, "white_papers", id);
    await servedWithin15s(200);
    await fileWithin15s(true);
  }, 150_000);

  it("stops both servers cleanly on Ctrl-C", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    signalGroup("SIGINT");
    expect(await exited).toBe(0);
    expect(output).toContain("Stopping...");
    await expect(fetch(`http://127.0.0.1:${API_PORT}/rest/v1/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${SITE_PORT}/`)).rejects.toThrow();
  }, 20_000);
});
