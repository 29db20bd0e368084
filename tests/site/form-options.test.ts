import { describe, expect, it } from "vitest";
import { optionKey } from "../../site/src/components/forms/form-fields";
import { ENQUIRY_FIELDS } from "../../site/src/features/enquiries/enquiry-config";
import { QUOTE_FIELDS } from "../../site/src/features/quote/quote-fields";
import { en } from "../../site/src/i18n/locales/en";
import { zh } from "../../site/src/i18n/locales/zh";
import type { FieldSpec } from "../../site/src/components/forms/form-fields";

type Tree = Record<string, unknown>;
const at = (tree: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const forms: [string, FieldSpec[]][] = [
  ["quote.form", QUOTE_FIELDS],
  ...Object.entries(ENQUIRY_FIELDS).map(([kind, fields]) => [`enquiry.${kind}.form`, fields] as [string, FieldSpec[]]),
];

describe("form fields", () => {
  it.each(forms)("%s has a label for every field and option in both languages", (prefix, fields) => {
    for (const locale of [en, zh]) {
      for (const field of fields) {
        expect(typeof at(locale, `${prefix}.fields.${field.name}`), `${prefix}.fields.${field.name}`).toBe("string");
        for (const value of field.options ?? []) {
          expect(
            typeof at(locale, `${prefix}.options.${field.name}.${optionKey(value)}`),
            `${prefix} ${field.name}=${value}`,
          ).toBe("string");
        }
      }
    }
  });

  it("quote form requires First Name, Last Name, Email and Company only (spec §5)", () => {
    expect(QUOTE_FIELDS.filter((f) => f.required).map((f) => f.name)).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
    ]);
    expect(QUOTE_FIELDS.find((f) => f.name === "projectType")).toMatchObject({ asterisk: true });
    expect(QUOTE_FIELDS.find((f) => f.name === "projectType")?.required).toBeUndefined();
  });

  it("enquiry forms require name and email; company only on sales and demo (spec §5)", () => {
    const required = Object.fromEntries(
      Object.entries(ENQUIRY_FIELDS).map(([k, f]) => [k, f.filter((x) => x.required).map((x) => x.name)]),
    );
    expect(required).toEqual({
      technicalDocs: ["name", "email"],
      representative: ["name", "email"],
      sales: ["name", "email", "company"],
      consultation: ["name", "email"],
      demo: ["name", "email", "company"],
    });
  });

  it("enquiry payloads carry the spec's fields", () => {
    const names = Object.fromEntries(Object.entries(ENQUIRY_FIELDS).map(([k, f]) => [k, f.map((x) => x.name).sort()]));
    expect(names.technicalDocs).toEqual([
      "company",
      "documentType",
      "email",
      "name",
      "position",
      "specificRequests",
      "urgency",
    ]);
    expect(names.representative).toEqual([
      "company",
      "email",
      "inquiryType",
      "message",
      "name",
      "phone",
      "preferredContact",
      "timeframe",
    ]);
    expect(names.sales).toEqual([
      "budget",
      "company",
      "email",
      "inquiryType",
      "name",
      "phone",
      "position",
      "projectDetails",
      "timeline",
    ]);
    expect(names.consultation).toEqual([
      "company",
      "consultationType",
      "duration",
      "email",
      "name",
      "objectives",
      "phone",
      "position",
      "preferredDate",
      "preferredTime",
    ]);
    expect(names.demo).toEqual([
      "company",
      "demoType",
      "email",
      "name",
      "phone",
      "platformInterest",
      "position",
      "specificRequirements",
      "teamSize",
      "timeline",
    ]);
  });
});
