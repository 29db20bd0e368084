/**
 * A product page's Download Catalog button (spec §2, §8; issue #27): it
 * offers the newest published catalog of its category in the page's
 * language; on a Chinese page without a Chinese catalog it offers the
 * English one and says so on the button ("下载产品目录（英文）"). A click
 * toasts 'Download Started' with the file name and saves the file, or toasts
 * 'No Catalog Available' when the category has none.
 */
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pickCatalog } from "../../../../shared/content/catalogs";
import { usePageLocale } from "../../../../shared/content-cards/use-page-locale";
import type { CatalogCategory } from "../../../../shared/types/domain";
import { downloadCatalog, useCatalogRows } from "../../lib/catalog-download";
import { showErrorToast, showToast } from "../../lib/toast";

/** Props of CatalogDownloadButton. */
export interface CatalogDownloadButtonProps {
  /** The product line whose catalog the button offers. */
  category: CatalogCategory;
  /** Mantine button size (default "md"). */
  size?: "sm" | "md" | "lg";
}

/** The Download Catalog button of `category`. */
export function CatalogDownloadButton({ category, size = "md" }: CatalogDownloadButtonProps) {
  const { t } = useTranslation();
  const language = usePageLocale();
  const { rows, loading, settled } = useCatalogRows();
  const pick = rows ? pickCatalog(rows, category, language) : null;

  const onDownload = async () => {
    // A click that arrives before the first read ends (the click that hydrated the page, issue #13) waits for it.
    const chosen = pick ?? (loading ? pickCatalog((await settled()) ?? [], category, language) : null);
    if (!chosen) {
      showErrorToast(t("catalogDownload.noneTitle"), t("catalogDownload.noneText"));
      return;
    }
    showToast(t("catalogDownload.started"), chosen.catalog.name);
    void downloadCatalog(chosen.catalog);
  };

  return (
    <Button
      onClick={() => void onDownload()}
      size={size}
      data-loading-catalog={loading || undefined}
      data-catalog-category={category}
      data-catalog-id={pick?.catalog.id}
    >
      {t(pick?.fallback ? "catalogDownload.buttonEnglish" : "catalogDownload.button")}
    </Button>
  );
}
