/**
 * Issue #30, "forms keep their promises", server side: the `enquiries` table
 * over the real local backend with supabase-js as anon. The subject select
 * each form marks with an asterisk is required, a past consultation date is
 * refused, the same submission (idempotency key) is stored once however
 * often it arrives, and the rate limit counts per (address, e-mail) with a
 * higher ceiling per address: a flood of 1,000 inserts from one address
 * stores at most that ceiling.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitEnquiry } from "../../shared/data";
import { ENQUIRY_FIELDS, ENQUIRY_FORMS, ENQUIRY_RATE_LIMIT, type EnquiryForm } from "../../shared/enquiries/forms";
import { enquiryErrors, toEnquiryInsert } from "../../shared/enquiries/schema";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { SAMPLE_VALUES } from "../fixtures/enquiries";
import { anonClient, apiFetch, countOf } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;

const where = { locale: "en" as const, page: "/promises-test" };
const row = (form: EnquiryForm = "sales", over: Record<string, unknown> = {}) => ({
  ...toEnquiryInsert(form, SAMPLE_VALUES[form], where),
  ...over,
});

/** POSTs `body` to /rest/v1/enquiries as anon (return=minimal), as supabase-js does. */
const postEnquiry = (body: unknown, headers: Record<string, string> = {}) =>
  apiFetch(server, "/rest/v1/enquiries", server.anonKey, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { prefer: "return=minimal", ...headers },
  });

/** The server's current_date shifted by `days`, as YYYY-MM-DD. */
async function serverDay(days: number): Promise<string> {
  const r = await server.db.query<{ d: string }>("select (current_date + $1::int)::text as d", [days]);
  return r.rows[0]!.d;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = anonClient(server);
});
afterAll(() => server?.close());

beforeEach(async () => {
  await server.db.exec("delete from public.enquiries; delete from private.enquiry_rate_hits");
  await server.db.exec(
    `update private.enquiry_rate_settings set max_per_window = ${ENQUIRY_RATE_LIMIT.perAddress},
       max_per_sender = ${ENQUIRY_RATE_LIMIT.perSender}, window_seconds = ${ENQUIRY_RATE_LIMIT.windowMinutes * 60}`,
  );
});

describe("a field marked required is required", () => {
  const subjects = ENQUIRY_FORMS.flatMap((form) =>
    ENQUIRY_FIELDS[form]
      .filter((f) => f.kind === "select" && f.required)
      .map((f) => [form, f.key] as [EnquiryForm, string]),
  );

  it("every form but the home contact form has one required subject select", () => {
    expect(subjects).toEqual([
      ["quote", "projectType"],
      ["technical_docs", "documentType"],
      ["representative", "inquiryType"],
      ["sales", "inquiryType"],
      ["consultation", "consultationType"],
      ["demo", "platformInterest"],
    ]);
  });

  it.each(subjects)(
    "POST /rest/v1/enquiries without %s's %s answers 400 (23514) and stores nothing",
    async (form, key) => {
      const values = { ...SAMPLE_VALUES[form], [key]: "" };
      expect(enquiryErrors(form, values)).toEqual({ [key]: "required" });
      const res = await postEnquiry(toEnquiryInsert(form, values, where));
      expect(res.status).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe("23514");
      expect(error.message).toContain("enquiries_required_details");
      expect(await countOf(server, "public.enquiries")).toBe(0);
    },
  );
});

