/** Smoothly scrolls to the element with `id` (spec §2: nav buttons on / scroll smoothly). Returns whether it exists. */
export function scrollToId(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "auto" : behavior, block: "start" });
  return true;
}
