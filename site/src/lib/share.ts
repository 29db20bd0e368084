/**
 * Sharing a page: copying its link (share buttons, with the site's toasts)
 * and, for the item pages (issue #26), the plain share links of LinkedIn, X
 * and e-mail (no third-party scripts: each is an ordinary link that opens
 * the network's own share form, or the visitor's mail program).
 */
import type { TFunction } from "i18next";
import { showErrorToast, showToast } from "./toast";

/** Writes location.href with navigator.clipboard; a red toast when the clipboard is unavailable. */
export async function copyPageLink(t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast(t("share.copiedTitle"), t("share.copiedText"));
  } catch {
    showErrorToast(t("share.failedTitle"), t("share.failedText", { url: window.location.href }));
  }
}

/** What a page shares: its absolute URL, its title and a one-line summary (may be empty). */
export interface ShareTarget {
  url: string;
  title: string;
  summary: string;
}

/** The share links of a page: LinkedIn's and X's share forms and a mailto: link. */
export interface ShareLinks {
  linkedin: string;
  x: string;
  email: string;
}

/**
 * The share links of `target`: LinkedIn's share-offsite form with the URL, X's
 * post form with the URL and the title, and an e-mail with the title as
 * subject and the summary and URL as body (every value percent-encoded).
 * @throws TypeError when `target.url` is not an absolute http(s) URL (a relative one would share nothing).
 */
export function shareLinks(target: ShareTarget): ShareLinks {
  if (!/^https?:\/\/[^/]/.test(target.url)) {
    throw new TypeError(`A shared link must be an absolute http(s) URL, got "${target.url}"`);
  }
  const url = encodeURIComponent(target.url);
  const body = [target.summary, target.url].filter((part) => part.trim() !== "").join("\n\n");
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(target.title)}`,
    email: `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(body)}`,
  };
}
