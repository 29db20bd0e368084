/** Measurement tools (spec §2): MWD, LWD, gamma ray and resistivity cards and the four links. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "measurementTools",
  heroArt: "sensor",
  heroActions: [
    { to: "/products/explore-measurement-solutions", labelKey: "pages.measurementTools.links.explore" },
    { to: "/products/technical-specifications", labelKey: "pages.measurementTools.links.specs" },
  ],
  blocks: [
    { kind: "cards", key: "tools", art: ["sensor", "chart", "turbine", "globe"], catalog: "measurement-tools" },
    { kind: "stats", key: "stats" },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/products/schedule-consultation", labelKey: "pages.measurementTools.links.consult" },
        { to: "/resources/case-studies", labelKey: "pages.measurementTools.links.cases" },
      ],
    },
  ],
};

/** The measurement tools page. */
export default function MeasurementToolsPage() {
  return <InfoPage config={CONFIG} />;
}
