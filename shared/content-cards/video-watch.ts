/**
 * What the public site's Watch Video buttons and players carry for its
 * plain-DOM player (issues #24, #28: site/src/islands/video-watch.ts): the
 * video's id and URL, everything the player needs (VideoPlay, JSON), and on
 * a views line the line's plural forms (JSON), so the new count is shown
 * without React. Kept apart from video-card.tsx so the site's small entry
 * imports these names without Mantine.
 */
import type { TFunction } from "i18next";
import type { Video } from "../types/domain";

export const VIDEO_WATCH_ATTR = {
  /** On a Watch Video (or play) button: the video's id. */
  id: "data-video-watch",
  /** On a Watch Video button: the video's file URL ("" when it has none). */
  url: "data-video-url",
  /** On a Watch Video button: what to play (VideoPlay as JSON); absent when there is nothing to play. */
  play: "data-video-play",
  /**
   * On a play button: the id of the element the player replaces in the page
   * (the item page's player or embed); without it the player opens in a dialog.
   */
  target: "data-video-target",
  /** On a `<video>`: the video's id; its first `play` of a session counts one view. */
  count: "data-video-count",
  /** On a views line: the plural forms of its text (PluralForms JSON, `{{views}}` filled). */
  viewsForms: "data-views-forms",
  /** On a views line: the id of the video it counts (the player updates every such line). */
  viewsOf: "data-video-views-of",
} as const;

/** The toast the site shows for a video without a URL (spec §8: 'Video not available'). */
export const VIDEO_UNAVAILABLE_TOAST = "video-unavailable";

/** The texts of the player, in the page's language (site/src/i18n/locales, `videoPlayer`). */
export interface VideoPlayerLabels {
  /** The dialog's close button. */
  close: string;
  /** The player's accessible name (the title filled in). */
  player: string;
  /** The English captions track's label ("English"). */
  captionsEn: string;
  /** The Chinese captions track's label ("中文"). */
  captionsZh: string;
  /** Shown inside `<video>` by browsers that cannot play it. */
  noPlayer: string;
}

/** The player's texts for the video titled `title`, from the page's `videoPlayer` copy (`t`: its i18next function). */
export function videoPlayerLabels(t: TFunction, title: string): VideoPlayerLabels {
  return {
    close: t("videoPlayer.close"),
    player: t("videoPlayer.player", { title }),
    captionsEn: t("videoPlayer.captionsEn"),
    captionsZh: t("videoPlayer.captionsZh"),
    noPlayer: t("videoPlayer.noPlayer"),
  };
}

/** What one Watch Video button plays (JSON in VIDEO_WATCH_ATTR.play). */
export interface VideoPlay {
  id: string;
  title: string;
  /** Our own file (video_url), or null for an embed. */
  src: string | null;
  /** A YouTube or Vimeo page URL (embed_url), or null. */
  embed: string | null;
  poster: string | null;
  captionsEn: string | null;
  captionsZh: string | null;
  /** The page's language: its captions track is the default one. */
  lang: "en" | "zh";
  labels: VideoPlayerLabels;
}

/** The columns of a video the player reads. */
export type VideoPlayFields = Pick<Video, "id" | "video_url"> &
  Partial<Pick<Video, "embed_url" | "captions_url" | "captions_zh_url" | "thumbnail_url">>;

/**
 * The VideoPlay of `video` (title already in the page's language), or null
 * when it has neither a file nor an embed (Watch Video then says 'Video not available').
 */
export function videoPlay(
  video: VideoPlayFields,
  title: string,
  lang: "en" | "zh",
  labels: VideoPlayerLabels,
): VideoPlay | null {
  if (!video.video_url && !video.embed_url) return null;
  return {
    id: video.id,
    title,
    src: video.video_url || null,
    embed: video.video_url ? null : (video.embed_url ?? null),
    poster: video.thumbnail_url ?? null,
    captionsEn: video.captions_url ?? null,
    captionsZh: video.captions_zh_url ?? null,
    lang,
    labels,
  };
}

/**
 * The attributes of a Watch Video button of `video` for the plain-DOM player:
 * its id, its URL and, when it has something to play, the VideoPlay.
 */
export function watchButtonAttrs(play: VideoPlay | null, id: string, url: string | null): Record<string, string> {
  return {
    [VIDEO_WATCH_ATTR.id]: id,
    [VIDEO_WATCH_ATTR.url]: url ?? "",
    ...(play ? { [VIDEO_WATCH_ATTR.play]: JSON.stringify(play) } : {}),
  };
}
