/**
 * Published pictures from the site's own origin (issue #24,
 * shared/content/site-media.ts): the `/media/…` path of a stored picture and
 * back, refusing paths that climb or name another bucket, and the sources a
 * public page draws with the copies on and off.
 */
import { afterEach, describe, expect, it } from "vitest";
import { imageSrcSet } from "../../shared/content/image-variants";
import { parseSiteMediaPath, pictureSource, siteMediaPath, siteMediaUrl } from "../../shared/content/site-media";
import { serveSiteMedia, siteMediaServed } from "../../shared/content/site-media-switch";

const STORAGE = "https://abc.supabase.co/storage/v1/object/public";
const COVER = `${STORAGE}/content-images/case-studies/7f/image-1768435200000.png`;

afterEach(() => serveSiteMedia(false));

describe("site media paths", () => {
  it("maps a content-images URL to /media and back, each segment encoded", () => {
    expect(siteMediaUrl(COVER)).toBe("/media/content-images/case-studies/7f/image-1768435200000.png");
    expect(siteMediaPath("content-images", "news/a b/é.png")).toBe("/media/content-images/news/a%20b/%C3%A9.png");
    expect(parseSiteMediaPath("/media/content-images/news/a%20b/%C3%A9.png")).toEqual({
      bucket: "content-images",
      path: "news/a b/é.png",
    });
  });

  it("leaves other buckets, other URLs and malformed or climbing paths alone", () => {
    expect(siteMediaUrl(`${STORAGE}/content-files/white-papers/1/paper.pdf`)).toBeNull();
    expect(siteMediaUrl("https://example.com/a.png")).toBeNull();
    expect(siteMediaUrl("/illustrations/rss.svg")).toBeNull();
    expect(parseSiteMediaPath("/media/content-files/a.pdf")).toBeNull();
    expect(parseSiteMediaPath("/media/content-images/../secret.png")).toBeNull();
    expect(parseSiteMediaPath("/media/content-images/a/%2E%2E/b.png")).toBeNull();
    expect(parseSiteMediaPath("/media/content-images/a%2Fb.png")).toBeNull();
    expect(parseSiteMediaPath("/media/content-images/%E0%A4%A.png")).toBeNull();
    expect(parseSiteMediaPath("/media/content-images/")).toBeNull();
    expect(parseSiteMediaPath("/assets/a.png")).toBeNull();
  });
});

describe("pictureSource", () => {
  it("draws from Storage while the copies are off (the admin, the desktop app)", () => {
    expect(siteMediaServed()).toBe(false);
    expect(pictureSource(COVER)).toEqual({ shown: { src: COVER, srcSet: imageSrcSet(COVER) }, fallback: null });
  });

  it("draws the copy and its copied variants on the public site, Storage as the fallback", () => {
    serveSiteMedia();
    const { shown, fallback } = pictureSource(COVER);
    expect(fallback).toEqual({ src: COVER, srcSet: imageSrcSet(COVER) });
    expect(shown.src).toBe("/media/content-images/case-studies/7f/image-1768435200000.png");
    expect(shown.srcSet).toBe(
      [320, 480, 640, 960, 1280]
        .map((w) => `/media/content-images/variants/case-studies/7f/image-1768435200000.png.w${w}.webp ${w}w`)
        .join(", "),
    );
  });

  it("keeps a picture of another bucket on Storage even with the copies on", () => {
    serveSiteMedia();
    const other = `${STORAGE}/catalog-files/a.png`;
    expect(pictureSource(other)).toEqual({ shown: { src: other, srcSet: null }, fallback: null });
  });
});
