import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "../../../shared/local-defaults";
import { parseSiteEnv } from "../../../site/src/config/env";

describe("parseSiteEnv()", () => {
  it("defaults to the embedded local backend with ALTCHA", () => {
    const env = parseSiteEnv({});
    expect(env.VITE_SUPABASE_URL).toBe("http://localhost:54321");
    expect(env.VITE_SUPABASE_ANON_KEY).toBe(LOCAL_ANON_KEY);
    expect(env.VITE_CAPTCHA_PROVIDER).toBe("altcha");
  });
  it("treats empty strings as unset", () => {
    expect(parseSiteEnv({ VITE_SUPABASE_URL: "" }).VITE_SUPABASE_URL).toBe("http://localhost:54321");
  });
  it("lists every bad key at once", () => {
    expect(() => parseSiteEnv({ VITE_SUPABASE_URL: "not a url", VITE_CAPTCHA_PROVIDER: "recaptcha" })).toThrow(
      /VITE_SUPABASE_URL.*VITE_CAPTCHA_PROVIDER/,
    );
  });
  it("requires an hCaptcha site key when hCaptcha is chosen", () => {
    expect(() => parseSiteEnv({ VITE_CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(/VITE_HCAPTCHA_SITE_KEY/);
    expect(
      parseSiteEnv({ VITE_CAPTCHA_PROVIDER: "hcaptcha", VITE_HCAPTCHA_SITE_KEY: "10000000-ffff" })
        .VITE_HCAPTCHA_SITE_KEY,
    ).toBe("10000000-ffff");
  });
});
