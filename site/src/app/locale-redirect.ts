/**
 * The inline script in the head of every prerendered English page (issue
 * #10): a visitor whose remembered choice is Chinese (the header toggle)
 * lands on the Chinese page before anything is painted. It runs before the
 * body is parsed, hides the document and replaces the location (no history
 * entry), keeping the query and the #section.
 */
import { LOCALE_PREFIX } from "./paths";
import { LANGUAGE_STORAGE_KEY } from "../stores/ui-store";

/** The `<script>` element (as HTML) sending a remembered-Chinese visitor from an English page to its `/zh` twin. */
export function localeRedirectScript(): string {
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY);
  const prefix = JSON.stringify(LOCALE_PREFIX.zh);
  return `<script>try{if(localStorage.getItem(${key})==="zh"){var l=location,p=l.pathname;document.documentElement.hidden=true;l.replace(${prefix}+(p==="/"?"":p)+l.search+l.hash)}}catch(e){}</script>`;
}
