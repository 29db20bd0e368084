/**
 * Lazy pictures without React (issue #13, src/lib/lazy-reveal.ts): a
 * frame marked data-lazy-reveal fades its illustration in and hides
 * "Loading..." once 10% of it is visible, or its stored picture once it has
 * loaded (a failure asks for hydration), touching only a class and an
 * attribute; unmarked frames are left to React.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { recoverSiteCopies, revealLazyPictures } from "../../../site/src/lib/lazy-reveal";

const FRAMES = `
  <div class="lazy-image" data-lazy-reveal="true"><span class="lazy-image__placeholder">Loading...</span>
    <div class="lazy-image__content"><svg></svg></div></div>
  <div class="lazy-image" id="photo"><span class="lazy-image__placeholder">Loading...</span></div>`;

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("revealLazyPictures", () => {
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
    revealLazyPictures();
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

  it("reveals a stored picture once it loads, and asks for hydration when it fails", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    document.body.innerHTML = `
      <div class="lazy-image" data-lazy-reveal="true" id="ok"><span class="lazy-image__placeholder">Loading...</span>
        <div class="lazy-image__content"><img src="a.png" /></div></div>
      <div class="lazy-image" data-lazy-reveal="true" id="broken"><span class="lazy-image__placeholder">Loading...</span>
        <div class="lazy-image__content"><img src="b.png" /></div></div>`;
    const failed = vi.fn();
    revealLazyPictures(document, failed);
    const ok = document.querySelector("#ok")!;
    expect(ok.querySelector(".lazy-image__content--loaded")).toBeNull();
    ok.querySelector("img")!.dispatchEvent(new Event("load"));
    expect(ok.querySelector(".lazy-image__content--loaded")).not.toBeNull();
    expect(failed).not.toHaveBeenCalled();
    document.querySelector("#broken img")!.dispatchEvent(new Event("error"));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(document.querySelector("#broken .lazy-image__content--loaded")).toBeNull();
  });

  it("loads a picture's stored original when its sized variant fails (issue #24), and fails only after that", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    document.body.innerHTML = `
      <div class="lazy-image" data-lazy-reveal="true" id="v"><span class="lazy-image__placeholder">Loading...</span>
        <div class="lazy-image__content"><img src="c.png" srcset="c.w480.webp 480w" sizes="300px" /></div></div>`;
    const failed = vi.fn();
    revealLazyPictures(document, failed);
    const img = document.querySelector<HTMLImageElement>("#v img")!;
    img.dispatchEvent(new Event("error"));
    expect(failed).not.toHaveBeenCalled();
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
    expect(img.getAttribute("src")).toBe("c.png");
    img.dispatchEvent(new Event("load"));
    expect(document.querySelector("#v .lazy-image__content--loaded")).not.toBeNull();

    document.body.innerHTML = `
      <div class="lazy-image" data-lazy-reveal="true" id="w"><span class="lazy-image__placeholder">Loading...</span>
        <div class="lazy-image__content"><img src="d.png" srcset="d.w480.webp 480w" /></div></div>`;
    revealLazyPictures(document, failed);
    const second = document.querySelector<HTMLImageElement>("#w img")!;
    second.dispatchEvent(new Event("error"));
    second.dispatchEvent(new Event("error"));
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("loads a site copy that fails from Storage, then Storage's original, before asking for hydration", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    document.body.innerHTML = `
      <div class="lazy-image" data-lazy-reveal="true" id="m"><span class="lazy-image__placeholder">Loading...</span>
        <div class="lazy-image__content"><img src="/media/content-images/e.png" srcset="/media/content-images/variants/e.png.w480.webp 480w"
          sizes="300px" data-fallback-src="https://s.example/e.png" data-fallback-srcset="https://s.example/e.w480.webp 480w" /></div></div>`;
    const failed = vi.fn();
    revealLazyPictures(document, failed);
    const img = document.querySelector<HTMLImageElement>("#m img")!;
    img.dispatchEvent(new Event("error"));
    expect(img.getAttribute("src")).toBe("https://s.example/e.png");
    expect(img.getAttribute("srcset")).toBe("https://s.example/e.w480.webp 480w");
    expect(img.getAttribute("sizes")).toBe("300px");
    expect(img.hasAttribute("data-fallback-src")).toBe(false);
    img.dispatchEvent(new Event("error"));
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.getAttribute("src")).toBe("https://s.example/e.png");
    expect(failed).not.toHaveBeenCalled();
    img.dispatchEvent(new Event("error"));
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("gives an item page's picture outside the lazy frames the same fallback to Storage", () => {
    document.body.innerHTML = `<img id="hero" src="/media/content-images/f.png" data-fallback-src="https://s.example/f.png" />
      <img id="plain" src="/illustration.svg" />`;
    recoverSiteCopies();
    const hero = document.querySelector<HTMLImageElement>("#hero")!;
    hero.dispatchEvent(new Event("error"));
    expect(hero.getAttribute("src")).toBe("https://s.example/f.png");
    expect(hero.hasAttribute("srcset")).toBe(false);
    document.querySelector("#plain")!.dispatchEvent(new Event("error"));
    expect(document.querySelector("#plain")!.getAttribute("src")).toBe("/illustration.svg");
  });

  it("reveals at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    document.body.innerHTML = FRAMES;
    revealLazyPictures();
    expect(document.querySelector(".lazy-image__content--loaded")).not.toBeNull();
  });
});
