/**
 * The list pages link each card to its item's own page (issue #26): the
 * prerendered white papers, case studies, video library and news pages, in
 * English and Chinese, carry one real `<a href>` per card, on its title, to
 * `itemHref(table, slug, locale)`; the card keeps its search anchor (the
 * list can still be deep-linked) and its buttons. The pages are rendered by
 * the real prerender entry (entry-server.tsx) from lists set as the build
 * sets them. The admin's preview (issue #12) renders the same cards without
 * an `href`: there the title is plain text and nothing navigates away.
 */
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, describe, expect, it } from "vitest";
import { createPreviewI18n } from "../../shared/admin/content/preview-i18n";
import { CaseStudyCard, type CaseStudyCardItem } from "../../shared/content-cards/case-study-card";
import { NewsCard, type NewsCardItem } from "../../shared/content-cards/news-card";
import { VideoCard, type VideoCardItem } from "../../shared/content-cards/video-card";
import { WhitePaperCard, type WhitePaperCardItem } from "../../shared/content-cards/white-paper-card";
import { ITEM_PAGE_TABLES, type ItemPageTable } from "../../shared/content/item-pages";
import { CARD_TITLE_LINK_CLASS } from "../../shared/content-cards/card-title-link";
import { VIDEO_WATCH_ATTR } from "../../shared/content-cards/video-watch";
import { href, itemHref, LOCALES, type RouteKey } from "../../site/src/app/paths";
import { render, setPrerenderedLists, takeUsedLists } from "../../site/src/entry-server";
import { itemAnchor, type RecordKind } from "../../site/src/lib/item-anchor";
import { ITEM_LISTS } from "../../site/src/lib/public-lists";

const common = { status: "published", created_at: "2026-11-01T00:00:00Z", image_url: null, previous_slugs: [] };

/** Two rows per type (the second with a Chinese title), and where each type is listed. */
const TYPES: Record<ItemPageTable, { route: RouteKey; kind: RecordKind; rows: Record<string, unknown>[] }> = {
  white_papers: {
    route: "whitePapers",
    kind: "whitePaper",
    rows: [1, 2].map((n) => ({
      ...common,
      id: `wp${n}`,
      slug: `paper-${n}`,
      title: `Paper ${n}`,
      title_zh: n === 2 ? "论文二" : null,
      description: "About a paper.",
      author: "A. Author",
      date_published: "2026-10-01",
      pages: 12,
      category: "technical_analysis",
      pdf_url: n === 1 ? "https://files.example.com/p1.pdf" : null,
    })),
  },
  case_studies: {
    route: "caseStudies",
    kind: "caseStudy",
    rows: [1, 2].map((n) => ({
      ...common,
      id: `cs${n}`,
      slug: `study-${n}`,
      title: `Study ${n}`,
      title_zh: n === 2 ? "案例二" : null,
      description: "About a well.",
      location: "North Sea",
      year: 2025,
      drilling_time_reduction: 20,
      target_accuracy: null,
      cost_savings: null,
    })),
  },
  videos: {
    route: "videoLibrary",
    kind: "video",
    rows: [1, 2].map((n) => ({
      ...common,
      id: `v${n}`,
      slug: `video-${n}`,
      title: `Video ${n}`,
      title_zh: n === 2 ? "视频二" : null,
      description: "About a tool.",
      duration: "5:00",
      category: "product_demos",
      thumbnail_url: null,
      video_url: "https://videos.example.com/v",
      views: 3,
      date_published: "2026-10-01",
    })),
  },
  news: {
    route: "news",
    kind: "news",
    rows: [1, 2].map((n) => ({
      ...common,
      id: `n${n}`,
      slug: `news-${n}`,
      title: `News ${n}`,
      title_zh: n === 2 ? "新闻二" : null,
      excerpt: "Something happened.",
      category: "partnership",
      date_published: "2026-10-0" + n,
      featured: n === 1,
    })),
  },
};

/** The cards' title links of a page's HTML: [href, text]. */
const titleLinks = (html: string) =>
  [...html.matchAll(new RegExp(`<a class="${CARD_TITLE_LINK_CLASS}" href="([^"]+)">([^<]*)</a>`, "g"))].map((m) => [
    m[1],
    m[2],
  ]);

describe("list pages link each card to its item page", () => {
  setPrerenderedLists(
    Object.fromEntries(ITEM_PAGE_TABLES.map((table) => [ITEM_LISTS[table].label, TYPES[table].rows])),
  );
  afterAll(() => {
    setPrerenderedLists({});
    takeUsedLists();
  });

  for (const table of ITEM_PAGE_TABLES)
    for (const locale of LOCALES)
      it(`${table} in ${locale}`, async () => {
        const { route, kind, rows } = TYPES[table];
        const { html } = await render(href(route, locale));
        const title = (row: Record<string, unknown>) => String((locale === "zh" && row.title_zh) || row.title);
        expect(titleLinks(html).sort()).toEqual(
          rows.map((row) => [itemHref(table, String(row.slug), locale), title(row)]).sort(),
        );
        // One link per card to its page; the card keeps its anchor for the list's deep links.
        for (const row of rows) {
          expect(html.split(`href="${itemHref(table, String(row.slug), locale)}"`)).toHaveLength(2);
          expect(html).toContain(`id="${itemAnchor(kind, String(row.id))}"`);
        }
      });

  it("keeps the cards' buttons: Download PDF and Preview, Watch Video", async () => {
    const papers = (await render(href("whitePapers", "en"))).html;
    expect(papers).toContain('href="https://files.example.com/p1.pdf" target="_blank"');
    const videos = (await render(href("videoLibrary", "zh"))).html;
    for (const id of ["v1", "v2"]) expect(videos).toMatch(new RegExp(`<button[^>]*${VIDEO_WATCH_ATTR.id}="${id}"`));
  });
});

describe("the admin preview's cards (no href)", () => {
  it("show the title as plain text, with no link to a page", () => {
    const [paper, study, video, news] = ITEM_PAGE_TABLES.map((table) => TYPES[table].rows[0]!);
    for (const language of ["en", "zh"] as const) {
      const html = renderToStaticMarkup(
        <MantineProvider>
          <I18nextProvider i18n={createPreviewI18n(language)}>
            <WhitePaperCard paper={paper as unknown as WhitePaperCardItem} />
            <CaseStudyCard study={study as unknown as CaseStudyCardItem} />
            <VideoCard video={video as unknown as VideoCardItem} onPlay={() => undefined} />
            <NewsCard item={news as unknown as NewsCardItem} featured />
          </I18nextProvider>
        </MantineProvider>,
      );
      for (const title of ["Paper 1", "Study 1", "Video 1", "News 1"]) expect(html).toContain(title);
      expect(html).not.toContain(CARD_TITLE_LINK_CLASS);
      // The only links left are the paper's PDF (Download, Preview in a new tab).
      expect([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.split("?")[0])).toEqual([
        "https://files.example.com/p1.pdf",
        "https://files.example.com/p1.pdf",
      ]);
    }
  });
});
