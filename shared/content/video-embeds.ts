/**
 * Videos hosted on YouTube or Vimeo (issue #28): a video row may carry an
 * `embed_url` (the video's page URL) instead of a file of ours. This module
 * is the one place that knows which URLs are accepted, how the video's id is
 * read from one and which privacy-enhanced player address the site frames
 * after the visitor presses play (`youtube-nocookie.com`; Vimeo with
 * `dnt=1`). The CHECK constraint `videos_embed_url_format` of migration
 * 20261204100000_video_playback.sql accepts exactly the same forms; a backend
 * test feeds both the same samples (tests/supabase/video-embeds-sql.test.ts).
 */

/** Where an embedded video is hosted. */
export type VideoEmbedProvider = "youtube" | "vimeo";

/** An embedded video: its host and the host's id of the video. */
export interface VideoEmbed {
  provider: VideoEmbedProvider;
  /** YouTube: the 11-character video id; Vimeo: the numeric id. */
  id: string;
}

/** Longest accepted embed URL (characters), as the CHECK constraint. */
export const VIDEO_EMBED_URL_MAX_LENGTH = 500;

/**
 * The accepted URL forms, each with the id in the first group. Written so
 * that PostgreSQL's regular expressions read them the same way (the
 * migration repeats them without the group around the id).
 */
const EMBED_PATTERNS: readonly { provider: VideoEmbedProvider; pattern: RegExp }[] = [
  // https://www.youtube.com/watch?v=<id> (also m., or v= after other parameters)
  {
    provider: "youtube",
    pattern: /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:\S*&)?v=([A-Za-z0-9_-]{11})(?:[&#]\S*)?$/,
  },
  // https://youtu.be/<id>
  { provider: "youtube", pattern: /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#]\S*)?$/ },
  // https://www.youtube.com/embed/<id>, https://www.youtube-nocookie.com/embed/<id>
  {
    provider: "youtube",
    pattern: /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#]\S*)?$/,
  },
  // https://vimeo.com/<id>
  { provider: "vimeo", pattern: /^https:\/\/(?:www\.)?vimeo\.com\/([0-9]{1,12})(?:[?#]\S*)?$/ },
  // https://player.vimeo.com/video/<id>
  { provider: "vimeo", pattern: /^https:\/\/player\.vimeo\.com\/video\/([0-9]{1,12})(?:[?#]\S*)?$/ },
];

/**
 * Reads a YouTube or Vimeo URL. Accepts (https only, hosts as written):
 * `youtube.com/watch?v=<id>` (www., m.), `youtu.be/<id>`,
 * `youtube.com/embed/<id>`, `youtube-nocookie.com/embed/<id>`,
 * `vimeo.com/<id>`, `player.vimeo.com/video/<id>`; query strings and
 * fragments after the id are allowed and ignored.
 * @returns the provider and id, or null for anything else (also for an
 *   empty string or a URL longer than VIDEO_EMBED_URL_MAX_LENGTH).
 */
export function parseVideoEmbed(url: string): VideoEmbed | null {
  if (url.length === 0 || url.length > VIDEO_EMBED_URL_MAX_LENGTH) return null;
  for (const { provider, pattern } of EMBED_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return { provider, id };
  }
  return null;
}

/** The origins of the privacy-enhanced players, one per provider. */
export const VIDEO_EMBED_ORIGINS: Readonly<Record<VideoEmbedProvider, string>> = Object.freeze({
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
});

/**
 * The frame origins the site's CSP allows (`frame-src`), exactly the two
 * players privacyEmbedSrc points at (site/src/config/security-headers.ts).
 */
export const VIDEO_EMBED_FRAME_ORIGINS: readonly string[] = Object.freeze(Object.values(VIDEO_EMBED_ORIGINS));

/**
 * The address the site frames after the visitor pressed play: YouTube's
 * privacy-enhanced mode (`https://www.youtube-nocookie.com/embed/<id>?autoplay=1`)
 * or Vimeo's player with Do Not Track (`https://player.vimeo.com/video/<id>?dnt=1&autoplay=1`).
 * `autoplay=1` because the press on our play button is the visitor's choice to play.
 */
export function privacyEmbedSrc(embed: VideoEmbed): string {
  const id = encodeURIComponent(embed.id);
  return embed.provider === "youtube"
    ? `${VIDEO_EMBED_ORIGINS.youtube}/embed/${id}?autoplay=1`
    : `${VIDEO_EMBED_ORIGINS.vimeo}/video/${id}?dnt=1&autoplay=1`;
}
