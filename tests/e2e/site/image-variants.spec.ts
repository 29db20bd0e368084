/**
 * Pictures at their shown size (issue #24): on /resources/white-papers, at a
 * phone viewport (390 px, 3x) and on a desktop (1280 px, 1x), every cover
 * the browser actually loads is a WebP variant (the prerendered `<img>`'s
 * `srcset`), its real pixel width (read by sharp from the response) is at
 * most twice the width it is drawn at in device pixels, and the `sizes`
 * slot the browser chose by matches the drawn width. The same holds with
 * JavaScript off (the prerendered HTML alone). The covers come from the
 * site's own origin (`/media/…`, the build's copies), and a copy that is
 * missing gives way to Storage, with JavaScript. Only the first cover of a
 * list (the phone's largest paint) is fetched and preloaded at high
 * priority; the covers beside it load eagerly at the browser's own priority.
 */
import { expect, type Page, type Response, test } from "@playwright/test";
import sharp from "sharp";

const COVERS = '[data-testid="white-paper"] .lazy-image img';

/** Collects every response of the content-images bucket, or of the site's copies of it, by URL. */
function imageResponses(page: Page): Map<string, Response> {
  const responses = new Map<string, Response>();
  page.on("response", (r) => {
    if (/\/storage\/v1\/object\/public\/content-images\/|\/media\/content-images\//.test(r.url()))
      responses.set(r.url(), r);
  });
  return responses;
}

/** Whether `url` is one of the site's copies on the page's own origin. */
const isSiteCopy = (page: Page, url: string) =>
  new URL(url).origin === new URL(page.url()).origin && new URL(url).pathname.startsWith("/media/content-images/");

/** Scrolls every cover into view and waits until each has loaded; returns what each shows. */
async function loadedCovers(page: Page) {
  const covers = page.locator(COVERS);
  await expect(covers.first()).toBeVisible();
  const count = await covers.count();
  expect(count).toBeGreaterThan(3);
  const found = [];
  for (let i = 0; i < count; i++) {
    const cover = covers.nth(i);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    found.push(
      await cover.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        srcset: img.srcset,
        naturalWidth: img.naturalWidth,
        // The w descriptor of the srcset entry the browser chose (its URLs may be relative: the site's copies).
        descriptor: Number(
          img.srcset
            .split(", ")
            .map((entry) => entry.split(" "))
            .find(([url]) => new URL(url!, location.href).href === img.currentSrc)?.[1]
            ?.replace("w", ""),
        ),
        drawnWidth: img.getBoundingClientRect().width,
        dpr: window.devicePixelRatio,
      })),
    );
  }
  return found;
}

/** Checks each loaded cover against its response (see the module comment). */
async function expectFittingWebp(page: Page, responses: Map<string, Response>, fromSite = true) {
  const covers = await loadedCovers(page);
  for (const cover of covers) {
    expect(isSiteCopy(page, cover.currentSrc), cover.currentSrc).toBe(fromSite);
    const response = responses.get(cover.currentSrc);
    expect(response, cover.currentSrc).toBeDefined();
    expect(response!.headers()["content-type"]).toMatch(/^image\/(webp|avif)/);
    const meta = await sharp(await response!.body()).metadata();
    expect(["webp", "heif"]).toContain(meta.format);
    expect(meta.width!, cover.currentSrc).toBeLessThanOrEqual(2 * cover.drawnWidth * cover.dpr);
    // With w descriptors, naturalWidth = real width x slot / descriptor: the slot `sizes` gave the browser.
    const descriptor = cover.descriptor;
    const slot = (cover.naturalWidth * descriptor) / meta.width!;
    expect(Math.abs(slot - cover.drawnWidth), `sizes slot ${slot} vs drawn ${cover.drawnWidth}`).toBeLessThan(
      0.05 * cover.drawnWidth,
    );
  }
  // Nothing of the bucket was fetched as a PNG original.
  for (const [url, response] of responses) {
    if (response.request().resourceType() === "image")
      expect(response.headers()["content-type"], url).not.toBe("image/png");
  }
}

test.describe("white paper covers on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test("load as WebP at most twice their drawn device pixels", async ({ page }) => {
    const responses = imageResponses(page);
    await page.goto("/resources/white-papers");
    await expectFittingWebp(page, responses);
  });
});

test.describe("white paper covers on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test("load as WebP at most twice their drawn width", async ({ page }) => {
    const responses = imageResponses(page);
    await page.goto("/resources/white-papers");
    await expectFittingWebp(page, responses);
  });

  test("load as WebP from the prerendered HTML with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const responses = imageResponses(page);
    await page.goto("/resources/white-papers");
    await expectFittingWebp(page, responses);
    await context.close();
  });
});

test.describe("white paper covers without their copies on the site", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test("load their WebP variants from Storage instead (a picture published after the build)", async ({ page }) => {
    await page.route("**/media/content-images/**", (route) => route.fulfill({ status: 404, body: "" }));
    const responses = imageResponses(page);
    await page.goto("/resources/white-papers");
    await expectFittingWebp(page, responses, false);
  });
});

test.describe("the first cover of a list is the one preloaded", () => {
  for (const path of ["/resources/white-papers", "/zh/resources/case-studies"]) {
    test(`${path}: one high-priority preload and picture, the next ones eager without it`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const preloads = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((t) =>
        /fetchPriority="high"/i.test(t),
      );
      expect(preloads).toHaveLength(1);
      const pictures = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag).filter((t) => t.includes("/media/"));
      expect(pictures.length).toBeGreaterThan(1);
      expect(pictures[0]).toMatch(/fetchPriority="high"/i);
      expect(pictures[0]).toMatch(/loading="eager"/);
      expect(pictures.slice(1).filter((t) => /fetchPriority/i.test(t))).toEqual([]);
      expect(pictures[1]).toMatch(/loading="eager"/);
      // The preload is the first picture's variants.
      const firstSrcset = /srcSet="([^"]+)"/i.exec(pictures[0]!)?.[1];
      expect(preloads[0]).toContain(`imageSrcSet="${firstSrcset}"`);
    });
  }
});
