/**
 * Lazy pictures without React (spec §4, §9 lazy images; issue #13): a
 * `LazyImage` marked `data-lazy-reveal` carries its content in the
 * prerendered HTML, faded out behind "Loading..."
 * (shared/content-cards/lazy-image.tsx). On a page whose content has not
 * hydrated, this shows it the way the component does: an illustration once
 * 10% of the frame is visible, a stored picture (a native lazy image) once
 * it has loaded; the placeholder goes and the content fades in. A picture
 * whose sized variant fails (issue #24: not made yet) is loaded from its
 * stored original instead (its `srcset` dropped); one that fails still calls
 * `onFailure` (the page hydrates and the component falls back to its
 * illustration). It changes only a class and an attribute, so a
 * later hydration still matches the HTML; after hydration the component
 * takes over.
 */

/** Frames this reveals. */
export const REVEALED_FRAMES = ".lazy-image[data-lazy-reveal]";

function reveal(frame: Element): void {
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

/** Reveals `frame` once `img` has loaded; on failure, tries its original once, then calls `onFailure`. */
function watchPicture(frame: Element, img: HTMLImageElement, onFailure: () => void, settled = img.complete): void {
  const failed = () => {
    // The original loads anew after the variants are dropped: wait for its own load or error.
    if (dropVariants(img)) watchPicture(frame, img, onFailure, false);
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
