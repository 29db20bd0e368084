import { describe, expect, it } from "vitest";
import { en } from "../../site/src/i18n/locales/en";
import { zh } from "../../site/src/i18n/locales/zh";
import { DEFAULT_SITE_SETTINGS } from "../../shared/site-settings/defaults";

/** Every leaf key path of a resource tree (arrays by index). */
function leafKeys(value: unknown, prefix = ""): string[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      leafKeys(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [prefix];
}

/** i18next plural suffixes: Chinese uses only _other, so _one is optional there. */
const stripPlural = (key: string) => key.replace(/_(one|other)$/, "_plural");

describe("translations", () => {
  const enKeys = new Set(leafKeys(en).map(stripPlural));
  const zhKeys = new Set(leafKeys(zh).map(stripPlural));

  it("has every English key in Chinese", () => {
    expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
  });
  it("has no Chinese key missing in English", () => {
    expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });
  it("has no empty strings", () => {
    const empty = (tree: unknown) =>
      leafKeys(tree).filter(
        (k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) === "",
      );
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });
  it("keeps the spec's fixed texts in English", () => {
    expect(en.notFound.text).toBe("Oops! Page not found");
    expect(en.notFound.home).toBe("Return to Home");
    expect(en.quote.form.title).toBe("RSS Drilling System Quote Request");
    expect(en.quote.toast.title).toBe("Quote Request Submitted");
    expect(en.quote.toast.message).toBe(
      "Our team will contact you within 24 hours to discuss your drilling requirements.",
    );
    expect(en.catalogDownload.noneText).toBe("No catalog file has been uploaded yet. Please check back later.");
    expect(en.videoLibrary.unavailableText).toBe("This video doesn't have a URL configured yet.");
    // The year is the build's (issue #30: components/layout/build-year.ts), the company the site settings'
    // (seeded as the spec's name).
    expect(en.footer.copyright).toBe("© {{year}} {{company}}. All rights reserved.");
    expect(DEFAULT_SITE_SETTINGS.company_name_en).toBe("ProSteer Drilling Technologies");
  });
  it("tells visitors whom to call or write to when a form cannot be sent, in both languages (issue #9)", () => {
    for (const locale of [en, zh]) {
      for (const reason of ["network", "rateLimited", "server"] as const) {
        expect(locale.forms.failure[reason]).toContain("{{phone}}");
        expect(locale.forms.failure[reason]).toContain("{{email}}");
      }
      expect(locale.validation.tooLong).toContain("{{max}}");
    }
  });
  it("keeps figures identical across languages", () => {
    expect(zh.home.hero.stats.map((s) => s.value)).toEqual(en.home.hero.stats.map((s) => s.value));
    expect(zh.home.about.stats.map((s) => s.value)).toEqual(en.home.about.stats.map((s) => s.value));
    expect(zh.pages.consulting.stats.items.map((s) => s.value)).toEqual(
      en.pages.consulting.stats.items.map((s) => s.value),
    );
    // Units are words and get translated ("2 hrs", "2 小时"); the figures stay the same.
    const figure = (value: string) => value.replace(/[^\d.+%/]/g, "");
    expect(zh.pages.maintenance.stats.items.map((s) => figure(s.value))).toEqual(
      en.pages.maintenance.stats.items.map((s) => figure(s.value)),
    );
    expect(zh.pages.maintenance.stats.items.map((s) => s.value)).toContain("2 小时");
  });
});
