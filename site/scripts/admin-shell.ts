/**
 * The admin's HTML shell (issue #24: `/admin` and the desktop renderer paint
 * their shell at once). Before any of the admin's JavaScript runs, the page
 * paints what comes next, laid out exactly as React will lay it out: the
 * language bar and the sign-in card with its real form (labelled email and
 * password inputs with SignInForm's ids, names and autocomplete, the captcha
 * area, a disabled Sign In with its hint) on /admin; the dashboard's skeleton
 * instead where a stored session makes the dashboard likely; the loading
 * status elsewhere. The form's markup is Mantine's own (its class names and
 * variables, the site's stylesheet has their rules; PasswordInput's few rules
 * are inlined here), so the fields sit to the pixel where React's will and
 * nothing moves when React takes over.
 *
 * The shell is an element `#admin-shell` placed just before the React root;
 * its CSS hides the root while the shell is there. The admin code removes it
 * (shared/admin/sign-in/sign-in-shell.ts): SignInForm starts from what was
 * typed or autofilled in the shell, with the same field focused and caret.
 * Its texts are the admin's own (shared/admin/i18n) in both languages, one
 * shown by CSS on `html[lang]`; a tiny script (inline on the site, allowed by
 * the CSP hash the build computes for every inline script; a file in the
 * desktop renderer, whose CSP allows no inline script) picks the language the
 * admin's toggle stored and flags a stored session, before the first paint.
 * Pressing Enter in the shell submits nothing: its Sign In is disabled, and
 * a form whose default button is disabled has no implicit submission (the
 * form is also `method="post"`, so nothing could ever put the password in a URL).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ADMIN_BASE, ADMIN_PAGES } from "../../shared/admin/admin-paths";
import { en } from "../../shared/admin/i18n/en";
import { zh } from "../../shared/admin/i18n/zh";
import { ADMIN_LANGUAGES, ADMIN_LANGUAGE_STORAGE_KEY, ADMIN_LOCALE_TAG } from "../../shared/admin/i18n/languages";
import { ADMIN_SESSION_ATTRIBUTE, ADMIN_SHELL_ID, SIGN_IN_FIELDS } from "../../shared/admin/sign-in/sign-in-shell";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Source of the shell's script (no `<script>` tags), run in `<head>` before
 * the first paint: sets `<html lang="zh-CN">` when the admin's toggle stored
 * Chinese (localStorage `admin.language` = "zh"), as the admin then does
 * itself, and sets `<html data-admin-session>` when localStorage holds a
 * supabase-js session (a `sb-<ref>-auth-token` with a refresh token), so the
 * shell shows the dashboard's skeleton rather than a form that will not be
 * needed. Storage errors leave English and the sign-in form.
 */
export function adminShellScriptSource(): string {
  const key = JSON.stringify(ADMIN_LANGUAGE_STORAGE_KEY);
  return (
    `try{var d=document.documentElement,s=localStorage;if(s.getItem(${key})==="zh")d.lang=${JSON.stringify(ADMIN_LOCALE_TAG.zh)};` +
    `for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&/^sb-.+-auth-token$/.test(k)){var v=JSON.parse(s.getItem(k)||"null");` +
    `if(v&&v.refresh_token){d.setAttribute(${JSON.stringify(ADMIN_SESSION_ATTRIBUTE)},"");break}}}}catch(e){}`
  );
}

const require = createRequire(import.meta.url);
/** Mantine's PasswordInput rules: the site's stylesheet lacks them (the admin injects them when it mounts). */
const passwordInputCss = () => readFileSync(require.resolve("@mantine/core/styles/PasswordInput.css"), "utf8");

