/**
 * Item pages (issue #26), rendered by the prerender entry (entry-server.tsx
 * render) from fixture rows given as the build gives its public lists:
 * every fixture item answers in English and Chinese with its h1, meta
 * description (SEO fields when set, the title and description otherwise),
 * canonical and hreflang alternates both ways, Open Graph and Twitter tags
 * with an absolute picture URL, JSON-LD of its type, the share links with
 * the canonical URL, and the English fallback marked lang="en"; an unknown
 * slug is the not-found page; the page does not embed its list and has no
 * control that needs React (it is static).
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPath, type ItemPageTable } from "../../../shared/content/item-pages";
import { siteMediaUrl } from "../../../shared/content/site-media";
import { VIDEO_WATCH_ATTR, type VideoPlay } from "../../../shared/content-cards/video-watch";
import { SITE_URL } from "../../../site/src/app/paths";
import { pageHydrates, pageSources, render, setPrerenderedLists, takeUsedLists } from "../../../site/src/entry-server";
import { inlineScriptHashes, inlineScripts } from "../../../site/src/config/security-headers";
import { changeLanguage } from "../../../site/src/i18n";
import { PAGE_HYDRATION } from "../../../site/src/islands/page-hydration";
import { SITE_SHARE_IMAGE } from "../../../site/src/lib/document-meta";
import { LISTS, NEWS, NEWS_2, PAPER, PAPER_2, STUDY, STUDY_2, VIDEO, VIDEO_2 } from "./item-fixtures";

const ORIGIN = "https://www.example.com";

/** The rendered page at `path`: its parsed head and body. */
async function page(path: string) {
  const rendered = await render(path, ORIGIN);
  const dom = new JSDOM(
    `<!doctype html><html lang="${rendered.lang}"><head>${rendered.head}</head><body>${rendered.html}</body></html>`,
  );
  const doc = dom.window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
  );
  return { rendered, doc, meta, jsonLd };
}

const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
  );

beforeAll(() => setPrerenderedLists(LISTS));
afterAll(async () => {
  setPrerenderedLists({});
  await changeLanguage("en");
});

/** Every fixture item, with the schema.org type its page must declare. */
const ITEMS: { table: ItemPageTable; row: { slug: string; title: string; title_zh: string | null }; type: string }[] = [
  { table: "white_papers", row: PAPER, type: "TechArticle" },
  { table: "white_papers", row: PAPER_2, type: "TechArticle" },
  { table: "case_studies", row: STUDY, type: "Article" },
  { table: "case_studies", row: STUDY_2, type: "Article" },
  { table: "videos", row: VIDEO, type: "VideoObject" },
  { table: "videos", row: VIDEO_2, type: "VideoObject" },
  { table: "news", row: NEWS, type: "Article" },
  { table: "news", row: NEWS_2, type: "Article" },
];

