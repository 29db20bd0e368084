import { describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS as SHARED_FIELDS, type EnquiryForm } from "../../shared/enquiries/forms";
import { FIELD_LABELS, OPTION_LABELS } from "../../shared/enquiries/labels";
import { keysUnder, optionKey, type FieldKeys, type FieldSpec } from "../../site/src/components/forms/form-fields";
import { ENQUIRY_FIELDS, FORM_OF_KIND } from "../../site/src/features/enquiries/enquiry-config";
import { CONTACT_FIELDS, CONTACT_KEYS } from "../../site/src/features/home/contact-fields";
import { QUOTE_FIELDS } from "../../site/src/features/quote/quote-fields";
import { en } from "../../site/src/i18n/locales/en";
import { zh } from "../../site/src/i18n/locales/zh";

type Tree = Record<string, unknown>;
const at = (tree: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

/** The seven forms as the site renders them: shared form name, translation keys, fields. */
const forms: [name: EnquiryForm, keys: FieldKeys, fields: FieldSpec[]][] = [
  ["quote", keysUnder("quote.form"), QUOTE_FIELDS],
  ["contact", CONTACT_KEYS, CONTACT_FIELDS],
  ...Object.entries(ENQUIRY_FIELDS).map(
    ([kind, fields]) =>
      [FORM_OF_KIND[kind as keyof typeof FORM_OF_KIND], keysUnder(`enquiry.${kind}.form`), fields] as [
        EnquiryForm,
        FieldKeys,
        FieldSpec[],
      ],
  ),
];

describe("form fields", () => {
  it("covers the seven shared forms once each", () => {
    expect(forms.map(([name]) => name).sort()).toEqual(Object.keys(SHARED_FIELDS).sort());
  });

  it.each(forms)("%s shows exactly the shared fields, with their rules (spec §3, §5)", (name, _keys, fields) => {
    expect(
      fields.map(({ key, store, kind, required, options, maxLength }) => ({
        key,
        store,
        kind,
        required,
        options,
        maxLength,
      })),
    ).toEqual(
      SHARED_FIELDS[name].map(({ key, store, kind, required, options, maxLength }) => ({
        key,
        store,
        kind,
        required,
        options,
        maxLength,
      })),
    );
  });

  it.each(forms)(
    "%s has a label for every field and option, and its placeholders, in both languages",
    (name, keys, fields) => {
      for (const locale of [en, zh]) {
        for (const field of fields) {
          expect(typeof at(locale, keys.label(field.key)), `${name}.${field.key}`).toBe("string");
          if (field.placeholder)
            expect(typeof at(locale, keys.placeholder(field.key)), `${name}.${field.key}`).toBe("string");
          for (const value of field.options ?? []) {
            expect(typeof at(locale, keys.option(field.key, value)), `${name} ${field.key}=${value}`).toBe("string");
          }
        }
      }
    },
  );

  it.each(forms)("%s: English labels are the shared ones (shared/enquiries/labels.ts)", (name, keys, fields) => {
    for (const field of fields) {
      expect(at(en, keys.label(field.key)), `${name}.${field.key}`).toBe(FIELD_LABELS[name][field.key]);
      for (const value of field.options ?? []) {
        expect(at(en, keys.option(field.key, value)), `${name} ${field.key}=${value}`).toBe(
          OPTION_LABELS[name][field.key]![value],
        );
      }
    }
  });

  it("quote form requires First Name, Last Name, Email, Company and Project Type (spec §5, issue #30)", () => {
    expect(QUOTE_FIELDS.filter((f) => f.required).map((f) => f.key)).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
      "projectType",
    ]);
  });

  it("enquiry forms require name, email and the subject select; company only on sales and demo (spec §5, issue #30)", () => {
    const required = Object.fromEntries(
      Object.entries(ENQUIRY_FIELDS).map(([k, f]) => [k, f.filter((x) => x.required).map((x) => x.key)]),
    );
    expect(required).toEqual({
      technicalDocs: ["name", "email", "documentType"],
      representative: ["name", "email", "inquiryType"],
      sales: ["name", "email", "company", "inquiryType"],
      consultation: ["name", "email", "consultationType"],
      demo: ["name", "email", "company", "platformInterest"],
    });
  });

  it("free-text fields have placeholders and the contact fields autocomplete tokens", () => {
    for (const [, , fields] of forms) {
      for (const field of fields.filter((f) => f.kind === "textarea")) expect(field.placeholder, field.key).toBe(true);
    }
    expect(QUOTE_FIELDS.find((f) => f.key === "firstName")?.autoComplete).toBe("given-name");
    expect(ENQUIRY_FIELDS.sales.find((f) => f.key === "position")?.autoComplete).toBe("organization-title");
    expect(CONTACT_FIELDS.find((f) => f.key === "email")?.autoComplete).toBe("email");
  });

  it("option keys replace dots, which i18next reads as key separators", () => {
    expect(optionKey("1.5hours")).toBe("1_5hours");
    expect(at(en, "enquiry.consultation.form.options.duration.1_5hours")).toBe("1.5 hours");
  });
});
