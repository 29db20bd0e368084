import { expect, test } from "@playwright/test";
import { downloadFileName, downloadUrl } from "../../../shared/content/storage-urls";
import { freshListShow } from "../support/fresh-lists";
import { hydrated, selectRows } from "./helpers";
import { itemHref } from "../../../site/src/app/paths";
import { en } from "../../../site/src/i18n/locales/en";

interface CaseStudyRow {
  title: string;
  year: number;
  drilling_time_reduction: number | null;
  target_accuracy: number | null;
  cost_savings: string | null;
}
interface VideoRow {
  id: string;
  title: string;
  views: number;
  video_url: string | null;
  category: string;
}

test.describe("drilling tools catalog", () => {
  test("Download Catalog saves the newest catalog and says 'Download Started'", async ({ page }) => {
    const [catalog] = await selectRows<{ name: string }>(
      "catalog_files",
      "select=*&category=eq.drilling-tools&language=eq.en&order=created_at.desc&limit=1",
    );
    expect(catalog).toBeDefined();
    await page.goto("/products/drilling-tools");
    await hydrated(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Catalog" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Download Started" });
    await expect(toast).toContainText(catalog!.name);
    expect((await download).suggestedFilename()).toBe(catalog!.name);
  });

  test("with no published catalog (the fresh read finds none) it shows 'No Catalog Available' in red", async ({
    page,
  }) => {
    await page.route("**/rest/v1/catalog_files*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.goto("/products/drilling-tools");
    await hydrated(page);
    await page.getByRole("button", { name: "Download Catalog" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "No Catalog Available" });
    await expect(toast).toContainText("No catalog file has been uploaded yet. Please check back later.");
    await expect(toast).toHaveAttribute("style", /red/);
  });

  test("/zh/ offers the English catalog when there is no Chinese one, marked on the button in the served HTML (issue #27)", async ({
    page,
  }) => {
    const [catalog] = await selectRows<{ name: string }>(
      "catalog_files",
      "select=*&category=eq.drilling-tools&language=eq.en&order=created_at.desc&limit=1",
    );
    expect(await selectRows("catalog_files", "select=id&category=eq.drilling-tools&language=eq.zh")).toEqual([]);
    const html = await (await page.request.get("/zh/products/drilling-tools")).text();
    expect(html).toContain("下载产品目录（英文）");
    await page.goto("/zh/products/drilling-tools");
    await hydrated(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "下载产品目录（英文）" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "开始下载" })).toContainText(catalog!.name);
    expect((await download).suggestedFilename()).toBe(catalog!.name);
  });

  test("keeps the spec figures and links", async ({ page }) => {
    await page.goto("/products/drilling-tools");
    for (const text of ['4.75"-26"', '3.875"-26"', "Up to 300°F", "Up to 350°F", "50-2000 gpm", "5-80 klbs"]) {
      await expect(page.getByRole("table").getByText(text, { exact: true })).toBeVisible();
    }
    for (const href of ["/products/product-catalog", "/get-quote", "/products/contact-sales-team"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
  });
});

test.describe("case studies", () => {
  test("lists newest year first and shows only the metrics that are present", async ({ page }) => {
    const rows = await selectRows<CaseStudyRow>("case_studies");
    await page.goto("/resources/case-studies");
    const cards = page.getByTestId("case-study");
    await expect(cards).toHaveCount(rows.length);
    const years = (await page.getByTestId("case-year").allTextContents()).map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const row of rows) {
      const card = cards.filter({ hasText: row.title });
      await expect(card.getByTestId("metric-drillingTimeReduction")).toHaveCount(
        row.drilling_time_reduction === null ? 0 : 1,
      );
      await expect(card.getByTestId("metric-targetAccuracy")).toHaveCount(row.target_accuracy === null ? 0 : 1);
      await expect(card.getByTestId("metric-costSavings")).toHaveCount(row.cost_savings ? 1 : 0);
      if (row.cost_savings) await expect(card.getByTestId("metric-costSavings")).toContainText(row.cost_savings);
    }
  });
});

