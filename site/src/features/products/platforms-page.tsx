/** Explore platforms (spec §2): four platforms, each with a Learn More button (to the demo request). */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "platforms",
  heroArt: "software",
  heroActions: [{ to: "/products/request-demo", labelKey: "pages.softwareSolutions.links.demo" }],
  blocks: [
    {
      kind: "cards",
      key: "platforms",
      art: ["software", "globe", "chart", "sensor"],
      cardAction: { to: "/products/request-demo", labelKey: "common.learnMore" },
    },
    { kind: "cards", key: "integration", cols: 3 },
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

/** The explore platforms page. */
export default function PlatformsPage() {
  return <InfoPage config={CONFIG} />;
}
