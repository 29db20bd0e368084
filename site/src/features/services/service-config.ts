/** Service pages of spec §2 Service pages as info-page configs. */
import type { ActionSpec, InfoPageConfig } from "../../components/blocks/info-page";
import { CONTACT } from "../../app/contact-info";

/** The four service pages of spec §2. */
export type ServiceKind = "technicalSupport" | "training" | "consulting" | "maintenance";

const quoteCta: ActionSpec = { to: "/get-quote", labelKey: "common.getQuote" };

/** Block layout of each service page. */
export const SERVICE_PAGES: Record<ServiceKind, InfoPageConfig> = {
  technicalSupport: {
    page: "technicalSupport",
    heroArt: "sensor",
    heroActions: [
      { to: CONTACT.emergencyPhoneHref, labelKey: "pages.technicalSupport.hero.hotline" },
      { to: `mailto:${CONTACT.supportEmail}`, labelKey: "pages.technicalSupport.hero.email" },
    ],
    blocks: [
      { kind: "cards", key: "channels", art: ["globe", "rig", "chart", "sensor"] },
      { kind: "table", key: "levels" },
      {
        kind: "cta",
        key: "cta",
        actions: [
          { to: CONTACT.emergencyPhoneHref, labelKey: "pages.technicalSupport.hero.hotline" },
          { to: "/resources/documentation", labelKey: "pages.technicalSupport.cta.docs" },
        ],
      },
    ],
  },
  training: {
    page: "training",
    heroArt: "training",
    heroActions: [{ to: `mailto:${CONTACT.trainingEmail}`, labelKey: "pages.training.hero.enroll" }],
    blocks: [
      { kind: "cards", key: "programs", art: ["training", "rss", "sensor", "software"] },
      {
        kind: "cards",
        key: "courses",
        cols: 2,
        cardAction: { to: `mailto:${CONTACT.trainingEmail}`, labelKey: "pages.training.courses.enroll" },
      },
      {
        kind: "cta",
        key: "cta",
        actions: [{ to: `mailto:${CONTACT.trainingEmail}`, labelKey: "pages.training.hero.enroll" }, quoteCta],
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
    heroActions: [{ to: CONTACT.emergencyPhoneHref, labelKey: "pages.maintenance.hero.call" }],
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
