/**
 * Video library (spec §2, §7, §8, §9): four category tiles with counts, the
 * first four videos featured, then all videos. Choosing a video with a URL
 * counts the view (increment_video_views), shows the new count and opens
 * video_url in a new tab; without a URL it shows 'Video not available'.
 */
import { Badge, Button, Card, Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { localized } from "../../../../shared/content/translations";
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, type Video } from "../../../../shared/types/domain";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { Illustration } from "../../components/media/illustration";
import { LazyImage } from "../../components/media/lazy-image";
import { VIDEOS_LIST } from "../../lib/public-lists";
import { countVideoView } from "../../lib/public-rest";
import { formatViews } from "../../lib/format-views";
import { showErrorToast } from "../../lib/toast";
import { useRemoteList } from "../../lib/use-remote-list";
import { useLocale } from "../../i18n/use-locale";
import { itemAnchor } from "../search/item-anchor";

/** Number of featured videos (spec §9). */
export const FEATURED_COUNT = 4;

/** Videos per category id, every category present (0 when none). */
export function countByCategory(videos: readonly Pick<Video, "category">[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(VIDEO_CATEGORIES.map((c) => [c, 0]));
  for (const v of videos) counts[v.category] = (counts[v.category] ?? 0) + 1;
  return counts;
}

/** One video card with its play button. */
function VideoCard({ video, onPlay }: { video: Video; onPlay: (video: Video) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card id={itemAnchor("video", video.id)} withBorder padding="lg" data-testid="video-card">
      <Card.Section mb="sm">
        <LazyImage
          alt={t("videoLibrary.thumbnailAlt", { title: localized(video, "title", locale) })}
          src={video.thumbnail_url}
          width={300}
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
        <Text size="sm" fw={700}>
          {localized(video, "duration", locale)}
        </Text>
      </Group>
      <Title order={3} size="h4" mt="sm">
        {localized(video, "title", locale)}
      </Title>
      <Text size="sm" mt={4}>
        {localized(video, "description", locale)}
      </Text>
      <Text size="sm" mt="xs" data-testid="video-views">
        {t("videoLibrary.views", { count: video.views, views: formatViews(video.views) })}
      </Text>
      <Button
        mt="md"
        onClick={() => onPlay(video)}
        aria-label={t("videoLibrary.watchNamed", { title: localized(video, "title", locale) })}
      >
        {t("videoLibrary.watch")}
      </Button>
    </Card>
  );
}

/** The video library page. */
export default function VideoLibraryPage() {
  const { t } = useTranslation();
  const { items, loading, setItems } = useRemoteList(VIDEOS_LIST.fetch, VIDEOS_LIST.label);
  const counts = countByCategory(items);

  const play = async (video: Video) => {
    if (!video.video_url) {
      showErrorToast(t("videoLibrary.unavailableTitle"), t("videoLibrary.unavailableText"));
      return;
    }
    try {
      const views = await countVideoView(video.id);
      setItems((list) => list.map((v) => (v.id === video.id ? { ...v, views } : v)));
    } catch (error) {
      console.error("Failed to count the video view", error);
    }
    window.open(video.video_url, "_blank", "noopener");
  };

  return (
    <>
      <PageHero
        eyebrow={t("videoLibrary.hero.eyebrow")}
        title={t("videoLibrary.hero.title")}
        subtitle={t("videoLibrary.hero.subtitle")}
      />
      <PageSection title={t("videoLibrary.categoriesTitle")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
          {VIDEO_CATEGORIES.map((c) => (
            <Paper key={c} withBorder p="lg" ta="center" data-testid={`category-${c}`}>
              <Title order={3} size="h5">
                {t(`videoLibrary.categories.${c}`)}
              </Title>
              <Text mt={4}>{t("videoLibrary.count", { count: loading ? 0 : (counts[c] ?? 0) })}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={t("videoLibrary.featured")} alt>
        {loading ? (
          <PageSpinner />
        ) : items.length === 0 ? (
          <Text ta="center">{t("videoLibrary.empty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="featured-videos">
            {items.slice(0, FEATURED_COUNT).map((v) => (
              <VideoCard key={v.id} video={v} onPlay={(video) => void play(video)} />
            ))}
          </SimpleGrid>
        )}
      </PageSection>
      {items.length > FEATURED_COUNT && (
        <PageSection title={t("videoLibrary.all")}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {items.slice(FEATURED_COUNT).map((v) => (
              <VideoCard key={v.id} video={v} onPlay={(video) => void play(video)} />
            ))}
          </SimpleGrid>
        </PageSection>
      )}
    </>
  );
}
