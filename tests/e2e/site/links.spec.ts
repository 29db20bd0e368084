/**
 * Every link resolves (issue #11): visits every public page in both
 * languages (the route table, app/paths.ts), waits for its data lists,
 * scrolls so every lazy picture loads, and collects every link href, image
 * src and `<link>` href, plus what the video library's Watch buttons open.
 * Then: no URL leaves the site and the local backend (mailto: and tel: are
 * not requests), and every URL answers 2xx. The white papers' Download PDF
 * delivers the stored object's bytes under the paper's name; Preview opens
 * the PDF inline in a new tab; pictures carry width/height and load lazily
 * below the fold, without any layout shift. No page has a placeholder link
 * (an empty, "#" or javascript: href; issue #30), in its HTML or once loaded.
 */
import { expect, test, type Page } from "@playwright/test";
import { href, LOCALES, PUBLIC_ROUTES, type RouteKey } from "../../../site/src/app/paths";
import { parsePublicObjectUrl } from "../../../shared/content/storage-urls";
import { parseSiteMediaPath } from "../../../shared/content/site-media";
import { service } from "../support/clients";
import { API_URL, WEB_URL } from "../support/env";
import { hydrated, islandReady, selectRows } from "./helpers";

/** The test id of the items each data-driven page lists, and how many the backend holds. */
const DATA_LISTS: Partial<Record<RouteKey, { testId: string; table: string }>> = {
  whitePapers: { testId: "white-paper", table: "white_papers" },
  caseStudies: { testId: "case-study", table: "case_studies" },
  videoLibrary: { testId: "video-card", table: "videos" },
  documentation: { testId: "doc-entry", table: "documentation" },
};

/** Schemes that are not fetched (they hand over to the mail or phone app). */
const NOT_REQUESTS = /^(mailto|tel):/;

/** Origins a page may point at: the site itself and its Supabase backend. */
const ALLOWED_ORIGINS = new Set([new URL(WEB_URL).origin, new URL(API_URL).origin]);

/**
 * Brings every picture frame into view, one by one, and waits until it has
 * faded in: its stored image loaded, or its drawing stands in.
 */
async function showEveryPicture(page: Page): Promise<void> {
  for (const frame of await page.locator(".lazy-image").all()) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator(".lazy-image__content--loaded")).toHaveCount(1);
  }
}

