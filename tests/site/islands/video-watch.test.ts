/**
 * Watch Video in plain DOM (issue #24, site/src/islands/video-watch.ts and
 * dom-toast.ts): a video without a URL shows the prerendered toast, which
 * closes by itself or with its button; a tap elsewhere does nothing. The
 * count and the new tab for a video with a URL run against the real backend
 * in tests/e2e/site/data.spec.ts.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { VIDEO_UNAVAILABLE_TOAST, VIDEO_WATCH_ATTR } from "../../../shared/content-cards/video-watch";
import { DOM_TOAST_ATTR, showDomToast, TOAST_MS } from "../../../site/src/islands/dom-toast";
import { attachVideoWatch } from "../../../site/src/islands/video-watch";

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

  it("opens a video with a URL in a new tab within the tap", () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    // The count's request fails here (no backend): the card keeps its line, the error is logged.
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = page("https://videos.example.test/a.mp4");
    document.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`)!.click();
    expect(open).toHaveBeenCalledWith("https://videos.example.test/a.mp4", "_blank", "noopener");
    expect(toast().hidden).toBe(true);
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
