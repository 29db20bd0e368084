/**
 * Lazy image (spec §4, §9): shows 'Loading...' until 10% of the frame is
 * visible (IntersectionObserver threshold 0.1), then renders the picture and
 * fades it in once loaded. Children are inline SVG illustrations; `src` is an
 * optional stored image (issue #11: content-images) with the children as
 * fallback when there is none or it fails. The frame reserves its box by
 * aspect ratio and the `<img>` carries matching `width`/`height`, so nothing
 * shifts when it arrives.
 *
 * An `eager` picture stored on our Supabase storage (issue #13) is in the
 * prerendered HTML itself, shown at once (no placeholder, no fade): it is
 * above the fold and often the page's largest paint, which must not wait for
 * the scripts. A failure seen before hydration still falls back to the
 * illustration.
 *
 * The other frames put their content in the prerendered HTML too, faded out
 * behind the placeholder, and are marked `data-lazy-reveal`: an
 * illustration (no `src`), or a stored picture as a native
 * `loading="lazy"` image. On a page whose content has not hydrated, the
 * browser entry reveals them the same way without React
 * (site/src/lib/lazy-reveal.ts, issue #13); a stored picture that fails
 * there hydrates the page, whose component then falls back to the
 * illustration.
 *
 * A stored picture in our `content-images` bucket (issue #24) also carries
 * `srcset` (its WebP variants, shared/content/image-variants.ts) and the
 * card's `sizes`, so the browser fetches the variant that fits the slot; a
 * variant that fails (not made yet) gives way to the stored original first.
 * Any other picture is rendered from its URL alone, as before.
 *
 * On the public site a `content-images` picture is drawn from the site's own
 * copy (`/media/…`, shared/content/site-media.ts); the copy and its Storage
 * URL are both in the HTML (`data-fallback-src`/`-srcset`), so a picture
 * published after the last build, which has no copy yet, is loaded from
 * Storage instead before anything else gives way.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pictureSource } from "../content/site-media";
import { sameServer } from "../content/storage-urls";
import { publicEnv } from "../supabase/public-env";

interface LazyImageProps {
  /** Accessible description of the picture. */
  alt: string;
  /** Frame aspect ratio, width / height (reserves space: no layout shift). */
  ratio?: number;
  /** Optional image URL (e.g. a stored image_url). */
  src?: string | null;
  /**
   * Width in CSS pixels of the `<img>`'s `width` attribute (its height follows
   * from `ratio`); the picture is drawn at the frame's width. Default 640.
   */
  width?: number;
  /** Whether the picture is above the fold: `loading="eager"` instead of `"lazy"`. Default false. */
  eager?: boolean;
  /**
   * Whether an eager stored picture is the page's likely largest paint:
   * `fetchPriority="high"`, which also makes the prerender preload it. Default:
   * `eager`. A list passes it for its first picture only, so the pictures
   * beside it do not share the phone's bandwidth with it and the stylesheet.
   */
  priority?: boolean;
  /**
   * The `sizes` attribute for a stored picture's variants: the width the
   * layout draws the frame at (IMAGE_SIZES in shared/content/image-variants.ts).
   * Default `${width}px`.
   */
  sizes?: string;
  /** The illustration drawn when there is no src or it fails to load. */
  children: ReactNode;
}

/**
 * Whether a stored image URL may be loaded: same-origin or our Supabase
 * storage. Third-party hosts are not contacted (no network for images);
 * the illustration stands in for them.
 */
export function isLoadableImage(src: string | null | undefined): src is string {
  if (!src) return false;
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin || isStorageImage(src);
  } catch {
    return false;
  }
}

/** Whether `src` is an absolute URL on our Supabase storage server; the same answer in the prerender and the browser. */
export function isStorageImage(src: string | null | undefined): src is string {
  return !!src && /^https?:\/\//.test(src) && sameServer(src, publicEnv.supabaseUrl);
}

/** Lazy, fading picture frame. */
export function LazyImage({
  alt,
  ratio = 16 / 9,
  src,
  width = 640,
  eager = false,
  priority = eager,
  sizes,
  children,
}: LazyImageProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  // Stored pictures are rendered from the first render, the prerender's included: eager ones shown at
  // once, the others as native lazy images behind the placeholder, faded in once loaded.
  const [inHtml] = useState(() => isStorageImage(src));
  const [visible, setVisible] = useState(inHtml);
  const [loaded, setLoaded] = useState(inHtml && eager);
  const [failed, setFailed] = useState(false);
  // The site's copy that fails (published after the build) gives way to Storage first; then a sized
  // variant that fails (not made yet) to the stored original, before the illustration does.
  const [copyFailed, setCopyFailed] = useState(false);
  const [variantsFailed, setVariantsFailed] = useState(false);
  // Drawn from the first render, so the browser entry can reveal it without React (see above).
  const revealable = !src || inHtml;
  const source = isStorageImage(src) ? pictureSource(src) : null;
  const fallback = copyFailed ? null : (source?.fallback ?? null);
  const drawn = (copyFailed ? source?.fallback : source?.shown) ?? (src ? { src, srcSet: null } : null);
  const srcSet = drawn && !variantsFailed ? drawn.srcSet : null;
  /** The picture failed: the next source in line, or the illustration. */
  const giveWay = () => {
    if (fallback) setCopyFailed(true);
    else if (srcSet) setVariantsFailed(true);
    else setFailed(true);
  };

  useEffect(() => {
    // A prerendered picture may have loaded or failed before its handlers were attached.
    const img = image.current;
    if (!inHtml || !img?.complete) return;
    if (img.naturalWidth === 0) giveWay();
    else setLoaded(true);
    // Only the first render's picture: later failures reach onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inHtml]);

  useEffect(() => {
    const element = frame.current;
    if (!element || inHtml) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inHtml]);

  const useSrc = visible && !failed && (inHtml || isLoadableImage(src));
  useEffect(() => {
    if (visible && !useSrc) {
      const id = requestAnimationFrame(() => setLoaded(true));
      return () => cancelAnimationFrame(id);
    }
  }, [visible, useSrc]);

  return (
    <div
      ref={frame}
      className="lazy-image"
      style={{ aspectRatio: String(ratio) }}
      role="img"
      aria-label={alt}
      data-lazy-reveal={revealable || undefined}
    >
      {!loaded && (
        <span className="lazy-image__placeholder" aria-hidden="true">
          {t("common.imageLoading")}
        </span>
      )}
      {(visible || revealable) && (
        <div className={`lazy-image__content${loaded ? " lazy-image__content--loaded" : ""}`} aria-hidden="true">
          {useSrc ? (
            <img
              ref={image}
              srcSet={srcSet ?? undefined}
              sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
              src={drawn?.src}
              data-fallback-src={fallback?.src}
              data-fallback-srcset={fallback?.srcSet ?? undefined}
              alt=""
              width={width}
              height={Math.round(width / ratio)}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={inHtml && eager && priority ? "high" : undefined}
              decoding="async"
              onLoad={() => setLoaded(true)}
              onError={giveWay}
            />
          ) : (
            children
          )}
        </div>
      )}
    </div>
  );
}