const style = (fontFamily: string | undefined) => `<style>
      #${ADMIN_SHELL_ID} ~ #root { display: none; }
      html[lang|="zh"] .admin-shell [lang|="en"], html:not([lang|="zh"]) .admin-shell [lang|="zh"] { display: none; }
      html[${ADMIN_SESSION_ATTRIBUTE}] .admin-shell__visitor, html:not([${ADMIN_SESSION_ATTRIBUTE}]) .admin-shell__session { display: none; }
      ${fontFamily ? `.admin-shell { --mantine-font-family: ${fontFamily}; --mantine-font-family-headings: ${fontFamily}; font-family: var(--mantine-font-family); }` : ""}
      .admin-shell__bone { display: block; background: var(--mantine-color-gray-1); border-radius: var(--mantine-radius-sm); }
      .admin-shell__captcha { height: 75px; margin: 0; display: flex; align-items: center; justify-content: center; border: 1px dashed var(--mantine-color-gray-3); border-radius: var(--mantine-radius-sm); font-size: var(--mantine-font-size-sm); color: var(--mantine-color-dimmed); }
      .admin-shell__eye { display: flex; align-items: center; justify-content: center; width: var(--psi-button-size); height: var(--psi-button-size); color: var(--mantine-color-gray-6); }
      .admin-shell__status { min-height: 60vh; display: flex; align-items: center; justify-content: center; color: var(--mantine-color-dimmed); }
      .admin-shell__dashboard { max-width: var(--container-size-lg, 1140px); margin: 0 auto; padding: var(--mantine-spacing-xl) var(--mantine-spacing-md); display: flex; flex-direction: column; gap: var(--mantine-spacing-lg); }
      .admin-shell__dashboard h1 { margin: 0; font-size: var(--mantine-h1-font-size); line-height: var(--mantine-h1-line-height); font-weight: var(--mantine-h1-font-weight); }
      .admin-shell__row { display: flex; gap: var(--mantine-spacing-md); justify-content: space-between; align-items: flex-start; }
      ${passwordInputCss()}
    </style>`;

/** `text` in both languages, one shown by the CSS above. */
const both = (pick: (messages: typeof en) => string) =>
  ADMIN_LANGUAGES.map(
    (l) => `<span lang="${ADMIN_LOCALE_TAG[l]}">${escapeHtml(pick(l === "en" ? en : zh))}</span>`,
  ).join("");

const bone = (height: number, width = "100%") =>
  `<span class="admin-shell__bone" style="height:${height}px;width:${width}"></span>`;

/** A required field's label as Mantine's InputWrapper renders it. */
const label = (field: keyof typeof SIGN_IN_FIELDS, text: (messages: typeof en) => string, component: string) =>
  `<label class="m_8fdc1311 mantine-InputWrapper-label mantine-${component}-label" data-size="sm" data-required="true" for="${SIGN_IN_FIELDS[field].id}" style="--input-label-size: var(--mantine-font-size-sm);">${both(text)}<span class="m_78a94662 mantine-InputWrapper-required mantine-${component}-required" aria-hidden="true"> *</span></label>`;

const inputWrapper = (content: string, extra = "") =>
  `<div class="m_6c018570 mantine-Input-wrapper" data-variant="default" data-size="sm"${extra} style="--input-height: var(--input-height-sm); --input-fz: var(--mantine-font-size-sm);">${content}</div>`;

/** Mantine's eye icon of PasswordInput's visibility toggle (decorative here: the toggle needs the code). */
const EYE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style="width: var(--psi-icon-size); height: var(--psi-icon-size);" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16" d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"></path><circle cx="128" cy="128" r="40" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16"></circle></svg>';

const HINT_ID = "admin-shell-sign-in-hint";

