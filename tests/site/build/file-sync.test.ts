/**
 * The builder's file step, its pure parts (site/scripts/rebuild/file-sync.ts,
 * issue #27): which rows a build syncs, and what a full build needs from its
 * environment. Against the local server: tests/supabase/file-visibility.test.ts.
 */
import { describe, expect, it } from "vitest";
import { fileSyncFromEnv, syncScopeOf } from "../../../site/scripts/rebuild/file-sync";

describe("syncScopeOf()", () => {
  it("syncs the changed rows when the changes say which", () => {
    const changes = [
      { table: "white_papers", id: "a", slug: "bit-wear" },
      { table: "catalog_files", id: "b" },
    ];
    expect(syncScopeOf(changes)).toEqual(changes);
  });

  it('syncs every row ("all") when the changes do not say what changed', () => {
    expect(syncScopeOf([])).toBe("all");
    expect(syncScopeOf(null)).toBe("all");
    expect(syncScopeOf([{ table: "unknown_table", id: "a" }])).toBe("all");
    expect(syncScopeOf("everything")).toBe("all");
  });
});

describe("fileSyncFromEnv()", () => {
  it("has no file step without SITE_BUILD_REPORT=1", () => {
    expect(fileSyncFromEnv({ VITE_SUPABASE_URL: "http://127.0.0.1:54321", SUPABASE_SERVICE_ROLE_KEY: "k" })).toBeNull();
  });

  it("asks for the service_role key and the project URL", () => {
    expect(() => fileSyncFromEnv({ SITE_BUILD_REPORT: "1", VITE_SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      "SITE_BUILD_REPORT=1 needs SUPABASE_SERVICE_ROLE_KEY and VITE_SUPABASE_URL",
    );
    expect(() => fileSyncFromEnv({ SITE_BUILD_REPORT: "1", SUPABASE_SERVICE_ROLE_KEY: "k" })).toThrow(
      "SITE_BUILD_REPORT=1 needs",
    );
  });

  it("makes one with them", () => {
    const sync = fileSyncFromEnv({
      SITE_BUILD_REPORT: "1",
      VITE_SUPABASE_URL: "https://x.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "service-key",
    });
    expect(typeof sync).toBe("function");
  });
});
