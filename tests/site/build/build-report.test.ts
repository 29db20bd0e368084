/**
 * Hosted builds report (site/scripts/rebuild/build-report.ts, issue #27):
 * with SITE_BUILD_REPORT=1 the build claims the requested site builds and
 * records its end, ok or with its error; without it nothing is reported.
 */
import { describe, expect, it, vi } from "vitest";
import type { BuildRecords } from "../../../site/scripts/rebuild/build-records";
import { buildErrorText, BUILD_ERROR_MAX } from "../../../site/scripts/rebuild/build-records";
import { claimBuildReport } from "../../../site/scripts/rebuild/build-report";

function records(claimed: { id: number; changes: unknown } | null) {
  const finished: unknown[][] = [];
  const target: BuildRecords = {
    claim: vi.fn(() => Promise.resolve(claimed)),
    finish: (...args) => (finished.push(args), Promise.resolve()),
  };
  return { target, finished };
}

describe("claimBuildReport()", () => {
  it("reports nothing without SITE_BUILD_REPORT=1", async () => {
    const { target } = records({ id: 3, changes: [] });
    expect(await claimBuildReport({}, target)).toBeNull();
    expect(target.claim).not.toHaveBeenCalled();
  });

  it("asks for the service_role key and the project URL", async () => {
    await expect(
      claimBuildReport({ SITE_BUILD_REPORT: "1", VITE_SUPABASE_URL: "https://x.supabase.co" }),
    ).rejects.toThrow("SITE_BUILD_REPORT=1 needs SUPABASE_SERVICE_ROLE_KEY and VITE_SUPABASE_URL");
  });

  it("claims at the start and finishes the claimed build, live or failed with the error", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ok = records({ id: 7, changes: [] });
    await (await claimBuildReport({ SITE_BUILD_REPORT: "1" }, ok.target))!.finish(true);
    expect(ok.finished).toEqual([[7, true, undefined]]);
    const failed = records({ id: 8, changes: [] });
    const error = new Error("vite build failed");
    await (await claimBuildReport({ SITE_BUILD_REPORT: "1" }, failed.target))!.finish(false, error);
    expect(failed.finished).toEqual([[8, false, error]]);
  });

  it("builds unreported when nothing was requested", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await claimBuildReport({ SITE_BUILD_REPORT: "1" }, records(null).target)).toBeNull();
  });
});

describe("buildErrorText()", () => {
  it("is the message, at most BUILD_ERROR_MAX characters, never empty", () => {
    expect(buildErrorText(new Error("boom"))).toBe("boom");
    expect(buildErrorText(new Error("x".repeat(5000)))).toHaveLength(BUILD_ERROR_MAX);
    expect(buildErrorText("")).toBe("The build failed.");
  });
});
