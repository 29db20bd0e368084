/**
 * An item's own page (issue #26): one per published white paper, case
 * study, video and news item, at `<list path>/<slug>` in English and under
 * `/zh` (app/paths.ts itemRoutePattern; the route's kind is the item's
 * table). It finds its row by slug in the prerendered list (item-lookup.ts)
 * and shows the whole item in the page's language, the English standing in
 * (marked `lang="en"`) where a Chinese field is empty: a breadcrumb back to
 * the list, the title, the type's body (white-paper-item.tsx,
 * case-study-item.tsx, video-item.tsx, news-item.tsx), the share row, a link
 * back to the list and up to three related items. An unknown slug shows the
 * not-found page: the router sends it there (app/routes.tsx), so this page
 * only ever renders nothing for one.
 *
 * Prerendered and never hydrated (islands/page-hydration.ts: static); its
 * head (SEO title, description, canonical, Open Graph, JSON-LD) comes from
 * lib/document-meta.ts.
 */
import type { TFunction } from "i18next";
import { Anchor, Container, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { isItemPageTable, ITEM_PAGE_TYPES } from "../../../../shared/content/item-pages";
import { TRANSLATED_FIELDS } from "../../../../shared/content/translations";
import { EnglishMarker } from "../../../../shared/content-cards/english-marker";
import type { PageProps } from "../../app/page-modules";
import { absoluteUrl, itemHref, SITE_URL, withLocale } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";
import { CaseStudyItem } from "./case-study-item";
import { findItem, relatedItems, type FoundItem } from "./item-lookup";
import { ItemBadge, ItemBreadcrumb, RelatedItems, ShareRow } from "./item-parts";
import { itemTitle, langProps, seoDescription } from "./item-text";
import { NewsItemBody, newsCategory } from "./news-item";
import { VideoItem, videoCategory } from "./video-item";
import { whitePaperCategory, WhitePaperItem } from "./white-paper-item";

/** The badge over the title: the category (the year for a case study). */
function badgeOf(found: FoundItem, t: TFunction): string {
  switch (found.table) {
    case "white_papers":
      return whitePaperCategory(t, found.row.category);
    case "case_studies":
      return String(found.row.year);
    case "videos":
      return videoCategory(t, found.row.category);
    case "news":
      return newsCategory(t, found.row.category);
  }
}

/**
 * The translated texts whose English fallback the page's "English" marker
 * counts (issue #30): every translated field but a video's duration, which
 * a Chinese page shows with Chinese units (shared/content/units.ts).
 */
const markedFields = (found: FoundItem): readonly string[] =>
  TRANSLATED_FIELDS[found.table].filter((field) => field !== "duration");

/** The type's page body. */
function ItemBody({ found, locale }: { found: FoundItem; locale: ReturnType<typeof useLocale> }) {
  switch (found.table) {
    case "white_papers":
      return <WhitePaperItem row={found.row} locale={locale} />;
    case "case_studies":
      return <CaseStudyItem row={found.row} locale={locale} />;
    case "videos":
      return <VideoItem row={found.row} locale={locale} />;
    case "news":
      return <NewsItemBody row={found.row} locale={locale} />;
  }
}

/** The page of the item whose table is `kind` and whose slug is the URL's. */
export default function ItemPage({ kind }: PageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug = "" } = useParams();
  const row = isItemPageTable(kind) ? findItem(kind, slug) : undefined;
  if (!isItemPageTable(kind) || !row) return null;
  const found = { table: kind, row } as FoundItem;
  const title = itemTitle(found, locale);
  const url = absoluteUrl(itemHref(found.table, row.slug, locale), SITE_URL);
  const listLabel = t(`itemPage.lists.${found.table}`);
  return (
    <>
      <Container size="md" py={48} component="article" data-testid="item-page" data-item-table={found.table}>
        <ItemBreadcrumb found={found} locale={locale} title={title} />
        <header style={{ marginBottom: 24 }}>
          <Group gap="xs">
            <ItemBadge>{badgeOf(found, t)}</ItemBadge>
            <EnglishMarker row={row} fields={markedFields(found)} locale={locale} />
          </Group>
          <Title order={1} mt="sm" {...langProps(title)}>
            {title.text}
          </Title>
        </header>
        <ItemBody found={found} locale={locale} />
        <ShareRow target={{ url, title: title.text, summary: seoDescription(found, locale) }} />
        <Anchor href={withLocale(ITEM_PAGE_TYPES[found.table].listPath, locale)} display="inline-block" mt="xl">
          ← {t("itemPage.backTo", { list: listLabel })}
        </Anchor>
      </Container>
      <Container size="lg" pb={64}>
        <RelatedItems table={found.table} items={relatedItems(found)} locale={locale} />
      </Container>
    </>
  );
}
