/**
 * Lazy image (spec §4, §9): shows 'Loading...' until 10% of the frame is
 * visible (IntersectionObserver threshold 0.1), then renders the picture and
 * fades it in once loaded. Children are inline SVG illustrations; `src` is an
 * optional stored image (issue #11: content-images) with the children as
 * fallback when there is none or it fails. The frame reserves its box by
 * aspect ratio and the `<img>` carries matching `width`/`height`, so nothing
 * shifts when it arrives.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { sameServer } from "../content/storage-urls";

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
    const storage = new URL(String(import.meta.env.VITE_SUPABASE_URL || "http://localhost:54321"));
    return url.origin === window.location.origin || sameServer(url, storage);
  } catch {
    return false;
  }
}

/** Lazy, fading picture frame. */
export function LazyImage({ alt, ratio = 16 / 9, src, width = 640, eager = false, children }: LazyImageProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
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
  }, []);

  const useSrc = visible && isLoadableImage(src) && !failed;
  useEffect(() => {
    if (visible && !useSrc) {
      const id = requestAnimationFrame(() => setLoaded(true));
      return () => cancelAnimationFrame(id);
    }
  }, [visible, useSrc]);

  return (
    <div ref={frame} className="lazy-image" style={{ aspectRatio: String(ratio) }} role="img" aria-label={alt}>
      {!loaded && (
        <span className="lazy-image__placeholder" aria-hidden="true">
          {t("common.imageLoading")}
        </span>
      )}
      {visible && (
        <div className={`lazy-image__content${loaded ? " lazy-image__content--loaded" : ""}`} aria-hidden="true">
          {useSrc ? (
            <img
              src={src ?? undefined}
              alt=""
              width={width}
              height={Math.round(width / ratio)}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              onLoad={() => setLoaded(true)}
              onError={() => setFailed(true)}
            />
          ) : (
            children
          )}
        </div>
      )}
    </div>
  );
}
