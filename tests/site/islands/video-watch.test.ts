/**
 * Watch Video in plain DOM (issues #24, #28: site/src/islands/video-watch.ts
 * and dom-toast.ts): a video without a URL shows the prerendered toast, which
 * closes by itself or with its button; a tap elsewhere does nothing; a video
 * of ours opens in a player dialog with its captions, an embed is framed only
 * after the tap, and a view is counted once per play session. Playing in
 * real Chromium against the real backend: tests/e2e/site/video-playback.spec.ts.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { VIDEO_UNAVAILABLE_TOAST, VIDEO_WATCH_ATTR } from "../../../shared/content-cards/video-watch";
import { DOM_TOAST_ATTR, showDomToast, TOAST_MS } from "../../../site/src/islands/dom-toast";
import { attachVideoWatch, VIDEO_DIALOG_CLASS } from "../../../site/src/islands/video-watch";
import { watchButtonAttrs, type VideoPlay } from "../../../shared/content-cards/video-watch";

const LABELS = { close: "Close", player: "Video: A", captionsEn: "English", captionsZh: "中文", noPlayer: "No player" };
const PLAY: VideoPlay = {
  id: "v1",
  title: "A",
  src: "https://storage.example.test/videos/a.webm",
  embed: null,
  poster: "https://storage.example.test/a.png",
  captionsEn: "https://storage.example.test/a-en.vtt",
  captionsZh: "https://storage.example.test/a-zh.vtt",
  lang: "zh",
  labels: LABELS,
};

/** A card whose Watch Video button carries `play`, its views line counting v1. */
const playCard = (play: VideoPlay, extra = "") => {
  const attrs = Object.entries(watchButtonAttrs(play, play.id, play.src))
    .map(([name, value]) => `${name}='${value.replace(/'/g, "&#39;")}'`)
    .join(" ");
  return `<div data-testid="video-card">
    <p ${VIDEO_WATCH_ATTR.viewsForms}='{"one":"{{views}} view","other":"{{views}} views"}' ${VIDEO_WATCH_ATTR.viewsOf}="v1">3 views</p>
    <div id="slot">poster</div>
    <button ${attrs} ${extra}><span>Watch Video</span></button>
  </div>`;
};

/** A fetch that answers every view count with `views` and records the calls. */
function countingFetch(views: number) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(views), { status: 200 })),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const page = (url: string) => `
  <div data-testid="video-card">
    <p ${VIDEO_WATCH_ATTR.viewsForms}='{"one":"{{views}} view","other":"{{views}} views"}'>3 views</p>
    <button ${VIDEO_WATCH_ATTR.id}="v1" ${VIDEO_WATCH_ATTR.url}="${url}"><span>Watch Video</span></button>
  </div>
  <button id="other">Other</button>
  <div class="dom-toasts"><div role="alert" ${DOM_TOAST_ATTR}="${VIDEO_UNAVAILABLE_TOAST}" hidden>
    Video not available<button aria-label="Close">×</button></div></div>`;

const toast = () => document.querySelector<HTMLElement>(`[${DOM_TOAST_ATTR}]`)!;

beforeAll(() => attachVideoWatch(document));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Watch Video without React", () => {
  it("shows 'Video not available' for a video without a URL, opens nothing, and closes it after 4 s", () => {
    vi.useFakeTimers();
    const open = vi.fn();
    vi.stubGlobal("open", open);
    document.body.innerHTML = page("");
    document.querySelector<HTMLElement>("button span")!.click();
    expect(toast().hidden).toBe(false);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toast().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast().hidden).toBe(true);
  });

  it("closes the toast with its close button, and a new tap starts its time again", () => {
    vi.useFakeTimers();
    document.body.innerHTML = page("");
    const watch = document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!;
    watch.click();
    toast().querySelector("button")!.click();
    expect(toast().hidden).toBe(true);
    watch.click();
    vi.advanceTimersByTime(TOAST_MS - 100);
    watch.click();
    vi.advanceTimersByTime(TOAST_MS - 100);
    expect(toast().hidden).toBe(false);
  });

  it("opens a URL without anything to play in a new tab within the tap (a file elsewhere)", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    // The count's request fails here (no backend): the card keeps its line, the error is logged.
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = page("https://videos.example.test/a.mp4");
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    expect(open).toHaveBeenCalledWith("https://videos.example.test/a.mp4", "_blank", "noopener");
    expect(toast().hidden).toBe(true);
    // The count (its code loads first) fails and is logged; wait for it, so it ends within this test.
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith("Failed to count the video view", expect.any(Error)),
    );
  });

  it("leaves other buttons alone, and says when a page has no such toast", () => {
    document.body.innerHTML = page("");
    const other = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("other")!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(toast().hidden).toBe(true);
    expect(showDomToast("no-such-toast")).toBe(false);
  });
});

