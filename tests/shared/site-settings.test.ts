/**
 * The site settings' pure parts (issue #30): the legal text format, tel:
 * links, the form's schema (each rule of the table's CHECKs) and the form
 * ↔ row conversions (branch offices included); and that the defaults pass the rules.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../shared/site-settings/defaults";
import { OFFICE_FIELDS, telHref } from "../../shared/site-settings/fields";
import { parseLegalText } from "../../shared/site-settings/legal-text";
import {
  emptyOffice,
  formToSettings,
  parseStoredSettings,
  settingsToForm,
  siteSettingsFormSchema,
} from "../../shared/site-settings/schema";

describe("parseLegalText()", () => {
  it("reads headings, paragraphs (line breaks joined) and lists; markup stays text", () => {
    expect(parseLegalText("## Title\nFirst line\nsecond line\n\n- a\n- b\n\n<b>bold</b>\r\n\r\n\n")).toEqual([
      { kind: "heading", text: "Title" },
      { kind: "paragraph", text: "First line second line" },
      { kind: "list", items: ["a", "b"] },
      { kind: "paragraph", text: "<b>bold</b>" },
    ]);
    expect(parseLegalText("  \n\n ")).toEqual([]);
  });
});

describe("telHref()", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+1 (713) 555-0142")).toBe("tel:+17135550142");
    expect(telHref("0711 555.01")).toBe("tel:071155501");
  });
});

describe("siteSettingsFormSchema", () => {
  const form = settingsToForm(DEFAULT_SITE_SETTINGS);
  const issues = (patch: Record<string, string>) => {
    const result = siteSettingsFormSchema.safeParse({ ...form, ...patch });
    return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it("accepts the defaults, and they round-trip", () => {
    expect(issues({})).toEqual([]);
    expect(formToSettings(form)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(parseStoredSettings(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("refuses what the database refuses, naming each field", () => {
    expect(
      issues({
        sales_phone: "call us",
        press_email: "press@localhost",
        x_url: "http://x.com/a",
        facebook_url: "javascript:alert(1)",
        company_name_en: " ",
      }),
    ).toEqual([
      "company_name_en: validation.required",
      "sales_phone: siteSettings.validation.phone",
      "press_email: siteSettings.validation.email",
      "x_url: siteSettings.validation.https",
      "facebook_url: siteSettings.validation.https",
    ]);
    expect(issues({ terms_en: "x".repeat(50_001) })).toEqual(["terms_en: validation.tooLong"]);
  });

  it("stores a blank social URL as null and trims the other texts", () => {
    const settings = formToSettings({ ...form, linkedin_url: "  ", sales_phone: " +1 555 0100 " });
    expect(settings.linkedin_url).toBeNull();
    expect(settings.sales_phone).toBe("+1 555 0100");
  });

  it("checks every branch office with the departments' rules, each field named by its path, at most 12", () => {
    const office = DEFAULT_SITE_SETTINGS.offices[0]!;
    const officeIssues = (offices: unknown[]) => {
      const result = siteSettingsFormSchema.safeParse({ ...form, offices });
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(officeIssues([office, { ...office, name_zh: " ", phone: "fax only", email: "dubai@localhost" }])).toEqual([
      "offices.1.name_zh: validation.required",
      "offices.1.phone: siteSettings.validation.phone",
      "offices.1.email: siteSettings.validation.email",
    ]);
    expect(officeIssues([{ ...office, address_en: "x".repeat(501) }])).toEqual([
      "offices.0.address_en: validation.tooLong",
    ]);
    expect(officeIssues(Array(12).fill(office))).toEqual([]);
    expect(officeIssues(Array(13).fill(office))).toEqual(["offices: validation.tooLong"]);
    expect(officeIssues([])).toEqual([]);
  });

  it("trims each office's members, and emptyOffice() is a row the schema refuses until filled", () => {
    const office = DEFAULT_SITE_SETTINGS.offices[0]!;
    const settings = formToSettings({
      ...form,
      offices: [{ ...office, phone: " +971 4 555 0120 ", name_en: " Dubai " }],
    });
    expect(settings.offices).toEqual([{ ...office, name_en: "Dubai" }]);
    const result = siteSettingsFormSchema.safeParse({ ...form, offices: [emptyOffice()] });
    expect(result.success).toBe(false);
    expect(Object.keys(emptyOffice()).sort()).toEqual([...OFFICE_FIELDS].sort());
  });

  it("refuses a stored row that misses a column or breaks a rule", () => {
    expect(parseStoredSettings({ ...DEFAULT_SITE_SETTINGS, offices: undefined })).toBeNull();
    expect(parseStoredSettings({ ...DEFAULT_SITE_SETTINGS, offices: [{ name_en: "Dubai" }] })).toBeNull();
    expect(parseStoredSettings({ ...DEFAULT_SITE_SETTINGS, sales_email: 5 })).toBeNull();
    expect(parseStoredSettings({ ...DEFAULT_SITE_SETTINGS, x_url: "http://x" })).toBeNull();
    expect(parseStoredSettings(null)).toBeNull();
  });
});
