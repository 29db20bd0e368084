/**
 * Issue #9: the table's check constraints mirror shared/enquiries/forms.ts.
 * For every form, field, option value and length limit of that module, the
 * local backend (supabase-js as anon, over HTTP) and the zod schema of
 * shared/enquiries/schema.ts give the same verdict: every listed option is
 * accepted and an unlisted one refused, text up to the limit is accepted
 * and one character more refused, a missing required field is refused
 * (issue #30: the subject selects marked with an asterisk too), e-mail
 * addresses follow the WHATWG rule with a dotted domain.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS, ENQUIRY_FORMS, SPLIT_NAME_FORMS, type EnquiryForm } from "../../shared/enquiries/forms";
import { enquiryErrors, toEnquiryInsert, type EnquiryValues } from "../../shared/enquiries/schema";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { SAMPLE_VALUES } from "../fixtures/enquiries";
import { anonClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = anonClient(server);
  await server.db.exec("update private.enquiry_rate_settings set max_per_window = 1000000, max_per_sender = 1000000");
});
afterAll(() => server?.close());

/** Verdicts of the client schema and the server for `values`: true = accepted. */
async function verdicts(form: EnquiryForm, values: EnquiryValues): Promise<{ client: boolean; server: boolean }> {
  const client = Object.keys(enquiryErrors(form, values)).length === 0;
  // The server sees exactly what toEnquiryInsert builds (untrimmed values would be trimmed by it).
  const row = toEnquiryInsert(form, values, { locale: "en", page: "/schema-test" });
  const { error } = await anon.from("enquiries").insert(row);
  if (error && error.code !== "23514" && error.code !== "23502") throw new Error(`${error.code}: ${error.message}`);
  return { client, server: !error };
}

describe.each(ENQUIRY_FORMS)("form %s", (form) => {
  it("accepts the complete sample on both sides", async () => {
    expect(await verdicts(form, SAMPLE_VALUES[form])).toEqual({ client: true, server: true });
  });

  for (const field of ENQUIRY_FIELDS[form]) {
    if (field.options) {
      it(`${field.key}: accepts each of its ${field.options.length} options and refuses others`, async () => {
        for (const option of field.options!) {
          expect(await verdicts(form, { ...SAMPLE_VALUES[form], [field.key]: option }), option).toEqual({
            client: true,
            server: true,
          });
        }
        for (const bogus of ["bogus", field.options!.join(","), `${field.options![0]} `.repeat(2)]) {
          expect(await verdicts(form, { ...SAMPLE_VALUES[form], [field.key]: bogus }), bogus).toEqual({
            client: false,
            server: false,
          });
        }
      });
    }
    if (field.maxLength !== undefined && field.kind !== "email") {
      it(`${field.key}: ${field.maxLength} characters pass, ${field.maxLength + 1} do not`, async () => {
        const at = "x".repeat(field.maxLength!);
        expect(await verdicts(form, { ...SAMPLE_VALUES[form], [field.key]: at })).toEqual({
          client: true,
          server: true,
        });
        expect(await verdicts(form, { ...SAMPLE_VALUES[form], [field.key]: `${at}y` })).toEqual({
          client: false,
          server: false,
        });
      });
    }
    if (field.required) {
      it(`${field.key}: required on both sides`, async () => {
        expect(await verdicts(form, { ...SAMPLE_VALUES[form], [field.key]: "" })).toEqual({
          client: false,
          server: false,
        });
      });
    }
  }

  it("email: 254 characters pass, 255 do not; a malformed address is refused", async () => {
    const local = "a".repeat(254 - "@example.com".length);
    expect(await verdicts(form, { ...SAMPLE_VALUES[form], email: `${local}@example.com` })).toEqual({
      client: true,
      server: true,
    });
    expect(await verdicts(form, { ...SAMPLE_VALUES[form], email: `${local}a@example.com` })).toEqual({
      client: false,
      server: false,
    });
    for (const good of ["a@b.co", "o'neil+rss@mail.example.com", "x@example.xn--fiqs8s", "x@sub-1.example.org"]) {
      expect(await verdicts(form, { ...SAMPLE_VALUES[form], email: good }), good).toEqual({
        client: true,
        server: true,
      });
    }
    // Issue #30: the WHATWG rule plus a dotted domain whose last label has 2+ letters.
    for (const bad of ["plain", "a@b", "a@b.c", "a@b.c1", "a@-b.com", "a@b..com", "a b@example.com", "@example.com"]) {
      expect(await verdicts(form, { ...SAMPLE_VALUES[form], email: bad }), bad).toEqual({
        client: false,
        server: false,
      });
    }
  });

  it("optional fields may all be left empty", async () => {
    const minimal = Object.fromEntries(
      ENQUIRY_FIELDS[form].filter((f) => f.required).map((f) => [f.key, SAMPLE_VALUES[form][f.key]]),
    );
    expect(await verdicts(form, minimal)).toEqual({ client: true, server: true });
    if (SPLIT_NAME_FORMS.has(form)) expect(minimal).toHaveProperty("firstName");
  });
});
