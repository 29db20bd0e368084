/**
 * A video's length as visitors read it (issue #28), from the seconds read
 * out of the file (`videos.duration_seconds`). The admin and the seed write
 * both `duration_seconds` and `duration = formatVideoDuration(seconds)`; the
 * site shows the length from `duration_seconds` when it is set and falls back
 * to the older text fields (`duration`, `duration_zh`) otherwise.
 */

/**
 * Seconds as a clock time, the same in every language: "m:ss" under an hour
 * ("0:05", "12:34"), "h:mm:ss" from an hour on ("1:02:03"). Fractions are
 * rounded to the nearest second.
 * @throws RangeError for a negative or non-finite number.
 */
export function formatVideoDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`Not a duration in seconds: ${seconds}`);
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

/** The duration fields of a video row this module reads. */
export interface VideoDurationFields {
  duration: string;
  duration_zh?: string | null;
  duration_seconds?: number | null;
}

/**
 * The length a page shows for a video: formatVideoDuration(duration_seconds)
 * when set, else `duration_zh` on Chinese pages (when not empty), else `duration`.
 */
export function videoDurationText(video: VideoDurationFields, language: "en" | "zh"): string {
  if (video.duration_seconds != null && Number.isFinite(video.duration_seconds) && video.duration_seconds >= 0) {
    return formatVideoDuration(video.duration_seconds);
  }
  if (language === "zh" && video.duration_zh) return video.duration_zh;
  return video.duration;
}
