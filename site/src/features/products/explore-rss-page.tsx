/** Explore RSS solutions (spec §2): hero, four core technologies, three applications, comparison table, closing CTA. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "exploreRss",
  heroArt: "rss",
  heroActions: [
    { to: "/get-quote", labelKey: "common.getQuote" },
    { to: "/watch-demo", labelKey: "common.watchDemo" },
  ],
  blocks: [
    { kind: "cards", key: "technologies", art: ["rss", "turbine", "software", "pdc"] },
    { kind: "cards", key: "applications", cols: 3, art: ["rig", "globe", "chart"] },
    { kind: "table", key: "comparison" },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/get-quote", labelKey: "common.getQuote" },
        { to: "/products/rss-systems", labelKey: "pages.exploreRss.cta.systems" },
      ],
    },
  ],
};

/** The explore RSS solutions page. */
export default function ExploreRssPage() {
  return <InfoPage config={CONFIG} />;
}
