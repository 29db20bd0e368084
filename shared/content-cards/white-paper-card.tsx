/**
 * One white paper as the public white papers page shows it (spec §2, §4,
 * §7; issue #10 Chinese fields; issue #11 downloads): cover, category, pages,
 * title, author and date, description, Download PDF / Preview. Used by the
 * site's page and by the admin's preview (issue #12), inside a react-i18next
 * instance holding the site's texts; the language is that instance's.
 * Download PDF asks Storage for an attachment named after the paper
 * (`?download=`, issue #11: a cross-origin `download` attribute is ignored);
 * Preview opens the PDF in a new tab, in the browser's PDF viewer. The title
 * links to the paper's own page (issue #26) when `href` is given.
 */
import { Badge, Button, Card, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IMAGE_SIZES } from "../content/image-variants";
import { downloadFileName, downloadUrl } from "../content/storage-urls";
import { fallbackLang, localized } from "../content/translations";
import { EnglishMarker } from "./english-marker";
import type { WhitePaper } from "../types/domain";
import { CardTitleLink } from "./card-title-link";
import { Illustration } from "./illustration";
import { LazyImage } from "./lazy-image";
import { LazyTooltip } from "./lazy-tooltip";
import { usePageLocale } from "./use-page-locale";

/** The fields of a white paper the card shows. */
export type WhitePaperCardItem = Pick<
  WhitePaper,
  | "id"
  | "title"
  | "title_zh"
  | "description"
  | "description_zh"
  | "author"
  | "date_published"
  | "pages"
  | "category"
  | "image_url"
  | "image_alt"
  | "image_alt_zh"
  | "pdf_url"
>;

/** Download PDF / Preview buttons of one paper. */
function PaperActions({ paper }: { paper: WhitePaperCardItem }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
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

/** Props of WhitePaperCard. */
export interface WhitePaperCardProps {
  paper: WhitePaperCardItem;
  /** The card's element id (the page's search anchor); none in the preview. */
  id?: string;
  /** The item's page (issue #26, `itemHref` of site/src/app/paths.ts): the title links to it; none in the admin's preview. */
  href?: string;
  /** Whether the cover is above the fold (`loading="eager"`). */
  eager?: boolean;
  /** Whether it is the page's likely largest paint (LazyImage `priority`). Default: `eager`. */
  priority?: boolean;
  /** Extra `data-*` attributes of the card's root (the page's list filter, issue #24). */
  dataAttributes?: Record<`data-${string}`, string>;
}

/** The card of one white paper. */
export function WhitePaperCard({
  paper,
  id,
  href,
  eager = false,
  priority = eager,
  dataAttributes,
}: WhitePaperCardProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Card id={id} withBorder padding="lg" data-testid="white-paper" {...dataAttributes}>
      <Card.Section mb="sm">
        <LazyImage
          alt={
            localized(paper, "image_alt", locale) ||
            t("whitePapers.coverAlt", { title: localized(paper, "title", locale) })
          }
          src={paper.image_url}
          width={400}
          eager={eager}
          priority={priority}
          sizes={IMAGE_SIZES.whitePaperCover}
        >
          <Illustration kind="document" />
        </LazyImage>
      </Card.Section>
      <Group justify="space-between">
        <Group gap={6}>
          <Badge variant="filled" color="blue.8">
            {t(`whitePapers.categories.${paper.category}`, { defaultValue: paper.category.replace(/_/g, " ") })}
          </Badge>
          <EnglishMarker row={paper} fields={["description"]} locale={locale} />
        </Group>
        <Text size="sm">{t("whitePapers.pages", { count: paper.pages })}</Text>
      </Group>
      <Title order={2} size="h4" mt="sm" {...fallbackLang(paper, "title", locale)}>
        <CardTitleLink href={href}>{localized(paper, "title", locale)}</CardTitleLink>
      </Title>
      <Text size="sm" c="dimmed">
        {paper.author} ·{" "}
        <time dateTime={paper.date_published}>
          {new Date(paper.date_published).toLocaleDateString(locale === "zh" ? "zh-CN" : "en-US", {
            timeZone: "UTC",
          })}
        </time>
      </Text>
      <Text size="sm" mt="xs" mb="md" {...fallbackLang(paper, "description", locale)}>
        {localized(paper, "description", locale)}
      </Text>
      <div style={{ marginTop: "auto" }}>
        <PaperActions paper={paper} />
      </div>
    </Card>
  );
}
