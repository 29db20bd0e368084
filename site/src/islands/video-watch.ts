/**
 * Watching videos in plain DOM (spec §7, §8, §9; issue #24: the first tap
 * answers without React; issue #28: videos play on our pages).
 *
 * A tap on a Watch Video or play button (shared/content-cards/video-watch.ts
 * marks it with the video's id, its URL and what to play, VideoPlay):
 *
 * - with nothing to play shows the prerendered 'Video not available' toast
 *   (islands/dom-toast.ts);
 * - with our own file opens a player in a modal `<dialog>` (appended to
 *   `<body>`, outside any React island), or, when the button names a target
 *   element (`data-video-target`, the item page), in place of that element,
 *   with the native `<video>`: controls,
 *   the poster, captions tracks in English and Chinese (the page's language
 *   the default one), started by the tap itself (the tap is the visitor's
 *   choice to play: no autoplay on load). Closing the dialog (its button,
 *   Escape, a click beside it) stops the video and removes the player;
 * - with a YouTube or Vimeo embed puts the privacy-enhanced player
 *   (shared/content/video-embeds.ts) in that dialog, or, when the button
 *   names a target element (`data-video-target`, the item page), in place of
 *   that element. Nothing is requested from YouTube or Vimeo before the tap;
 * - a button with a URL but nothing else opens the URL in a new tab (links
 *   to files elsewhere).
 *
 * Views (increment_video_views over plain fetch, lib/public-rest.ts): every
 * `<video data-video-count="<id>">` on the page (the item page's player and
 * the dialog's) counts one view at the first `play` of a session: pausing
 * and resuming does not count again; playing again after the end does. An
 * embed counts one view when it is put in. The new count replaces the text
 * of every views line of that video (`data-video-views-of`), in the page's
 * language (the plural forms the line carries). A count that fails is logged
 * and changes nothing (spec §8: silent).
 *
 * Listeners on the document, before and after the page hydrates.
 */
import { pluralText, type PluralForms } from "../../../shared/content/plural-text";
import { parseVideoEmbed, privacyEmbedSrc } from "../../../shared/content/video-embeds";
import { VIDEO_UNAVAILABLE_TOAST, VIDEO_WATCH_ATTR, type VideoPlay } from "../../../shared/content-cards/video-watch";
import { formatViews } from "../../../shared/content-cards/format-views";
import { showDomToast } from "./dom-toast";

/** The class of the player dialog (tests and styles find it by this). */
export const VIDEO_DIALOG_CLASS = "video-dialog";

/** Videos whose current play session has counted its view. */
const counted = new WeakSet<HTMLMediaElement>();

/** Shows `views` on every views line of video `id` in `doc`, in the forms each carries. */
function showViews(doc: Document, id: string, views: number): void {
  for (const line of doc.querySelectorAll<HTMLElement>(`[${VIDEO_WATCH_ATTR.viewsOf}]`)) {
    if (line.getAttribute(VIDEO_WATCH_ATTR.viewsOf) !== id) continue;
    const forms = line.getAttribute(VIDEO_WATCH_ATTR.viewsForms);
    if (!forms) continue;
    line.textContent = pluralText(JSON.parse(forms) as PluralForms, views, doc.documentElement.lang || "en", {
      views: formatViews(views),
    });
  }
}

/** Counts one view of video `id` and shows the new count; a failure is logged (spec §8: silent). */
export async function countView(id: string, doc: Document = document): Promise<void> {
  try {
    // The counter's code only when a video plays: the entry stays small.
    const { countVideoView } = await import("../lib/public-rest");
    showViews(doc, id, await countVideoView(id));
  } catch (error) {
    console.error("Failed to count the video view", error);
  }
}

/** The WebVTT tracks of `play` as `<track>` elements, the page language's one marked default. */
function captionTracks(doc: Document, play: VideoPlay): HTMLTrackElement[] {
  const tracks: HTMLTrackElement[] = [];
  for (const [lang, src, label] of [
    ["en", play.captionsEn, play.labels.captionsEn],
    ["zh", play.captionsZh, play.labels.captionsZh],
  ] as const) {
    if (!src) continue;
    const track = doc.createElement("track");
    track.kind = "captions";
    track.srclang = lang;
    track.label = label;
    track.src = src;
    if (lang === play.lang) track.default = true;
    tracks.push(track);
  }
  return tracks;
}

/** The native player of our own file (`play.src`), counted by the document's `play` listener. */
function videoElement(doc: Document, play: VideoPlay): HTMLVideoElement {
  const video = doc.createElement("video");
  video.controls = true;
  video.preload = "metadata";
  video.playsInline = true;
  // Captions come from Storage, another origin: the tracks need a CORS request (Storage answers it).
  video.crossOrigin = "anonymous";
  if (play.poster) video.poster = play.poster;
  video.setAttribute(VIDEO_WATCH_ATTR.count, play.id);
  video.setAttribute("aria-label", play.labels.player);
  video.append(...captionTracks(doc, play));
  video.append(play.labels.noPlayer);
  video.src = play.src ?? "";
  video.style.cssText = "display:block;width:100%;height:auto;aspect-ratio:16/9;background:#000";
  return video;
}

