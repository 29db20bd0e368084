/** Technical specifications (spec §2, figures of spec §9): RSS, drilling tools and measurement comparison tables. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "technicalSpecifications",
  heroArt: "document",
  heroActions: [
    { to: "/products/request-technical-docs", labelKey: "pages.rssSystems.links.docs" },
    { to: "/products/schedule-consultation", labelKey: "pages.measurementTools.links.consult" },
  ],
  blocks: [
    { kind: "table", key: "rss" },
    { kind: "table", key: "tools" },
    { kind: "table", key: "measurement" },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/get-quote", labelKey: "common.getQuote" },
        { to: "/products/request-technical-docs", labelKey: "pages.rssSystems.links.docs" },
      ],
    },
  ],
};

/** The technical specifications page. */
export default function TechnicalSpecificationsPage() {
  return <InfoPage config={CONFIG} />;
}
