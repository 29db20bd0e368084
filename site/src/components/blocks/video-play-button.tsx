/**
 * A round play button laid over a video's picture (issue #28): the item
 * page's player or embed and the watch-demo page's videos. It is a plain button that
 * carries the video for the site's plain-DOM player
 * (shared/content-cards/video-watch.ts, islands/video-watch.ts), so it
 * answers without React. Its parent must be `position: relative`.
 */
import type { VideoPlay } from "../../../../shared/content-cards/video-watch";
import { VIDEO_WATCH_ATTR, watchButtonAttrs } from "../../../../shared/content-cards/video-watch";

/** Props of VideoPlayButton. */
export interface VideoPlayButtonProps {
  play: VideoPlay;
  /** The button's accessible name, e.g. "Play video: <title>". */
  label: string;
  /** The id of the element the player replaces; none: the player opens in a dialog. */
  target?: string;
}

/** The play button (see above). */
export function VideoPlayButton({ play, label, target }: VideoPlayButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="video-play-button"
      {...watchButtonAttrs(play, play.id, play.src)}
      {...(target ? { [VIDEO_WATCH_ATTR.target]: target } : {})}
      style={{
        position: "absolute",
        inset: 0,
        margin: "auto",
        width: 72,
        height: 72,
        borderRadius: "50%",
        border: "3px solid #fff",
        background: "rgba(10, 25, 50, 0.75)",
        color: "#fff",
        fontSize: 28,
        lineHeight: 1,
        cursor: "pointer",
      }}
    >
      <span aria-hidden="true">▶</span>
    </button>
  );
}
