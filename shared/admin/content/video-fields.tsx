/** The videos tab: dialog fields and tab description (spec §2, §3 videos, §5, §8). */
import { Group, NativeSelect, Text, Textarea, TextInput } from "@mantine/core";
import { createVideo, deleteVideo, listVideosForAdmin, updateVideo } from "../../data";
import { type Video, VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, type VideoInput } from "../../types/domain";
import { formatDate } from "../forms/format";
import { emptyVideoForm, parseVideoForm, type VideoForm, videoToForm } from "../forms/video";
import type { ContentConfig, FieldsProps } from "./content-config";

const categoryLabel = (value: string): string =>
  VIDEO_CATEGORY_LABELS[value as keyof typeof VIDEO_CATEGORY_LABELS] ?? value;

/** Inputs of the video dialog. */
export function VideoFields({ form, update, errors }: FieldsProps<VideoForm>) {
  return (
    <>
      <TextInput
        label="Title"
        required
        value={form.title}
        error={errors.title}
        onChange={(e) => update({ title: e.currentTarget.value })}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        value={form.description}
        error={errors.description}
        onChange={(e) => update({ description: e.currentTarget.value })}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Duration"
          placeholder="15 min"
          required
          value={form.duration}
          error={errors.duration}
          onChange={(e) => update({ duration: e.currentTarget.value })}
        />
        <TextInput
          label="Date Published"
          type="date"
          required
          value={form.date_published}
          error={errors.date_published}
          onChange={(e) => update({ date_published: e.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Views"
          type="number"
          min={0}
          value={form.views}
          onChange={(e) => update({ views: e.currentTarget.value })}
        />
        <NativeSelect
          label="Category"
          value={form.category}
          data={VIDEO_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
          onChange={(e) => update({ category: e.currentTarget.value })}
        />
      </Group>
      <TextInput
        label="Video URL"
        type="url"
        value={form.video_url}
        onChange={(e) => update({ video_url: e.currentTarget.value })}
      />
      <TextInput
        label="Thumbnail URL"
        type="url"
        value={form.thumbnail_url}
        onChange={(e) => update({ thumbnail_url: e.currentTarget.value })}
      />
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
    <>
      <Text size="sm" c="dimmed">
        {categoryLabel(row.category)} · {row.duration} · {formatDate(row.date_published)} · {row.views} views
      </Text>
      <Text size="sm" lineClamp={2}>
        {row.description}
      </Text>
    </>
  ),
};
