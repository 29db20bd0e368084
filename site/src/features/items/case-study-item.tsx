/**
 * The body of a case study's page (issue #26): its picture, location and
 * year, the overview (description), the Challenge / Solution / Results
 * sections it has (shared/content/item-pages.ts CASE_STUDY_STORY_FIELDS) and
 * its metrics as the card shows them (presentMetrics).
 */
import { useTranslation } from "react-i18next";
import { CASE_STUDY_STORY_FIELDS } from "../../../../shared/content/item-pages";
import { presentMetrics } from "../../../../shared/content-cards/case-study-card";
import type { CaseStudy } from "../../../../shared/types/domain";
import type { Locale } from "../../app/paths";
import { ItemFacts, ItemPicture, ItemSection } from "./item-parts";
import { langProps, localText } from "./item-text";
import { Title } from "@mantine/core";

/** A case study's page body. */
export function CaseStudyItem({ row, locale }: { row: CaseStudy; locale: Locale }) {
  const { t } = useTranslation();
  const found = { table: "case_studies", row } as const;
  const location = localText(row, "location", locale);
  const metrics = presentMetrics(row);
  return (
    <>
      <ItemPicture found={found} locale={locale} />
      <ItemFacts
        facts={[
          ...(location
            ? [
                {
                  key: "location",
                  label: t("itemPage.location"),
                  value: <span {...langProps(location)}>{location.text}</span>,
                },
              ]
            : []),
          { key: "year", label: t("itemPage.year"), value: row.year },
        ]}
      />
      {metrics.length > 0 && (
        <section aria-labelledby="item-metrics" style={{ marginTop: 24 }}>
          <Title order={2} size="h3" id="item-metrics" mb="sm">
            {t("itemPage.keyResults")}
          </Title>
          <dl style={{ display: "flex", gap: 32, flexWrap: "wrap", margin: 0 }}>
            {metrics.map(([key, value]) => (
              <div key={key} data-testid={`metric-${key}`} style={{ display: "flex", flexDirection: "column-reverse" }}>
                <dt style={{ fontSize: 14 }}>{t(`caseStudies.metrics.${key}`)}</dt>
                <dd className="stat-value" style={{ margin: 0, fontSize: "1.8rem" }}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ItemSection id="overview" title={t("itemPage.overview")} text={localText(row, "description", locale)} />
      {CASE_STUDY_STORY_FIELDS.map((field) => (
        <ItemSection key={field} id={field} title={t(`itemPage.${field}`)} text={localText(row, field, locale)} />
      ))}
    </>
  );
}
