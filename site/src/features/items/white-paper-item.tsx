/**
 * The body of a white paper's page (issue #26): its cover, details (author,
 * date, pages, category), abstract (the description) and Download PDF /
 * Preview (opens the PDF in a new tab), or "PDF not yet available".
 * Download asks Storage for an attachment named after the paper, as the card
 * does (shared/content-cards/white-paper-card.tsx).
 */
import type { TFunction } from "i18next";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { downloadFileName, downloadUrl } from "../../../../shared/content/storage-urls";
import type { WhitePaper } from "../../../../shared/types/domain";
import type { Locale } from "../../app/paths";
import { ItemDate, ItemFacts, ItemPicture, ItemSection, NewTabNote } from "./item-parts";
import { itemTitle, localText } from "./item-text";

/** The category's label, as the card shows it. */
export function whitePaperCategory(t: TFunction, category: string): string {
  return t(`whitePapers.categories.${category}`, { defaultValue: category.replace(/_/g, " ") });
}

/** A white paper's page body. */
export function WhitePaperItem({ row, locale }: { row: WhitePaper; locale: Locale }) {
  const { t } = useTranslation();
  const found = { table: "white_papers", row } as const;
  const title = itemTitle(found, locale).text;
  return (
    <>
      <ItemPicture found={found} locale={locale} />
      <ItemFacts
        facts={[
          { key: "author", label: t("itemPage.author"), value: row.author },
          {
            key: "published",
            label: t("itemPage.published"),
            value: <ItemDate iso={row.date_published} locale={locale} />,
          },
          { key: "pages", label: t("itemPage.length"), value: t("whitePapers.pages", { count: row.pages }) },
          { key: "category", label: t("itemPage.category"), value: whitePaperCategory(t, row.category) },
        ]}
      />
      {row.pdf_url ? (
        <Group gap="sm" data-testid="paper-actions">
          <Button component="a" href={downloadUrl(row.pdf_url, downloadFileName(title, "pdf"))} download>
            {t("whitePapers.download")}
          </Button>
          <Button component="a" href={row.pdf_url} target="_blank" rel="noopener noreferrer" variant="outline">
            {t("whitePapers.preview")}
            <NewTabNote />
          </Button>
        </Group>
      ) : (
        <Text c="dimmed" data-testid="paper-actions">
          {t("whitePapers.noPdf")}
        </Text>
      )}
      <ItemSection id="abstract" title={t("itemPage.abstract")} text={localText(row, "description", locale)} />
    </>
  );
}
