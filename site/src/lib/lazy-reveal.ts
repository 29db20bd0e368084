/**
 * Lazy illustrations without React (spec §4, §9 lazy images; issue #13): a
 * `LazyImage` with no picture to fetch carries its illustration in the
 * prerendered HTML, faded out behind "Loading..." and marked
 * `data-lazy-reveal` (shared/content-cards/lazy-image.tsx). On a page whose
 * content has not hydrated, this shows it the way the component does: once
 * 10% of the frame is visible the placeholder goes and the illustration
 * fades in. It changes only a class and an attribute, so a later hydration
 * still matches the HTML; after hydration the component takes over.
 */

/** Frames this reveals. */
export const REVEALED_FRAMES = ".lazy-image[data-lazy-reveal]";

function reveal(frame: Element): void {
  frame.querySelector(".lazy-image__content")?.classList.add("lazy-image__content--loaded");
  frame.querySelector<HTMLElement>(".lazy-image__placeholder")?.setAttribute("hidden", "");
}

/** Reveals every illustration frame under `root` as it scrolls into view (at once without IntersectionObserver). */
export function revealLazyIllustrations(root: ParentNode = document): void {
  const frames = [...root.querySelectorAll(REVEALED_FRAMES)];
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
