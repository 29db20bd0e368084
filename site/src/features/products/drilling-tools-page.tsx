/**
 * Drilling tools (spec §2): hero, four product cards, PDC / roller cone spec
 * table, CTA; links to the catalog, quote and sales pages; Download Catalog
 * saves the newest catalog with 'Download Started' or shows 'No Catalog Available'.
 */
import { Button, Group } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import type { CatalogFile } from "../../../../shared/types/domain";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { CtaBand } from "../../components/blocks/cta-band";
import { DataTable, type TableData } from "../../components/blocks/data-table";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration } from "../../../../shared/content-cards/illustration";
import { showErrorToast, showToast } from "../../lib/toast";
import { useTObject } from "../../lib/use-t-list";
import { downloadCatalog, loadLatestCatalog } from "./catalog-download";

/** The drilling tools page. */
export default function DrillingToolsPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const [catalog, setCatalog] = useState<CatalogFile | null>(null);
  const [loading, setLoading] = useState(true);
  // The pending read: a click that arrives before it ends (the click that hydrated the page, issue #13) waits for it.
  const pending = useRef<Promise<CatalogFile | null> | null>(null);
  useEffect(() => {
    let live = true;
    pending.current = loadLatestCatalog();
    void pending.current.then((row) => {
      if (!live) return;
      setCatalog(row);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);

  const onDownload = async () => {
    const latest = catalog ?? (loading && pending.current ? await pending.current : null);
    if (!latest) {
      showErrorToast(t("drillingTools.noCatalogTitle"), t("drillingTools.noCatalogText"));
      return;
    }
    showToast(t("drillingTools.downloadStarted"), latest.name);
    void downloadCatalog(latest);
  };

  return (
    <>
      <PageHero
        eyebrow={t("drillingTools.hero.eyebrow")}
        title={t("drillingTools.hero.title")}
        subtitle={t("drillingTools.hero.subtitle")}
        actions={[
          { to: "/products/product-catalog", label: t("drillingTools.viewCatalog") },
          { to: "/get-quote", label: t("common.getQuote") },
        ]}
        art={
          <div style={{ borderRadius: 12, overflow: "hidden", aspectRatio: "16 / 10" }}>
            <Illustration kind="pdc" />
          </div>
        }
      />
      <PageSection title={t("drillingTools.products.title")} intro={t("drillingTools.products.intro")} alt>
        <CardGrid
          items={tObject<CardItem[]>("drillingTools.products.items")}
          art={["pdc", "roller", "stabilizer", "reamer"]}
        />
        <Group justify="center" mt="xl" gap="sm">
          <Button onClick={() => void onDownload()} size="md" data-loading-catalog={loading || undefined}>
            {t("drillingTools.downloadCatalog")}
          </Button>
          <Button component={LocaleLink} to="/products/product-catalog" variant="outline" size="md">
            {t("drillingTools.viewCatalog")}
          </Button>
        </Group>
      </PageSection>
      <PageSection title={t("drillingTools.specs.title")} intro={t("drillingTools.specs.intro")}>
        <DataTable {...tObject<TableData>("drillingTools.specs.table")} />
      </PageSection>
      <CtaBand
        title={t("drillingTools.cta.title")}
        text={t("drillingTools.cta.text")}
        actions={[
          { to: "/get-quote", label: t("common.getQuote") },
          { to: "/products/contact-sales-team", label: t("drillingTools.cta.sales") },
        ]}
      />
    </>
  );
}
