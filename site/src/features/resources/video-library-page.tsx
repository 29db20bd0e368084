/**
 * Video library (spec §2, §7, §8, §9): four category tiles with counts, the
 * first four videos featured, then all videos. Choosing a video with a URL
 * counts the view (increment_video_views), shows the new count and opens
 * video_url in a new tab; without a URL it shows 'Video not available'. Both
 * in plain DOM (islands/video-watch.ts, issue #24): the first tap needs no
 * React; the page renders the toast for it (DomToast). Each card's title
 * links to the video's own page (issue #26).
 */
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { VideoCard } from "../../../../shared/content-cards/video-card";
import { VIDEO_CATEGORIES, type Video } from "../../../../shared/types/domain";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { VIDEOS_LIST } from "../../lib/public-lists";
import { VIDEO_UNAVAILABLE_TOAST } from "../../../../shared/content-cards/video-watch";
import { DomToast } from "../../components/blocks/dom-toast";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";
import { itemAnchor } from "../../lib/item-anchor";
import { itemHref } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** Number of featured videos (spec §9). */
export const FEATURED_COUNT = 4;

/** Videos per category id, every category present (0 when none). */
export function countByCategory(videos: readonly Pick<Video, "category">[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(VIDEO_CATEGORIES.map((c) => [c, 0]));
  for (const v of videos) counts[v.category] = (counts[v.category] ?? 0) + 1;
  return counts;
}

/** The video library page. */
export default function VideoLibraryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRemoteList(VIDEOS_LIST.fetch, VIDEOS_LIST.label);
  const { items, loading } = list;
  const counts = countByCategory(items);

  return (
    <>
      <PageHero
        eyebrow={t("videoLibrary.hero.eyebrow")}
        title={t("videoLibrary.hero.title")}
        subtitle={t("videoLibrary.hero.subtitle")}
      />
      <PageSection title={t("videoLibrary.categoriesTitle")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" {...freshListProps(VIDEOS_LIST.label)}>
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
              <VideoCard
                key={v.id}
                video={v}
                id={itemAnchor("video", v.id)}
                href={itemHref("videos", v.slug, locale)}
              />
            ))}
          </SimpleGrid>
        )}
      </PageSection>
      {items.length > FEATURED_COUNT && (
        <PageSection title={t("videoLibrary.all")}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {items.slice(FEATURED_COUNT).map((v) => (
              <VideoCard
                key={v.id}
                video={v}
                id={itemAnchor("video", v.id)}
                href={itemHref("videos", v.slug, locale)}
              />
            ))}
          </SimpleGrid>
        </PageSection>
      )}
      <FreshListBar list={list} kind="videos" />
      <DomToast
        name={VIDEO_UNAVAILABLE_TOAST}
        title={t("videoLibrary.unavailableTitle")}
        message={t("videoLibrary.unavailableText")}
      />
    </>
  );
}
