/**
 * The admin SPA's HTML shell (issue #24: `/admin` paints at once). The admin
 * used to be an empty root whose script waited for a first contentful paint
 * that an empty page never has, so it stayed blank until the loader's 3 s
 * fallback. Now its page starts the admin's code at once (a plain module
 * script plus modulepreload hints for the chunks it needs) and paints, before
 * any JavaScript runs, a skeleton laid out like what comes next: the language
 * bar and the sign-in card on /admin, the loading status elsewhere. Its texts
 * are the admin's own (shared/admin/i18n) in both languages; a tiny inline
 * script (allowed by its CSP hash, which the build computes like every other
 * inline script's) picks the language the admin's toggle stored, as the
 * admin itself does. React replaces the skeleton with its first render.
 */
import { ADMIN_BASE } from "../../shared/admin/admin-paths";
import { en } from "../../shared/admin/i18n/en";
import { zh } from "../../shared/admin/i18n/zh";
import { ADMIN_LANGUAGE_STORAGE_KEY, ADMIN_LOCALE_TAG } from "../../shared/admin/i18n/languages";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Inline script of the shell's `<head>`: when the admin's toggle stored
 * Chinese (localStorage `admin.language` = "zh"), sets `<html lang="zh-CN">`
 * before the first paint, so the skeleton shows its Chinese texts (CSS on
 * `html[lang]`), as the admin then does itself. Storage errors leave English.
 */
export function adminLanguageScript(): string {
  const key = JSON.stringify(ADMIN_LANGUAGE_STORAGE_KEY);
  return `<script>try{if(localStorage.getItem(${key})==="zh")document.documentElement.lang=${JSON.stringify(ADMIN_LOCALE_TAG.zh)}}catch(e){}</script>`;
}

const STYLE = `<style>
      html[lang|="zh"] .admin-shell [lang|="en"], html:not([lang|="zh"]) .admin-shell [lang|="zh"] { display: none; }
      .admin-shell__bar { display: flex; justify-content: flex-end; gap: 4px; padding: var(--mantine-spacing-sm) var(--mantine-spacing-md) 0; }
      .admin-shell__bone { display: block; background: var(--mantine-color-gray-1); border-radius: var(--mantine-radius-sm); }
      .admin-shell__card { max-width: 420px; margin: var(--mantine-spacing-xl) auto 0; padding: var(--mantine-spacing-xl); border: 1px solid var(--mantine-color-gray-3); border-radius: var(--mantine-radius-md); box-shadow: var(--mantine-shadow-sm); background: var(--mantine-color-white); display: flex; flex-direction: column; gap: var(--mantine-spacing-md); }
      .admin-shell__card h2 { margin: 0; font-size: 26px; line-height: 1.35; font-weight: 700; }
      .admin-shell__card p { margin: 0; font-size: var(--mantine-font-size-sm); line-height: 1.55; color: var(--mantine-color-dimmed); }
      .admin-shell__label { display: block; font-size: var(--mantine-font-size-sm); font-weight: 500; line-height: 1.55; }
      .admin-shell__status { min-height: 60vh; display: flex; align-items: center; justify-content: center; color: var(--mantine-color-dimmed); }
    </style>`;

/** `text` in both languages, one shown by the CSS above. */
const both = (pick: (messages: typeof en) => string, tag = "span") =>
  (["en", "zh"] as const)
    .map((l) => `<${tag} lang="${ADMIN_LOCALE_TAG[l]}">${escapeHtml(pick(l === "en" ? en : zh))}</${tag}>`)
    .join("");

const bone = (height: number, width = "100%") =>
  `<span class="admin-shell__bone" style="height:${height}px;width:${width}"></span>`;

/** A labelled field's skeleton: its label, then a 36 px input (Mantine's sm input height). */
const field = (label: (messages: typeof en) => string) =>
  `<div><span class="admin-shell__label">${both(label)}</span>${bone(36)}</div>`;

/**
 * The shell's markup for the admin page at `pathname` (an ADMIN_PATHS entry):
 * `{ head, html }`, head being the styles and the language script for
 * `<head>` and html the skeleton for `#root` (`aria-busy`, no form fields, so
 * nothing typed into it can be lost). /admin gets the sign-in card (title,
 * intro and field labels in both languages, boxes for the inputs, captcha and
 * button); any other admin page the loading status.
 */
export function adminShell(pathname: string): { head: string; html: string } {
  const bar = `<div class="admin-shell__bar" aria-hidden="true">${bone(26, "38px")}${bone(26, "48px")}</div>`;
  const content =
    pathname === ADMIN_BASE
      ? `<div class="admin-shell__card">` +
        `<div><h2>${both((m) => m.signIn.title)}</h2><p>${both((m) => m.signIn.intro)}</p></div>` +
        field((m) => m.signIn.email) +
        field((m) => m.signIn.password) +
        bone(66) +
        bone(36) +
        `</div>`
      : `<div class="admin-shell__status" role="status">${both((m) => m.status.loading)}</div>`;
  return {
    head: `${adminLanguageScript()}\n    ${STYLE}`,
    html: `<div class="admin-shell" aria-busy="true">${bar}${content}</div>`,
  };
}