describe("the consultation date is not in the past", () => {
  const consultation = (preferredDate: string) =>
    row("consultation", { details: { ...row("consultation").details, preferredDate } });

  it("2020-01-01 is refused with 400 (23514) and a hint, by the client and the server", async () => {
    expect(enquiryErrors("consultation", { ...SAMPLE_VALUES.consultation, preferredDate: "2020-01-01" })).toEqual({
      preferredDate: "pastDate",
    });
    const res = await postEnquiry(consultation("2020-01-01"));
    expect(res.status).toBe(400);
    const error = (await res.json()) as { code: string; message: string; hint: string };
    expect(error.code).toBe("23514");
    expect(error.message).toContain("enquiries_preferred_date_not_past");
    expect(error.hint).toBe("Choose today or a later day.");
    expect(await countOf(server, "public.enquiries")).toBe(0);
  });

  it("the server accepts its yesterday (a visitor's today ahead of the server's) and later, refuses the day before", async () => {
    for (const days of [-1, 0, 1, 400]) {
      const res = await postEnquiry(consultation(await serverDay(days)));
      expect(res.status, `current_date ${days}`).toBe(201);
    }
    const res = await postEnquiry(consultation(await serverDay(-2)));
    expect(res.status).toBe(400);
    expect(await countOf(server, "public.enquiries")).toBe(4);
  });

  it("a day that does not exist is refused (2027-02-30)", async () => {
    expect(enquiryErrors("consultation", { ...SAMPLE_VALUES.consultation, preferredDate: "2027-02-30" })).toEqual({
      preferredDate: "date",
    });
    expect((await postEnquiry(consultation("2027-02-30"))).status).toBe(400);
    expect(await countOf(server, "public.enquiries")).toBe(0);
  });

  it("an admin's later change of an old consultation is not refused", async () => {
    expect((await postEnquiry(consultation(await serverDay(1)))).status).toBe(201);
    // Days pass: the stored date is now long gone.
    await server.db.exec(`update public.enquiries set details = jsonb_set(details, '{preferredDate}', '"2020-01-01"')`);
    await server.db.exec("update public.enquiries set status = 'closed'");
    const rows = await server.db.query<{ status: string }>("select status from public.enquiries");
    expect(rows.rows).toEqual([{ status: "closed" }]);
  });
});

describe("the same submission is stored once", () => {
  it("a repeated insert with the same idempotency key answers 201 and stores one row; another key stores another", async () => {
    const key = crypto.randomUUID();
    for (let i = 0; i < 3; i++) expect((await postEnquiry(row("sales", { idempotency_key: key }))).status).toBe(201);
    expect(await countOf(server, "public.enquiries")).toBe(1);
    expect((await postEnquiry(row("sales", { idempotency_key: crypto.randomUUID() }))).status).toBe(201);
    expect(await countOf(server, "public.enquiries")).toBe(2);
  });

  it("submitEnquiry twice at once (a double click) with one key stores one row and both resolve as stored", async () => {
    const context = { ...where, idempotencyKey: crypto.randomUUID() };
    const results = await Promise.all([
      submitEnquiry(anon, "demo", SAMPLE_VALUES.demo, context),
      submitEnquiry(anon, "demo", SAMPLE_VALUES.demo, context),
    ]);
    expect(results).toEqual([true, true]);
    const stored = await server.db.query<{ idempotency_key: string }>("select idempotency_key from public.enquiries");
    expect(stored.rows).toEqual([{ idempotency_key: context.idempotencyKey }]);
  });

  it("the unique index holds when the skip does not (racing inserts): 23505, which submitEnquiry reads as stored", async () => {
    await server.db.exec("alter table public.enquiries disable trigger enquiries_deduplicate");
    try {
      const key = crypto.randomUUID();
      expect((await postEnquiry(row("sales", { idempotency_key: key }))).status).toBe(201);
      const twin = await postEnquiry(row("sales", { idempotency_key: key }));
      expect(twin.status).toBe(409);
      expect(((await twin.json()) as { code: string }).code).toBe("23505");
      expect(await submitEnquiry(anon, "sales", SAMPLE_VALUES.sales, { ...where, idempotencyKey: key })).toBe(true);
      expect(await countOf(server, "public.enquiries")).toBe(1);
    } finally {
      await server.db.exec("alter table public.enquiries enable trigger enquiries_deduplicate");
    }
  });

  it("repeats do not count toward the rate limit", async () => {
    const key = crypto.randomUUID();
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.perSender * 3; i++) {
      expect((await postEnquiry(row("sales", { idempotency_key: key }))).status).toBe(201);
    }
    const hits = await server.db.query<{ hits: number }>("select hits from private.enquiry_rate_hits");
    expect(hits.rows.map((h) => h.hits)).toEqual([1, 1]);
  });

  it("a visitor cannot set someone else's row's key to learn anything: the answer is the same 201", async () => {
    const key = crypto.randomUUID();
    const first = await postEnquiry(row("sales", { idempotency_key: key }));
    const second = await postEnquiry(row("demo", { idempotency_key: key }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.text()).toBe(await first.text());
  });
});

