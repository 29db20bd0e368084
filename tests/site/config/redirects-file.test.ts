/**
 * site/src/config/redirects-file.ts (issue #26): the `_redirects` format the
 * build writes and our static server reads, as Netlify and Cloudflare Pages
 * read it.
 */
import { describe, expect, it } from "vitest";
import { formatRedirectsFile, parseRedirectsFile, redirectFor } from "../../../site/src/config/redirects-file";

describe("formatRedirectsFile()", () => {
  it("writes one `<from> <to> <status>` line per rule after the comment", () => {
    const text = formatRedirectsFile(
      [
        { from: "/a/old", to: "/a/new", status: 301 },
        { from: "/zh/a/old", to: "/zh/a/new", status: 308 },
      ],
      ["made by a test"],
    );
    expect(text).toBe("# made by a test\n/a/old /a/new 301\n/zh/a/old /zh/a/new 308\n");
  });
  it("refuses paths that are not plain absolute paths and unknown statuses", () => {
    expect(() => formatRedirectsFile([{ from: "a/old", to: "/a/new", status: 301 }])).toThrow(/Invalid _redirects/);
    expect(() => formatRedirectsFile([{ from: "/a old", to: "/a/new", status: 301 }])).toThrow(/Invalid _redirects/);
    expect(() => formatRedirectsFile([{ from: "/a/*", to: "/a/new", status: 301 }])).toThrow(/Invalid _redirects/);
    expect(() => formatRedirectsFile([{ from: "/a", to: "//evil.example/x", status: 301 }])).toThrow(
      /Invalid _redirects/,
    );
    expect(() => formatRedirectsFile([{ from: "/a", to: "/b", status: 200 as 301 }])).toThrow(/status 200/);
  });
});

describe("parseRedirectsFile()", () => {
  it("reads back what formatRedirectsFile wrote, ignoring comments and blank lines", () => {
    const rules = parseRedirectsFile(
      formatRedirectsFile([{ from: "/x/old", to: "/x/new", status: 301 }], ["c"]) + "\n\n",
    );
    expect([...rules.values()]).toEqual([{ from: "/x/old", to: "/x/new", status: 301 }]);
  });
  it("takes 301 when the status is left out, and the first rule for a path", () => {
    const rules = parseRedirectsFile("/a /b\n/a /c 302\n");
    expect(rules.get("/a")).toEqual({ from: "/a", to: "/b", status: 301 });
    expect(rules.size).toBe(1);
  });
  it("names the line of a malformed rule", () => {
    expect(() => parseRedirectsFile("# ok\n/a /b 301\n/a\n")).toThrow(/line 3/);
    expect(() => parseRedirectsFile("/a /b 200\n")).toThrow(/line 1/);
    expect(() => parseRedirectsFile("/a /b 301 extra\n")).toThrow(/line 1/);
  });
});

describe("redirectFor()", () => {
  const rules = parseRedirectsFile("/a/old /a/new 301\n/q /target?x=1 302\n");
  it("matches with or without a trailing slash and keeps the query string", () => {
    expect(redirectFor(rules, "/a/old")).toEqual({ location: "/a/new", status: 301 });
    expect(redirectFor(rules, "/a/old/")).toEqual({ location: "/a/new", status: 301 });
    expect(redirectFor(rules, "/a/old", "?utm=x")).toEqual({ location: "/a/new?utm=x", status: 301 });
  });
  it("keeps a target's own query string and answers null for other paths", () => {
    expect(redirectFor(rules, "/q", "?y=2")).toEqual({ location: "/target?x=1", status: 302 });
    expect(redirectFor(rules, "/a/old-ish")).toBeNull();
    expect(redirectFor(rules, "/")).toBeNull();
  });
});
