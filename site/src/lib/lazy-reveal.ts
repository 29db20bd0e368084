/**
 * Lazy pictures without React (spec §4, §9 lazy images; issue #13): a
 * `LazyImage` marked `data-lazy-reveal` carries its content in the
 * prerendered HTML, faded out behind "Loading..."
 * (shared/content-cards/lazy-image.tsx). On a page whose content has not
 * hydrated, this shows it the way the component does: an illustration once
 * 10% of the frame is visible, a stored picture (a native lazy image) once
 * it has loaded; the placeholder goes and the content fades in. A site copy
 * of a picture that fails (`/media/…`, published after the last build:
 * shared/content/site-media.ts) is loaded from Storage instead
 * (`data-fallback-src` / `data-fallback-srcset`). A picture
 * whose sized variant fails (issue #24: not made yet) is loaded from its
 * stored original instead (its `srcset` dropped); one that fails still calls
 * `onFailure` (the page hydrates and the component falls back to its
 * illustration). It changes only classes and attributes, so a
 * later hydration still matches the HTML; after hydration the component
 * takes over.
 */

/** Frames this reveals. */
export const REVEALED_FRAMES = ".lazy-image[data-lazy-reveal]";

function reveal(frame: Element | null): void {
  if (!frame) return;
  frame.querySelector(".lazy-image__content")?.classList.add("lazy-image__content--loaded");
  frame.querySelector<HTMLElement>(".lazy-image__placeholder")?.setAttribute("hidden", "");
}

/** Whether `img` still has variants to drop; drops them (the browser then loads its `src`). */
function dropVariants(img: HTMLImageElement): boolean {
  if (!img.hasAttribute("srcset")) return false;
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  return true;
}

/** Whether `img` is a site copy with a Storage source to fall back on; switches to it (the browser then loads it). */
function switchToStorage(img: HTMLImageElement): boolean {
  const src = img.getAttribute("data-fallback-src");
  if (!src) return false;
  const srcset = img.getAttribute("data-fallback-srcset");
  img.removeAttribute("data-fallback-src");
  img.removeAttribute("data-fallback-srcset");
  if (srcset) img.setAttribute("srcset", srcset);
  else dropVariants(img);
  img.setAttribute("src", src);
  return true;
}

/**
 * Reveals `frame` once `img` has loaded; on failure, tries Storage instead of
 * a site copy, then the original instead of its variants, then calls `onFailure`.
 */
function watchPicture(
  frame: Element | null,
  img: HTMLImageElement,
  onFailure: () => void,
  settled = img.complete,
): void {
  const failed = () => {
    // The next source loads anew: wait for its own load or error.
    if (switchToStorage(img) || dropVariants(img)) watchPicture(frame, img, onFailure, false);
    else onFailure();
  };
  if (settled) {
    if (img.naturalWidth > 0) reveal(frame);
    else failed();
    return;
  }
  img.addEventListener("load", () => reveal(frame), { once: true });
  img.addEventListener("error", failed, { once: true });
}

/**
 * Reveals every marked frame under `root`: pictures once loaded (`onFailure`
 * when one fails), illustrations as they scroll into view (at once without
 * IntersectionObserver).
 */
export function revealLazyPictures(root: ParentNode = document, onFailure: () => void = () => undefined): void {
  const frames: Element[] = [];
  for (const frame of root.querySelectorAll(REVEALED_FRAMES)) {
    const img = frame.querySelector("img");
    if (!img) {
      frames.push(frame);
      continue;
    }
    watchPicture(frame, img, onFailure);
  }
  if (frames.length === 0) return;
  if (typeof IntersectionObserver === "undefined") {
    frames.forEach(reveal);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  frames.forEach((frame) => observer.observe(frame));
}

/**
 * Pictures outside the lazy frames drawn from a site copy (an item page's
 * picture, issue #24): the same fallback to Storage, then to the original,
 * when the copy fails; nothing to reveal.
 */
export function recoverSiteCopies(root: ParentNode = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-fallback-src]")) {
    if (!img.closest(REVEALED_FRAMES)) watchPicture(null, img, () => undefined);
  }
}
