/**
 * Videos play on the site (issue #28), in real Chromium against the built
 * site and the local backend with the seed's generated videos
 * (supabase/seed/seed-videos.ts):
 *
 * - item pages: at least four seeded videos play in the page's native
 *   `<video>`, put in place by the play button from the keyboard
 *   (currentTime advances), offer English and Chinese captions (the page's
 *   language the one shown), have no `<video>` and request no video bytes
 *   before play, and count one view per play session (pause and resume with
 *   Space count nothing);
 * - the video library: Watch Video plays in a dialog on the page (no new
 *   tab), counts one view and shows the new count on the card;
 * - /watch-demo: the master card plays the product demo and each of the four
 *   library cards its video;
 * - an embed (a row with embed_url, added here through the service-role
 *   client and removed afterwards): nothing is requested from YouTube or
 *   Vimeo before the visitor presses play; then exactly the privacy-enhanced
 *   player is framed.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatViews } from "../../../shared/content-cards/format-views";
import { VIDEO_EMBED_FRAME_ORIGINS } from "../../../shared/content/video-embeds";
import { itemHref, type Locale } from "../../../site/src/app/paths";
import { DEMO_LIBRARY_SLUGS, DEMO_VIDEO_SLUG } from "../../../site/src/features/products/demo-videos";
import { VIDEO_DIALOG_CLASS } from "../../../site/src/islands/video-watch";
import { SEED_VIDEO_WITHOUT_FILE } from "../../../supabase/seed/content";
import { video as videoRow } from "../../fixtures/content";
import { service } from "../support/clients";
import { showFreshRows } from "../support/fresh-lists";
import { hydrated, selectRows } from "./helpers";

interface VideoRow {
  id: string;
  slug: string;
  title: string;
  title_zh: string | null;
  video_url: string | null;
  views: number;
}

/** The seeded videos with a file, newest first. */
async function playableVideos(): Promise<VideoRow[]> {
  const rows = await selectRows<VideoRow>("videos", "select=*&order=date_published.desc");
  return rows.filter((row) => row.video_url && row.id !== SEED_VIDEO_WITHOUT_FILE);
}

/** The views of video `id` as a visitor reads them. */
async function viewsOf(id: string): Promise<number> {
  const [row] = await selectRows<{ views: number }>("videos", `select=views&id=eq.${id}`);
  return row!.views;
}

/** Records the URLs of video files (`.webm`/`.mp4`) the page requests from now on. */
function videoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url()) || request.resourceType() === "media") urls.push(request.url());
  });
  return urls;
}

/**
 * Records the view counts the page asks for (`increment_video_views`): the
 * video ids, and the counts the backend answered. Other tests play the same
 * seeded videos in parallel, so "one view per play" is checked on the page's
 * own requests; the backend's count is checked to have gone up.
 */
function viewCounts(page: Page): { ids: string[]; answers: number[] } {
  const counts = { ids: [] as string[], answers: [] as number[] };
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/rpc/increment_video_views"))
      counts.ids.push((JSON.parse(request.postData() ?? "{}") as { video_id: string }).video_id);
  });
  page.on("response", async (response) => {
    if (response.url().includes("/rest/v1/rpc/increment_video_views") && response.ok())
      counts.answers.push(Number(await response.text()));
  });
  return counts;
}

/** Waits until `video` has played past `seconds` (its currentTime advances). */
async function expectPlaying(video: Locator, seconds = 0.5): Promise<void> {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(seconds);
}

/** The captions tracks of `video`: language, label and mode, once loaded. */
function captionTracks(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) =>
    [...v.textTracks].map((track) => ({ lang: track.language, label: track.label, mode: track.mode })),
  );
}

test.describe("item pages", () => {
  for (const locale of ["en", "zh"] as const satisfies Locale[]) {
    test(`four seeded videos play with captions, no bytes before play, one view per play (${locale})`, async ({
      page,
    }) => {
      test.slow();
      // The most watched four (the library spec counts a view of the least watched one meanwhile).
      const videos = (await playableVideos()).sort((a, b) => b.views - a.views).slice(0, 4);
      expect(videos).toHaveLength(4);
      for (const row of videos) {
        const requested = videoRequests(page);
        const counts = viewCounts(page);
        await page.goto(itemHref("videos", row.slug, locale));
        await hydrated(page);
        const player = page.getByTestId("video-player");
        // No <video> before play: no video bytes, no native controls to lay out while the page loads.
        await expect(player.locator("video")).toHaveCount(0);
        expect(requested, "no video bytes before play").toEqual([]);

        const before = await viewsOf(row.id);
        // The visitor's keyboard: Tab to the play button, Enter puts the player there and starts it.
        const play = player.getByTestId("video-play-button");
        await play.focus();
        await page.keyboard.press("Enter");
        const video = player.locator("video");
        await expectPlaying(video);
        await expect(video).toBeFocused();
        expect(requested.length).toBeGreaterThan(0);
        // Pause and resume from the keyboard (paused meanwhile: the seeded videos last 5 s): the same play
        // session, no second view.
        await page.keyboard.press("Space");
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        await expect
          .poll(() => captionTracks(video))
          .toEqual([
            { lang: "en", label: "English", mode: locale === "en" ? "showing" : "disabled" },
            { lang: "zh", label: "中文", mode: locale === "zh" ? "showing" : "disabled" },
          ]);
        await page.keyboard.press("Space");
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
        await expect.poll(() => counts.answers.length).toBe(1);
        expect(counts.ids).toEqual([row.id]);
        expect(counts.answers[0]).toBeGreaterThanOrEqual(before + 1);
        expect(await viewsOf(row.id)).toBeGreaterThanOrEqual(before + 1);
        await expect(page.getByTestId("fact-views")).toContainText(formatViews(counts.answers[0]!));
        // Let a possible second count arrive before checking there is none.
        await page.waitForTimeout(500);
        expect(counts.ids).toEqual([row.id]);
      }
    });
  }
});