/** SignInForm's card (shared/admin/sign-in/sign-in-page.tsx) in Mantine's markup, with real inputs. */
function signInCard(): string {
  const { email, password } = SIGN_IN_FIELDS;
  const emailField =
    `<div class="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm">` +
    label("email", (m) => m.signIn.email, "TextInput") +
    inputWrapper(
      `<input class="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input" data-variant="default" type="email" id="${email.id}" name="${email.name}" autocomplete="username" required>`,
    ) +
    `</div>`;
  const passwordField =
    `<div class="m_f61ca620 mantine-PasswordInput-root m_46b77525 mantine-InputWrapper-root" data-size="sm" style="--psi-icon-size: var(--psi-icon-size-sm); --psi-button-size: var(--psi-button-size-sm);">` +
    label("password", (m) => m.signIn.password, "PasswordInput") +
    inputWrapper(
      `<div class="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input" data-variant="default">` +
        `<input class="m_f2d85dd2 mantine-PasswordInput-innerInput" type="password" id="${password.id}" name="${password.name}" autocomplete="current-password" required></div>` +
        `<div data-position="right" class="m_82577fc2 mantine-Input-section mantine-PasswordInput-section"><span class="admin-shell__eye">${EYE}</span></div>`,
      ' data-with-right-section="true"',
    ) +
    `</div>`;
  return (
    `<div class="m_1b7284a3 mantine-Paper-root" data-with-border="true" style="--paper-radius: var(--mantine-radius-md); --paper-shadow: var(--mantine-shadow-sm); margin-inline: auto; margin-top: var(--mantine-spacing-xl); padding: var(--mantine-spacing-xl); max-width: calc(26.25rem * var(--mantine-scale));">` +
    `<form method="post" aria-busy="true">` +
    `<div class="m_6d731127 mantine-Stack-root" style="--stack-gap: var(--mantine-spacing-md); --stack-align: stretch; --stack-justify: flex-start;">` +
    `<div><h2 class="m_8a5d1357 mantine-Title-root" data-order="2" style="--title-fw: var(--mantine-h2-font-weight); --title-lh: var(--mantine-h2-line-height); --title-fz: var(--mantine-h2-font-size);">${both((m) => m.signIn.title)}</h2>` +
    `<p class="m_b6d8b162 mantine-Text-root" data-size="sm" style="--text-fz: var(--mantine-font-size-sm); --text-lh: var(--mantine-line-height-sm); color: var(--mantine-color-dimmed);">${both((m) => m.signIn.intro)}</p></div>` +
    emailField +
    passwordField +
    `<p class="admin-shell__captcha" role="status">${both((m) => m.captcha.loading)}</p>` +
    `<button class="m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root" data-disabled="true" data-block="true" type="submit" disabled aria-describedby="${HINT_ID}" style="--button-color: var(--mantine-color-white);"><span class="m_80f1301b mantine-Button-inner"><span class="m_811560b9 mantine-Button-label">${both((m) => m.signIn.submit)}</span></span></button>` +
    `<p id="${HINT_ID}" class="m_b6d8b162 mantine-Text-root" data-size="xs" style="--text-fz: var(--mantine-font-size-xs); --text-lh: var(--mantine-line-height-xs); color: var(--mantine-color-dimmed); text-align: center;">${both((m) => m.signIn.captchaHint)}</p>` +
    `</div></form></div>`
  );
}

/** The dashboard's skeleton: its title, the signed-in line, Sign Out, the count cards, the tabs and a list. */
function dashboardSkeleton(): string {
  return (
    `<div class="admin-shell__dashboard" aria-busy="true">` +
    `<div class="admin-shell__row"><div><h1>${both((m) => m.dashboard.title)}</h1>${bone(24, "260px")}</div>${bone(36, "110px")}</div>` +
    `<div class="admin-shell__row">${Array.from({ length: 6 }, () => bone(84)).join("")}</div>` +
    bone(38) +
    bone(320) +
    `</div>`
  );
}

const status = () => `<div class="admin-shell__status" role="status">${both((m) => m.status.loading)}</div>`;

/** Options of adminShell. */
export interface AdminShellOptions {
  /** URL of a file holding adminShellScriptSource() (a CSP without inline scripts); default: the script inline. */
  scriptSrc?: string;
  /** The host theme's font stack, so the shell's text renders as React's will (default: Mantine's). */
  fontFamily?: string;
}

/**
 * The shell for the admin page at `pathname` (an ADMIN_PATHS entry):
 * `{ head, html }`, head being the script and styles for `<head>` and html
 * the `#admin-shell` element to put just before the React root (`#root`).
 * /admin gets the sign-in card with its form, or with a stored session the
 * dashboard's skeleton; /admin/dashboard the skeleton, or the loading status
 * without a session; any other path the loading status.
 */
export function adminShell(pathname: string, options: AdminShellOptions = {}): { head: string; html: string } {
  const bar = `<div class="m_4081bf90 mantine-Group-root" aria-hidden="true" style="--group-gap: calc(0.25rem * var(--mantine-scale)); --group-align: center; --group-justify: flex-end; --group-wrap: wrap; padding-inline: var(--mantine-spacing-md); padding-top: var(--mantine-spacing-sm);">${bone(26, "38px")}${bone(26, "48px")}</div>`;
  const visitor =
    pathname === ADMIN_BASE ? signInCard() : pathname === `${ADMIN_BASE}/${ADMIN_PAGES.dashboard}` ? status() : null;
  const content = visitor
    ? `<div class="admin-shell__visitor">${visitor}</div><div class="admin-shell__session">${dashboardSkeleton()}</div>`
    : status();
  const script = options.scriptSrc
    ? `<script src="${escapeHtml(options.scriptSrc)}"></script>`
    : `<script>${adminShellScriptSource()}</script>`;
  return {
    head: `${script}\n    ${style(options.fontFamily)}`,
    html: `<div id="${ADMIN_SHELL_ID}" class="admin-shell">${bar}${content}</div>`,
  };
}
