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

  it("gives none for pictures drawn from the site's copies, Storage fallbacks and download links", () => {
    const html =
      '<img srcset="/media/content-images/variants/a.png.w480.webp 480w" src="/media/content-images/a.png" ' +
      'data-fallback-src="https://abc.supabase.co/storage/v1/object/public/content-images/a.png" ' +
      'data-fallback-srcset="https://abc.supabase.co/storage/v1/object/public/content-images/variants/a.png.w480.webp 480w" />' +
      '<a href="https://abc.supabase.co/storage/v1/object/public/content-files/a.pdf?download=a.pdf">PDF</a>';
    expect(preconnectLinks(html)).toBe("");
    expect(
      storageOrigins(html + '<video poster="https://abc.supabase.co/storage/v1/object/public/content-images/v.png">'),
    ).toEqual(["https://abc.supabase.co"]);
  });
});
