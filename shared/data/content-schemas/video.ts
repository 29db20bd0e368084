/** The video's form and schema (spec §3 videos, §5 Video; issue #25). */
import { z } from "../../zod-jitless";
import { parseVideoEmbed } from "../../content/video-embeds";
import { formatVideoDuration } from "../../content/video-duration";
import { DEFAULT_VIDEO_CATEGORY, type VideoInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseShape,
  chineseToForm,
  type ContentSchema,
  decimalRefused,
  emptyChinese,
  fileField,
  type FileFieldValue,
  fileFieldSchema,
  fileFieldValue,
  type FileSlot,
  lenientInteger,
  numberToField,
  optionalLink,
  optionalText,
  parseChinese,
  requiredText,
  emptyPublishAt,
  parsePublishAt,
  type PublishAtForm,
  publishAtShape,
  publishAtToForm,
} from "./common";
import {
  type AltForm,
  altShape,
  altTextCheck,
  altToForm,
  emptyAlt,
  emptySeo,
  parseAlt,
  parseSeo,
  parseSlug,
  type SeoForm,
  seoShape,
  seoToForm,
  type SlugForm,
  slugShape,
  slugToForm,
} from "./item-page";

/**
 * Where the video's thumbnail goes on Save (issue #11). The video file and
 * its captions are uploaded when chosen (issue #28: resumable, into the
 * videos bucket's private twin) and reach the form as their public URLs.
 */
export const VIDEO_FILES = { thumbnail_url: { kind: "image", slot: "thumbnail" } } as const satisfies Record<
  string,
  FileSlot
>;

/** The dialog's fields, all held as the text the inputs show; the `*_zh` ones optional (issue #10). */
export type VideoForm = ChineseFields<"videos"> &
  PublishAtForm &
  SlugForm &
  SeoForm &
  AltForm<"thumbnail_alt"> & {
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
    /** The uploaded video file's public URL (issue #28), "" when none. */
    video_url: string;
    /** Whether a video upload is running or paused in the field (Save waits for it). */
    video_uploading: boolean;
    /** Seconds read from the file ("" when unknown); shown, not typed. */
    duration_seconds: string;
    /** A YouTube or Vimeo page URL instead of a file (issue #28). */
    embed_url: string;
    /** The uploaded English and Chinese WebVTT captions' public URLs, "" when none. */
    captions_url: string;
    captions_zh_url: string;
  };

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
  video_uploading: false,
  duration_seconds: "",
  embed_url: "",
  captions_url: "",
  captions_zh_url: "",
  ...emptyChinese("videos"),
  ...emptyPublishAt(),
  slug: "",
  ...emptySeo(),
  ...emptyAlt("thumbnail_alt"),
});

/** The Edit dialog's values, prefilled from a stored row (or a payload, for the data check). */
export const videoToForm = (row: VideoInput): VideoForm => ({
  title: row.title,
  description: row.description,
  duration: row.duration,
  date_published: row.date_published,
  views: numberToField(row.views),
  category: row.category || DEFAULT_VIDEO_CATEGORY,
  thumbnail_url: fileField(row.thumbnail_url),
  video_url: row.video_url ?? "",
  video_uploading: false,
  duration_seconds: numberToField(row.duration_seconds ?? null),
  embed_url: row.embed_url ?? "",
  captions_url: row.captions_url ?? "",
  captions_zh_url: row.captions_zh_url ?? "",
  ...chineseToForm("videos", row),
  ...publishAtToForm(row),
  ...slugToForm(row),
  ...seoToForm(row),
  ...altToForm("thumbnail_alt", row),
});

/**
 * The duration columns: with seconds read from the file, `duration_seconds`
 * and `duration` as their clock text ("m:ss"); without, the typed text and null.
 */
function durationOf(values: VideoForm): { duration: string; duration_seconds: number | null } {
  const seconds = /^\d+$/.test(values.duration_seconds.trim()) ? Number(values.duration_seconds.trim()) : null;
  return seconds === null
    ? { duration: values.duration.trim(), duration_seconds: null }
    : { duration: formatVideoDuration(seconds), duration_seconds: seconds };
}

/**
 * The video's rules (spec §5): title, description, duration and
 * date_published required; views a whole number defaulting to 0 (a decimal
 * is an inline error, issue #11); URLs (absolute http/https) and the Chinese
 * fields optional (null when blank); category defaulting to product_demo; a
 * chosen thumbnail is returned as an upload. Item page (issue #26): the
 * slug blank or valid, SEO texts within SEO_LIMITS, a thumbnail needs both
 * alt texts. Issue #28: Save waits for a running video upload
 * (`validation.videoUploading`); the embed link must be a YouTube or Vimeo
 * page (parseVideoEmbed, `validation.embedUrl`) and not beside a file
 * (`validation.videoOrEmbed`); duration_seconds, read from the file, also
 * sets `duration` (formatVideoDuration).
 */
export const videoSchema: ContentSchema<VideoForm, VideoInput> = z
  .object({
    title: requiredText(),
    description: requiredText(),
    duration: requiredText(),
    date_published: requiredText(),
    views: decimalRefused(),
    category: z.string(),
    thumbnail_url: fileFieldSchema(VIDEO_FILES.thumbnail_url.kind),
    video_url: optionalLink(),
    video_uploading: z.boolean(),
    duration_seconds: z.string(),
    embed_url: z.string(),
    captions_url: optionalLink(),
    captions_zh_url: optionalLink(),
    ...chineseShape("videos"),
    ...publishAtShape(),
    ...slugShape(),
    ...seoShape(),
    ...altShape("thumbnail_alt"),
  })
  .superRefine(altTextCheck("thumbnail_url", "thumbnail_alt"))
  .superRefine((form, ctx) => {
    if (form.video_uploading)
      ctx.addIssue({ code: "custom", path: ["video_url"], message: "validation.videoUploading" });
    const embed = form.embed_url.trim();
    if (embed === "") return;
    if (!parseVideoEmbed(embed)) ctx.addIssue({ code: "custom", path: ["embed_url"], message: "validation.embedUrl" });
    else if (form.video_url.trim() !== "")
      ctx.addIssue({ code: "custom", path: ["embed_url"], message: "validation.videoOrEmbed" });
  })
  .transform((form) => {
    const values: VideoForm = form;
    const thumbnail = fileFieldValue(values.thumbnail_url, "thumbnail_url", VIDEO_FILES.thumbnail_url);
    return {
      uploads: thumbnail.upload ? [thumbnail.upload] : [],
      value: {
        title: values.title.trim(),
        description: values.description.trim(),
        ...durationOf(values),
        date_published: values.date_published,
        views: lenientInteger(values.views),
        category: values.category || DEFAULT_VIDEO_CATEGORY,
        thumbnail_url: thumbnail.url,
        video_url: optionalText(values.video_url),
        embed_url: optionalText(values.embed_url),
        captions_url: optionalText(values.captions_url),
        captions_zh_url: optionalText(values.captions_zh_url),
        ...parseChinese("videos", values),
        ...parsePublishAt(values),
        ...parseSlug(values),
        ...parseSeo(values),
        ...parseAlt("thumbnail_alt", values),
      },
    };
  });
