/** The videos tab: dialog fields and tab description (spec §2, §3 videos, §5, §8). */
import { NativeSelect, TextInput } from "@mantine/core";
import { createVideo, deleteVideo, listVideosForAdmin, updateVideo } from "../../data";
import { type Video, VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, type VideoInput } from "../../types/domain";
import { formatDate } from "../forms/format";
import { emptyVideoForm, parseVideoForm, type VideoForm, videoToForm } from "../forms/video";
import { bindFields, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";

const categoryLabel = (value: string): string =>
  VIDEO_CATEGORY_LABELS[value as keyof typeof VIDEO_CATEGORY_LABELS] ?? value;

/** Inputs of the video dialog. */
export function VideoFields(props: FieldsProps<VideoForm>) {
  const field = bindFields(props);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <TextInput label="Duration" placeholder="15 min" required {...field("duration")} />
        <TextInput label="Date Published" type="date" required {...field("date_published")} />
      </FieldRow>
      <FieldRow>
        <TextInput label="Views" type="number" min={0} {...field("views")} />
        <NativeSelect
          label="Category"
          data={VIDEO_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
          {...field("category")}
        />
      </FieldRow>
      <TextInput label="Video URL" type="url" {...field("video_url")} />
      <TextInput label="Thumbnail URL" type="url" {...field("thumbnail_url")} />
    </>
  );
}

/** The videos tab (toasts 'Video created successfully' etc.). */
export const videoContent: ContentConfig<Video, VideoForm, VideoInput> = {
  title: "Video",
  singular: "video",
  plural: "videos",
  list: listVideosForAdmin,
  create: createVideo,
  update: updateVideo,
  remove: deleteVideo,
  emptyForm: emptyVideoForm,
  toForm: videoToForm,
  parse: parseVideoForm,
  Fields: VideoFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.description, row.duration, categoryLabel(row.category)],
  renderSummary: (row) => (
    <CardSummary
      meta={
        <>
          {categoryLabel(row.category)} · {row.duration} · {formatDate(row.date_published)} · {row.views} views
        </>
      }
      description={row.description}
    />
  ),
};
