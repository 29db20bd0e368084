/**
 * The body of a video's page (issue #26): the player area — a native
 * `<video controls preload="none">` with the thumbnail as poster when the
 * video has a URL (plus a link to open it, for players the browser cannot
 * show inline), else the thumbnail with the cards' "Video not available"
 * note — then its duration, date, views and category, and its description.
 */
import type { TFunction } from "i18next";
import { Anchor, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatViews } from "../../../../shared/content-cards/format-views";
import { isStorageImage } from "../../../../shared/content-cards/lazy-image";
import { VIDEO_CATEGORY_LABELS, type Video } from "../../../../shared/types/domain";
import type { Locale } from "../../app/paths";
import { HERO_SIZE, ItemDate, ItemFacts, ItemPicture, ItemSection } from "./item-parts";
import { itemTitle, langProps, localText, videoDuration } from "./item-text";

/** The category's label, as the card shows it. */
export function videoCategory(t: TFunction, category: string): string {
  return t(`videoLibrary.categories.${category}`, {
    defaultValue: VIDEO_CATEGORY_LABELS[category as keyof typeof VIDEO_CATEGORY_LABELS] ?? category,
  });
}

/** The player: the native player for a video with a URL, else its picture and the "not available" note. */
function Player({ row, locale }: { row: Video; locale: Locale }) {
  const { t } = useTranslation();
  const found = { table: "videos", row } as const;
  const title = itemTitle(found, locale).text;
  if (!row.video_url) {
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
  const poster = row.thumbnail_url && isStorageImage(row.thumbnail_url) ? row.thumbnail_url : undefined;
  return (
    <div data-testid="video-player">
      <video
        controls
        preload="none"
        poster={poster}
        src={row.video_url}
        width={HERO_SIZE.width}
        height={HERO_SIZE.height}
        aria-label={t("itemPage.player", { title })}
        style={{
          display: "block",
          width: "100%",
          height: "auto",
          aspectRatio: "16 / 9",
          background: "#000",
          borderRadius: 8,
        }}
      >
        {t("itemPage.noPlayer")}
      </video>
      <Anchor href={row.video_url} target="_blank" rel="noopener noreferrer" size="sm" mt="xs" display="inline-block">
        {t("itemPage.openVideo")} {t("itemPage.newTab")}
      </Anchor>
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
            value: t("videoLibrary.views", { count: row.views, views: formatViews(row.views) }),
          },
          { key: "category", label: t("itemPage.category"), value: videoCategory(t, row.category) },
        ]}
      />
      <ItemSection id="about" title={t("itemPage.aboutVideo")} text={localText(row, "description", locale)} />
    </>
  );
}
