/** The site's security headers and CSP (issue #23), built from the build's settings. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
  securityHeaders,
  STATIC_SECURITY_HEADERS,
} from "../../../site/src/config/security-headers";

/** The CSP as `{ directive: sources[] }`. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

const ALTCHA = { supabaseUrl: "http://127.0.0.1:54321/", captchaProvider: "altcha" as const };
const HCAPTCHA = { supabaseUrl: "https://abc.supabase.co", captchaProvider: "hcaptcha" as const };

describe("contentSecurityPolicy()", () => {
  it("allows our origin, the Supabase origin and the given inline script hashes, and no framing", () => {
    const csp = directives(contentSecurityPolicy({ ...ALTCHA, scriptHashes: ["'sha256-abc='"] }));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'", "http://127.0.0.1:54321"]);
    expect(csp["img-src"]).toEqual(["'self'", "blob:", "https:", "http://127.0.0.1:54321"]);
    expect(csp["media-src"]).toEqual(["'self'", "blob:", "http://127.0.0.1:54321"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
  });
  it("never allows inline scripts without a hash or eval", () => {
    for (const settings of [ALTCHA, HCAPTCHA]) {
      const csp = contentSecurityPolicy(settings);
      expect(directives(csp)["script-src"]).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain("unsafe-eval");
    }
  });
  it("with ALTCHA allows its blob: workers and no frames but the video players'", () => {
    const csp = directives(contentSecurityPolicy(ALTCHA));
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
    // Exactly the privacy-enhanced YouTube and Vimeo players (issue #28), nothing else.
    expect(csp["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(JSON.stringify(csp)).not.toContain("hcaptcha");
  });
  it("with hCaptcha allows its documented hosts for scripts, frames, styles and connections, and no blob: workers", () => {
    const csp = directives(contentSecurityPolicy(HCAPTCHA));
    for (const name of ["script-src", "frame-src", "style-src", "connect-src"]) {
      expect(csp[name], name).toEqual(expect.arrayContaining(["https://hcaptcha.com", "https://*.hcaptcha.com"]));
    }
    expect(csp["connect-src"]).toContain("https://abc.supabase.co");
    expect(csp["worker-src"]).toEqual(["'self'"]);
  });
  it("throws for a Supabase URL that is not absolute", () => {
    expect(() => contentSecurityPolicy({ ...ALTCHA, supabaseUrl: "/supabase" })).toThrow(TypeError);
  });
});

describe("securityHeaders()", () => {
  it("adds the CSP to nosniff, DENY framing, the referrer policy and a restrictive Permissions-Policy", () => {
    const headers = securityHeaders(ALTCHA);
    expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(ALTCHA));
    expect(headers).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    // The video players' features (issue #28): our own origin and the two embed players only.
    for (const feature of ["autoplay", "fullscreen", "picture-in-picture"]) {
      expect(headers["Permissions-Policy"]).toContain(
        `${feature}=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")`,
      );
    }
    expect(Object.keys(STATIC_SECURITY_HEADERS)).not.toContain("Content-Security-Policy");
  });
});

describe("inlineScripts()", () => {
  it("returns the text of inline scripts a browser runs, not data blocks or external scripts", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      '<script data-mantine-script="true">c()</script>',
      '<script type="text/javascript">d()</script>',
      '<script type="application/json" id="prerendered-lists">{"x":1}</script>',
      '<script type="module" crossorigin src="/assets/e.js"></script>',
      "<SCRIPT>\n  f()\n</SCRIPT>",
    ].join("\n");
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()", "d()", "\n  f()\n"]);
  });
});

describe("scriptHash() and inlineScriptHashes()", () => {
  it("hashes a script's UTF-8 text as a CSP sha256 source", async () => {
    const text = 'document.title="版本"';
    const expected = createHash("sha256").update(text, "utf8").digest("base64");
    expect(await scriptHash(text)).toBe(`'sha256-${expected}'`);
  });
  it("lists each distinct inline script of all pages once, sorted", async () => {
    const hashes = await inlineScriptHashes(["<script>a()</script><script>b()</script>", "<script>a()</script>"]);
    expect(hashes).toEqual([await scriptHash("a()"), await scriptHash("b()")].sort());
  });
});
