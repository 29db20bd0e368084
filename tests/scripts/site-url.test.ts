/** scripts/site-url.ts (issue #23): VITE_SITE_URL follows SITE_HOST / SITE_PORT in `npm start` and `npm run dev`. */
import { describe, expect, it } from "vitest";
import { pointSiteUrlAtItself, siteOrigin } from "../../scripts/site-url";

describe("siteOrigin()", () => {
  it("names loopback and all-interfaces hosts localhost", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"]) {
      expect(siteOrigin(host, 5173), host).toBe("http://localhost:5173");
    }
  });
  it("keeps any other host, IPv6 in brackets", () => {
    expect(siteOrigin("192.168.1.20", 8080)).toBe("http://192.168.1.20:8080");
    expect(siteOrigin("site.internal", 80)).toBe("http://site.internal:80");
    expect(siteOrigin("fd00::7", 5173)).toBe("http://[fd00::7]:5173");
  });
});

describe("pointSiteUrlAtItself()", () => {
  it("defaults to http://localhost:5173, as before", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(pointSiteUrlAtItself(env)).toBe("http://localhost:5173");
    expect(env.VITE_SITE_URL).toBe("http://localhost:5173");
  });
  it("follows SITE_PORT and SITE_HOST, empty values counting as unset", () => {
    expect(pointSiteUrlAtItself({ SITE_PORT: "5391" })).toBe("http://localhost:5391");
    expect(pointSiteUrlAtItself({ SITE_PORT: "8080", SITE_HOST: "10.0.0.5" })).toBe("http://10.0.0.5:8080");
    expect(pointSiteUrlAtItself({ SITE_PORT: "", SITE_HOST: "", VITE_SITE_URL: "" })).toBe("http://localhost:5173");
  });
  it("leaves an explicit VITE_SITE_URL alone", () => {
    const env: NodeJS.ProcessEnv = { SITE_PORT: "5391", VITE_SITE_URL: "https://www.example.com" };
    expect(pointSiteUrlAtItself(env)).toBe("https://www.example.com");
    expect(env.VITE_SITE_URL).toBe("https://www.example.com");
  });
});
