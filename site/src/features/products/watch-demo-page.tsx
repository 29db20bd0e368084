/**
 * Watch demo (spec §2): master demo card (25:30, 4.2K views), four library
 * videos (Overview 8:45, Technology 12:30, Operations 15:20, Technical 10:15),
 * three feature cards and a CTA. Download specs links to the specification
 * tables; Share copies the page link.
 *
 * Issue #28: the master card plays the product demo and each library card
 * its video (demo-videos.ts names them), in the site's player dialog
 * (islands/video-watch.ts; the play buttons answer without React). The
 * cards' texts stay the spec's static texts; the pictures are the videos'
 * thumbnails. The videos come from the public videos list, prerendered
 * into the page.
 */
import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration, type IllustrationKind } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";
import { copyPageLink } from "../../lib/share";
import { useTObject } from "../../lib/use-t-list";
import { LocaleLink } from "../../components/layout/locale-link";
import { VideoPlayButton } from "../../components/blocks/video-play-button";
import { videoPlay, videoPlayerLabels } from "../../../../shared/content-cards/video-watch";
import { localized } from "../../../../shared/content/translations";
import type { Video } from "../../../../shared/types/domain";
import { VIDEOS_LIST } from "../../lib/public-lists";
import { useRemoteList } from "../../lib/use-remote-list";
import { useLocale } from "../../i18n/use-locale";
import { DEMO_LIBRARY_SLUGS, DEMO_VIDEO_SLUG, videoBySlug } from "./demo-videos";

interface LibraryVideo {
  title: string;
  description: string;
  duration: string;
  category: string;
}

const ART: IllustrationKind[] = ["rss", "turbine", "rig", "chart"];

/** A video's picture with its play button, or the illustration alone when there is no video to play. */
function DemoPicture({
  video,
  alt,
  art,
  eager = false,
}: {
  video: Video | undefined;
  alt: string;
  art: IllustrationKind;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = video ? localized(video, "title", locale) : "";
  const play = video ? videoPlay(video, title, locale, videoPlayerLabels(t, title)) : null;
  return (
    <div style={{ position: "relative" }}>
      <LazyImage alt={alt} src={video?.thumbnail_url ?? null} eager={eager}>
        <Illustration kind={art} />
      </LazyImage>
      {play && <VideoPlayButton play={play} label={t("videoPlayer.play", { title })} />}
    </div>
  );
}

/** The watch demo page. */
export default function WatchDemoPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const { items: videos } = useRemoteList(VIDEOS_LIST.fetch, VIDEOS_LIST.label);
  const demo = videoBySlug(videos, DEMO_VIDEO_SLUG);
  return (
    <>
      <PageHero
        eyebrow={t("watchDemo.hero.eyebrow")}
        title={t("watchDemo.hero.title")}
        subtitle={t("watchDemo.hero.subtitle")}
      />
      <PageSection>
        <Card withBorder padding="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <div style={{ borderRadius: 8, overflow: "hidden" }} data-testid="demo-master-video">
              <DemoPicture video={demo} alt={t("watchDemo.master.title")} art="video" eager />
            </div>
            <div>
              <Badge color="blue.8" variant="filled">
                {t("watchDemo.master.badge")}
              </Badge>
              <Title order={2} mt="sm">
                {t("watchDemo.master.title")}
              </Title>
              <Text mt="sm">{t("watchDemo.master.description")}</Text>
              <Group gap="lg" mt="md">
                <Text fw={700}>{t("watchDemo.master.duration", { duration: "25:30" })}</Text>
                <Text fw={700}>{t("watchDemo.master.views", { views: "4.2K" })}</Text>
              </Group>
              <Group mt="lg" gap="sm">
                <Button component={LocaleLink} to="/products/technical-specifications" variant="outline">
                  {t("watchDemo.master.downloadSpecs")}
                </Button>
                <Button variant="outline" onClick={() => void copyPageLink(t)}>
                  {t("watchDemo.master.share")}
                </Button>
              </Group>
            </div>
          </SimpleGrid>
        </Card>
      </PageSection>
      <PageSection title={t("watchDemo.library.title")} intro={t("watchDemo.library.intro")} alt>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {tObject<LibraryVideo[]>("watchDemo.library.videos").map((video, i) => (
            <Card key={video.title} withBorder padding="lg" data-testid="demo-library-video">
              <Card.Section mb="sm">
                <DemoPicture
                  video={DEMO_LIBRARY_SLUGS[i] ? videoBySlug(videos, DEMO_LIBRARY_SLUGS[i]) : undefined}
                  alt={t("watchDemo.library.thumbnail", { title: video.title })}
                  art={ART[i] ?? "video"}
                />
              </Card.Section>
              <Group justify="space-between" mb="xs">
                <Badge variant="filled" color="blue.8">
                  {video.category}
                </Badge>
                <Text size="sm" fw={700}>
                  {video.duration}
                </Text>
              </Group>
              <Title order={3} size="h4">
                {video.title}
              </Title>
              <Text size="sm" mt={4}>
                {video.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={LocaleLink} to="/resources/video-library" variant="outline">
            {t("watchDemo.library.more")}
          </Button>
        </Group>
      </PageSection>
      <PageSection title={t("watchDemo.features.title")}>
        <CardGrid items={tObject<CardItem[]>("watchDemo.features.items")} cols={3} />
      </PageSection>
      <CtaBand
        title={t("watchDemo.cta.title")}
        text={t("watchDemo.cta.text")}
        actions={[
          { to: "/get-quote", label: t("common.getQuote") },
          { to: "/explore-rss-solutions", label: t("home.hero.explore") },
        ]}
      />
    </>
  );
}
