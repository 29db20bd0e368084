/**
 * The body of a news item's page (issue #26): its picture (or its
 * category's illustration, as the card), date and category, the excerpt as
 * the lead, and the body split into paragraphs on blank lines.
 */
import type { TFunction } from "i18next";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isNewsCategory } from "../../../../shared/content/news";
import type { NewsItem } from "../../../../shared/types/domain";
import type { Locale } from "../../app/paths";
import { ItemDate, ItemFacts, ItemPicture, Paragraphs } from "./item-parts";
import { langProps, localText } from "./item-text";

/** The category's label, as the card shows it. */
export function newsCategory(t: TFunction, category: string): string {
  return isNewsCategory(category) ? t(`news.categories.${category}`) : category;
}

/** A news item's page body. */
export function NewsItemBody({ row, locale }: { row: NewsItem; locale: Locale }) {
  const { t } = useTranslation();
  const found = { table: "news", row } as const;
  const lead = localText(row, "excerpt", locale);
  const body = localText(row, "body", locale);
  return (
    <>
      <ItemFacts
        facts={[
          {
            key: "published",
            label: t("itemPage.published"),
            value: <ItemDate iso={row.date_published} locale={locale} />,
          },
          { key: "category", label: t("itemPage.category"), value: newsCategory(t, row.category) },
        ]}
      />
      {lead && (
        <Text size="lg" fw={500} mb="lg" data-testid="news-lead" {...langProps(lead)}>
          {lead.text}
        </Text>
      )}
      <ItemPicture found={found} locale={locale} />
      {body && (
        <div style={{ marginTop: 24 }} data-testid="news-body">
          <Paragraphs text={body} />
        </div>
      )}
    </>
  );
}
