/** Home #about: four stats (experience, projects, team, countries) and four values (spec §2 Home). */
import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { PageSection } from "../../components/blocks/page-section";
import { StatGrid, type StatItem } from "../../components/blocks/stat-grid";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTObject } from "../../lib/use-t-list";

/** Lazy about section. */
export default function AboutSection() {
  const { t } = useTranslation();
  const tObject = useTObject();
  useHashScroll("about");
  return (
    <PageSection id="about" title={t("home.about.title")} intro={t("home.about.intro")} alt>
      <StatGrid items={tObject<StatItem[]>("home.about.stats")} />
      <Title order={3} ta="center" mt={48} mb="lg">
        {t("home.about.valuesTitle")}
      </Title>
      <CardGrid items={tObject<CardItem[]>("home.about.values")} order={4} />
    </PageSection>
  );
}
