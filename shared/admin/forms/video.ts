/** Video form state and parsing (spec §3 videos, §5 Video). */
import { DEFAULT_VIDEO_CATEGORY, type Video, type VideoInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseToForm,
  emptyChinese,
  type FieldErrors,
  numberToField,
  optionalText,
  parseChinese,
  isFraction,
  parseInteger,
  type ParseResult,
  requireFields,
  WHOLE_NUMBER_MESSAGE,
} from "./common";
import { fileField, type FileFieldValue, type FileSlot, linkError, parseFileField } from "./files";

/** Where the video's thumbnail goes (issue #11); the video itself stays a hosted link. */
export const VIDEO_FILES = { thumbnail_url: { kind: "image", slot: "thumbnail" } } as const satisfies Record<
  string,
  FileSlot
>;

/** The dialog's fields, all held as the text the inputs show; the `*_zh` ones optional (issue #10). */
export interface VideoForm extends ChineseFields<"videos"> {
  title: string;
  description: string;
  /** Free text such as "15 min". */
  duration: string;
  /** ISO date `YYYY-MM-DD`. */
  date_published: string;
  views: string;
  category: string;
  /** A stored link, a typed one, or an image chosen for upload (issue #11). */
  thumbnail_url: FileFieldValue;
  /** The hosted video's link. */
  video_url: string;
}

/** The Add dialog's starting values (category product_demo, views 0; spec §9 Defaults). */
export const emptyVideoForm = (): VideoForm => ({
  title: "",
  description: "",
  duration: "",
  date_published: "",
  views: "0",
  category: DEFAULT_VIDEO_CATEGORY,
  thumbnail_url: fileField(),
  video_url: "",
  ...emptyChinese("videos"),
});

/** The Edit dialog's values, prefilled from a stored row. */
export const videoToForm = (row: Video): VideoForm => ({
  title: row.title,
  description: row.description,
  duration: row.duration,
  date_published: row.date_published,
  views: numberToField(row.views),
  category: row.category || DEFAULT_VIDEO_CATEGORY,
  thumbnail_url: fileField(row.thumbnail_url),
  video_url: row.video_url ?? "",
  ...chineseToForm("videos", row),
});

const REQUIRED = ["title", "description", "duration", "date_published"] as const;

/**
 * Validates and converts the form (spec §5): title, description, duration and
 * date_published required; views a whole number defaulting to 0 (a decimal
 * is an inline error, issue #11); URLs (absolute http/https) and the Chinese
 * fields optional (null when blank); a chosen thumbnail is returned as an upload.
 */
export function parseVideoForm(form: VideoForm): ParseResult<VideoInput, VideoForm> {
  const errors: FieldErrors<VideoForm> = {};
  requireFields(form, REQUIRED, errors);
  if (isFraction(form.views)) errors.views = WHOLE_NUMBER_MESSAGE;
  const thumbnail = parseFileField(form.thumbnail_url, "thumbnail_url", VIDEO_FILES.thumbnail_url);
  if (thumbnail.error) errors.thumbnail_url = thumbnail.error;
  const videoLink = linkError(form.video_url);
  if (videoLink) errors.video_url = videoLink;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const views = parseInteger(form.views);
  return {
    ok: true,
    uploads: thumbnail.upload ? [thumbnail.upload] : [],
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      duration: form.duration.trim(),
      date_published: form.date_published,
      views: Number.isNaN(views) ? 0 : views,
      category: form.category || DEFAULT_VIDEO_CATEGORY,
      thumbnail_url: thumbnail.url,
      video_url: optionalText(form.video_url),
      ...parseChinese("videos", form),
    },
  };
}
