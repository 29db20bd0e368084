/**
 * Drilling tools (spec §2): hero, four product cards, PDC / roller cone spec
 * table, CTA; links to the catalog, quote and sales pages; Download Catalog
 * (CatalogDownloadButton) saves the newest published drilling-tools catalog
 * in the page's language with 'Download Started' or shows 'No Catalog Available'.
 */
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { CatalogDownloadButton } from "../../components/blocks/catalog-download-button";
import { CtaBand } from "../../components/blocks/cta-band";
import { DataTable, type TableData } from "../../components/blocks/data-table";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration } from "../../../../shared/content-cards/illustration";
import { useTObject } from "../../lib/use-t-list";

/** The drilling tools page. */
export default function DrillingToolsPage() {
  const { t } = useTranslation();
  const tObject = useTObject();

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
          <CatalogDownloadButton category="drilling-tools" />
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
