/**
 * Showing a prerendered toast in plain DOM (issue #24,
 * components/blocks/dom-toast.tsx): it appears as the site's toasts do and
 * closes by itself after TOAST_MS, or with its close button. Showing it
 * again while it is open starts its time again.
 */

/** The attribute naming a prerendered toast. */
export const DOM_TOAST_ATTR = "data-dom-toast";
/** How long a toast stays (ms), as app/toasts.tsx's autoClose. */
export const TOAST_MS = 4000;

const timers = new WeakMap<Element, number>();

/**
 * Shows the toast named `name` in `doc`, and closes it after TOAST_MS.
 * @returns false when the page has no such toast.
 */
export function showDomToast(name: string, doc: Document = document): boolean {
  const toast = [...doc.querySelectorAll<HTMLElement>(`[${DOM_TOAST_ATTR}]`)].find(
    (element) => element.getAttribute(DOM_TOAST_ATTR) === name,
  );
  if (!toast) return false;
  const hide = () => {
    toast.hidden = true;
    window.clearTimeout(timers.get(toast));
  };
  if (!timers.has(toast)) {
    toast.querySelector("button")?.addEventListener("click", hide);
  }
  window.clearTimeout(timers.get(toast));
  toast.hidden = false;
  timers.set(toast, window.setTimeout(hide, TOAST_MS));
  return true;
}
