/**
 * The site's send path (site/src/lib/send-enquiry.ts, issue #9) against the
 * real local backend through supabase-js: a valid form is stored once, the
 * schema's complaints come back per field, the honeypot stores nothing, the
 * real per-address rate limit, a backend that cannot be reached and a server
 * error each become the outcome the form words for the visitor.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DataError } from "../../shared/data/errors";
import { EnquiryValidationError } from "../../shared/data/enquiries";
import { createSupabaseClient } from "../../shared/supabase/client";
import { failureOf, sendEnquiry } from "../../site/src/lib/send-enquiry";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { anonClient } from "../supabase/helpers";

let server: RunningServer;
const client = () => Promise.resolve(anonClient(server));
const where = { locale: "zh" as const, page: "/products/request-demo" };
const demo = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy Drilling",
  platformInterest: "geosteer-cloud",
  teamSize: "25+",
  specificRequirements: "Show the steering view",
};

const rows = async () =>
  (
    await server.db.query<{
      form: string;
      name: string;
      details: Record<string, string>;
      locale: string;
      page: string;
    }>("select form, name, details, locale, page from public.enquiries order by created_at")
  ).rows;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.exec("delete from public.enquiries; delete from private.enquiry_rate_hits");
  await server.db.exec(
    "update private.enquiry_rate_settings set max_per_window = 10, max_per_sender = 5, window_seconds = 600",
  );
});

describe("sendEnquiry()", () => {
  it("stores one row with the locale and page", async () => {
    expect(await sendEnquiry("demo", demo, { ...where, honeypot: "" }, client)).toEqual({ ok: true, stored: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: "demo",
      name: "Grace Hopper",
      locale: "zh",
      page: "/products/request-demo",
      details: { platformInterest: "geosteer-cloud", teamSize: "25+", specificRequirements: "Show the steering view" },
    });
  });

  it("returns the schema's complaints per field and sends nothing", async () => {
    const outcome = await sendEnquiry(
      "demo",
      { ...demo, name: " ", email: "grace@localhost", teamSize: "huge", specificRequirements: "x".repeat(5001) },
      { ...where, honeypot: "" },
      client,
    );
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid",
      fields: { name: "required", email: "email", teamSize: "option", specificRequirements: "tooLong" },
    });
    expect(await rows()).toEqual([]);
  });

  it("answers a filled honeypot as sent but stores nothing", async () => {
    expect(await sendEnquiry("demo", demo, { ...where, honeypot: "http://spam.example" }, client)).toEqual({
      ok: true,
      stored: false,
    });
    expect(await rows()).toEqual([]);
  });

  it("reports the real per-address rate limit as rateLimited", async () => {
    await server.db.exec("update private.enquiry_rate_settings set max_per_window = 1");
    expect((await sendEnquiry("demo", demo, { ...where, honeypot: "" }, client)).ok).toBe(true);
    const second = await sendEnquiry("demo", demo, { ...where, honeypot: "" }, client);
    expect(second).toMatchObject({ ok: false, reason: "rateLimited" });
    expect(await rows()).toHaveLength(1);
  });

  it("reports a backend that cannot be reached as network", async () => {
    const closed = await startTestServer({ seed: false });
    const url = closed.url;
    await closed.close();
    const unreachable = () =>
      Promise.resolve(
        createSupabaseClient({ url, anonKey: server.anonKey, autoRefreshToken: false, persistSession: false }),
      );
    expect(await sendEnquiry("demo", demo, { ...where, honeypot: "" }, unreachable)).toMatchObject({
      ok: false,
      reason: "network",
    });
  });

  it("reports a client that does not load (offline chunk) as network", async () => {
    const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await sendEnquiry("demo", demo, { ...where, honeypot: "" }, failing)).toMatchObject({
      ok: false,
      reason: "network",
    });
  });
});

describe("failureOf()", () => {
  it("tells the rate limit by its code or its status", () => {
    expect(failureOf(new DataError("Too many", { code: "PT429", status: 429 }))).toMatchObject({
      reason: "rateLimited",
    });
    expect(failureOf(new DataError("Too many", { status: 429 }))).toMatchObject({ reason: "rateLimited" });
  });
  it("tells a missing answer or an offline browser from a server error", () => {
    expect(failureOf(new DataError("TypeError: Failed to fetch", { code: "", status: 0 }))).toMatchObject({
      reason: "network",
    });
    expect(failureOf(new DataError("internal error", { code: "XX000", status: 500 }))).toMatchObject({
      reason: "server",
    });
    expect(failureOf(new DataError("internal error", { code: "XX000", status: 500 }), false)).toMatchObject({
      reason: "network",
    });
    expect(failureOf(new Error("boom"))).toMatchObject({ reason: "server", message: "boom" });
  });
  it("passes the field complaints of a validation error on", () => {
    expect(failureOf(new EnquiryValidationError({ email: "email" }))).toEqual({
      reason: "invalid",
      fields: { email: "email" },
    });
  });
});