describe("every item page, in both languages", () => {
  it("has its h1, description, canonical, alternates, og:image and JSON-LD, and embeds no list", async () => {
    for (const { table, row, type } of ITEMS) {
      for (const locale of ["en", "zh"] as const) {
        const english = itemPath(table, row.slug);
        const path = locale === "zh" ? `/zh${english}` : english;
        const { rendered, doc, meta, jsonLd } = await page(path);
        expect(takeUsedLists(), path).toEqual({});
        expect(rendered.lang).toBe(locale === "zh" ? "zh-CN" : "en");
        const h1 = doc.querySelectorAll("h1");
        expect(h1, path).toHaveLength(1);
        expect(h1[0]!.textContent).toBe(locale === "zh" ? (row.title_zh ?? row.title) : row.title);
        expect(meta("description"), path).toBeTruthy();
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${ORIGIN}${path}`);
        expect(alternates(doc)).toEqual({
          en: `${ORIGIN}${english}`,
          "zh-CN": `${ORIGIN}/zh${english}`,
          "x-default": `${ORIGIN}${english}`,
        });
        expect(meta("og:url")).toBe(`${ORIGIN}${path}`);
        expect(meta("og:locale")).toBe(locale === "zh" ? "zh_CN" : "en_US");
        expect(meta("og:type")).toBe(table === "videos" ? "video.other" : "article");
        expect(meta("twitter:title")).toBe(doc.title);
        expect(jsonLd, path).toHaveLength(1);
        expect(jsonLd[0]!["@type"]).toBe(type);
        expect(jsonLd[0]!.url).toBe(`${ORIGIN}${path}`);
        expect(jsonLd[0]!.inLanguage).toBe(rendered.lang);
        const image = meta("og:image");
        if (image) {
          expect(image).toMatch(/^https?:\/\//);
          expect(meta("og:image:alt")).toBeTruthy();
          expect(meta("twitter:card")).toBe("summary_large_image");
          expect(meta("twitter:image")).toBe(image);
        } else {
          expect(meta("twitter:card")).toBe("summary");
        }
      }
    }
  }, 60_000);

  it("uses the SEO title and description when set, the title and description (excerpt) when not", async () => {
    let { doc, meta } = await page(itemPath("white_papers", PAPER.slug));
    expect(doc.title).toBe(`${PAPER.seo_title} | ProSteer`);
    expect(meta("description")).toBe(PAPER.seo_description);
    ({ doc, meta } = await page(`/zh${itemPath("white_papers", PAPER.slug)}`));
    // No Chinese SEO title: the Chinese title comes before the English SEO title.
    expect(doc.title).toBe(`${PAPER.title_zh} | ProSteer`);
    expect(meta("description")).toBe(PAPER.seo_description_zh);
    ({ doc, meta } = await page(itemPath("case_studies", STUDY.slug)));
    expect(doc.title).toBe(`${STUDY.title} | ProSteer`);
    expect(meta("description")).toBe(STUDY.description);
    ({ doc, meta } = await page(`/zh${itemPath("case_studies", STUDY.slug)}`));
    expect(doc.title).toBe(`${STUDY.title_zh} | ProSteer`);
    expect(meta("description")).toBe(STUDY.description_zh);
    ({ doc, meta } = await page(itemPath("news", NEWS.slug)));
    expect(doc.title).toBe(`${NEWS.title} | ProSteer`);
    expect(meta("description")).toBe(NEWS.excerpt);
    expect(meta("og:title")).toBe(`${NEWS.title} | ProSteer`);
  });

  it("makes a site-relative picture absolute and shares the site's card for an item without one", async () => {
    let { meta } = await page(itemPath("case_studies", STUDY.slug));
    expect(meta("og:image")).toBe(`${ORIGIN}${STUDY.image_url}`);
    expect(meta("og:image:alt")).toBe(STUDY.image_alt);
    ({ meta } = await page(`/zh${itemPath("case_studies", STUDY.slug)}`));
    expect(meta("og:image:alt")).toBe(STUDY.image_alt_zh);
    ({ meta } = await page(itemPath("white_papers", PAPER.slug)));
    expect(meta("og:image")).toBe(PAPER.image_url);
    ({ meta } = await page(itemPath("news", NEWS.slug)));
    expect(meta("og:image")).toBe(`${ORIGIN}${SITE_SHARE_IMAGE}`);
    expect(meta("og:image:alt")).toBe("ProSteer");
    expect(meta("twitter:card")).toBe("summary_large_image");
  });

  it("shows an unknown slug as the not-found page, and a valid-looking path of no table too", async () => {
    for (const path of ["/resources/white-papers/no-such-paper", "/zh/company/news/no-such-news"]) {
      const { doc, meta, jsonLd } = await page(path);
      expect(doc.querySelector('[data-island="system/not-found-page"]'), path).not.toBeNull();
      expect(doc.querySelector('[data-testid="item-page"]')).toBeNull();
      expect(doc.title).toMatch(/Page Not Found|页面/);
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(meta("og:image")).toBeNull();
      expect(jsonLd).toEqual([]);
      expect(pageSources(path)[0]).toBe("src/features/system/not-found-page.tsx");
    }
  });

  it("is a static page whose sources are its module and copy", () => {
    const path = `/zh${itemPath("videos", VIDEO.slug)}`;
    expect(pageSources(path)).toEqual([
      "src/features/items/item-page.tsx",
      "src/i18n/locales/zh/core.ts",
      "src/i18n/locales/zh/resources.ts",
      "src/i18n/locales/zh/company.ts",
    ]);
    expect(PAGE_HYDRATION["items/item-page"].hydrate).toBe("static");
    expect(pageHydrates(path)).toBe(false);
  });
});

describe("the JSON-LD of each type", () => {
  it("describes a white paper as a TechArticle with its author, dates, picture and publisher", async () => {
    const { jsonLd } = await page(itemPath("white_papers", PAPER.slug));
    expect(jsonLd[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      headline: PAPER.title,
      description: PAPER.seo_description,
      author: { "@type": "Person", name: PAPER.author },
      datePublished: PAPER.date_published,
      dateModified: PAPER.updated_at,
      image: PAPER.image_url,
      publisher: { "@type": "Organization", name: "ProSteer" },
    });
  });

  it("describes a video as a VideoObject with thumbnailUrl, uploadDate, ISO duration and contentUrl when it has one", async () => {
    let { jsonLd } = await page(itemPath("videos", VIDEO.slug));
    expect(jsonLd[0]).toMatchObject({
      "@type": "VideoObject",
      name: VIDEO.title,
      description: VIDEO.description,
      thumbnailUrl: VIDEO.thumbnail_url,
      uploadDate: VIDEO.date_published,
      duration: "PT1H2M3S",
    });
    expect(jsonLd[0]).not.toHaveProperty("contentUrl");
    ({ jsonLd } = await page(`/zh${itemPath("videos", VIDEO_2.slug)}`));
    expect(jsonLd[0]).toMatchObject({ duration: "PT12M", contentUrl: VIDEO_2.video_url, inLanguage: "zh-CN" });
  });

  it("describes case studies and news as Articles, and escapes '<' so no text can close the script", async () => {
    const study = await page(itemPath("case_studies", STUDY.slug));
    expect(study.jsonLd[0]).toMatchObject({
      "@type": "Article",
      headline: STUDY.title,
      image: `${ORIGIN}${STUDY.image_url}`,
    });
    const news = await page(`/zh${itemPath("news", NEWS.slug)}`);
    expect(news.jsonLd[0]).toMatchObject({
      "@type": "Article",
      headline: NEWS.title_zh,
      datePublished: NEWS.date_published,
    });
    // PAPER_2 has no SEO description: its description, with "</script><b>", is the JSON-LD's.
    const paper = await render(`/zh${itemPath("white_papers", PAPER_2.slug)}`, ORIGIN);
    expect(paper.head).toContain("\\u003c/script>\\u003cb>for\\u003c/b>");
    expect(paper.head).not.toContain("</script><b>");
  });
});

describe("the JSON-LD and the CSP", () => {
  it("is a data block: the CSP's inline-script hashes leave it out", async () => {
    const { head } = await render(itemPath("videos", VIDEO.slug), ORIGIN);
    expect(head).toContain('<script type="application/ld+json">');
    const scripts = inlineScripts(head);
    expect(scripts.length).toBeGreaterThan(0); // Mantine's colour-scheme script is hashed
    expect(scripts.some((text) => text.includes("schema.org"))).toBe(false);
    expect(await inlineScriptHashes([head])).toHaveLength(scripts.length);
  });
});

describe("the page's content", () => {
  it("shows each type's parts, links back to its list in its language, and links related items", async () => {
    const { doc } = await page(`/zh${itemPath("white_papers", PAPER.slug)}`);
    expect(doc.querySelector('[data-testid="item-back"]')?.getAttribute("href")).toBe("/zh/resources/white-papers");
    const picture = doc.querySelector('img[data-testid="item-picture"]')!;
    expect(picture.getAttribute("alt")).toBe(PAPER.image_alt_zh);
    expect(picture.getAttribute("loading")).toBe("eager");
    expect(picture.getAttribute("fetchpriority")).toBe("high");
    expect(picture.getAttribute("width")).toBe("960");
    expect(picture.getAttribute("height")).toBe("540");
    // Drawn from the site's copy, Storage's URL kept for a missing copy (issue #24).
    expect(picture.getAttribute("src")).toBe(siteMediaUrl(PAPER.image_url!));
    expect(picture.getAttribute("data-fallback-src")).toBe(PAPER.image_url);
    expect(picture.getAttribute("srcset")).toMatch(/^\/media\/content-images\/variants\//);
    const actions = doc.querySelector('[data-testid="paper-actions"]')!;
    const [download, preview] = [...actions.querySelectorAll("a")];
    expect(download!.getAttribute("href")).toContain("?download=");
    expect(preview!.getAttribute("href")).toBe(PAPER.pdf_url);
    expect(preview!.getAttribute("target")).toBe("_blank");
    expect(doc.querySelector('[data-testid="fact-pages"]')?.textContent).toContain("24");
    const related = [...doc.querySelectorAll('[data-testid="item-related"] a')].map((a) => a.getAttribute("href"));
    expect(related).toEqual([`/zh/resources/white-papers/${PAPER_2.slug}`]);

    const study = (await page(itemPath("case_studies", STUDY.slug))).doc;
    expect(study.querySelector("#item-challenge")).not.toBeNull();
    expect(study.querySelector("#item-solution")).not.toBeNull();
    expect(study.querySelector("#item-results")).toBeNull();
    expect(study.querySelectorAll("#item-challenge + div p")).toHaveLength(2);
    expect(study.querySelector('[data-testid="metric-drillingTimeReduction"] dd')?.textContent).toBe("32%");
    expect(study.querySelector('[data-testid="metric-costSavings"] dd')?.textContent).toBe("$2.1M");

    const video = (await page(itemPath("videos", VIDEO.slug))).doc;
    expect(video.querySelector('[data-testid="video-unavailable"]')?.textContent).toContain("Video not available");
    expect(video.querySelector("video")).toBeNull();
    expect(video.querySelector('[data-testid="fact-views"]')?.textContent).toContain("1.5K views");
    // Our own file: no <video> until the play button (issue #24: its native controls cost the load), which
    // carries what to play, the poster being the site's copy of the thumbnail (shared/content/site-media.ts).
    const playable = (await page(itemPath("videos", VIDEO_2.slug))).doc;
    expect(playable.querySelector("video")).toBeNull();
    const button = playable.querySelector<HTMLElement>(
      '[data-testid="video-player"] [data-testid="video-play-button"]',
    )!;
    const slot = playable.getElementById(button.getAttribute(VIDEO_WATCH_ATTR.target)!)!;
    expect(slot.querySelector('[data-testid="item-picture"]')).not.toBeNull();
    const play = JSON.parse(button.getAttribute(VIDEO_WATCH_ATTR.play)!) as VideoPlay;
    expect(play.src).toBe(VIDEO_2.video_url);
    expect(play.poster).toBe(siteMediaUrl(VIDEO_2.thumbnail_url!));
    expect(playable.querySelector('[data-testid="video-player"] a[target="_blank"]')?.getAttribute("href")).toBe(
      VIDEO_2.video_url,
    );

    const news = (await page(itemPath("news", NEWS.slug))).doc;
    expect(news.querySelector('[data-testid="news-lead"]')?.textContent).toBe(NEWS.excerpt);
    expect([...news.querySelectorAll('[data-testid="news-body"] p')].map((p) => p.textContent)).toEqual([
      "First paragraph.",
      "Second paragraph.",
    ]);
  });

  it("marks English standing in for empty Chinese fields with lang=en, and Chinese text without it", async () => {
    const { doc } = await page(`/zh${itemPath("news", NEWS.slug)}`);
    expect(doc.querySelector("h1")?.hasAttribute("lang")).toBe(false);
    expect(doc.querySelector('[data-testid="news-lead"]')?.getAttribute("lang")).toBe("en");
    expect(doc.querySelector('[data-testid="news-body"] [lang="en"]')?.textContent).toContain("First paragraph.");
    const related = doc.querySelector('[data-testid="item-related"] a')!;
    // NEWS_2 has the title_zh of NEWS (spread) — Chinese, so no lang; its excerpt falls back to English.
    expect(related.hasAttribute("lang")).toBe(false);
    const paper = (await page(`/zh${itemPath("white_papers", PAPER_2.slug)}`)).doc;
    expect(paper.querySelector("h1")?.getAttribute("lang")).toBe("en");
    expect(paper.querySelector("#item-abstract + div")?.getAttribute("lang")).toBe("en");
    const study = (await page(`/zh${itemPath("case_studies", STUDY.slug)}`)).doc;
    expect(study.querySelector('[data-testid="fact-location"] [lang="en"]')?.textContent).toBe(STUDY.location);
    expect(study.querySelector("#item-challenge + div")?.hasAttribute("lang")).toBe(false);
    expect(study.querySelector("#item-solution + div")?.getAttribute("lang")).toBe("en");
  });

  it("shares the canonical URL: Copy link, LinkedIn, X and e-mail, social links in a new tab", async () => {
    const path = `/zh${itemPath("videos", VIDEO.slug)}`;
    const url = `${SITE_URL}${path}`;
    const { doc } = await page(path);
    const share = doc.querySelector('[data-testid="item-share"]')!;
    expect(share.querySelector("button[data-copy-link]")?.getAttribute("data-copy-link")).toBe(url);
    expect(share.querySelector("button[data-copy-link]")?.getAttribute("type")).toBe("button");
    const linkedin = share.querySelector('[data-testid="share-linkedin"]')!;
    expect(linkedin.getAttribute("href")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(linkedin.getAttribute("rel")).toBe("noopener noreferrer");
    const x = new URL(share.querySelector('[data-testid="share-x"]')!.getAttribute("href")!);
    expect(`${x.origin}${x.pathname}`).toBe("https://x.com/intent/post");
    expect(x.searchParams.get("url")).toBe(url);
    expect(x.searchParams.get("text")).toBe(VIDEO.title_zh);
    const email = share.querySelector('[data-testid="share-email"]')!.getAttribute("href")!;
    expect(email.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(email.slice("mailto:?".length));
    expect(params.get("subject")).toBe(VIDEO.title_zh);
    expect(params.get("body")).toContain(url);
    // The toasts the copy answers with, prerendered hidden.
    expect(doc.querySelector('[data-dom-toast="link-copied"]')?.hasAttribute("hidden")).toBe(true);
    expect(doc.querySelector('[data-dom-toast="link-copy-failed"]')?.textContent).toContain(url);
  });

  it("has no control that needs React: only Copy link, play buttons and the toasts' close buttons, in plain DOM", async () => {
    for (const { table, row } of ITEMS) {
      const { doc } = await page(itemPath(table, row.slug));
      const island = doc.querySelector('[data-island="items/item-page"]')!;
      const controls = [...island.querySelectorAll("button, input, select, textarea, form, a:not([href])")];
      for (const control of controls) {
        const plainDom =
          control.hasAttribute("data-copy-link") ||
          control.hasAttribute(VIDEO_WATCH_ATTR.id) ||
          control.closest("[data-dom-toast]") !== null;
        expect(plainDom, `${table}/${row.slug}: ${control.outerHTML.slice(0, 120)}`).toBe(true);
      }
    }
  });
});
