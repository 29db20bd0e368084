/**
 * News (spec §2; issue #26: the items come from the `news` table): category
 * filter buttons (All News, Product Launch, Project Success, Partnership,
 * Event, Award, Business) that filter the featured story (the newest
 * featured item) and the other items, each with date, category, picture and
 * summary. The list is read like the other data pages' (lib/public-lists.ts
 * NEWS_LIST: prerendered at build, refreshed in the browser). Every item is
 * rendered; the buttons filter them in plain DOM (issue #24,
 * islands/dom-filter.ts), so the first tap needs no React. Each card's title
 * links to the item's own page (issue #26).
 */
import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NEWS_CATEGORIES } from "../../../../shared/content/news";
import { NewsCard } from "../../../../shared/content-cards/news-card";
import type { NewsItem } from "../../../../shared/types/domain";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { ANY_CHOICE, FILTER_ATTR, filterChoiceProps, filterItemProps } from "../../islands/card-filter";
import { itemHref } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";
import { itemAnchor } from "../../lib/item-anchor";
import { NEWS_LIST } from "../../lib/public-lists";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";

/** The filter's choices in button order: every item, then each category (labels: `news.categories.*`). */
export const NEWS_FILTERS = [ANY_CHOICE, ...NEWS_CATEGORIES] as const;

/**
 * The featured story (the first featured item of `items`, which come newest
 * first) and the other items in their order.
 */
export function splitFeatured<T extends Pick<NewsItem, "featured">>(items: readonly T[]): { featured?: T; rest: T[] } {
  const featured = items.find((item) => item.featured);
  return { featured, rest: items.filter((item) => item !== featured) };
}

/** The news page. */
export default function NewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRemoteList(NEWS_LIST.fetch, NEWS_LIST.label);
  const { items, loading } = list;
  const { featured, rest } = splitFeatured(items);
  const itemProps = (item: NewsItem) => filterItemProps({ value: item.category, text: "" });
  return (
    <>
      <PageHero eyebrow={t("news.hero.eyebrow")} title={t("news.hero.title")} subtitle={t("news.hero.subtitle")} />
      <PageSection>
        <div {...{ [FILTER_ATTR.root]: "", [FILTER_ATTR.loading]: loading ? "" : undefined }}>
          <Group gap="xs" justify="center" mb="xl" role="group" aria-label={t("news.filterLabel")}>
            {NEWS_FILTERS.map((c) => (
              <Button
                key={c}
                variant={c === ANY_CHOICE ? "filled" : "outline"}
                {...filterChoiceProps(c, ANY_CHOICE)}
                size="sm"
              >
                {t(`news.categories.${c}`)}
              </Button>
            ))}
          </Group>
          {loading ? (
            <PageSpinner />
          ) : (
            <div {...freshListProps(NEWS_LIST.label)}>
              {featured && (
                <NewsCard
                  item={featured}
                  featured
                  eager
                  id={itemAnchor("news", featured.id)}
                  href={itemHref("news", featured.slug, locale)}
                  dataAttributes={itemProps(featured)}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {rest.map((item, index) => (
                  <NewsCard
                    key={item.id}
                    item={item}
                    eager={!featured && index < 3}
                    id={itemAnchor("news", item.id)}
                    href={itemHref("news", item.slug, locale)}
                    dataAttributes={itemProps(item)}
                  />
                ))}
              </SimpleGrid>
            </div>
          )}
          <Text ta="center" hidden={loading || items.length > 0} {...{ [FILTER_ATTR.empty]: "" }}>
            {t("news.empty")}
          </Text>
        </div>
        <FreshListBar list={list} kind="news" />
      </PageSection>
    </>
  );
}
