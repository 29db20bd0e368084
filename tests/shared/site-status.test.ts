import { describe, expect, it } from "vitest";
import { type SiteBuildRecord, siteStatusOf, siteWideStatusOf } from "../../shared/content/site-status";

const build = (id: number, status: string, dataAsOf: string | null, error: string | null = null): SiteBuildRecord => ({
  id,
  status,
  requested_at: "2026-12-01T09:00:00Z",
  data_as_of: dataAsOf,
  error,
});
const item = (updatedAt: string, extra: Partial<{ status: string; publish_at: string | null }> = {}) => ({
  status: "published",
  publish_at: null,
  updated_at: updatedAt,
  ...extra,
});
const NOW = new Date("2026-12-01T12:00:00Z");

describe("siteStatusOf()", () => {
  it("is live when the newest live build read the data at or after the item's change", () => {
    const builds = [build(1, "live", "2026-12-01T10:00:00Z"), build(2, "failed", "2026-12-01T11:00:00Z", "boom")];
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), builds, NOW)).toEqual({ state: "live" });
  });

  it("is updating while a build waits, even one requested before the change (merged saves)", () => {
    const builds = [build(1, "live", "2026-12-01T09:00:00Z"), build(2, "requested", null)];
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), builds, NOW)).toEqual({ state: "updating" });
  });

  it("is updating while a running build read the data after the change, not before it", () => {
    const running = [build(1, "building", "2026-12-01T10:30:00Z")];
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), running, NOW)).toEqual({ state: "updating" });
    const tooEarly = [build(1, "building", "2026-12-01T09:30:00Z")];
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), tooEarly, NOW)).toEqual({ state: "unknown" });
  });

  it("is failed with the error of the newest build that covers the change", () => {
    const builds = [
      build(3, "failed", "2026-12-01T10:10:00Z", "disk full"),
      build(2, "failed", "2026-12-01T10:05:00Z", "older"),
      build(1, "live", "2026-12-01T09:00:00Z"),
    ];
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), builds, NOW)).toEqual({ state: "failed", error: "disk full" });
  });

  it("is unknown when no build covers the change, and not-public for drafts and scheduled items", () => {
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), [build(1, "live", "2026-12-01T09:00:00Z")], NOW)).toEqual({
      state: "unknown",
    });
    expect(siteStatusOf(item("2026-12-01T10:00:00Z"), [], NOW)).toEqual({ state: "unknown" });
    expect(siteStatusOf(item("2026-12-01T10:00:00Z", { status: "draft" }), [], NOW)).toEqual({ state: "not-public" });
    const scheduled = item("2026-12-01T10:00:00Z", { publish_at: "2026-12-02T10:00:00Z" });
    expect(siteStatusOf(scheduled, [build(1, "live", "2026-12-01T11:00:00Z")], NOW)).toEqual({ state: "not-public" });
  });
});

describe("siteWideStatusOf()", () => {
  it("is updating while any build waits or runs, else the newest finished build's result", () => {
    expect(siteWideStatusOf([build(1, "live", "t"), build(2, "building", "t")])).toEqual({ state: "updating" });
    expect(siteWideStatusOf([build(2, "failed", "t", "hook 500"), build(1, "live", "t")])).toEqual({
      state: "failed",
      error: "hook 500",
    });
    expect(siteWideStatusOf([build(2, "live", "t"), build(1, "failed", "t", "old")])).toEqual({ state: "live" });
    expect(siteWideStatusOf([])).toEqual({ state: "unknown" });
  });
});
