/**
 * isLoadableImage() (shared/content-cards/lazy-image.tsx): pictures load only
 * from the site or its Supabase backend (issue #11); the local backend
 * counts whichever loopback name a URL uses, since the seed stores
 * 127.0.0.1 URLs and `npm start` builds the site for localhost.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isLoadableImage } from "../../shared/content-cards/lazy-image";

afterEach(() => vi.unstubAllEnvs());

const object = (origin: string) => `${origin}/storage/v1/object/public/content-images/videos/x/thumbnail-1.png`;

describe("isLoadableImage()", () => {
  it("loads pictures from the backend under any loopback name with the same port", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    expect(isLoadableImage(object("http://localhost:54321"))).toBe(true);
    expect(isLoadableImage(object("http://127.0.0.1:54321"))).toBe(true);
    expect(isLoadableImage(object("http://[::1]:54321"))).toBe(true);
  });

  it("does not load pictures from another port, scheme or host", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://localhost:54321");
    expect(isLoadableImage(object("http://127.0.0.1:54322"))).toBe(false);
    expect(isLoadableImage(object("https://127.0.0.1:54321"))).toBe(false);
    expect(isLoadableImage("https://images.unsplash.com/photo-1?w=800")).toBe(false);
    expect(isLoadableImage(null)).toBe(false);
    expect(isLoadableImage("http://[")).toBe(false);
  });

  it("loads pictures from a hosted project only from that project", () => {
    vi.stubEnv("VITE_SUPABASE_URL", "https://abc.supabase.co");
    expect(isLoadableImage(object("https://abc.supabase.co"))).toBe(true);
    expect(isLoadableImage(object("https://other.supabase.co"))).toBe(false);
    expect(isLoadableImage(object("http://127.0.0.1:54321"))).toBe(false);
  });

  it("loads same-origin pictures", () => {
    expect(isLoadableImage(`${window.location.origin}/images/a.png`)).toBe(true);
    expect(isLoadableImage("/images/a.png")).toBe(true);
  });
});
