/**
 * Issue #30, the client side of the enquiry forms' promises
 * (shared/enquiries/email.ts, dates.ts, idempotency.ts, schema.ts): the
 * e-mail rule (WHATWG type=email plus a dotted domain), today and real
 * calendar days, idempotency keys, and the schema's verdicts on required
 * subject selects and past consultation dates. The same cases run against
 * the table in tests/supabase/enquiries-schema.test.ts and
 * enquiry-promises.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCalendarDate, localToday } from "../../shared/enquiries/dates";
import { EMAIL_DOMAIN_PATTERN_ATTR, isEnquiryEmail } from "../../shared/enquiries/email";
import { newIdempotencyKey } from "../../shared/enquiries/idempotency";
import { enquiryErrors, toEnquiryInsert } from "../../shared/enquiries/schema";
import { SAMPLE_VALUES } from "../fixtures/enquiries";

describe("isEnquiryEmail()", () => {
  it.each([
    "a@b.co",
    "ada.lovelace@example.com",
    "o'neil+rss@mail.example.com",
    "x!#$%&*/=?^_`{|}~-@example.org",
    "x@sub-1.example.org",
    "x@example.xn--fiqs8s",
    `${"a".repeat(64)}@${"b".repeat(63)}.com`,
  ])("accepts %s", (address) => {
    expect(isEnquiryEmail(address)).toBe(true);
  });

  it.each([
    ["a@b", "no dot in the domain"],
    ["a@b.c", "a one-letter last label"],
    ["a@b.c1", "digits in the last label"],
    ["a@b.123", "a numeric last label"],
    ["a@-b.com", "a label starting with a hyphen"],
    ["a@b-.com", "a label ending with a hyphen"],
    ["a@b..com", "an empty label"],
    ["a@.b.com", "a leading dot in the domain"],
    ["a@b.com.", "a trailing dot"],
    [`a@${"b".repeat(64)}.com`, "a label over 63 characters"],
    ["a b@example.com", "a space"],
    ["a@@example.com", "two @"],
    ["@example.com", "no local part"],
    ["a@example.com\n", "a trailing newline"],
    ["ä@example.com", "a non-ASCII local part (WHATWG allows none)"],
  ])("refuses %s (%s)", (address) => {
    expect(isEnquiryEmail(address)).toBe(false);
  });

  it("the pattern attribute the browser checks refuses a@b and a@b.c and accepts a@b.co (v flag, whole value)", () => {
    const pattern = new RegExp(`^(?:${EMAIL_DOMAIN_PATTERN_ATTR})$`, "v");
    expect(["a@b", "a@b.c", "a@localhost"].map((a) => pattern.test(a))).toEqual([false, false, false]);
    expect(["a@b.co", "x@example.xn--fiqs8s"].map((a) => pattern.test(a))).toEqual([true, true]);
  });
});

describe("localToday() and isCalendarDate()", () => {
  afterEach(() => vi.useRealTimers());

  it("names the local calendar day, zero-padded", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe("2027-01-05");
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
  });

  it("accepts real days only", () => {
    expect(["2027-02-28", "2028-02-29", "2026-12-31"].map(isCalendarDate)).toEqual([true, true, true]);
    expect(
      ["2027-02-29", "2027-02-30", "2026-13-01", "2026-00-10", "2026-1-1", "tomorrow"].map(isCalendarDate),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe("newIdempotencyKey()", () => {
  it("makes a distinct UUID v4 each time", () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("builds one from getRandomValues where randomUUID is missing (a page that is not a secure context)", () => {
    // Shadows Crypto.prototype.randomUUID on the instance for this test only.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });
});

describe("enquiryErrors() on issue #30's rules", () => {
  afterEach(() => vi.useRealTimers());

  it("an empty subject select is `required`, an unknown one `option`", () => {
    expect(enquiryErrors("quote", { ...SAMPLE_VALUES.quote, projectType: "" })).toEqual({ projectType: "required" });
    expect(enquiryErrors("quote", { ...SAMPLE_VALUES.quote, projectType: undefined })).toEqual({
      projectType: "required",
    });
    expect(enquiryErrors("demo", { ...SAMPLE_VALUES.demo, platformInterest: "everything" })).toEqual({
      platformInterest: "option",
    });
    // Optional selects stay optional.
    expect(enquiryErrors("quote", { ...SAMPLE_VALUES.quote, budget: "" })).toEqual({});
  });

  it("a consultation date before the visitor's today is `pastDate`; today is fine; a date that does not exist is `date`", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 5, 15, 0, 30));
    const on = (preferredDate: string) =>
      enquiryErrors("consultation", { ...SAMPLE_VALUES.consultation, preferredDate });
    expect(on("2027-06-14")).toEqual({ preferredDate: "pastDate" });
    expect(on("2020-01-01")).toEqual({ preferredDate: "pastDate" });
    expect(on("2027-06-15")).toEqual({});
    expect(on("2027-06-16")).toEqual({});
    expect(on("")).toEqual({});
    expect(on("2027-02-30")).toEqual({ preferredDate: "date" });
  });

  it("toEnquiryInsert() carries the idempotency key (null without one)", () => {
    const where = { locale: "en" as const, page: "/x" };
    expect(toEnquiryInsert("sales", SAMPLE_VALUES.sales, where).idempotency_key).toBeNull();
    const key = newIdempotencyKey();
    expect(toEnquiryInsert("sales", SAMPLE_VALUES.sales, { ...where, idempotencyKey: key }).idempotency_key).toBe(key);
  });
});
