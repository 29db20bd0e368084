/**
 * Case studies (spec §2, §7, §8): loaded from data, newest year first, with a
 * loading state; drilling_time_reduction, target_accuracy and cost_savings
 * each show only when present. Each card's title links to the study's own
 * page (issue #26).
 */
import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CaseStudyCard } from "../../../../shared/content-cards/case-study-card";
import type { CaseStudy } from "../../../../shared/types/domain";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { CASE_STUDIES_LIST } from "../../lib/public-lists";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";
import { itemAnchor } from "../../lib/item-anchor";
import { itemHref } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** Newest year first (the query orders already; kept stable here for safety). */
export const byYearDesc = (a: Pick<CaseStudy, "year">, b: Pick<CaseStudy, "year">) => b.year - a.year;

/** The case studies page. */
export default function CaseStudiesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRemoteList(CASE_STUDIES_LIST.fetch, CASE_STUDIES_LIST.label);
  const { items, loading } = list;
  const sorted = [...items].sort(byYearDesc);
  return (
    <>
      <PageHero
        eyebrow={t("caseStudies.hero.eyebrow")}
        title={t("caseStudies.hero.title")}
        subtitle={t("caseStudies.hero.subtitle")}
      />
      <PageSection>
        {loading ? (
          <PageSpinner />
        ) : sorted.length === 0 ? (
          <Text ta="center">{t("caseStudies.empty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" {...freshListProps(CASE_STUDIES_LIST.label)}>
            {sorted.map((study, index) => (
              <CaseStudyCard
                key={study.id}
                study={study}
                id={itemAnchor("caseStudy", study.id)}
                href={itemHref("case_studies", study.slug, locale)}
                eager={index < 2}
                priority={index === 0}
              />
            ))}
          </SimpleGrid>
        )}
        <FreshListBar list={list} kind="caseStudies" />
      </PageSection>
      <CtaBand
        title={t("caseStudies.cta.title")}
        text={t("caseStudies.cta.text")}
        actions={[
          { to: "/get-quote", label: t("common.getQuote") },
          { to: "/products/schedule-consultation", label: t("caseStudies.cta.consult") },
        ]}
      />
    </>
  );
}
