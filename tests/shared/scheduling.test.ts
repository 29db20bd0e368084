/**
 * shared/content/scheduling.ts and the go-live field of the content schemas
 * (issue #26): when a row counts as scheduled, the datetime-local round trip,
 * and the field's rules (optional; a passed time is accepted and means live now).
 */
import { describe, expect, it } from "vitest";
import { isScheduled, publishAtFromField, publishAtToField } from "../../shared/content/scheduling";
import { emptyNewsForm, newsSchema, parseContentForm } from "../../shared/data/content-schemas";

const now = new Date("2026-06-01T12:00:00Z");

describe("isScheduled()", () => {
  it("is true only for a published row whose go-live time is after now", () => {
    expect(isScheduled({ status: "published", publish_at: "2026-06-01T12:00:01Z" }, now)).toBe(true);
    expect(isScheduled({ status: "published", publish_at: "2026-06-01T12:00:00Z" }, now)).toBe(false);
    expect(isScheduled({ status: "published", publish_at: null }, now)).toBe(false);
    expect(isScheduled({ status: "draft", publish_at: "2027-01-01T00:00:00Z" }, now)).toBe(false);
    expect(isScheduled({ status: "published", publish_at: "soon" }, now)).toBe(false);
  });
});

describe("publishAtToField() / publishAtFromField()", () => {
  it("round-trips a stored time through the local datetime-local value (to the minute)", () => {
    const stored = "2026-12-01T09:30:00.000Z";
    const field = publishAtToField(stored);
    expect(field).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(publishAtFromField(field)).toBe(stored);
  });

  it("reads blank as no schedule and refuses text that is no date and time", () => {
    expect(publishAtToField(null)).toBe("");
    expect(publishAtFromField("  ")).toBeNull();
    expect(publishAtFromField("tomorrow")).toBeUndefined();
    expect(publishAtFromField("2026-13-45T99:99")).toBeUndefined();
  });
});

describe("the go-live field of a content form", () => {
  const filled = () => ({ ...emptyNewsForm(), title: "T", excerpt: "E", date_published: "2026-01-01" });

  it("is optional: blank saves publish_at null", () => {
    expect(parseContentForm(newsSchema, filled())).toMatchObject({ ok: true, value: { publish_at: null } });
  });

  it("accepts a time in the past (live now) and saves it as an ISO timestamp", () => {
    expect(parseContentForm(newsSchema, { ...filled(), publish_at: "2020-01-02T03:04" })).toMatchObject({
      ok: true,
      value: { publish_at: new Date("2020-01-02T03:04").toISOString() },
    });
  });

  it("refuses text that is no date and time with 'validation.dateTime'", () => {
    expect(parseContentForm(newsSchema, { ...filled(), publish_at: "next week" })).toEqual({
      ok: false,
      errors: { publish_at: "validation.dateTime" },
    });
  });
});