test.describe("white papers", () => {
  test("filters by category, All Papers by default, Case Studies matches nothing", async ({ page }) => {
    const rows = await selectRows<{ title: string; category: string; pdf_url: string | null }>("white_papers");
    await page.goto("/resources/white-papers");
    await hydrated(page);
    const cards = page.getByTestId("white-paper").filter({ visible: true });
    await expect(page.getByRole("button", { name: "All Papers" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(rows.length);
    for (const [label, category] of <[string, string][]>[
      ["Data Analytics", "data_analytics"],
      ["Sustainability", "sustainability"],
      ["Technical Analysis", "technical_analysis"],
    ]) {
      await page.getByRole("button", { name: label, exact: true }).click();
      await expect(cards).toHaveCount(rows.filter((r) => r.category === category).length);
    }
    await page.getByRole("button", { name: "Case Studies" }).click();
    await expect(cards).toHaveCount(0);
    await page.getByRole("button", { name: "All Papers" }).click();
    const withPdf = rows.find((r) => r.pdf_url)!;
    // Storage sends the paper's own PDF as an attachment named after it (issue #11; links.spec.ts downloads it).
    await expect(cards.filter({ hasText: withPdf.title }).getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      downloadUrl(withPdf.pdf_url!, downloadFileName(withPdf.title, "pdf")),
    );
    await expect(cards.filter({ hasText: withPdf.title }).getByRole("link", { name: "Preview" })).toHaveAttribute(
      "href",
      withPdf.pdf_url!,
    );
  });

  test("a paper without a PDF says 'PDF not yet available' and offers no link", async ({ page }) => {
    // Every seeded paper has its PDF: the list answer is changed on its way to the page.
    const rows = await selectRows<{ id: string; title: string; slug: string }>("white_papers");
    const withoutPdf = rows[1]!;
    await page.route("**/rest/v1/white_papers*", async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { id: string; pdf_url: string | null }[];
      await route.fulfill({
        response,
        json: list.map((r) => (r.id === withoutPdf.id ? { ...r, pdf_url: null } : r)),
      });
    });
    await page.goto("/resources/white-papers");
    await hydrated(page);
    // The changed answer is announced, not swapped in under the visitor (issue #27): Show applies it.
    await freshListShow(page).click();
    const card = page.getByTestId("white-paper").filter({ hasText: withoutPdf.title });
    await expect(card.getByText("PDF not yet available")).toBeVisible();
    // Its one link is its title's, to its own page (issue #26): no Download PDF or Preview link.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link", { name: withoutPdf.title })).toHaveAttribute(
      "href",
      itemHref("white_papers", withoutPdf.slug),
    );
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(rows.length - 1);
  });
});

test.describe("video library", () => {
  test("shows category tiles with counts and the first four videos as featured", async ({ page }) => {
    const rows = await selectRows<VideoRow>("videos", "select=*&order=date_published.desc");
    await page.goto("/resources/video-library");
    for (const [id, label] of <[string, string][]>[
      ["product_demo", "Product Demonstrations"],
      ["installation", "Installation Guides"],
      ["training", "Training Materials"],
      ["webinar", "Technical Webinars"],
    ]) {
      const n = rows.filter((r) => r.category === id).length;
      await expect(page.getByTestId(`category-${id}`)).toContainText(label);
      await expect(page.getByTestId(`category-${id}`)).toContainText(`${n} video`);
    }
    const featured = page.getByTestId("featured-videos").getByTestId("video-card");
    await expect(featured).toHaveCount(Math.min(4, rows.length));
    await expect(featured.first()).toContainText(rows[0]!.title);
  });

  test("choosing a video counts the view, shows the new count and plays it on the page", async ({ page }) => {
    const rows = await selectRows<VideoRow>("videos", "select=*&order=date_published.desc");
    // The seed's generated files (issue #28): the video plays in the page's player dialog, no new tab.
    // The least watched one: the playback spec plays the most watched ones meanwhile.
    const video = rows.filter((r) => r.video_url).sort((a, b) => a.views - b.views)[0]!;
    await page.goto("/resources/video-library");
    await hydrated(page);
    if (await freshListShow(page).isVisible()) await freshListShow(page).click();
    const card = page.getByTestId("video-card").filter({ hasText: video.title });
    await expect(card.getByTestId("video-views")).toHaveText(`${video.views} ${video.views === 1 ? "view" : "views"}`);
    await card.getByRole("button", { name: `Watch video: ${video.title}` }).click();
    await expect(page.locator("dialog video")).toHaveAttribute("src", video.video_url!);
    await expect(card.getByTestId("video-views")).toHaveText(
      `${video.views + 1} ${video.views + 1 === 1 ? "view" : "views"}`,
    );
    const [after] = await selectRows<VideoRow>("videos", `select=views&id=eq.${video.id}`);
    expect(after!.views).toBe(video.views + 1);
  });

  test("shows large counts as K and a red toast for a video without a URL", async ({ page }) => {
    const rows = await selectRows<VideoRow>("videos");
    await page.goto("/resources/video-library");
    await hydrated(page);
    // The seed holds both kinds on purpose (tests/supabase checks its content mix).
    const big = rows.find((r) => r.views >= 1000);
    const noUrl = rows.find((r) => !r.video_url);
    if (!big || !noUrl) throw new Error("The seed must hold a video with 1000+ views and one without a URL");
    await expect(page.getByTestId("video-card").filter({ hasText: big.title }).getByTestId("video-views")).toHaveText(
      `${(big.views / 1000).toFixed(1)}K views`,
    );
    await page.getByRole("button", { name: `Watch video: ${noUrl.title}` }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Video not available" });
    await expect(toast).toContainText("This video doesn't have a URL configured yet.");
  });
});

test.describe("documentation", () => {
  test("keeps four categories and links the stored documents", async ({ page }) => {
    const rows = await selectRows<{ title: string; documents: { name: string; download_url: string }[] }>(
      "documentation",
    );
    await page.goto("/resources/documentation");
    await expect(page.getByTestId("doc-category")).toHaveCount(4);
    const doc = rows.flatMap((r) => r.documents)[0];
    expect(doc).toBeDefined();
    await expect(page.getByRole("link", { name: doc!.name })).toHaveAttribute(
      "href",
      downloadUrl(doc!.download_url, downloadFileName(doc!.name, "pdf")),
    );
  });
});

test.describe("product catalog", () => {
  test("searches name or description ignoring case and filters by category", async ({ page }) => {
    await page.goto("/products/product-catalog");
    await hydrated(page);
    const cards = page.getByTestId("product-card").filter({ visible: true });
    await expect(cards).toHaveCount(en.catalog.products.length);
    await page.getByRole("searchbox", { name: "Search products" }).fill("REAMER");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Expandable Reamers");
    await page.getByRole("searchbox", { name: "Search products" }).fill("hard and abrasive");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Roller Cone Bits");
    await page.getByRole("searchbox", { name: "Search products" }).fill("");
    await page.getByLabel("Category").selectOption("Drill Bits");
    await expect(cards).toHaveCount(2);
    await page.getByLabel("Category").selectOption("MWD Tools");
    await expect(cards).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search products" }).fill("bits");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No products match your search.")).toBeVisible();
  });
});

test.describe("news and sharing", () => {
  test("news category buttons filter the articles", async ({ page }) => {
    await page.goto("/company/news");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(5);
    await page.getByRole("button", { name: "Award" }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: /500W turbine/ })).toHaveCount(0);
    await page.getByRole("button", { name: "All News" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /500W turbine/ })).toBeVisible();
  });

  test("watch demo shows the spec figures and Share copies the link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/watch-demo");
    await hydrated(page);
    await expect(page.getByText("Duration: 25:30")).toBeVisible();
    await expect(page.getByText("4.2K views")).toBeVisible();
    for (const d of ["8:45", "12:30", "15:20", "10:15"]) await expect(page.getByText(d, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("/watch-demo");
  });
});
