/**
 * The inline script in the head of every prerendered English page (issue
 * #10): a visitor whose remembered choice is Chinese (the header toggle)
 * lands on the Chinese page before anything is painted. It runs before the
 * body is parsed, hides the document and replaces the location (no history
 * entry), keeping the query and the #section. Not when the visitor came back
 * with the browser's back or forward button: that returns to the page they
 * left, English included.
 */
import { LOCALE_PREFIX } from "./paths";
import { LANGUAGE_STORAGE_KEY } from "../lib/language-choice";

/** The `<script>` element (as HTML) sending a remembered-Chinese visitor from an English page to its `/zh` twin. */
export function localeRedirectScript(): string {
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY);
  const prefix = JSON.stringify(LOCALE_PREFIX.zh);
  return `<script>try{var n=performance.getEntriesByType("navigation")[0];if(localStorage.getItem(${key})==="zh"&&!(n&&n.type==="back_forward")){var l=location,p=l.pathname;document.documentElement.hidden=true;l.replace(${prefix}+(p==="/"?"":p)+l.search+l.hash)}}catch(e){}</script>`;
}
