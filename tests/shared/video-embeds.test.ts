/**
 * YouTube and Vimeo embeds (issue #28, shared/content/video-embeds.ts): which
 * URLs are accepted, the id read from each, and the privacy-enhanced player
 * address. The database's CHECK constraint gets the same samples in
 * tests/supabase/video-playback.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parseVideoEmbed, privacyEmbedSrc, VIDEO_EMBED_FRAME_ORIGINS } from "../../shared/content/video-embeds";
import { ACCEPTED_EMBED_URLS, REFUSED_EMBED_URLS } from "../fixtures/video-embeds";

describe("parseVideoEmbed()", () => {
  it("reads the provider and id of every accepted form", () => {
    for (const [url, expected] of ACCEPTED_EMBED_URLS) expect(parseVideoEmbed(url), url).toEqual(expected);
  });

  it("refuses anything else: http, other hosts, look-alikes, bad ids, other paths", () => {
    for (const url of REFUSED_EMBED_URLS) expect(parseVideoEmbed(url), url).toBeNull();
  });
});

describe("privacyEmbedSrc()", () => {
  it("points YouTube at youtube-nocookie.com and Vimeo at its player with dnt=1, both playing at once", () => {
    expect(privacyEmbedSrc({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(privacyEmbedSrc({ provider: "vimeo", id: "76979871" })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    );
  });

  it("only ever points at the CSP's frame origins", () => {
    for (const [url] of ACCEPTED_EMBED_URLS) {
      const src = privacyEmbedSrc(parseVideoEmbed(url)!);
      expect(VIDEO_EMBED_FRAME_ORIGINS).toContain(new URL(src).origin);
    }
    expect([...VIDEO_EMBED_FRAME_ORIGINS]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
  });
});
