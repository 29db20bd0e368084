// @vitest-environment jsdom
/**
 * Lazy illustrations without React (issue #13, src/lib/lazy-reveal.ts):
 * a frame marked data-lazy-reveal fades its illustration in and hides
 * "Loading..." once 10% of it is visible, touching only a class and an
 * attribute; frames that fetch a picture are left to React.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { revealLazyIllustrations } from "../../../site/src/lib/lazy-reveal";

const FRAMES = `
  <div class="lazy-image" data-lazy-reveal="true"><span class="lazy-image__placeholder">Loading...</span>
    <div class="lazy-image__content"><svg></svg></div></div>
  <div class="lazy-image" id="photo"><span class="lazy-image__placeholder">Loading...</span></div>`;

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("revealLazyIllustrations", () => {
  it("reveals an illustration when 10% of its frame is visible, and leaves picture frames alone", () => {
    let callback!: Callback;
    const observed: Element[] = [];
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: Callback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = FRAMES;
    revealLazyIllustrations();
    expect(options?.threshold).toBe(0.1);
    expect(observed).toHaveLength(1);
    const [frame] = observed;
    const content = frame!.querySelector(".lazy-image__content")!;
    expect(content.classList.contains("lazy-image__content--loaded")).toBe(false);
    callback([{ target: frame!, isIntersecting: false }]);
    expect(content.classList.contains("lazy-image__content--loaded")).toBe(false);
    callback([{ target: frame!, isIntersecting: true }]);
    expect(content.classList.contains("lazy-image__content--loaded")).toBe(true);
    expect(frame!.querySelector(".lazy-image__placeholder")!.hasAttribute("hidden")).toBe(true);
    expect(document.querySelector("#photo .lazy-image__placeholder")!.hasAttribute("hidden")).toBe(false);
  });

  it("reveals at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    document.body.innerHTML = FRAMES;
    revealLazyIllustrations();
    expect(document.querySelector(".lazy-image__content--loaded")).not.toBeNull();
  });
});
