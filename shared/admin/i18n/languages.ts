/**
 * The admin's languages and where its choice is kept (issue #10 item 4), with
 * no i18next or React in it, so that the site build can write the admin's
 * HTML shell in the stored language (site/scripts/admin-shell.ts, issue #24).
 * index.ts re-exports them.
 */
import type { ContentLocale } from "../../content/translations";
import { LANGUAGES } from "../../i18n/languages";

/** A language of the admin console: the content languages. */
export type AdminLanguage = ContentLocale;

/** The admin's languages, in toggle order. */
export const ADMIN_LANGUAGES: readonly AdminLanguage[] = LANGUAGES;

/** localStorage key of the admin's chosen language (the site keeps its own, `site.language`). */
export const ADMIN_LANGUAGE_STORAGE_KEY = "admin.language";

/** BCP 47 tag of each language: `<html lang>`, Intl dates and numbers, the captcha widgets. */
export const ADMIN_LOCALE_TAG: Record<AdminLanguage, string> = { en: "en-US", zh: "zh-CN" };
