/**
 * Home (spec §2 Home): hero (#home) with two links and three stats, then the
 * features, specs, about and contact sections loaded lazily with a spinner
 * (prerendered pages keep the server HTML until a section nears the viewport).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { Illustration } from "../../components/media/illustration";
import { whenNearViewport } from "../../lib/when-visible";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTObject } from "../../lib/use-t-list";
import type { HeroStat } from "../../components/blocks/page-hero";

const FeaturesSection = lazy(() => whenNearViewport("features").then(() => import("./features-section")));
const SpecsSection = lazy(() => whenNearViewport("specs").then(() => import("./specs-section")));
const AboutSection = lazy(() => whenNearViewport("about").then(() => import("./about-section")));
const ContactSection = lazy(() => whenNearViewport("contact").then(() => import("./contact-section")));

/**
 * The contact section's boundary, one element for every render of the page:
 * a re-render of the home page (the language switch) then leaves a boundary
 * that is still server HTML alone, instead of replacing it and what the
 * visitor typed into its form (issue #9).
 */
const CONTACT = (
  <Suspense fallback={<PageSpinner />}>
    <ContactSection />
  </Suspense>
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
      <Suspense fallback={<PageSpinner />}>
        <FeaturesSection />
      </Suspense>
      <Suspense fallback={<PageSpinner />}>
        <SpecsSection />
      </Suspense>
      <Suspense fallback={<PageSpinner />}>
        <AboutSection />
      </Suspense>
      {CONTACT}
    </>
  );
}
