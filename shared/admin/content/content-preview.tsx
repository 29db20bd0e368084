/**
 * Preview of a content item as the public page shows it (issue #12 Drafts),
 * for admins only: a modal above the dialog rendering the site's own card
 * component (shared/content-cards) from the values in the dialog, in English
 * or Chinese (the public page's two languages; it opens in the admin's).
 * Works the same in the browser and the desktop app, since it needs no
 * public page and no network: a draft is never exposed to visitors (RLS
 * keeps drafts from anon). Files chosen but not yet uploaded (a cover, a
 * PDF) are shown from the computer through object URLs, released on close;
 * stored ones through useViewableItem (issue #27: a hidden item's files are
 * private, so the card gets signed URLs for them).
 */
import { Box, Card, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { CaseStudyCard, type CaseStudyCardItem } from "../../content-cards/case-study-card";
import { DocumentationEntry, type DocumentationEntryItem } from "../../content-cards/documentation-entry";
import { NewsCard, type NewsCardItem } from "../../content-cards/news-card";
import { VideoCard, type VideoCardItem } from "../../content-cards/video-card";
import { WhitePaperCard, type WhitePaperCardItem } from "../../content-cards/white-paper-card";
import { isItemPageTable, type ItemPageTable, itemPath, slugify } from "../../content/item-pages";
import type { ContentLocale, TranslatedTable } from "../../content/translations";
import type { PendingUpload } from "../../data/content-save";
import { useAdminI18n } from "../i18n";
import { AdminModal } from "../ui/admin-modal";
import { createPreviewI18n } from "./preview-i18n";
import { useViewableItem } from "./use-stored-file-url";

/** Props of ContentPreview. */
export interface ContentPreviewProps {
  table: TranslatedTable;
  /** The item's id (a new item's is already made). */
  id: string;
  /** The dialog's validated values (the payload a save would send). */
  item: object;
  /** Files chosen in the dialog and not uploaded yet: shown in place of their field's URL. */
  uploads?: readonly PendingUpload[];
  onClose: () => void;
}

/** The public card of `table` for `item`. */
function PublicCard({ table, item }: { table: TranslatedTable; item: Record<string, unknown> }) {
  switch (table) {
    case "white_papers":
      return <WhitePaperCard paper={item as unknown as WhitePaperCardItem} eager />;
    case "case_studies":
      return <CaseStudyCard study={item as unknown as CaseStudyCardItem} eager />;
    case "videos":
      return (
        <VideoCard
          video={{ views: 0, ...item } as unknown as VideoCardItem}
          onPlay={(video) => {
            if (video.video_url) window.open(video.video_url, "_blank", "noopener");
          }}
        />
      );
    case "documentation":
      return (
        <Card withBorder padding="lg">
          <DocumentationEntry entry={{ documents: [], ...item } as unknown as DocumentationEntryItem} />
        </Card>
      );
    case "news": {
      const news = item as unknown as NewsCardItem;
      return <NewsCard item={news} featured={news.featured} eager />;
    }
  }
}

/** The first of `values` that is non-blank text, trimmed, else "". */
const firstText = (...values: unknown[]): string =>
  (values.find((v) => typeof v === "string" && v.trim() !== "") as string | undefined)?.trim() ?? "";

/**
 * How a search result shows the item's page (issue #26): its address, and
 * the SEO title and description in the page's language with the site's
 * fallbacks (Chinese page: the Chinese SEO text, the Chinese text, the
 * English SEO text, the English text; the news summary stands for the description).
 */
export function SearchSnippet({
  table,
  item,
  language,
}: {
  table: ItemPageTable;
  item: Record<string, unknown>;
  language: ContentLocale;
}) {
  const { t } = useAdminI18n();
  const summary = table === "news" ? "excerpt" : "description";
  const zh = language === "zh";
  const slug = firstText(item.slug) || slugify(String(item.title ?? ""));
  const title = zh
    ? firstText(item.seo_title_zh, item.title_zh, item.seo_title, item.title)
    : firstText(item.seo_title, item.title);
  const description = zh
    ? firstText(item.seo_description_zh, item[`${summary}_zh`], item.seo_description, item[summary])
    : firstText(item.seo_description, item[summary]);
  return (
    <Stack gap={2} data-testid="search-snippet" aria-label={t("itemPage.searchPreview")} role="group">
      <Text size="xs" c="dimmed">
        {t("itemPage.searchPreview")}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {`${zh ? "/zh" : ""}${itemPath(table, slug)}`}
      </Text>
      <Text size="sm" fw={600} c="blue.8">
        {title}
      </Text>
      <Text size="xs" lineClamp={3}>
        {description}
      </Text>
    </Stack>
  );
}

/** The preview modal: page language switch, a note, the card and, for an item page, its search result. */
export function ContentPreview({ table, id, item, uploads = [], onClose }: ContentPreviewProps) {
  const { t, language } = useAdminI18n();
  const [pageLanguage, setPageLanguage] = useState<ContentLocale>(language);
  const i18n = useMemo(() => createPreviewI18n(pageLanguage), [pageLanguage]);
  // Object URLs of the chosen files of single-file fields (cover, thumbnail, PDF), keyed by field.
  const local = useMemo(
    () =>
      typeof URL.createObjectURL === "function"
        ? Object.fromEntries(
            uploads.filter((u) => u.index === undefined).map((u) => [u.field, URL.createObjectURL(u.file)]),
          )
        : {},
    [uploads],
  );
  useEffect(() => () => Object.values(local).forEach((url) => URL.revokeObjectURL(url)), [local]);
  const shown = useMemo(() => ({ ...item, ...local, id }), [item, local, id]);
  const viewable = useViewableItem(table, shown);
  return (
    <AdminModal
      opened
      onClose={onClose}
      title={t("editorial.previewTitle")}
      size="md"
      zIndex={300}
      closeButtonProps={{ "aria-label": t("editorial.closePreview") }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t("editorial.previewLanguage")}
          value={pageLanguage}
          onChange={(value) => setPageLanguage(value === "zh" ? "zh" : "en")}
          data={[
            { value: "en", label: "English" },
            { value: "zh", label: "中文" },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t("editorial.previewNote", { plural: t(`entities.${table}.plural`) })}
        </Text>
        <Box lang={pageLanguage === "zh" ? "zh-CN" : "en"} maw={420} mx="auto" w="100%">
          <I18nextProvider i18n={i18n}>
            {viewable ? (
              <PublicCard table={table} item={viewable} />
            ) : (
              <Loader size="sm" mx="auto" display="block" aria-label={t("status.loading")} />
            )}
          </I18nextProvider>
          {isItemPageTable(table) && (
            <Card withBorder padding="sm" mt="sm">
              <SearchSnippet table={table} item={item as Record<string, unknown>} language={pageLanguage} />
            </Card>
          )}
        </Box>
      </Stack>
    </AdminModal>
  );
}
