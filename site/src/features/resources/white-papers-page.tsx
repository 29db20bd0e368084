/**
 * White papers (spec §2, §4, §7, §8): list from data (newest first), loading
 * state, the category filter (All Papers default); each paper's card
 * (Download PDF, Preview) is the shared WhitePaperCard, which the admin's
 * preview shows too (issue #12). Every paper is rendered; the filter buttons
 * answer in plain DOM (issue #24, islands/dom-filter.ts), so the first tap
 * needs no React. Each card's title links to the paper's own page (issue #26).
 */
import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { WhitePaperCard } from "../../../../shared/content-cards/white-paper-card";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { WHITE_PAPERS_LIST } from "../../lib/public-lists";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";
import { ANY_CHOICE, FILTER_ATTR, filterChoiceProps, filterItemProps } from "../../islands/card-filter";
import { WHITE_PAPER_FILTERS, whitePaperChoice, whitePaperKey } from "./white-paper-filter";
import { itemAnchor } from "../../lib/item-anchor";
import { itemHref } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** The white papers page. */
export default function WhitePapersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRemoteList(WHITE_PAPERS_LIST.fetch, WHITE_PAPERS_LIST.label);
  const { items, loading } = list;
  return (
    <>
      <PageHero
        eyebrow={t("whitePapers.hero.eyebrow")}
        title={t("whitePapers.hero.title")}
        subtitle={t("whitePapers.hero.subtitle")}
      />
      <PageSection>
        <div {...{ [FILTER_ATTR.root]: "", [FILTER_ATTR.loading]: loading ? "" : undefined }}>
          <Group gap="xs" justify="center" mb="xl" role="group" aria-label={t("whitePapers.filterLabel")}>
            {WHITE_PAPER_FILTERS.map((label) => {
              const choice = whitePaperChoice(label);
              return (
                <Button
                  key={label}
                  size="sm"
                  variant={choice === ANY_CHOICE ? "filled" : "outline"}
                  {...filterChoiceProps(choice, ANY_CHOICE)}
                >
                  {t(`whitePapers.filters.${label.replace(/ /g, "")}`)}
                </Button>
              );
            })}
          </Group>
          {loading ? (
            <PageSpinner />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" {...freshListProps(WHITE_PAPERS_LIST.label)}>
              {items.map((paper, index) => (
                <WhitePaperCard
                  key={paper.id}
                  paper={paper}
                  id={itemAnchor("whitePaper", paper.id)}
                  href={itemHref("white_papers", paper.slug, locale)}
                  eager={index < 3}
                  priority={index === 0}
                  dataAttributes={filterItemProps(whitePaperKey(paper))}
                />
              ))}
            </SimpleGrid>
          )}
          <Text ta="center" hidden={loading || items.length > 0} {...{ [FILTER_ATTR.empty]: "" }}>
            {t("whitePapers.empty")}
          </Text>
        </div>
        <FreshListBar list={list} kind="whitePapers" />
      </PageSection>
    </>
  );
}
