/**
 * site/scripts/rebuild/atomic-write.ts (issue #27): a page being replaced is
 * always read whole (old or new), no temporary file stays behind, and a
 * removed item page takes its empty folders with it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeFile, writeFileAtomic } from "../../../site/scripts/rebuild/atomic-write";

const dir = mkdtempSync(join(tmpdir(), "atomic-write-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("writeFileAtomic()", () => {
  it("creates the folders and the file, leaving no temporary file", async () => {
    const file = join(dir, "a", "b", "index.html");
    await writeFileAtomic(file, "<p>one</p>");
    expect(readFileSync(file, "utf8")).toBe("<p>one</p>");
    expect(readdirSync(join(dir, "a", "b"))).toEqual(["index.html"]);
  });

  it("never lets a reader see a half-written page while it is replaced over and over", async () => {
    const file = join(dir, "page.html");
    const pages = ["a", "b"].map((c) => c.repeat(1024 * 1024));
    await writeFileAtomic(file, pages[0]!);
    let writing = true;
    const reads: string[] = [];
    const reader = (async () => {
      while (writing) reads.push(await readFile(file, "utf8"));
    })();
    for (let i = 1; i <= 8; i++) await writeFileAtomic(file, pages[i % 2]!);
    writing = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    for (const text of reads) expect(pages).toContain(text);
    expect(readdirSync(dir).filter((name) => name.includes("partial"))).toEqual([]);
  });

  it("on failure leaves the old file and no temporary file, and throws", async () => {
    // The target is a folder: the rename fails after the temporary file was written.
    const target = join(dir, "taken");
    mkdirSync(join(target, "inside"), { recursive: true });
    await expect(writeFileAtomic(target, "x")).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.includes("partial"))).toEqual([]);
    expect(existsSync(join(target, "inside"))).toBe(true);
  });
});

describe("removeFile()", () => {
  it("removes the page and its folders left empty, up to the root, not a folder with other files", async () => {
    const root = join(dir, "site");
    mkdirSync(join(root, "news", "old-slug"), { recursive: true });
    writeFileSync(join(root, "news", "old-slug", "index.html"), "old");
    writeFileSync(join(root, "news", "index.html"), "list");
    await removeFile(root, join(root, "news", "old-slug", "index.html"));
    expect(existsSync(join(root, "news", "old-slug"))).toBe(false);
    expect(readFileSync(join(root, "news", "index.html"), "utf8")).toBe("list");
  });

  it("is quiet when the file is already gone, and never removes the root", async () => {
    const root = join(dir, "empty-root");
    mkdirSync(join(root, "x"), { recursive: true });
    await removeFile(root, join(root, "x", "index.html"));
    expect(existsSync(join(root, "x"))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });
});
