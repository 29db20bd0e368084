/**
 * What the visitor typed survives leaving the page and coming back within
 * the tab (issue #10's language toggle keeps typing; issue #13 made the
 * toggle a page load): when the page is hidden for good (`pagehide`), the
 * values of the named fields of the page's forms are kept in sessionStorage
 * under the page's path without its language prefix (plus the query), and
 * put back before any of the page's code hydrates (the forms read their
 * fields from the DOM) when the visitor comes back to it with the browser's
 * back or forward button, or arrives through the language toggle
 * (`carryToOtherLanguage`). A page opened afresh starts empty. Files and
 * passwords are never kept.
 */
import { stripLocale } from "../app/paths";

const PREFIX = "site.forms:";
/** sessionStorage key set by the language toggle: the page key whose fields the next page load takes. */
const CARRY_KEY = "site.forms.carry";

/** Key of the current page's fields: language-neutral path and query ("/get-quote?from=x"). */
const pageKey = () => `${PREFIX}${stripLocale(window.location.pathname)}${window.location.search}`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Saved = Record<string, string | boolean>;

const fieldsOf = (root: ParentNode): Field[] =>
  [...root.querySelectorAll<Field>("form [name]")].filter(
    (f) =>
      (f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement || f instanceof HTMLSelectElement) &&
      !(f instanceof HTMLInputElement && (f.type === "file" || f.type === "password" || f.type === "hidden")),
  );

const isToggle = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio");

/** Keeps the current values of the page's form fields (only fields the visitor changed from their defaults). */
export function saveFields(root: ParentNode = document): void {
  const saved: Saved = {};
  for (const field of fieldsOf(root)) {
    const key = isToggle(field) && field.type === "radio" ? `${field.name}=${field.value}` : field.name;
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) saved[key] = field.checked;
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? "";
      if (field.value !== initial) saved[key] = field.value;
    } else if (field.value !== field.defaultValue) saved[key] = field.value;
  }
  try {
    if (Object.keys(saved).length > 0) sessionStorage.setItem(pageKey(), JSON.stringify(saved));
    else sessionStorage.removeItem(pageKey());
  } catch {
    // Storage unavailable (private mode, quota): nothing is carried.
  }
}

/** Puts back the values kept for this page, into fields the visitor has not touched yet; returns how many. */
export function restoreFields(root: ParentNode = document): number {
  let saved: Saved;
  try {
    saved = JSON.parse(sessionStorage.getItem(pageKey()) ?? "{}") as Saved;
  } catch {
    return 0;
  }
  let restored = 0;
  for (const field of fieldsOf(root)) {
    const key = isToggle(field) && field.type === "radio" ? `${field.name}=${field.value}` : field.name;
    const value = saved[key];
    if (value === undefined) continue;
    if (isToggle(field)) {
      if (typeof value === "boolean" && field.checked === field.defaultChecked) field.checked = value;
    } else if (typeof value === "string") {
      const untouched = field instanceof HTMLSelectElement || field.value === field.defaultValue;
      if (untouched) field.value = value;
    }
    restored++;
  }
  return restored;
}

/** The language toggle: keeps the fields now, for the same page in the other language to take. */
export function carryToOtherLanguage(): void {
  saveFields();
  try {
    sessionStorage.setItem(CARRY_KEY, pageKey());
  } catch {
    // Storage unavailable: nothing is carried.
  }
}

/** Whether this page load should take the kept fields: a history traversal, or the toggle's page load. */
function arrivedBack(): boolean {
  let carried: string | null = null;
  try {
    carried = sessionStorage.getItem(CARRY_KEY);
    sessionStorage.removeItem(CARRY_KEY);
  } catch {
    // Storage unavailable.
  }
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return carried === pageKey() || navigation?.type === "back_forward";
}

/** Restores this page's fields when the visitor came back to it, and keeps them whenever the page is left. */
export function carryFields(): void {
  if (arrivedBack()) restoreFields();
  window.addEventListener("pagehide", () => saveFields());
  // Back from the bfcache, the page is as it was left: nothing to restore.
}
