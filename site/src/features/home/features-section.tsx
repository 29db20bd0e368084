/** Home #features: four feature cards, each with title, description and three benefits (spec §2 Home). */
import { useTranslation } from "react-i18next";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { PageSection } from "../../components/blocks/page-section";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTObject } from "../../lib/use-t-list";

/** Lazy features section. */
export default function FeaturesSection() {
  const { t } = useTranslation();
  const tObject = useTObject();
  useHashScroll("features");
  return (
    <PageSection id="features" title={t("home.features.title")} intro={t("home.features.intro")} alt>
      <CardGrid items={tObject<CardItem[]>("home.features.items")} art={["rss", "pdc", "sensor", "software"]} />
    </PageSection>
  );
}
