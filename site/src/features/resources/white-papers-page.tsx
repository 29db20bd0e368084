/**
 * White papers (spec §2, §4, §7, §8): list from data (newest first), loading
 * state, the category filter (All Papers default); each paper's card
 * (Download PDF, Preview) is the shared WhitePaperCard, which the admin's
 * preview shows too (issue #12).
 */
import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WhitePaperCard } from "../../../../shared/content-cards/white-paper-card";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { WHITE_PAPERS_LIST } from "../../lib/public-lists";
import { useRemoteList } from "../../lib/use-remote-list";
import { filterWhitePapers, WHITE_PAPER_FILTERS, type WhitePaperFilter } from "./white-paper-filter";
import { itemAnchor } from "../search/item-anchor";

/** The white papers page. */
export default function WhitePapersPage() {
  const { t } = useTranslation();
  const { items, loading } = useRemoteList(WHITE_PAPERS_LIST.fetch, WHITE_PAPERS_LIST.label);
  const [filter, setFilter] = useState<WhitePaperFilter>("All Papers");
  const shown = filterWhitePapers(items, filter);
  return (
    <>
      <PageHero
        eyebrow={t("whitePapers.hero.eyebrow")}
        title={t("whitePapers.hero.title")}
        subtitle={t("whitePapers.hero.subtitle")}
      />
      <PageSection>
        <Group gap="xs" justify="center" mb="xl" role="group" aria-label={t("whitePapers.filterLabel")}>
          {WHITE_PAPER_FILTERS.map((label) => (
            <Button
              key={label}
              size="sm"
              variant={label === filter ? "filled" : "outline"}
              aria-pressed={label === filter}
              onClick={() => setFilter(label)}
            >
              {t(`whitePapers.filters.${label.replace(/ /g, "")}`)}
            </Button>
          ))}
        </Group>
        {loading ? (
          <PageSpinner />
        ) : shown.length === 0 ? (
          <Text ta="center">{t("whitePapers.empty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {shown.map((paper, index) => (
              <WhitePaperCard key={paper.id} paper={paper} id={itemAnchor("whitePaper", paper.id)} eager={index < 3} />
            ))}
          </SimpleGrid>
        )}
      </PageSection>
    </>
  );
}
