import { describe, expect, it } from "vitest";
import { secretKeyFromEnv, serviceClientFromEnv } from "../../supabase/functions/_lib/service-client";

const env = (values: Record<string, string>) => (name: string) => values[name];

describe("secretKeyFromEnv()", () => {
  it("prefers the default key of SUPABASE_SECRET_KEYS over the legacy service_role key", () => {
    const read = env({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_new"}', SUPABASE_SERVICE_ROLE_KEY: "legacy" });
    expect(secretKeyFromEnv(read, "fn")).toBe("sb_secret_new");
  });

  it("falls back to SUPABASE_SERVICE_ROLE_KEY when the new keys are missing, not JSON or have no default", () => {
    for (const keys of [undefined, "not json", '{"other":"x"}']) {
      const read = env({ ...(keys ? { SUPABASE_SECRET_KEYS: keys } : {}), SUPABASE_SERVICE_ROLE_KEY: "legacy" });
      expect(secretKeyFromEnv(read, "fn")).toBe("legacy");
    }
  });

  it("throws naming the function when neither key is set", () => {
    expect(() => secretKeyFromEnv(env({}), "site-build-hook")).toThrow(/^site-build-hook: neither/);
  });
});

describe("serviceClientFromEnv()", () => {
  it("throws naming the function without SUPABASE_URL, and makes a client with it", () => {
    expect(() => serviceClientFromEnv(env({ SUPABASE_SERVICE_ROLE_KEY: "k" }), "notify-enquiry")).toThrow(
      "notify-enquiry: SUPABASE_URL is not set",
    );
    const client = serviceClientFromEnv(
      env({ SUPABASE_URL: "http://127.0.0.1:1", SUPABASE_SERVICE_ROLE_KEY: "k" }),
      "fn",
    );
    expect(typeof client.from).toBe("function");
  });
});
