/**
 * Case studies (spec §2, §7, §8): loaded from data, newest year first, with a
 * loading state; drilling_time_reduction, target_accuracy and cost_savings
 * each show only when present.
 */
import { Badge, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { localized } from "../../../../shared/content/translations";
import type { CaseStudy } from "../../../../shared/types/domain";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { Illustration } from "../../components/media/illustration";
import { LazyImage } from "../../components/media/lazy-image";
import { CASE_STUDIES_LIST } from "../../lib/public-lists";
import { useRemoteList } from "../../lib/use-remote-list";
import { useLocale } from "../../i18n/use-locale";
import { itemAnchor } from "../search/item-anchor";

/** Newest year first (the query orders already; kept stable here for safety). */
export const byYearDesc = (a: Pick<CaseStudy, "year">, b: Pick<CaseStudy, "year">) => b.year - a.year;

/** The metrics of one case study that are present, as [labelKey, value]. */
export function presentMetrics(
  study: Pick<CaseStudy, "drilling_time_reduction" | "target_accuracy" | "cost_savings">,
): [string, string][] {
  const metrics: [string, string][] = [];
  if (study.drilling_time_reduction !== null && study.drilling_time_reduction !== undefined)
    metrics.push(["drillingTimeReduction", `${study.drilling_time_reduction}%`]);
  if (study.target_accuracy !== null && study.target_accuracy !== undefined)
    metrics.push(["targetAccuracy", `${study.target_accuracy}%`]);
  if (study.cost_savings) metrics.push(["costSavings", study.cost_savings]);
  return metrics;
}

/** The case studies page. */
export default function CaseStudiesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, loading } = useRemoteList(CASE_STUDIES_LIST.fetch, CASE_STUDIES_LIST.label);
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {sorted.map((study, index) => (
              <Card
                key={study.id}
                id={itemAnchor("caseStudy", study.id)}
                withBorder
                padding="lg"
                data-testid="case-study"
              >
                <Card.Section mb="sm">
                  <LazyImage
                    alt={t("caseStudies.imageAlt", { title: localized(study, "title", locale) })}
                    src={study.image_url}
                    width={600}
                    eager={index < 2}
                  >
                    <Illustration kind="rig" />
                  </LazyImage>
                </Card.Section>
                <Group gap="xs">
                  <Badge variant="filled" color="blue.8" data-testid="case-year">
                    {study.year}
                  </Badge>
                  <Text size="sm">{localized(study, "location", locale)}</Text>
                </Group>
                <Title order={2} size="h4" mt="sm">
                  {localized(study, "title", locale)}
                </Title>
                <Text size="sm" mt="xs">
                  {localized(study, "description", locale)}
                </Text>
                <dl style={{ display: "flex", gap: 24, flexWrap: "wrap", margin: "16px 0 0" }}>
                  {presentMetrics(study).map(([key, value]) => (
                    <div
                      key={key}
                      data-testid={`metric-${key}`}
                      style={{ display: "flex", flexDirection: "column-reverse" }}
                    >
                      <dt style={{ fontSize: 14 }}>{t(`caseStudies.metrics.${key}`)}</dt>
                      <dd className="stat-value" style={{ margin: 0, fontSize: "1.6rem" }}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ))}
          </SimpleGrid>
        )}
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
