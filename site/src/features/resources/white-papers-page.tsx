/**
 * White papers (spec §2, §4, §7, §8): list from data (newest first), loading
 * state, the category filter (All Papers default); Download PDF and Preview
 * use pdf_url and are disabled with an explanation when it is absent.
 * Download PDF asks Storage for an attachment named after the paper
 * (`?download=`, issue #11: a cross-origin `download` attribute is ignored);
 * Preview opens the PDF in a new tab, in the browser's PDF viewer.
 */
import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFileName, downloadUrl } from "../../../../shared/content/storage-urls";
import { localized } from "../../../../shared/content/translations";
import type { WhitePaper } from "../../../../shared/types/domain";
import { LazyTooltip } from "../../components/blocks/lazy-tooltip";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { Illustration } from "../../components/media/illustration";
import { LazyImage } from "../../components/media/lazy-image";
import { WHITE_PAPERS_LIST } from "../../lib/public-lists";
import { useRemoteList } from "../../lib/use-remote-list";
import { useLocale } from "../../i18n/use-locale";
import { filterWhitePapers, WHITE_PAPER_FILTERS, type WhitePaperFilter } from "./white-paper-filter";
import { itemAnchor } from "../search/item-anchor";

/** Download PDF / Preview buttons of one paper. */
function PaperActions({ paper }: { paper: WhitePaper }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!paper.pdf_url) {
    return (
      <div>
        <Group gap="xs" grow>
          <LazyTooltip label={t("whitePapers.noPdf")} openDelay={700}>
            <Button
              data-disabled
              aria-disabled="true"
              variant="filled"
              onClick={(e) => e.preventDefault()}
              aria-describedby={`nopdf-${paper.id}`}
            >
              {t("whitePapers.download")}
            </Button>
          </LazyTooltip>
          <LazyTooltip label={t("whitePapers.noPdf")} openDelay={700}>
            <Button
              data-disabled
              aria-disabled="true"
              variant="outline"
              onClick={(e) => e.preventDefault()}
              aria-describedby={`nopdf-${paper.id}`}
            >
              {t("whitePapers.preview")}
            </Button>
          </LazyTooltip>
        </Group>
        <Text size="xs" id={`nopdf-${paper.id}`} c="dimmed" mt={6}>
          {t("whitePapers.noPdf")}
        </Text>
      </div>
    );
  }
  return (
    <Group gap="xs" grow>
      <Button
        component="a"
        href={downloadUrl(paper.pdf_url, downloadFileName(localized(paper, "title", locale), "pdf"))}
        download
      >
        {t("whitePapers.download")}
      </Button>
      <Button component="a" href={paper.pdf_url} target="_blank" rel="noopener" variant="outline">
        {t("whitePapers.preview")}
      </Button>
    </Group>
  );
}

/** The white papers page. */
export default function WhitePapersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
              <Card
                key={paper.id}
                id={itemAnchor("whitePaper", paper.id)}
                withBorder
                padding="lg"
                data-testid="white-paper"
              >
                <Card.Section mb="sm">
                  <LazyImage
                    alt={t("whitePapers.coverAlt", { title: localized(paper, "title", locale) })}
                    src={paper.image_url}
                    width={400}
                    eager={index < 3}
                  >
                    <Illustration kind="document" />
                  </LazyImage>
                </Card.Section>
                <Group justify="space-between">
                  <Badge variant="filled" color="blue.8">
                    {t(`whitePapers.categories.${paper.category}`, { defaultValue: paper.category.replace(/_/g, " ") })}
                  </Badge>
                  <Text size="sm">{t("whitePapers.pages", { count: paper.pages })}</Text>
                </Group>
                <Title order={2} size="h4" mt="sm">
                  {localized(paper, "title", locale)}
                </Title>
                <Text size="sm" c="dimmed">
                  {paper.author} ·{" "}
                  <time dateTime={paper.date_published}>
                    {new Date(paper.date_published).toLocaleDateString(locale === "zh" ? "zh-CN" : "en-US", {
                      timeZone: "UTC",
                    })}
                  </time>
                </Text>
                <Text size="sm" mt="xs" mb="md">
                  {localized(paper, "description", locale)}
                </Text>
                <div style={{ marginTop: "auto" }}>
                  <PaperActions paper={paper} />
                </div>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </PageSection>
    </>
  );
}
