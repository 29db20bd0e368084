/**
 * Home (spec §2 Home): hero (#home) with two links and three stats, then the
 * features, specs, about and contact sections loaded lazily with a spinner
 * (prerendered pages keep the server HTML until a section nears the viewport),
 * and between about and contact the latest news (issue #26, news-section.tsx).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { Illustration } from "../../../../shared/content-cards/illustration";
import { whenNearViewport } from "../../lib/when-visible";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTObject } from "../../lib/use-t-list";
import { LatestNewsSection } from "./news-section";
import type { HeroStat } from "../../components/blocks/page-hero";

const FeaturesSection = lazy(() => whenNearViewport("features").then(() => import("./features-section")));
const SpecsSection = lazy(() => whenNearViewport("specs").then(() => import("./specs-section")));
const AboutSection = lazy(() => whenNearViewport("about").then(() => import("./about-section")));
const ContactSection = lazy(() => whenNearViewport("contact").then(() => import("./contact-section")));

/**
 * A lower section's boundary. Each is one element for every render of the
 * page: a re-render of the home page then leaves a boundary that is still
 * server HTML alone, instead of replacing it (and what the visitor typed
 * into the contact form, issue #9).
 */
const deferred = (section: ReactNode) => <Suspense fallback={<PageSpinner />}>{section}</Suspense>;
const SECTIONS = (
  <>
    {deferred(<FeaturesSection />)}
    {deferred(<SpecsSection />)}
    {deferred(<AboutSection />)}
    <LatestNewsSection />
    {deferred(<ContactSection />)}
  </>
);

/** The home page. */
export default function HomePage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  useHashScroll("home");
  return (
    <>
      <PageHero
        id="home"
        full
        eyebrow={t("home.hero.eyebrow")}
        title={t("home.hero.title")}
        subtitle={t("home.hero.subtitle")}
        actions={[
          { to: "/explore-rss-solutions", label: t("home.hero.explore") },
          { to: "/watch-demo", label: t("home.hero.watch") },
        ]}
        stats={tObject<HeroStat[]>("home.hero.stats")}
        art={
          <div style={{ borderRadius: 12, overflow: "hidden", aspectRatio: "16 / 10" }}>
            <Illustration kind="rss" />
          </div>
        }
      />
      {SECTIONS}
    </>
  );
}
