/**
 * The captcha widgets' language codes for each admin language (issue #10
 * item 4): ALTCHA v3 picks its `altcha/i18n/<code>` strings by its `language`
 * attribute; hCaptcha takes `hl`. One table for the site's /admin, the
 * desktop's captcha page and its URL.
 */
import type { AdminLanguage } from "../i18n";

/** ALTCHA `language` per admin language (altcha-widget.ts registers the zh-cn strings). */
export const ALTCHA_LANGUAGE: Record<AdminLanguage, string> = { en: "en", zh: "zh-cn" };

/** hCaptcha `hl` per admin language. */
export const HCAPTCHA_LANGUAGE: Record<AdminLanguage, string> = { en: "en", zh: "zh-CN" };
