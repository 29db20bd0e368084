/**
 * Lazy pictures without React (spec §4, §9 lazy images; issue #13): a
 * `LazyImage` marked `data-lazy-reveal` carries its content in the
 * prerendered HTML, faded out behind "Loading..."
 * (shared/content-cards/lazy-image.tsx). On a page whose content has not
 * hydrated, this shows it the way the component does: an illustration once
 * 10% of the frame is visible, a stored picture (a native lazy image) once
 * it has loaded; the placeholder goes and the content fades in. A picture
 * that fails calls `onFailure` (the page hydrates and the component falls
 * back to its illustration). It changes only a class and an attribute, so a
 * later hydration still matches the HTML; after hydration the component
 * takes over.
 */

/** Frames this reveals. */
export const REVEALED_FRAMES = ".lazy-image[data-lazy-reveal]";

function reveal(frame: Element): void {
  frame.querySelector(".lazy-image__content")?.classList.add("lazy-image__content--loaded");
  frame.querySelector<HTMLElement>(".lazy-image__placeholder")?.setAttribute("hidden", "");
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
    if (img.complete) {
      if (img.naturalWidth > 0) reveal(frame);
      else onFailure();
      continue;
    }
    img.addEventListener("load", () => reveal(frame), { once: true });
    img.addEventListener("error", onFailure, { once: true });
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