/** Loads a route, waits for its data, shows every lazy picture, checks its links; returns the URLs it references. */
async function visit(page: Page, key: RouteKey, path: string): Promise<string[]> {
  await page.goto(path);
  // No wait for an idle network: the lists and pictures, all that arrives late, are awaited below.
  await islandReady(page);
  const list = DATA_LISTS[key];
  if (list) {
    const rows = await selectRows(list.table, "select=id");
    await expect(page.getByTestId(list.testId)).toHaveCount(rows.length);
  }
  await showEveryPicture(page);
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
  );
  expect(broken, `${path}: images that did not load`).toEqual([]);
  // Issue #30: no placeholder link: every <a> has an href that is neither empty, "#" nor javascript:.
  const placeholders = await page.evaluate(() =>
    [...document.querySelectorAll("a")]
      .filter((a) => {
        const value = a.getAttribute("href");
        return value === null || value.trim() === "" || value.trim() === "#" || /^\s*javascript:/i.test(value);
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
  expect(placeholders, `${path}: links without a target`).toEqual([]);
  return page.evaluate(() => [
    ...[...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
    ...[...document.images].map((img) => img.currentSrc || img.src),
    ...[...document.querySelectorAll("link[href]")].map((l) => (l as HTMLLinkElement).href),
  ]);
}

/**
 * Clicks every Watch Video button with window.open recorded; returns the URLs
 * of the videos it played on the page (issue #28: a player dialog, no new tab)
 * and any it opened.
 */
async function watchTargets(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  const buttons = page.getByRole("button", { name: /^(Watch video: |观看视频：)/ });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  const rows = await selectRows<{ video_url: string | null }>("videos", "select=video_url");
  // dispatchEvent: the "Video not available" toasts may cover later buttons.
  const played: string[] = [];
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).dispatchEvent("click");
    const player = page.locator("dialog video");
    if ((await player.count()) === 0) continue;
    played.push((await player.getAttribute("src")) ?? "");
    await page.keyboard.press("Escape");
    await expect(player).toHaveCount(0);
  }
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  // Each button either played its video on the page or said it has none (spec §8 "Video not available").
  expect(opened).toEqual([]);
  expect(played).toHaveLength(rows.filter((r) => r.video_url).length);
  return played;
}

test.describe("every link on every public page", () => {
  // One test per language, so the two workers share them out.
  for (const locale of LOCALES) {
    test(`stays on the site and the local backend and answers 2xx (${locale})`, async ({ page, request }) => {
      test.slow();
      const seenOn = new Map<string, string>();
      for (const route of PUBLIC_ROUTES) {
        const path = href(route.key, locale);
        const urls = await visit(page, route.key, path);
        if (route.key === "videoLibrary") urls.push(...(await watchTargets(page)));
        for (const url of urls) {
          if (NOT_REQUESTS.test(url)) continue;
          const bare = url.split("#")[0]!;
          if (!seenOn.has(bare)) seenOn.set(bare, path);
        }
      }
      const external = [...seenOn].filter(([url]) => !ALLOWED_ORIGINS.has(new URL(url).origin));
      expect(external.map(([url, path]) => `${url} (on ${path})`)).toEqual([]);

      // The seeded covers, thumbnails, images and PDFs are among them (issue #11): the pictures as the site's
      // own copies (issue #24), the files on Storage.
      const stored = [...seenOn.keys()].filter(
        (url) => parsePublicObjectUrl(url) || parseSiteMediaPath(new URL(url).pathname),
      );
      expect(stored.length).toBeGreaterThan(40);

      const failures: string[] = [];
      for (const [url, path] of seenOn) {
        const response = await request.get(url, { failOnStatusCode: false });
        if (response.status() < 200 || response.status() > 299)
          failures.push(`${url} (on ${path}): HTTP ${response.status()}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

test('no page\'s prerendered HTML has an empty, "#" or javascript: href, in either language (issue #30)', async ({
  request,
}) => {
  const found: string[] = [];
  for (const locale of LOCALES) {
    for (const route of PUBLIC_ROUTES) {
      const path = href(route.key, locale);
      const html = await (await request.get(`${WEB_URL}${path}`)).text();
      for (const match of html.matchAll(/\shref\s*=\s*("\s*#?\s*"|'\s*#?\s*'|"\s*javascript:[^"]*")/gi)) {
        found.push(`${path}: ${match[0].trim()}`);
      }
    }
  }
  expect(found).toEqual([]);
});

test.describe("white paper files", () => {
  test("Download PDF saves the paper's own stored PDF under its title; Preview opens it inline in a new tab", async ({
    page,
  }) => {
    const papers = await selectRows<{ title: string; title_zh: string | null; pdf_url: string | null }>(
      "white_papers",
      "select=title,title_zh,pdf_url&order=date_published.desc",
    );
    const paper = papers.find((p) => p.pdf_url && p.title_zh)!;
    expect(paper, "the seed holds a translated paper with a PDF").toBeDefined();
    const stored = parsePublicObjectUrl(paper.pdf_url!)!;
    const { data, error } = await service().storage.from(stored.bucket).download(stored.path);
    expect(error).toBeNull();
    const expected = Buffer.from(await data!.arrayBuffer());
    expect(expected.subarray(0, 5).toString()).toBe("%PDF-");

    for (const [locale, title] of [
      ["en", paper.title],
      ["zh", paper.title_zh!],
    ] as const) {
      await page.goto(href("whitePapers", locale));
      await hydrated(page);
      const card = page.getByTestId("white-paper").filter({ hasText: title });
      const downloadLink = card.getByRole("link", { name: locale === "en" ? "Download PDF" : "下载 PDF" });
      const download = page.waitForEvent("download");
      await downloadLink.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${title}.pdf`);
      const saved = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(expected), `${locale}: the downloaded bytes are the stored object`).toBe(
        true,
      );

      const preview = card.getByRole("link", { name: locale === "en" ? "Preview" : "预览" });
      await expect(preview).toHaveAttribute("href", paper.pdf_url!);
      await expect(preview).toHaveAttribute("target", "_blank");
      const inline = await page.request.get(paper.pdf_url!);
      expect(inline.headers()["content-type"]).toBe("application/pdf");
      expect(inline.headers()["content-disposition"]).toBeUndefined();
    }
  });
});

test.describe("content pictures", () => {
  test("show the stored images with width/height, lazily below the fold, without layout shift", async ({ page }) => {
    for (const key of ["whitePapers", "caseStudies", "videoLibrary", "documentation"] as const) {
      const path = href(key, "en");
      await page.goto(path);
      await hydrated(page);
      const list = DATA_LISTS[key]!;
      await expect(page.getByTestId(list.testId).first()).toBeVisible();
      // Layout shifts from here on: the pictures arriving must not move anything.
      await page.evaluate(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((entries) => {
          for (const e of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: "layout-shift" });
      });
      await showEveryPicture(page);
      const images = await page.evaluate(() =>
        [...document.querySelectorAll(".lazy-image img")].map((img) => {
          const i = img as HTMLImageElement;
          const box = i.getBoundingClientRect();
          return {
            src: i.src,
            width: i.getAttribute("width"),
            height: i.getAttribute("height"),
            loading: i.getAttribute("loading"),
            ratio: box.width / box.height,
            natural: i.naturalWidth,
          };
        }),
      );
      const rows = await selectRows(list.table, "select=id");
      expect(images.length, `${path}: one stored picture per item`).toBe(rows.length);
      for (const image of images) {
        // The site's copy of the stored picture (issue #24), or the stored picture itself.
        const bucket =
          parseSiteMediaPath(new URL(image.src).pathname)?.bucket ?? parsePublicObjectUrl(image.src)?.bucket;
        expect(bucket, image.src).toBe("content-images");
        expect(Number(image.width) / Number(image.height)).toBeCloseTo(16 / 9, 1);
        expect(image.ratio).toBeCloseTo(16 / 9, 1);
        expect(image.natural).toBeGreaterThan(0);
      }
      // Below the fold (all but the first row of white papers and case studies) pictures load lazily.
      const eager = images.filter((i) => i.loading === "eager").length;
      expect(eager).toBeLessThanOrEqual(3);
      expect(images.filter((i) => i.loading === "lazy").length).toBe(images.length - eager);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `${path}: cumulative layout shift while the pictures load`).toBe(0);
    }
  });
});
