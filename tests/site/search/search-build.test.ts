/**
 * The build step of site search against the real local backend: it reads the
 * public content as the anon role, writes one index file per language with
 * the pages and the rows (issue #26: items leading to their own pages), and
 * still writes the pages when the backend is down.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readContentRows, writeSearchIndexes } from "../../../site/scripts/search-index";
import type { SearchDoc, SearchIndexFile } from "../../../site/src/features/search/search-documents";
import type { ContentRows } from "../../../site/src/features/search/search-records";
import { href, itemHref, type Locale } from "../../../site/src/app/paths";
import { isSlug } from "../../../shared/content/item-pages";
import { startTestServer, type RunningServer } from "../../../supabase/server/testing";

let server: RunningServer;
let outDir: string;
beforeAll(async () => {
  server = await startTestServer();
  outDir = await mkdtemp(path.join(tmpdir(), "search-index-"));
});
afterAll(async () => {
  await server?.close();
  await rm(outDir, { recursive: true, force: true });
});

/** The rows of each kind with item pages, in ContentRows. */
const RECORD_ROWS = {
  whitePaper: "whitePapers",
  caseStudy: "caseStudies",
  video: "videos",
  news: "news",
} as const satisfies Record<string, keyof ContentRows>;

const page = (url: string): SearchDoc => ({ id: `page:${url}`, kind: "page", title: "T", text: "MWD", url });

describe("the search index build step", () => {
  it("reads every public row and writes both languages' files with pages and rows", async () => {
    const rows = await readContentRows({ VITE_SUPABASE_URL: server.url, VITE_SUPABASE_ANON_KEY: server.anonKey });
    expect(rows).toBeDefined();
    const counts = (
      await server.db.query<{ n: number }>(
        "select (select count(*) from public.white_papers)::int + (select count(*) from public.case_studies)::int + (select count(*) from public.videos)::int + (select count(*) from public.documentation)::int + (select count(*) from public.news)::int as n",
      )
    ).rows[0]!.n;
    expect(Object.values(rows!).flat()).toHaveLength(counts);
    expect(counts).toBeGreaterThan(0);

    const sizes = await writeSearchIndexes(outDir, { en: [page("/")], zh: [page("/zh")] }, rows);
    const zh = JSON.parse(await readFile(path.join(outDir, "search", "zh.json"), "utf8")) as SearchIndexFile;
    expect(sizes.zh).toBe(Buffer.byteLength(JSON.stringify(zh)));
    expect(zh.locale).toBe("zh");
    expect(zh.pages.map((p) => p.url)).toEqual(["/zh"]);
    expect(zh.records).toHaveLength(counts);
    expect(zh.records.filter((r) => r.kind === "news").length).toBeGreaterThan(0);
    const en = JSON.parse(await readFile(path.join(outDir, "search", "en.json"), "utf8")) as SearchIndexFile;
    // Issue #26: white papers, case studies, videos and news lead to their own pages (the slug the database
    // made), in the file's language; documentation to its entry on the list page.
    const expected = (locale: Locale) =>
      Object.fromEntries(
        (
          [
            ["white_papers", "whitePaper"],
            ["case_studies", "caseStudy"],
            ["videos", "video"],
            ["news", "news"],
          ] as const
        ).flatMap(([table, kind]) =>
          rows![RECORD_ROWS[kind]].map((row) => [
            `${kind}:${row.id}`,
            itemHref(table, (row as { slug: string }).slug, locale),
          ]),
        ),
      );
    for (const [locale, file] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const items = file.records.filter((r) => r.kind !== "documentation");
      expect(Object.fromEntries(items.map((r) => [r.id, r.url]))).toEqual(expected(locale));
      expect(items.every((r) => isSlug(r.url.split("/").pop()))).toBe(true);
      const docs = file.records.filter((r) => r.kind === "documentation");
      expect(docs.length).toBeGreaterThan(0);
      for (const r of docs) expect(r.url).toBe(href("documentation", locale, `documentation-${r.id.split(":")[1]}`));
    }
  });

  it("leaves the rows out with a warning, quickly, when the backend is not running", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const rows = await readContentRows({ VITE_SUPABASE_URL: "http://127.0.0.1:9" });
    expect(rows).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warn.mock.calls[0]![0]).toMatch(
      /Search index: database content left out, http:\/\/127\.0\.0\.1:9 could not be read/,
    );
    warn.mockRestore();

    await writeSearchIndexes(outDir, { en: [page("/")], zh: [page("/zh")] }, undefined);
    const en = JSON.parse(await readFile(path.join(outDir, "search", "en.json"), "utf8")) as SearchIndexFile;
    expect(en.pages).toHaveLength(1);
    expect(en.records).toEqual([]);
  });
});