test.describe("video library", () => {
  test("Watch Video plays in a dialog on the page and counts one view", async ({ page, context }) => {
    const [row] = await playableVideos();
    const requested = videoRequests(page);
    const counts = viewCounts(page);
    let tabs = 0;
    context.on("page", () => tabs++);
    await page.goto("/resources/video-library");
    await hydrated(page);
    expect(requested, "no video bytes before play").toEqual([]);
    const card = page.getByTestId("video-card").filter({ hasText: row!.title }).first();
    const before = await viewsOf(row!.id);
    await card.getByRole("button", { name: `Watch video: ${row!.title}` }).click();
    const dialog = page.locator(`dialog.${VIDEO_DIALOG_CLASS}`);
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expectPlaying(video);
    expect((await captionTracks(video)).map((t) => t.lang)).toEqual(["en", "zh"]);
    await expect.poll(() => counts.answers.length).toBe(1);
    expect(counts.ids).toEqual([row!.id]);
    expect(await viewsOf(row!.id)).toBeGreaterThanOrEqual(before + 1);
    await expect(card.getByTestId("video-views")).toContainText(formatViews(counts.answers[0]!));
    expect(tabs, "no new tab").toBe(0);
    // Escape closes it and stops the video.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("watch demo", () => {
  for (const locale of ["en", "zh"] as const satisfies Locale[]) {
    test(`the master card plays the product demo and each library card its video (${locale})`, async ({ page }) => {
      test.slow();
      const rows = await selectRows<VideoRow>("videos");
      const demo = rows.find((r) => r.slug === DEMO_VIDEO_SLUG)!;
      const counts = viewCounts(page);
      await page.goto(locale === "zh" ? "/zh/watch-demo" : "/watch-demo");
      await hydrated(page);
      const dialog = page.locator(`dialog.${VIDEO_DIALOG_CLASS}`);
      const before = await viewsOf(demo.id);
      await page.getByTestId("demo-master-video").getByTestId("video-play-button").click();
      await expectPlaying(dialog.locator("video"));
      await expect(dialog.locator("video")).toHaveAttribute("src", demo.video_url!);
      await expect.poll(() => counts.ids).toEqual([demo.id]);
      expect(await viewsOf(demo.id)).toBeGreaterThanOrEqual(before + 1);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      const cards = page.getByTestId("demo-library-video");
      await expect(cards).toHaveCount(4);
      for (const [i, slug] of DEMO_LIBRARY_SLUGS.entries()) {
        const row = rows.find((r) => r.slug === slug)!;
        await cards.nth(i).getByTestId("video-play-button").click();
        await expectPlaying(dialog.locator("video"), 0.3);
        await expect(dialog.locator("video")).toHaveAttribute("src", row.video_url!);
        await expect.poll(() => counts.ids.at(-1)).toBe(row.id);
        await dialog.getByRole("button").first().click();
        await expect(dialog).toHaveCount(0);
      }
    });
  }
});

test.describe("embeds", () => {
  test("nothing from YouTube before play; then only the privacy-enhanced player", async ({ page }) => {
    const admin = service();
    const title = `Embedded demo ${Date.now()}`;
    const { data, error } = await admin
      .from("videos")
      .insert(
        videoRow({
          title,
          status: "published",
          date_published: "2099-01-01",
          embed_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        }),
      )
      .select("id")
      .single();
    expect(error).toBeNull();
    try {
      const thirdParty: string[] = [];
      page.on("request", (request) => {
        const origin = new URL(request.url()).origin;
        if (/youtube|vimeo|ytimg|googlevideo/.test(origin)) thirdParty.push(request.url());
      });
      // No network to YouTube in the tests: its player answers with a stub page.
      await page.route(`${VIDEO_EMBED_FRAME_ORIGINS[0]}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
      );
      await page.goto("/resources/video-library");
      await hydrated(page);
      const card = page.getByTestId("video-card").filter({ hasText: title });
      await showFreshRows(page, card);
      await page.waitForLoadState("networkidle");
      expect(thirdParty, "no third-party request before play").toEqual([]);
      const before = await viewsOf(data!.id);
      await card.getByRole("button", { name: `Watch video: ${title}` }).click();
      const frame = page.locator(`dialog.${VIDEO_DIALOG_CLASS} iframe`);
      await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
      await expect.poll(() => thirdParty).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"]);
      // Nobody else knows this row: its count is exact.
      await expect.poll(() => viewsOf(data!.id)).toBe(before + 1);
    } finally {
      await admin.from("videos").delete().eq("id", data!.id);
    }
  });
});
