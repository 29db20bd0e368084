/**
 * LazyImage's prerendered HTML (issue #24): a stored picture in our
 * content-images bucket carries `srcset` (its WebP variants) and the card's
 * `sizes` with its `src`, `width`/`height` unchanged (no layout shift), so it
 * works before any script runs; a picture elsewhere renders as before.
 */
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_SIZES, imageSrcSet } from "../../shared/content/image-variants";
import { LazyImage } from "../../shared/content-cards/lazy-image";
import { pictureSource } from "../../shared/content/site-media";
import { serveSiteMedia } from "../../shared/content/site-media-switch";

beforeAll(() => i18next.use(initReactI18next).init({ lng: "en", resources: {} }));
afterEach(() => {
  vi.unstubAllEnvs();
  serveSiteMedia(false);
});

const COVER = "http://127.0.0.1:54321/storage/v1/object/public/content-images/white-papers/5eed/image-1.png";

/** The attributes of the first `<img>` in `html`, entities decoded. */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? "";
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g))
    attrs[name!.toLowerCase()] = value!.replace(/&amp;/g, "&");
  return attrs;
}

describe("LazyImage", () => {
  it("renders a stored cover with srcset, the given sizes, its src and its box", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    const html = renderToString(
      <LazyImage alt="cover" src={COVER} width={400} eager sizes={IMAGE_SIZES.whitePaperCover}>
        <svg />
      </LazyImage>,
    );
    expect(imgAttributes(html)).toMatchObject({
      src: COVER,
      srcset: imageSrcSet(COVER)!,
      sizes: IMAGE_SIZES.whitePaperCover,
      width: "400",
      height: "225",
    });
  });

  it("marks an eager picture high priority unless it is told it is not the page's largest paint; a lazy one never", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    const attrs = (props: { eager?: boolean; priority?: boolean }) =>
      imgAttributes(
        renderToString(
          <LazyImage alt="cover" src={COVER} {...props}>
            <svg />
          </LazyImage>,
        ),
      );
    expect(attrs({ eager: true })).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(attrs({ eager: true, priority: false })).toMatchObject({ loading: "eager" });
    expect(attrs({ eager: true, priority: false }).fetchpriority).toBeUndefined();
    expect(attrs({}).loading).toBe("lazy");
    expect(attrs({ priority: true }).fetchpriority).toBeUndefined();
  });

  it("defaults sizes to the width in px", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    const html = renderToString(
      <LazyImage alt="cover" src={COVER} width={128}>
        <svg />
      </LazyImage>,
    );
    expect(imgAttributes(html).sizes).toBe("128px");
  });

  it("renders a picture of another project without srcset", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "https://abc.supabase.co");
    const html = renderToString(
      <LazyImage alt="cover" src={COVER} width={400} eager>
        <svg />
      </LazyImage>,
    );
    expect(html).not.toContain("srcset");
    expect(html).not.toContain("sizes=");
  });

  it("on the public site, draws the site's copy with the Storage source as its fallback (issue #24)", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    serveSiteMedia();
    const html = renderToString(
      <LazyImage alt="cover" src={COVER} width={400} eager sizes={IMAGE_SIZES.whitePaperCover}>
        <svg />
      </LazyImage>,
    );
    const attrs = imgAttributes(html);
    expect(attrs).toMatchObject({
      src: "/media/content-images/white-papers/5eed/image-1.png",
      "data-fallback-src": COVER,
      "data-fallback-srcset": imageSrcSet(COVER)!,
      sizes: IMAGE_SIZES.whitePaperCover,
    });
    expect(attrs.srcset).toBe(pictureSource(COVER).shown.srcSet);
    expect(attrs.srcset!.split(", ").map((entry) => entry.split(" ")[0])).toEqual(
      imageSrcSet(COVER)!
        .split(", ")
        .map((entry) => entry.split(" ")[0]!.replace(/^.*\/object\/public/, "/media")),
    );
  });
});
