/**
 * One case study as the public case studies page shows it (spec §2, §7;
 * issue #10 Chinese fields): image, year, location, title, description and
 * the metrics that are present. Used by the site's page and by the admin's
 * preview (issue #12), inside a react-i18next instance holding the site's texts.
 * The title links to the study's own page (issue #26) when `href` is given.
 */
import { Badge, Card, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IMAGE_SIZES } from "../content/image-variants";
import { fallbackLang, localized } from "../content/translations";
import { EnglishMarker } from "./english-marker";
import type { CaseStudy } from "../types/domain";
import { CardTitleLink } from "./card-title-link";
import { Illustration } from "./illustration";
import { LazyImage } from "./lazy-image";
import { usePageLocale } from "./use-page-locale";

/** The fields of a case study the card shows. */
export type CaseStudyCardItem = Pick<
  CaseStudy,
  | "id"
  | "title"
  | "title_zh"
  | "description"
  | "description_zh"
  | "location"
  | "location_zh"
  | "year"
  | "image_url"
  | "image_alt"
  | "image_alt_zh"
  | "drilling_time_reduction"
  | "target_accuracy"
  | "cost_savings"
>;

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

/** Props of CaseStudyCard. */
export interface CaseStudyCardProps {
  study: CaseStudyCardItem;
  /** The card's element id (the page's search anchor); none in the preview. */
  id?: string;
  /** The item's page (issue #26, `itemHref` of site/src/app/paths.ts): the title links to it; none in the admin's preview. */
  href?: string;
  /** Whether the image is above the fold (`loading="eager"`). */
  eager?: boolean;
  /** Whether it is the page's likely largest paint (LazyImage `priority`). Default: `eager`. */
  priority?: boolean;
}

/** The card of one case study. */
export function CaseStudyCard({ study, id, href, eager = false, priority = eager }: CaseStudyCardProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Card id={id} withBorder padding="lg" data-testid="case-study">
      <Card.Section mb="sm">
        <LazyImage
          alt={
            localized(study, "image_alt", locale) ||
            t("caseStudies.imageAlt", { title: localized(study, "title", locale) })
          }
          src={study.image_url}
          width={600}
          eager={eager}
          priority={priority}
          sizes={IMAGE_SIZES.caseStudyImage}
        >
          <Illustration kind="rig" />
        </LazyImage>
      </Card.Section>
      <Group gap="xs">
        <Badge variant="filled" color="blue.8" data-testid="case-year">
          {study.year}
        </Badge>
        <Text size="sm" {...fallbackLang(study, "location", locale)}>
          {localized(study, "location", locale)}
        </Text>
        <EnglishMarker row={study} fields={["description", "location"]} locale={locale} />
      </Group>
      <Title order={2} size="h4" mt="sm" {...fallbackLang(study, "title", locale)}>
        <CardTitleLink href={href}>{localized(study, "title", locale)}</CardTitleLink>
      </Title>
      <Text size="sm" mt="xs" {...fallbackLang(study, "description", locale)}>
        {localized(study, "description", locale)}
      </Text>
      <dl style={{ display: "flex", gap: 24, flexWrap: "wrap", margin: "16px 0 0" }}>
        {presentMetrics(study).map(([key, value]) => (
          <div key={key} data-testid={`metric-${key}`} style={{ display: "flex", flexDirection: "column-reverse" }}>
            <dt style={{ fontSize: 14 }}>{t(`caseStudies.metrics.${key}`)}</dt>
            <dd className="stat-value" style={{ margin: 0, fontSize: "1.6rem" }}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