describe("the in-page player (issue #28)", () => {
  it("opens our file in a dialog: controls, poster, both captions with the page's language the default", () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    countingFetch(4);
    document.body.innerHTML = playCard(PLAY);
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    const dialog = document.querySelector<HTMLDialogElement>(`dialog.${VIDEO_DIALOG_CLASS}`)!;
    expect(dialog.hasAttribute("open")).toBe(true);
    const video = dialog.querySelector("video")!;
    expect(video.getAttribute("src")).toBe(PLAY.src);
    expect(video.controls).toBe(true);
    expect(video.getAttribute("poster")).toBe(PLAY.poster);
    expect(video.getAttribute("aria-label")).toBe("Video: A");
    const tracks = [...video.querySelectorAll("track")].map((t) => [t.srclang, t.label, t.src, t.default]);
    expect(tracks).toEqual([
      ["en", "English", PLAY.captionsEn, false],
      ["zh", "中文", PLAY.captionsZh, true],
    ]);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    // Closing removes the player and gives the focus back.
    dialog.querySelector("button")!.click();
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("puts our file's player in place of its target (the item page) and starts it, without a dialog", () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    countingFetch(4);
    document.body.innerHTML = playCard(PLAY, `${VIDEO_WATCH_ATTR.target}="slot"`);
    expect(document.querySelector("video")).toBeNull();
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    const video = document.querySelector<HTMLVideoElement>("#slot > video")!;
    expect(document.querySelector("#slot")!.textContent).not.toContain("poster");
    expect(video.getAttribute("src")).toBe(PLAY.src);
    expect(video.controls).toBe(true);
    expect(video.getAttribute("poster")).toBe(PLAY.poster);
    expect(video.getAttribute(VIDEO_WATCH_ATTR.count)).toBe("v1");
    expect([...video.querySelectorAll("track")].map((t) => t.srclang)).toEqual(["en", "zh"]);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("counts one view per play session: not again on resume, again after the end", async () => {
    const fetch = countingFetch(4);
    document.body.innerHTML = `${playCard(PLAY)}<video ${VIDEO_WATCH_ATTR.count}="v1"></video><video></video>`;
    const [counted, other] = [...document.querySelectorAll("video")];
    counted!.dispatchEvent(new Event("play"));
    counted!.dispatchEvent(new Event("pause"));
    counted!.dispatchEvent(new Event("play"));
    other!.dispatchEvent(new Event("play"));
    await vi.waitFor(() =>
      expect(document.querySelector(`[${VIDEO_WATCH_ATTR.viewsOf}]`)!.textContent).toBe("4 views"),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain("rpc/increment_video_views");
    expect(JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body))).toEqual({ video_id: "v1" });
    counted!.dispatchEvent(new Event("ended"));
    counted!.dispatchEvent(new Event("play"));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("frames an embed's privacy-enhanced player only on the tap, in place of its target, and counts it", async () => {
    const fetch = countingFetch(9);
    const embed = { ...PLAY, src: null, embed: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
    document.body.innerHTML = playCard(embed, `${VIDEO_WATCH_ATTR.target}="slot"`);
    expect(document.querySelector("iframe")).toBeNull();
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    const frame = document.querySelector("#slot iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(document.querySelector("dialog")).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it("says 'Video not available' for an embed URL it does not accept, and frames nothing", () => {
    document.body.innerHTML =
      playCard({ ...PLAY, src: null, embed: "https://evil.test/watch?v=dQw4w9WgXcQ" }) +
      `<div class="dom-toasts"><div role="alert" ${DOM_TOAST_ATTR}="${VIDEO_UNAVAILABLE_TOAST}" hidden>x<button>×</button></div></div>`;
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    expect(document.querySelector("iframe")).toBeNull();
    expect(toast().hidden).toBe(false);
  });
});
