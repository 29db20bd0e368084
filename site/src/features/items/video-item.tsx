/**
 * The body of a video's page (issue #26): the player area, then its
 * duration, date, views and category, and its description. The player
 * (issue #28):
 *
 * - our own file: the thumbnail with a play button, and a link to open the
 *   file (for browsers without script or that cannot play it inline). The
 *   button puts the native `<video controls>` in the thumbnail's place and
 *   starts it (islands/video-watch.ts): the thumbnail as poster, the
 *   captions tracks (English "English", Chinese "中文", the page's language
 *   the default), the focus on the player for the keyboard. Its first play
 *   of a session counts one view. Until then there is no `<video>`: no video
 *   bytes, and no native controls to style, lay out and paint while the page
 *   loads (they cost a phone 50–80 ms of blocking time, issue #24);
 * - a YouTube or Vimeo embed: the same, with the privacy-enhanced player
 *   (nothing is requested from YouTube or Vimeo before the button);
 * - neither: the thumbnail with the cards' "Video not available" note.
 *
 * The page is static HTML (never hydrated), so the plain-DOM player may
 * replace parts of it.
 */
import type { TFunction } from "i18next";
import { Anchor, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatViews } from "../../../../shared/content-cards/format-views";
import { pluralForms } from "../../../../shared/content/plural-text";
import { parseVideoEmbed } from "../../../../shared/content/video-embeds";
import { VIDEO_WATCH_ATTR, videoPlay, videoPlayerLabels } from "../../../../shared/content-cards/video-watch";
import { isStorageImage } from "../../../../shared/content-cards/lazy-image";
import { pictureSource } from "../../../../shared/content/site-media";
import { VIDEO_CATEGORY_LABELS, type Video } from "../../../../shared/types/domain";
import type { Locale } from "../../app/paths";
import { VideoPlayButton } from "../../components/blocks/video-play-button";
import { ItemDate, ItemFacts, ItemPicture, ItemSection } from "./item-parts";
import { itemTitle, langProps, localText, videoDuration } from "./item-text";

/** The category's label, as the card shows it. */
export function videoCategory(t: TFunction, category: string): string {
  return t(`videoLibrary.categories.${category}`, {
    defaultValue: VIDEO_CATEGORY_LABELS[category as keyof typeof VIDEO_CATEGORY_LABELS] ?? category,
  });
}

/** The names of the embed hosts as the note says them. */
const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/** The player (see the module comment). */
function Player({ row, locale }: { row: Video; locale: Locale }) {
  const { t } = useTranslation();
  const found = { table: "videos", row } as const;
  const title = itemTitle(found, locale).text;
  const embed = !row.video_url && row.embed_url ? parseVideoEmbed(row.embed_url) : null;
  if (!row.video_url && !embed) {
    return (
      <div data-testid="video-unavailable">
        <ItemPicture found={found} locale={locale} />
        <Paper withBorder p="md" mt="sm" role="note">
          <Text fw={700}>{t("videoLibrary.unavailableTitle")}</Text>
          <Text size="sm">{t("videoLibrary.unavailableText")}</Text>
        </Paper>
      </div>
    );
  }
  const play = videoPlay(row, title, locale, videoPlayerLabels(t, title));
  if (!play) return null;
  const slot = `video-player-${row.id}`;
  // The poster of our own file is the site's copy (issue #24), like the item's picture.
  const poster =
    row.thumbnail_url && isStorageImage(row.thumbnail_url) ? pictureSource(row.thumbnail_url).shown.src : play.poster;
  return (
    <div data-testid={embed ? "video-embed" : "video-player"}>
      <div id={slot} style={{ position: "relative" }}>
        <ItemPicture found={found} locale={locale} />
        <VideoPlayButton play={{ ...play, poster }} label={t("videoPlayer.play", { title })} target={slot} />
      </div>
      {embed ? (
        <Text size="sm" mt="xs" c="dimmed">
          {t("videoPlayer.embedNote", { provider: PROVIDER_NAMES[embed.provider] })}
        </Text>
      ) : (
        <Anchor
          href={row.video_url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          mt="xs"
          display="inline-block"
        >
          {t("itemPage.openVideo")} {t("itemPage.newTab")}
        </Anchor>
      )}
    </div>
  );
}

/** A video's page body. */
export function VideoItem({ row, locale }: { row: Video; locale: Locale }) {
  const { t } = useTranslation();
  const duration = videoDuration(row, locale);
  return (
    <>
      <Player row={row} locale={locale} />
      <ItemFacts
        facts={[
          ...(duration
            ? [
                {
                  key: "duration",
                  label: t("itemPage.duration"),
                  value: <span {...langProps(duration)}>{duration.text}</span>,
                },
              ]
            : []),
          {
            key: "published",
            label: t("itemPage.published"),
            value: <ItemDate iso={row.date_published} locale={locale} />,
          },
          {
            key: "views",
            label: t("itemPage.views"),
            value: (
              <span
                {...{
                  [VIDEO_WATCH_ATTR.viewsForms]: JSON.stringify(pluralForms(t, "videoLibrary.views")),
                  [VIDEO_WATCH_ATTR.viewsOf]: row.id,
                }}
              >
                {t("videoLibrary.views", { count: row.views, views: formatViews(row.views) })}
              </span>
            ),
          },
          { key: "category", label: t("itemPage.category"), value: videoCategory(t, row.category) },
        ]}
      />
      <ItemSection id="about" title={t("itemPage.aboutVideo")} text={localText(row, "description", locale)} />
    </>
  );
}
