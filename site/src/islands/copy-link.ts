/**
 * Copy link in plain DOM (issue #26: the item pages are never hydrated). A
 * tap on a `<button data-copy-link="<url>">` writes the URL (the page's
 * canonical address; the address bar's when the attribute is empty) to the
 * clipboard and shows the page's prerendered "Link copied" toast, or the
 * "Could not copy the link" one when the clipboard refuses
 * (islands/dom-toast.ts). One listener on the document.
 */
import { showDomToast } from "./dom-toast";

/** The attribute marking a copy-link button; its value is the URL to copy. */
export const COPY_LINK_ATTR = "data-copy-link";

/** The names of the prerendered toasts a copy answers with. */
export const COPY_LINK_TOASTS = { copied: "link-copied", failed: "link-copy-failed" } as const;

/**
 * Copies the URL `button` carries and shows the matching toast.
 * @returns whether the clipboard took it.
 */
export async function copyLink(button: Element, doc: Document = document): Promise<boolean> {
  const url = button.getAttribute(COPY_LINK_ATTR) || doc.location.href;
  try {
    await navigator.clipboard.writeText(url);
    showDomToast(COPY_LINK_TOASTS.copied, doc);
    return true;
  } catch (error) {
    console.warn("Copy link: the clipboard refused", error);
    showDomToast(COPY_LINK_TOASTS.failed, doc);
    return false;
  }
}

/** Listens for taps on copy-link buttons in `doc`. */
export function attachCopyLinks(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${COPY_LINK_ATTR}]`) : null;
    if (!button) return;
    event.preventDefault();
    void copyLink(button, doc);
  });
}
