/** Home #specs: turbine and steering figures of spec §9 as a table plus highlight cards. */
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataTable, type TableData } from "../../components/blocks/data-table";
import { PageSection } from "../../components/blocks/page-section";
import { StatGrid, type StatItem } from "../../components/blocks/stat-grid";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTObject } from "../../lib/use-t-list";

/** Lazy specifications section. */
export default function SpecsSection() {
  const { t } = useTranslation();
  const tObject = useTObject();
  useHashScroll("specs");
  return (
    <PageSection id="specs" title={t("home.specs.title")} intro={t("home.specs.intro")}>
      <StatGrid items={tObject<StatItem[]>("home.specs.highlights")} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <DataTable {...tObject<TableData>("home.specs.turbine")} />
        <DataTable {...tObject<TableData>("home.specs.steering")} />
      </SimpleGrid>
    </PageSection>
  );
}
