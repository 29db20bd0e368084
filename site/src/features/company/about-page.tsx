/** About (spec §2 Company pages): hero, four statistics (25+, 1000+, 200+, 50+), mission, vision, four values, CTA. */
import { InfoPage, type InfoPageConfig } from "../../components/blocks/info-page";

const CONFIG: InfoPageConfig = {
  page: "about",
  heroArt: "team",
  heroActions: [
    { to: "/company/careers", labelKey: "pages.about.hero.careers" },
    { to: "/company/contact", labelKey: "pages.about.hero.contact" },
  ],
  blocks: [
    { kind: "stats", key: "stats" },
    { kind: "text", key: "purpose" },
    { kind: "cards", key: "values" },
    {
      kind: "cta",
      key: "cta",
      actions: [
        { to: "/get-quote", labelKey: "common.getQuote" },
        { to: "/company/contact", labelKey: "pages.about.hero.contact" },
      ],
    },
  ],
};

/** The about page. */
export default function AboutPage() {
  return <InfoPage config={CONFIG} />;
}
