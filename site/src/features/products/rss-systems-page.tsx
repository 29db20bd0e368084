/** RSS systems (spec §2): hero with docs/representative links, four features, three spec groups, three use cases, CTA. */
import { InfoPage, type ActionSpec, type InfoPageConfig } from "../../components/blocks/info-page";

const LINKS: ActionSpec[] = [
  { to: "/products/request-technical-docs", labelKey: "pages.rssSystems.links.docs" },
  { to: "/products/contact-representative", labelKey: "pages.rssSystems.links.representative" },
];

const CONFIG: InfoPageConfig = {
  page: "rssSystems",
  heroArt: "rss",
  heroActions: LINKS,
  blocks: [
    { kind: "cards", key: "features", art: ["rss", "turbine", "sensor", "software"], catalog: "rss-systems" },
    { kind: "table", key: "components" },
    { kind: "table", key: "turbine" },
    { kind: "table", key: "steering" },
    { kind: "cards", key: "useCases", cols: 3, art: ["rig", "globe", "chart"] },
    { kind: "cta", key: "cta", actions: LINKS },
  ],
};

/** The RSS systems page. */
export default function RssSystemsPage() {
  return <InfoPage config={CONFIG} />;
}