/** The privacy-enhanced embed of `play.embed`, or null when the URL is not one we accept. */
function embedElement(doc: Document, play: VideoPlay): HTMLIFrameElement | null {
  const embed = play.embed ? parseVideoEmbed(play.embed) : null;
  if (!embed) return null;
  const frame = doc.createElement("iframe");
  frame.src = privacyEmbedSrc(embed);
  frame.title = play.labels.player;
  frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
  frame.allowFullscreen = true;
  // YouTube's embeds need to know the embedding site (its origin, no more).
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.style.cssText = "display:block;width:100%;height:auto;aspect-ratio:16/9;border:0;background:#000";
  return frame;
}

/** Opens `player` in a modal dialog; closing it removes the player and gives the focus back to `opener`. */
function openDialog(doc: Document, play: VideoPlay, player: HTMLElement, opener: HTMLElement): HTMLDialogElement {
  const dialog = doc.createElement("dialog");
  dialog.className = VIDEO_DIALOG_CLASS;
  dialog.setAttribute("aria-label", play.labels.player);
  dialog.style.cssText =
    "width:min(960px,94vw);max-width:none;padding:0;border:0;border-radius:8px;background:#000;overflow:visible";
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = play.labels.close;
  close.style.cssText =
    "position:absolute;right:0;bottom:100%;margin-bottom:8px;padding:6px 12px;border:0;border-radius:4px;" +
    "background:#fff;color:#111;font:inherit;cursor:pointer";
  close.addEventListener("click", () => closeDialog(dialog));
  // A click on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) closeDialog(dialog);
  });
  dialog.addEventListener("close", () => {
    if (player instanceof HTMLVideoElement) {
      player.pause();
      // Stop any download still running.
      player.removeAttribute("src");
      player.load();
    }
    dialog.remove();
    opener.focus();
  });
  dialog.append(close, player);
  doc.body.append(dialog);
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  return dialog;
}

/** Closes a player dialog (its `close` listener cleans up); where `close()` is missing, fires `close` itself. */
function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === "function") dialog.close();
  else dialog.dispatchEvent(new Event("close"));
}

/** Reads a button's VideoPlay, or null when it carries none (or a broken one). */
function playOf(button: HTMLElement): VideoPlay | null {
  const json = button.getAttribute(VIDEO_WATCH_ATTR.play);
  if (!json) return null;
  try {
    return JSON.parse(json) as VideoPlay;
  } catch {
    return null;
  }
}

/** Handles one tap on a Watch Video or play button (see above). */
export function watchVideo(button: HTMLElement, doc: Document = button.ownerDocument): void {
  const id = button.getAttribute(VIDEO_WATCH_ATTR.id);
  if (!id) return;
  const play = playOf(button);
  const url = button.getAttribute(VIDEO_WATCH_ATTR.url);
  if (!play) {
    if (!url) {
      showDomToast(VIDEO_UNAVAILABLE_TOAST, doc);
      return;
    }
    window.open(url, "_blank", "noopener");
    void countView(id, doc);
    return;
  }
  const target = button.getAttribute(VIDEO_WATCH_ATTR.target);
  const slot = target ? doc.getElementById(target) : null;
  if (play.src) {
    const video = videoElement(doc, play);
    if (slot) slot.replaceChildren(video);
    else openDialog(doc, play, video, button);
    video.focus();
    // Within the tap, so the browser lets it play with sound; a refusal leaves the controls to the visitor.
    void Promise.resolve(video.play()).catch(() => undefined);
    return;
  }
  const frame = embedElement(doc, play);
  if (!frame) {
    showDomToast(VIDEO_UNAVAILABLE_TOAST, doc);
    return;
  }
  if (slot) slot.replaceChildren(frame);
  else openDialog(doc, play, frame, button);
  void countView(id, doc);
}

/** Counts the first `play` of a session of a marked `<video>` (see above). */
function onPlay(event: Event): void {
  const video = event.target;
  if (!(video instanceof HTMLMediaElement)) return;
  const id = video.getAttribute(VIDEO_WATCH_ATTR.count);
  if (!id || counted.has(video)) return;
  counted.add(video);
  void countView(id, video.ownerDocument);
}

/** Ends a video's play session: its next `play` counts again. */
function onSessionEnd(event: Event): void {
  if (event.target instanceof HTMLMediaElement) counted.delete(event.target);
}

/** Listens for taps on Watch Video buttons and for plays of marked videos in `doc`. */
export function attachVideoWatch(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${VIDEO_WATCH_ATTR.id}]`) : null;
    if (!button) return;
    event.preventDefault();
    watchVideo(button, doc);
  });
  // Media events do not bubble: listen in the capture phase.
  doc.addEventListener("play", onPlay, true);
  doc.addEventListener("ended", onSessionEnd, true);
  doc.addEventListener("emptied", onSessionEnd, true);
}
