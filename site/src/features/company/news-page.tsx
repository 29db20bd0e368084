/**
 * News (spec §2): category filter buttons (All News, Product Launch, Project
 * Success, Partnership, Event, Award, Business) that filter the featured
 * story and five articles, each with date, category, image and excerpt.
 * Every article is rendered; the buttons filter them in plain DOM (issue
 * #24, islands/dom-filter.ts), so the first tap needs no React.
 */
import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration, type IllustrationKind } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";
import { ANY_CHOICE, FILTER_ATTR, filterChoiceProps, filterItemProps } from "../../islands/card-filter";
import { useTObject } from "../../lib/use-t-list";

/** Category ids in button order; labels come from `news.categories`. */
export const NEWS_CATEGORIES = [
  "all",
  "productLaunch",
  "projectSuccess",
  "partnership",
  "event",
  "award",
  "business",
] as const;

interface Article {
  title: string;
  excerpt: string;
  date: string;
  category: (typeof NEWS_CATEGORIES)[number];
  featured?: boolean;
}

const ART: IllustrationKind[] = ["rss", "rig", "globe", "team", "chart", "news"];

/** The news page. */
export default function NewsPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const articles = tObject<Article[]>("news.articles").map((a, i) => ({ ...a, art: ART[i] ?? "news" }));
  const featured = articles.find((a) => a.featured);
  const rest = articles.filter((a) => !a.featured);
  const itemProps = (a: Article) => filterItemProps({ value: a.category, text: "" });
  return (
    <>
      <PageHero eyebrow={t("news.hero.eyebrow")} title={t("news.hero.title")} subtitle={t("news.hero.subtitle")} />
      <PageSection>
        <div {...{ [FILTER_ATTR.root]: "" }}>
          <Group gap="xs" justify="center" mb="xl" role="group" aria-label={t("news.filterLabel")}>
            {NEWS_CATEGORIES.map((c) => (
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
          {featured && (
            <Card withBorder padding="xl" mb="xl" {...itemProps(featured)}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <LazyImage alt={featured.title}>
                  <Illustration kind={featured.art} />
                </LazyImage>
                <div>
                  <Group gap="xs">
                    <Badge variant="filled" color="yellow.5" c="dark.9">
                      {t("news.featured")}
                    </Badge>
                    <Badge variant="filled" color="blue.8">
                      {t(`news.categories.${featured.category}`)}
                    </Badge>
                  </Group>
                  <Title order={2} mt="sm">
                    {featured.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    <time>{featured.date}</time>
                  </Text>
                  <Text mt="sm">{featured.excerpt}</Text>
                </div>
              </SimpleGrid>
            </Card>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {rest.map((a) => (
              <Card key={a.title} withBorder padding="lg" {...itemProps(a)}>
                <Card.Section mb="sm">
                  <LazyImage alt={a.title}>
                    <Illustration kind={a.art} />
                  </LazyImage>
                </Card.Section>
                <Group justify="space-between">
                  <Badge variant="filled" color="blue.8">
                    {t(`news.categories.${a.category}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    <time>{a.date}</time>
                  </Text>
                </Group>
                <Title order={3} size="h4" mt="sm">
                  {a.title}
                </Title>
                <Text size="sm" mt={4}>
                  {a.excerpt}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text ta="center" hidden={articles.length > 0} {...{ [FILTER_ATTR.empty]: "" }}>
            {t("news.empty")}
          </Text>
        </div>
      </PageSection>
    </>
  );
}
