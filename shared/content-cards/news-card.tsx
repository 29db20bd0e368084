/**
 * One news item as the public news page shows it (issue #26; the look of the
 * page's hard-coded articles before it): picture (or the category's
 * illustration), category badge, date, title and summary; the featured story
 * as a wide card with a "Featured" badge. Texts in the page's language
 * (issue #10: the `_zh` columns, falling back to the English). Used by the
 * site's news page and by the admin's preview (issue #12), inside a
 * react-i18next instance holding the site's card texts (`news.*`). The title
 * links to the item's own page (issue #26) when `href` is given.
 */
import { Badge, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_SIZES } from "../content/image-variants";
import { isNewsCategory, type NewsCategory } from "../content/news";
import { fallbackLang, localized } from "../content/translations";
import { EnglishMarker } from "./english-marker";
import type { NewsItem } from "../types/domain";
import { CardTitleLink } from "./card-title-link";
import { Illustration, type IllustrationKind } from "./illustration";
import { LazyImage } from "./lazy-image";
import { usePageLocale } from "./use-page-locale";

/** The fields of a news item the card shows. */
export type NewsCardItem = Pick<
  NewsItem,
  | "id"
  | "title"
  | "title_zh"
  | "excerpt"
  | "excerpt_zh"
  | "category"
  | "date_published"
  | "featured"
  | "image_url"
  | "image_alt"
  | "image_alt_zh"
>;

/** The illustration standing in for a news item without a picture, by category. */
export const NEWS_ILLUSTRATION: Record<NewsCategory, IllustrationKind> = {
  productLaunch: "rss",
  projectSuccess: "rig",
  partnership: "globe",
  event: "team",
  award: "chart",
  business: "news",
};

/** Props of NewsCard. */
export interface NewsCardProps {
  item: NewsCardItem;
  /** Draw it as the page's featured story (wide, with the Featured badge). */
  featured?: boolean;
  /** The card's element id (the page's search anchor); none in the preview. */
  id?: string;
  /** The item's page (issue #26, `itemHref` of site/src/app/paths.ts): the title links to it; none in the admin's preview. */
  href?: string;
  /** Whether the picture is above the fold (`loading="eager"`). */
  eager?: boolean;
  /** Extra attributes of the card's root (the page's `data-filter-*`, islands/card-filter.ts). */
  dataAttributes?: Record<string, string>;
}

/** The card of one news item. */
export function NewsCard({ item, featured = false, id, href, eager = false, dataAttributes }: NewsCardProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const title = localized(item, "title", locale);
  const category = isNewsCategory(item.category) ? item.category : null;
  const categoryBadge = (
    <Badge variant="filled" color="blue.8" data-testid="news-category">
      {category ? t(`news.categories.${category}`) : item.category}
    </Badge>
  );
  const englishMarker = <EnglishMarker row={item} fields={["excerpt"]} locale={locale} />;
  const picture = (
    <LazyImage
      alt={localized(item, "image_alt", locale) || title}
      src={item.image_url}
      width={featured ? 640 : 480}
      eager={eager}
      sizes={featured ? IMAGE_SIZES.newsFeaturedImage : IMAGE_SIZES.newsImage}
    >
      <Illustration kind={category ? NEWS_ILLUSTRATION[category] : "news"} />
    </LazyImage>
  );
  const date: ReactNode = <time dateTime={item.date_published}>{item.date_published}</time>;
  if (featured) {
    return (
      <Card id={id} withBorder padding="xl" mb="xl" data-testid="news-item" {...dataAttributes}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {picture}
          <div>
            <Group gap="xs">
              <Badge variant="filled" color="yellow.5" c="dark.9">
                {t("news.featured")}
              </Badge>
              {categoryBadge}
              {englishMarker}
            </Group>
            <Title order={2} mt="sm" {...fallbackLang(item, "title", locale)}>
              <CardTitleLink href={href}>{title}</CardTitleLink>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {date}
            </Text>
            <Text mt="sm" {...fallbackLang(item, "excerpt", locale)}>
              {localized(item, "excerpt", locale)}
            </Text>
          </div>
        </SimpleGrid>
      </Card>
    );
  }
  return (
    <Card id={id} withBorder padding="lg" data-testid="news-item" {...dataAttributes}>
      <Card.Section mb="sm">{picture}</Card.Section>
      <Group justify="space-between">
        <Group gap={6}>
          {categoryBadge}
          {englishMarker}
        </Group>
        <Text size="sm" c="dimmed">
          {date}
        </Text>
      </Group>
      <Title order={3} size="h4" mt="sm" {...fallbackLang(item, "title", locale)}>
        <CardTitleLink href={href}>{title}</CardTitleLink>
      </Title>
      <Text size="sm" mt={4} {...fallbackLang(item, "excerpt", locale)}>
        {localized(item, "excerpt", locale)}
      </Text>
    </Card>
  );
}
