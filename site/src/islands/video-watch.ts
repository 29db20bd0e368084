/**
 * Watch Video in plain DOM (spec §7, §8, §9; issue #24: the first tap
 * answers without React). A tap on a video card's Watch Video button
 * (shared/content-cards/video-card.tsx marks it with the video's id and
 * URL):
 *
 * - without a URL shows the prerendered 'Video not available' toast
 *   (islands/dom-toast.ts);
 * - with a URL opens it in a new tab at once (within the tap, so no popup
 *   blocker stops it), counts the view (increment_video_views over plain
 *   fetch, lib/public-rest.ts) and shows the new count on the card, in the
 *   page's language (the plural forms the views line carries). A count that
 *   fails is logged and leaves the card as it was (spec §8: silent).
 *
 * One listener on the document, before and after the page hydrates.
 */
import { pluralText, type PluralForms } from "../../../shared/content/plural-text";
import { VIDEO_UNAVAILABLE_TOAST, VIDEO_WATCH_ATTR } from "../../../shared/content-cards/video-watch";
import { formatViews } from "../../../shared/content-cards/format-views";
import { showDomToast } from "./dom-toast";

/** Shows `views` on the views line inside `card`, in the forms it carries. */
function showViews(card: Element, views: number): void {
  const line = card.querySelector<HTMLElement>(`[${VIDEO_WATCH_ATTR.viewsForms}]`);
  const forms = line?.getAttribute(VIDEO_WATCH_ATTR.viewsForms);
  if (!line || !forms) return;
  line.textContent = pluralText(JSON.parse(forms) as PluralForms, views, document.documentElement.lang || "en", {
    views: formatViews(views),
  });
}

/** Handles one tap on a Watch Video button (see above). */
export async function watchVideo(button: HTMLElement): Promise<void> {
  const id = button.getAttribute(VIDEO_WATCH_ATTR.id);
  const url = button.getAttribute(VIDEO_WATCH_ATTR.url);
  if (!id) return;
  if (!url) {
    showDomToast(VIDEO_UNAVAILABLE_TOAST);
    return;
  }
  window.open(url, "_blank", "noopener");
  try {
    // The counter's code only when a video plays: the entry stays small.
    const { countVideoView } = await import("../lib/public-rest");
    const views = await countVideoView(id);
    showViews(button.closest("[data-testid='video-card']") ?? button.parentElement ?? button, views);
  } catch (error) {
    console.error("Failed to count the video view", error);
  }
}

/** Listens for taps on Watch Video buttons in `doc`. */
export function attachVideoWatch(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`) : null;
    if (!button) return;
    event.preventDefault();
    void watchVideo(button);
  });
}
