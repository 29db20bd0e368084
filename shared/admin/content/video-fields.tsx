/**
 * The videos tab: dialog fields and tab description (spec §2, §3 videos, §5,
 * §8; issue #10). Issue #28: the video's file (resumable upload), embed link,
 * duration and captions come from VideoSourceFields.
 */
import { NativeSelect, TextInput } from "@mantine/core";
import { createVideo, deleteVideo, listVideosForAdmin, updateVideo } from "../../data";
import { type Video, VIDEO_CATEGORIES, type VideoInput } from "../../types/domain";
import { emptyVideoForm, type VideoForm, videoSchema, videoToForm } from "../../data/content-schemas";
import { categoryLabel, formatDate } from "../forms/format";
import { adminT, useAdminI18n } from "../i18n";
import { bindFields, bindFiles, chineseProps, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";
import { FileField } from "./file-field";
import { AltTextFields, ItemPageFields } from "./item-page-fields";
import { VideoSourceFields } from "./video-upload/video-source-fields";

/** Inputs of the video dialog. */
export function VideoFields({ form }: FieldsProps<VideoForm>) {
  const { t } = useAdminI18n();
  const field = bindFields(form, t);
  const file = bindFiles(form, t);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        {/* Read from an uploaded file (VideoSourceFields shows it then); typed for an embedded video. */}
        {/^\d+$/.test(form.getValues().duration_seconds) ? null : (
          <TextInput
            label={t("fields.duration")}
            placeholder={t("fields.duration_placeholder")}
            required
            {...field("duration")}
          />
        )}
        <TextInput label={t("fields.duration_zh")} {...chineseProps(t)} {...field("duration_zh")} />
      </FieldRow>
      <FieldRow>
        <TextInput label={t("fields.date_published")} type="date" required {...field("date_published")} />
        <TextInput label={t("fields.views")} type="number" min={0} {...field("views")} />
      </FieldRow>
      <NativeSelect
        label={t("fields.category")}
        data={VIDEO_CATEGORIES.map((c) => ({ value: c, label: categoryLabel("videos", c, t) }))}
        {...field("category")}
      />
      <VideoSourceFields form={form} />
      <FileField
        label={t("fields.thumbnail")}
        linkLabel={t("fields.thumbnail_url")}
        kind="image"
        {...file("thumbnail_url")}
      />
      <AltTextFields form={form} alt="thumbnail_alt" picture="thumbnail_url" />
      <ItemPageFields form={form} table="videos" />
    </>
  );
}

/** The videos tab (toasts 'Video created successfully' etc.). */
export const videoContent: ContentConfig<Video, VideoForm, VideoInput> = {
  table: "videos",
  list: listVideosForAdmin,
  create: (client, input, id) => createVideo(client, { ...input, id }),
  update: updateVideo,
  remove: deleteVideo,
  emptyForm: emptyVideoForm,
  toForm: videoToForm,
  schema: videoSchema,
  Fields: VideoFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [
    row.title,
    row.title_zh,
    row.description,
    row.description_zh,
    row.duration,
    row.duration_zh,
    categoryLabel("videos", row.category, adminT),
  ],
  renderSummary: (row, { t, locale }) => (
    <CardSummary
      meta={
        <>
          {categoryLabel("videos", row.category, t)} · {row.duration} · {formatDate(row.date_published, locale)} ·{" "}
          {t("summary.views", { count: row.views })}
        </>
      }
      description={row.description}
    />
  ),
};
