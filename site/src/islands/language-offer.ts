/**
 * The offer to switch to Chinese (issue #30): a visitor whose browser
 * prefers Chinese (the first of `navigator.languages` is `zh…`) and who has
 * neither chosen a language (the header toggle, lib/language-choice.ts) nor
 * answered the offer gets, on an English page and once the page has loaded
 * and gone idle, a small box fixed to the bottom of the window: "查看中文版？",
 * a link to the page's `/zh` twin and a close button. Never a redirect: the
 * English page stays as it is (app/locale-redirect.ts only sends visitors
 * who chose Chinese).
 *
 * The box's markup is prerendered in a `<template>` on every English page
 * (components/layout/language-offer.tsx), so the texts come from the locale
 * files and nothing is laid out until it is shown. Shown, it is fixed
 * (no layout shift), takes no focus, and its code (language-offer-show.ts)
 * loads only for a visitor it is shown to; this module is the entry's small
 * check.
 */
import type { Locale } from "../app/paths";
import { readLanguageMemory } from "../lib/language-choice";
import { LANGUAGE_OFFER_TEMPLATE_ID } from "./language-offer-attrs";

/** Whether the browser's preferred languages (`navigator.languages`, best first) put Chinese first. */
export const prefersChinese = (languages: readonly string[]): boolean => /^zh\b/i.test(languages[0] ?? "");

/**
 * Whether a page in `locale` offers the switch to Chinese: an English page,
 * a browser that prefers Chinese, no language chosen and the offer not
 * answered (`memory` undefined, storage unavailable: no offer, as it could
 * not be remembered).
 */
export function shouldOfferChinese(
  locale: Locale,
  languages: readonly string[],
  memory: { choice: string | null; offerDismissed: boolean } | undefined,
): boolean {
  return locale === "en" && prefersChinese(languages) && !!memory && memory.choice === null && !memory.offerDismissed;
}

/** Once the page has loaded and the browser is idle: shows the offer if this visitor gets it (see the module comment). */
export function offerChineseWhenIdle(locale: Locale): void {
  const template = document.getElementById(LANGUAGE_OFFER_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  if (!shouldOfferChinese(locale, languages, readLanguageMemory())) return;
  const show = () => void import("./language-offer-show").then((m) => m.showLanguageOffer(template));
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(show, { timeout: 2000 }) : setTimeout(show, 500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
