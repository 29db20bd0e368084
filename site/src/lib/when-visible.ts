/**
 * Resolves when the prerendered element `id` comes within `margin` of the
 * viewport, or at once when it is not in the DOM (client-side navigation).
 * Used to defer loading and hydrating below-the-fold home sections: React
 * keeps the server HTML of a suspended boundary until its code arrives.
 */
export function whenNearViewport(id: string, margin = "0px"): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || window.location.hash === `#${id}`) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // Edge-adjacent counts as intersecting; require a visible pixel.
        if (entries.some((e) => e.isIntersecting && e.intersectionRect.height > 0)) done();
      },
      { rootMargin: margin, threshold: [0, 0.01] },
    );
    observer.observe(element);
  });
}
