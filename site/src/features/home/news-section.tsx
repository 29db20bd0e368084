/**
 * The home page's "Latest news" (issue #26: the home page reads the news
 * table): the newest news items (lib/public-lists.ts LATEST_NEWS_LIST: three
 * short rows, prerendered into the page and refreshed after load like the
 * data pages' lists), each with its date, category and title linking to its
 * own page, and a link to the news page. Nothing is shown when there is no
 * published news.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isNewsCategory } from "../../../../shared/content/news";
import { fallbackLang, localized } from "../../../../shared/content/translations";
import { EnglishMarker } from "../../../../shared/content-cards/english-marker";
import { href, itemHref } from "../../app/paths";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { useLocale } from "../../i18n/use-locale";
import { LATEST_NEWS_LIST, type LatestNewsItem } from "../../lib/public-lists";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";

/** Element id of the section (not one of the spec's five header anchors). */
export const LATEST_NEWS_ID = "latest-news";

/** The "Latest news" section of the home page. */
export function LatestNewsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRemoteList<LatestNewsItem>(LATEST_NEWS_LIST.fetch, LATEST_NEWS_LIST.label);
  const { items, loading } = list;
  if (!loading && items.length === 0) return null;
  return (
    <PageSection id={LATEST_NEWS_ID} title={t("home.news.title")} intro={t("home.news.intro")}>
      {loading ? (
        <PageSpinner />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 3 }}
          spacing="lg"
          data-testid="latest-news"
          {...freshListProps(LATEST_NEWS_LIST.label)}
        >
          {items.map((item) => {
            // A Chinese page shows the English title where there is no Chinese one, marked as English.
            const title = localized(item, "title", locale);
            const category = isNewsCategory(item.category) ? t(`home.news.categories.${item.category}`) : item.category;
            return (
              <Card key={item.id} withBorder padding="lg" component="article">
                <Group gap="xs" mb="xs">
                  <Badge variant="filled" color="blue.8">
                    {category}
                  </Badge>
                  <Text size="sm" c="dimmed" component="time" dateTime={item.date_published}>
                    {item.date_published}
                  </Text>
                  <EnglishMarker row={item} locale={locale} />
                </Group>
                <Anchor
                  href={itemHref("news", item.slug, locale)}
                  fw={600}
                  size="lg"
                  c="dark.8"
                  {...fallbackLang(item, "title", locale)}
                >
                  {title}
                </Anchor>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <FreshListBar list={list} kind="news" />
      <Group justify="center" mt="xl">
        <Anchor href={href("news", locale)} fw={600}>
          {t("home.news.all")}
        </Anchor>
      </Group>
    </PageSection>
  );
}
