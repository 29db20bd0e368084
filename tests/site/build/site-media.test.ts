/**
 * The build's copies of published pictures (issue #24,
 * site/scripts/site-media.ts), against a real HTTP server standing in for
 * Storage's public URLs: the `/media/…` paths of a page are downloaded
 * once, a picture Storage cannot give is reported (not fatal), copies no
 * page names any more are removed with their empty folders.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  copySiteMedia,
  pruneSiteMedia,
  siteMediaFile,
  siteMediaLine,
  siteMediaWords,
  siteMediaRefs,
} from "../../../site/scripts/site-media";

const OBJECTS: Record<string, string> = {
  "/storage/v1/object/public/content-images/white-papers/1/image-1.png": "png bytes",
  "/storage/v1/object/public/content-images/variants/white-papers/1/image-1.png.w480.webp": "webp 480",
  "/storage/v1/object/public/content-images/news/a%20b/image-2.png": "news picture",
};

let server: Server;
let origin: string;
const requests: string[] = [];
let outDir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url!);
    const body = OBJECTS[req.url!];
    res.writeHead(body ? 200 : 400, { "Content-Type": body ? "image/png" : "application/json" });
    res.end(body ?? '{"statusCode":"404","error":"not_found","message":"Object not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  requests.length = 0;
  outDir = await mkdtemp(path.join(tmpdir(), "site-media-"));
  return () => rm(outDir, { recursive: true, force: true });
});

const PAGE = `<main><img srcset="/media/content-images/variants/white-papers/1/image-1.png.w480.webp 480w, /media/content-images/variants/white-papers/1/image-1.png.w640.webp 640w"
  src="/media/content-images/white-papers/1/image-1.png" data-fallback-src="${"https://abc.supabase.co/storage/v1/object/public/content-images/white-papers/1/image-1.png"}" />
  <video poster="/media/content-images/news/a%20b/image-2.png"></video><a href="/media/content-files/x.pdf">x</a></main>`;

describe("siteMediaRefs", () => {
  it("finds each copied picture a page names once, and only content-images paths", () => {
    expect(siteMediaRefs(PAGE + PAGE)).toEqual([
      "/media/content-images/variants/white-papers/1/image-1.png.w480.webp",
      "/media/content-images/variants/white-papers/1/image-1.png.w640.webp",
      "/media/content-images/white-papers/1/image-1.png",
      "/media/content-images/news/a%20b/image-2.png",
    ]);
  });
});

describe("copySiteMedia", () => {
  it("downloads what is not on disk yet, reports what Storage refuses, and downloads nothing twice", async () => {
    const first = await copySiteMedia(outDir, siteMediaRefs(PAGE), origin);
    expect(first.copied).toBe(3);
    expect(first.missing).toEqual([
      { ref: "/media/content-images/variants/white-papers/1/image-1.png.w640.webp", reason: "HTTP 400" },
    ]);
    expect(await readFile(siteMediaFile(outDir, "/media/content-images/news/a%20b/image-2.png")!, "utf8")).toBe(
      "news picture",
    );
    expect(existsSync(path.join(outDir, "media", "content-images", "news", "a b", "image-2.png"))).toBe(true);
    requests.length = 0;
    const second = await copySiteMedia(outDir, siteMediaRefs(PAGE), origin);
    expect(second.copied).toBe(0);
    expect(requests).toEqual([
      "/storage/v1/object/public/content-images/variants/white-papers/1/image-1.png.w640.webp",
    ]);
  });

  it("reports an unreachable Storage without throwing", async () => {
    const result = await copySiteMedia(
      outDir,
      ["/media/content-images/white-papers/1/image-1.png"],
      "http://127.0.0.1:9",
    );
    expect(result.copied).toBe(0);
    expect(result.missing).toHaveLength(1);
    expect(siteMediaLine(0, result.missing, 0)).toMatch(
      /^Site media: 1 left on Storage \(not readable: \/media\/content-images\/white-papers\/1\/image-1\.png, /,
    );
  });
});

describe("siteMediaWords / siteMediaLine", () => {
  it("say what happened, singular or plural, leaving out what is zero; nothing when nothing happened", () => {
    expect(siteMediaWords(1, 2, 0)).toEqual(["1 picture copied", "2 picture copies removed"]);
    expect(siteMediaWords(3, 1, 2)).toEqual(["3 pictures copied", "1 picture copy removed", "2 left on Storage"]);
    expect(siteMediaWords(0, 0, 0)).toEqual([]);
    expect(siteMediaLine(0, [], 0)).toBe("");
    expect(siteMediaLine(164, [], 0)).toBe("Site media: 164 pictures copied");
  });
});

describe("pruneSiteMedia", () => {
  it("removes the copies no page names any more, and their empty folders", async () => {
    await copySiteMedia(outDir, siteMediaRefs(PAGE), origin);
    await mkdir(path.join(outDir, "zh"), { recursive: true });
    // Only the white paper's picture is still shown (on a Chinese page); the news picture's item went private.
    await writeFile(
      path.join(outDir, "zh", "index.html"),
      '<img src="/media/content-images/white-papers/1/image-1.png" srcset="/media/content-images/variants/white-papers/1/image-1.png.w480.webp 480w">',
    );
    expect(await pruneSiteMedia(outDir)).toBe(1);
    expect(existsSync(path.join(outDir, "media", "content-images", "news"))).toBe(false);
    expect(existsSync(siteMediaFile(outDir, "/media/content-images/white-papers/1/image-1.png")!)).toBe(true);
    expect(await pruneSiteMedia(outDir)).toBe(0);
  });

  it("does nothing without copies", async () => {
    expect(await pruneSiteMedia(outDir)).toBe(0);
  });
});
