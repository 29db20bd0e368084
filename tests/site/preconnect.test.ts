/**
 * Preconnect hints of the prerendered pages (issue #24, site/scripts/preconnect.ts):
 * a page showing Storage pictures from another origin opens that connection
 * first; a page with none, or with its pictures on its own origin, gets no hint.
 */
import { describe, expect, it } from "vitest";
import { preconnectLinks, storageOrigins } from "../../site/scripts/preconnect";

const cover = (origin: string, file: string) =>
  `<img srcSet="${origin}/storage/v1/object/public/content-images/variants/${file}.w480.webp 480w" src="${origin}/storage/v1/object/public/content-images/${file}" />`;

describe("preconnect hints", () => {
  it("names each Storage origin once, in order of appearance", () => {
    const html =
      cover("https://abc.supabase.co", "a.png") +
      cover("http://127.0.0.1:54321", "b.png") +
      cover("https://abc.supabase.co", "c.png");
    expect(storageOrigins(html)).toEqual(["https://abc.supabase.co", "http://127.0.0.1:54321"]);
    expect(preconnectLinks(html)).toBe(
      '<link rel="preconnect" href="https://abc.supabase.co" />\n    <link rel="preconnect" href="http://127.0.0.1:54321" />',
    );
  });

  it("gives none for a page without Storage objects or with them on the site's own origin", () => {
    expect(
      preconnectLinks('<main><img src="/illustrations/rss.svg" /><a href="https://example.com/x">x</a></main>'),
    ).toBe("");
    expect(storageOrigins(cover("https://www.example.com", "a.png"), "https://www.example.com")).toEqual([]);
  });
});
