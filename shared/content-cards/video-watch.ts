/**
 * What a video card's Watch Video button carries for the public site's
 * plain-DOM handler (issue #24, site/src/islands/video-watch.ts): the
 * video's id and URL, and on its views line the line's plural forms (JSON),
 * so the new count is shown without React. Kept apart from video-card.tsx
 * so the site's small entry imports these names without Mantine.
 */
export const VIDEO_WATCH_ATTR = {
  /** On the Watch Video button: the video's id. */
  id: "data-video-watch",
  /** On the Watch Video button: the video's URL ("" when it has none). */
  url: "data-video-url",
  /** On the views line: the plural forms of its text (PluralForms JSON, `{{views}}` filled). */
  viewsForms: "data-views-forms",
} as const;

/** The toast the site shows for a video without a URL (spec §8: 'Video not available'). */
export const VIDEO_UNAVAILABLE_TOAST = "video-unavailable";
