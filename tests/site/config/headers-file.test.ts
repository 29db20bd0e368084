/** The `_headers` format of the build output (issue #23): writing, reading back, matching paths. */
import { describe, expect, it } from "vitest";
import {
  formatHeadersFile,
  type HeaderRule,
  headersForPath,
  matchesPath,
  MAX_LINE_LENGTH,
  parseHeadersFile,
} from "../../../site/src/config/headers-file";

const RULES: HeaderRule[] = [
  {
    path: "/*",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; img-src 'self' https://x.supabase.co"],
      ["X-Frame-Options", "DENY"],
    ],
  },
  { path: "/admin/*", headers: [["X-Robots-Tag", "noindex"]] },
];

describe("formatHeadersFile()", () => {
  it("writes a comment, then each path and its indented Name: value lines", () => {
    expect(formatHeadersFile(RULES, ["generated"])).toBe(
      [
        "# generated",
        "/*",
        "  Content-Security-Policy: default-src 'self'; img-src 'self' https://x.supabase.co",
        "  X-Frame-Options: DENY",
        "/admin/*",
        "  X-Robots-Tag: noindex",
        "",
      ].join("\n"),
    );
  });
  it("round-trips through parseHeadersFile()", () => {
    expect(parseHeadersFile(formatHeadersFile(RULES, ["a comment"]))).toEqual(RULES);
  });
  it("refuses a line break in a value, a bad name, a relative path and a line Cloudflare would ignore", () => {
    expect(() => formatHeadersFile([{ path: "/*", headers: [["X-A", "1\r\nSet-Cookie: x"]] }])).toThrow(/line break/);
    expect(() => formatHeadersFile([{ path: "/*", headers: [["X A", "1"]] }])).toThrow(/header name/);
    expect(() => formatHeadersFile([{ path: "admin/*", headers: [] }])).toThrow(/path/);
    expect(() => formatHeadersFile([{ path: "/*", headers: [["X-Long", "a".repeat(MAX_LINE_LENGTH)]] }])).toThrow(
      /longer than 2000/,
    );
  });
});

describe("parseHeadersFile()", () => {
  it("skips comments and blank lines, trims values and keeps colons inside them", () => {
    const text = "# top\n\n/resources/*\n  # inside\n  Link:   <https://example.com/a>; rel=preload  \n\t X-B:2\r\n";
    expect(parseHeadersFile(text)).toEqual([
      {
        path: "/resources/*",
        headers: [
          ["Link", "<https://example.com/a>; rel=preload"],
          ["X-B", "2"],
        ],
      },
    ]);
  });
  it("names the line of a header before any path, a line without a colon and a bad rule line", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow(/line 1: a header before any path/);
    expect(() => parseHeadersFile("/*\n  no colon here\n")).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile("/*\n  Bad Name: 1\n")).toThrow(/line 2: invalid header name/);
    expect(() => parseHeadersFile("/*\nX-A: 1\n")).toThrow(/line 2: a rule must start with an absolute path/);
  });
});

describe("matchesPath()", () => {
  it("matches * across segments, :placeholder within one, everything else literally", () => {
    expect(matchesPath("/*", "/")).toBe(true);
    expect(matchesPath("/*", "/zh/products/rss-systems")).toBe(true);
    expect(matchesPath("/admin/*", "/admin/dashboard")).toBe(true);
    expect(matchesPath("/admin/*", "/administrator")).toBe(false);
    expect(matchesPath("/blog/:slug", "/blog/first")).toBe(true);
    expect(matchesPath("/blog/:slug", "/blog/first/more")).toBe(false);
    expect(matchesPath("/captcha.html", "/captchaXhtml")).toBe(false);
    expect(matchesPath("/*.css", "/assets/style.css")).toBe(true);
  });
});

describe("headersForPath()", () => {
  it("collects the headers of every matching rule, in file order", () => {
    expect(headersForPath(RULES, "/admin/dashboard")).toEqual({
      "Content-Security-Policy": "default-src 'self'; img-src 'self' https://x.supabase.co",
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex",
    });
    expect(headersForPath(RULES, "/")).not.toHaveProperty("X-Robots-Tag");
    expect(headersForPath([{ path: "/assets/*", headers: [["X-A", "1"]] }], "/")).toEqual({});
  });
  it("joins the values of a header set by several matching rules with a comma, as Cloudflare Pages does", () => {
    const rules: HeaderRule[] = [
      { path: "/*", headers: [["Cache-Control", "no-cache"]] },
      { path: "/assets/*", headers: [["cache-control", "public"]] },
    ];
    expect(headersForPath(rules, "/assets/a.js")).toEqual({ "Cache-Control": "no-cache, public" });
  });
});
