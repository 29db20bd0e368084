/**
 * One video as the public video library shows it (spec §2, §7, §9 views;
 * issue #10 Chinese fields): thumbnail, category, duration, title,
 * description, views and Watch Video. Used by the site's page and by the
 * admin's preview (issue #12), inside a react-i18next instance holding the
 * site's texts. Without `onPlay` (the public site) the button carries the
 * video for the site's plain-DOM player (video-watch.ts, issues #24, #28),
 * which plays it in the page. The title links to the video's own page
 * (issue #26) when `href` is given.
 */
import { Badge, Button, Card, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IMAGE_SIZES } from "../content/image-variants";
import { fallbackLang, localized } from "../content/translations";
import { EnglishMarker } from "./english-marker";
import { videoDurationLabel } from "../content/units";
import { VIDEO_CATEGORY_LABELS, type Video } from "../types/domain";
import { formatViews } from "./format-views";
import { CardTitleLink } from "./card-title-link";
import { Illustration } from "./illustration";
import { LazyImage } from "./lazy-image";
import { usePageLocale } from "./use-page-locale";
import { pluralForms } from "../content/plural-text";
import { VIDEO_WATCH_ATTR, videoPlay, videoPlayerLabels, watchButtonAttrs } from "./video-watch";

/** The fields of a video the card shows. */
export type VideoCardItem = Pick<
  Video,
  | "id"
  | "video_url"
  | "title"
  | "title_zh"
  | "description"
  | "description_zh"
  | "duration"
  | "duration_zh"
  | "category"
  | "thumbnail_url"
  | "thumbnail_alt"
  | "thumbnail_alt_zh"
  | "views"
> &
  Partial<Pick<Video, "duration_seconds" | "captions_url" | "captions_zh_url" | "embed_url">>;

/** Props of VideoCard. */
export interface VideoCardProps<V extends VideoCardItem> {
  video: V;
  /** The card's element id (the page's search anchor); none in the preview. */
  id?: string;
  /** The item's page (issue #26, `itemHref` of site/src/app/paths.ts): the title links to it; none in the admin's preview. */
  href?: string;
  /**
   * Watch Video, handled in React (the admin's preview). Default: none, the
   * button carries the video's id and URL for the public site's plain-DOM
   * handler, which counts the view and opens the video.
   */
  onPlay?: (video: V) => void;
}

/** One video card with its play button. */
export function VideoCard<V extends VideoCardItem>({ video, id, href, onPlay }: VideoCardProps<V>) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const title = localized(video, "title", locale);
  // The public site's player (not the admin's preview, which has its own onPlay and not these texts).
  const labels = onPlay ? null : videoPlayerLabels(t, title);
  return (
    <Card id={id} withBorder padding="lg" data-testid="video-card">
      <Card.Section mb="sm">
        <LazyImage
          alt={
            localized(video, "thumbnail_alt", locale) ||
            t("videoLibrary.thumbnailAlt", { title: localized(video, "title", locale) })
          }
          src={video.thumbnail_url}
          width={300}
          sizes={IMAGE_SIZES.videoThumbnail}
        >
          <Illustration kind="video" />
        </LazyImage>
      </Card.Section>
      <Group justify="space-between">
        <Badge variant="filled" color="blue.8">
          {t(`videoLibrary.categories.${video.category}`, {
            defaultValue: VIDEO_CATEGORY_LABELS[video.category as keyof typeof VIDEO_CATEGORY_LABELS] ?? video.category,
          })}
        </Badge>
        <EnglishMarker row={video} fields={["description"]} locale={locale} />
        <Text size="sm" fw={700} ml="auto">
          {videoDurationLabel(video, locale)}
        </Text>
      </Group>
      <Title order={3} size="h4" mt="sm" {...fallbackLang(video, "title", locale)}>
        <CardTitleLink href={href}>{localized(video, "title", locale)}</CardTitleLink>
      </Title>
      <Text size="sm" mt={4} {...fallbackLang(video, "description", locale)}>
        {localized(video, "description", locale)}
      </Text>
      <Text
        size="sm"
        mt="xs"
        data-testid="video-views"
        {...(onPlay
          ? {}
          : {
              [VIDEO_WATCH_ATTR.viewsForms]: JSON.stringify(pluralForms(t, "videoLibrary.views")),
              [VIDEO_WATCH_ATTR.viewsOf]: video.id,
            })}
      >
        {t("videoLibrary.views", { count: video.views, views: formatViews(video.views) })}
      </Text>
      <Button
        mt="md"
        onClick={onPlay ? () => onPlay(video) : undefined}
        {...(labels ? watchButtonAttrs(videoPlay(video, title, locale, labels), video.id, video.video_url) : {})}
        aria-label={t("videoLibrary.watchNamed", { title: localized(video, "title", locale) })}
      >
        {t("videoLibrary.watch")}
      </Button>
    </Card>
  );
}
