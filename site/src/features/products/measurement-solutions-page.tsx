/** Explore measurement solutions (spec §2): directional, gamma ray, pressure and resistivity. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "measurementSolutions",
  heroArt: "sensor",
  heroActions: [
    { to: "/products/schedule-consultation", labelKey: "pages.measurementTools.links.consult" },
    { to: "/products/technical-specifications", labelKey: "pages.measurementTools.links.specs" },
  ],
  blocks: [
    { kind: "cards", key: "solutions", art: ["globe", "sensor", "turbine", "chart"] },
    { kind: "cards", key: "workflow", cols: 3 },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/products/schedule-consultation", labelKey: "pages.measurementTools.links.consult" },
        { to: "/products/measurement-tools", labelKey: "pages.measurementSolutions.cta.tools" },
      ],
    },
  ],
};

/** The explore measurement solutions page. */
export default function MeasurementSolutionsPage() {
  return <InfoPage config={CONFIG} />;
}
