/**
 * Shows the offer to switch to Chinese (issue #30, language-offer.ts): the
 * template's box, appended to the end of the body (fixed at the bottom of
 * the window, so nothing on the page moves; focus stays where it is). The
 * link leads to the page's `/zh` twin with the query and #section, and
 * remembers Chinese as the visitor's choice, as the header toggle does; the
 * close button (or Escape inside the box) removes it. Either answer is
 * remembered: the offer is not shown again.
 */
import { switchLocale } from "../app/paths";
import { dismissLanguageOffer, rememberLanguage } from "../lib/language-choice";
import { carryToOtherLanguage } from "./form-carry";
import { LANGUAGE_OFFER_ACTION_ATTR } from "./language-offer-attrs";

/** Shows the offer of `template`; returns the box (already shown: the one on the page). */
export function showLanguageOffer(template: HTMLTemplateElement): HTMLElement | undefined {
  const box = template.content.firstElementChild?.cloneNode(true);
  if (!(box instanceof HTMLElement)) return undefined;
  const link = box.querySelector<HTMLAnchorElement>(`a[${LANGUAGE_OFFER_ACTION_ATTR}="switch"]`);
  const close = box.querySelector<HTMLButtonElement>(`button[${LANGUAGE_OFFER_ACTION_ATTR}="dismiss"]`);
  const { pathname, search, hash } = window.location;
  if (link) {
    link.href = switchLocale(pathname, search, hash, "zh");
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      dismissLanguageOffer();
      rememberLanguage("zh");
      carryToOtherLanguage();
    });
  }
  const dismiss = () => {
    dismissLanguageOffer();
    // Focus inside the box would be lost with it: it goes back to the page's start.
    const hadFocus = box.contains(document.activeElement);
    box.remove();
    if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
  };
  close?.addEventListener("click", dismiss);
  box.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss();
  });
  document.body.append(box);
  return box;
}