describe("rate limit per (address, e-mail) with a ceiling per address", () => {
  const email = (i: number) => `colleague${i}@rig.example.com`;

  it(`the ${ENQUIRY_RATE_LIMIT.perSender + 1}th enquiry from one e-mail address gets 429; a colleague on the same network still gets through`, async () => {
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.perSender; i++) {
      expect((await postEnquiry(row("sales", { email: email(0) }))).status).toBe(201);
    }
    const res = await postEnquiry(row("sales", { email: email(0).toUpperCase() }));
    expect(res.status).toBe(429);
    const error = (await res.json()) as { code: string; message: string; hint: string };
    expect(error).toMatchObject({ code: "PT429", message: "Too many enquiries from your e-mail address" });
    expect(error.hint).toMatch(/Wait 10 minutes/);
    expect((await postEnquiry(row("sales", { email: email(1) }))).status).toBe(201);
    expect(await countOf(server, "public.enquiries")).toBe(ENQUIRY_RATE_LIMIT.perSender + 1);
  });

  it(`${ENQUIRY_RATE_LIMIT.perAddress} colleagues behind one address get through, the next gets 429 (a forged X-Forwarded-For does not help)`, async () => {
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.perAddress; i++) {
      const res = await postEnquiry(row("sales", { email: email(i) }), { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.status, `colleague ${i}`).toBe(201);
    }
    const res = await postEnquiry(row("sales", { email: email(999) }), { "x-forwarded-for": "203.0.113.1" });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe("Too many enquiries from your network");
    expect(await countOf(server, "public.enquiries")).toBe(ENQUIRY_RATE_LIMIT.perAddress);
  });

  it("a flood of 1,000 inserts from one address stores at most the per-address ceiling; from one e-mail, the per-sender limit", async () => {
    /** Sends `n` enquiries through supabase-js as anon, 20 at a time; returns the HTTP statuses. */
    const flood = async (n: number, emailOf: (i: number) => string) => {
      const statuses: number[] = [];
      for (let start = 0; start < n; start += 20) {
        const batch = Array.from({ length: Math.min(20, n - start) }, (_, j) =>
          anon.from("enquiries").insert(row("sales", { email: emailOf(start + j) })),
        );
        statuses.push(...(await Promise.all(batch)).map((r) => r.status));
      }
      return statuses;
    };
    const started = Date.now();
    const distinct = await flood(1000, (i) => `flood${i}@example.com`);
    expect(distinct.filter((s) => s === 201)).toHaveLength(ENQUIRY_RATE_LIMIT.perAddress);
    expect(distinct.filter((s) => s === 429)).toHaveLength(1000 - ENQUIRY_RATE_LIMIT.perAddress);
    expect(await countOf(server, "public.enquiries")).toBe(ENQUIRY_RATE_LIMIT.perAddress);

    await server.db.exec("delete from public.enquiries; delete from private.enquiry_rate_hits");
    const same = await flood(1000, () => "flood@example.com");
    expect(same.filter((s) => s === 201)).toHaveLength(ENQUIRY_RATE_LIMIT.perSender);
    expect(await countOf(server, "public.enquiries")).toBe(ENQUIRY_RATE_LIMIT.perSender);
    console.log(`2 × 1,000 flood inserts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);
});
