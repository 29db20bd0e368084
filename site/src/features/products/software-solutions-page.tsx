/** Software solutions (spec §2): DrillOpt Pro, GeoSteer Navigator, data analytics suite, wellbore planning; three links. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "softwareSolutions",
  heroArt: "software",
  heroActions: [
    { to: "/products/explore-platforms", labelKey: "pages.softwareSolutions.links.platforms" },
    { to: "/products/request-demo", labelKey: "pages.softwareSolutions.links.demo" },
  ],
  heroStats: true,
  blocks: [
    { kind: "cards", key: "products", art: ["software", "globe", "chart", "rig"], catalog: "software-solutions" },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/products/request-demo", labelKey: "pages.softwareSolutions.links.demo" },
        { to: "/get-quote", labelKey: "common.getQuote" },
      ],
    },
  ],
};

/** The software solutions page. */
export default function SoftwareSolutionsPage() {
  return <InfoPage config={CONFIG} />;
}
