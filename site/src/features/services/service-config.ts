/**
 * Service pages of spec §2 Service pages as info-page configs. The hotline,
 * support and training links come from the site settings (issue #30,
 * app/contact-info.ts), so the configs are made when a page renders.
 */
import type { ActionSpec, InfoPageConfig } from "../../components/blocks/info-page";
import { departmentContact } from "../../app/contact-info";

/** The four service pages of spec §2. */
export type ServiceKind = "technicalSupport" | "training" | "consulting" | "maintenance";

const quoteCta: ActionSpec = { to: "/get-quote", labelKey: "common.getQuote" };

/** Block layout of each service page, with this build's contact details (training enquiries go to support). */
export function servicePages(): Record<ServiceKind, InfoPageConfig> {
  const emergency = departmentContact("emergency");
  const support = departmentContact("support");
  return {
    technicalSupport: {
      page: "technicalSupport",
      heroArt: "sensor",
      heroActions: [
        { to: emergency.phoneHref, labelKey: "pages.technicalSupport.hero.hotline" },
        { to: support.emailHref, labelKey: "pages.technicalSupport.hero.email" },
      ],
      blocks: [
        { kind: "cards", key: "channels", art: ["globe", "rig", "chart", "sensor"] },
        { kind: "table", key: "levels" },
        {
          kind: "cta",
          key: "cta",
          actions: [
            { to: emergency.phoneHref, labelKey: "pages.technicalSupport.hero.hotline" },
            { to: "/resources/documentation", labelKey: "pages.technicalSupport.cta.docs" },
          ],
        },
      ],
    },
    training: {
      page: "training",
      heroArt: "training",
      heroActions: [{ to: support.emailHref, labelKey: "pages.training.hero.enroll" }],
      blocks: [
        { kind: "cards", key: "programs", art: ["training", "rss", "sensor", "software"] },
        {
          kind: "cards",
          key: "courses",
          cols: 2,
          cardAction: { to: support.emailHref, labelKey: "pages.training.courses.enroll" },
        },
        {
          kind: "cta",
          key: "cta",
          actions: [{ to: support.emailHref, labelKey: "pages.training.hero.enroll" }, quoteCta],
        },
      ],
    },
    consulting: {
      page: "consulting",
      heroArt: "chart",
      heroActions: [{ to: "/products/schedule-consultation", labelKey: "pages.consulting.hero.schedule" }],
      blocks: [
        { kind: "cards", key: "services", art: ["rig", "chart", "globe", "software"] },
        { kind: "stats", key: "stats" },
        {
          kind: "cta",
          key: "cta",
          actions: [{ to: "/products/schedule-consultation", labelKey: "pages.consulting.hero.schedule" }, quoteCta],
        },
      ],
    },
    maintenance: {
      page: "maintenance",
      heroArt: "turbine",
      heroActions: [{ to: emergency.phoneHref, labelKey: "pages.maintenance.hero.call" }],
      blocks: [
        { kind: "cards", key: "services", art: ["turbine", "stabilizer", "sensor", "chart"] },
        { kind: "stats", key: "stats" },
        {
          kind: "cta",
          key: "cta",
          actions: [quoteCta, { to: "/company/contact", labelKey: "pages.maintenance.cta.contact" }],
        },
      ],
    },
  };
}
