/**
 * The item-page fields of the content dialog (issue #26) on the Case Studies
 * tab against a fake backend: the address preview follows the English title
 * and "Make from title"; an edited slug says the old address redirects; the
 * SEO counters warn beyond the recommended length; a picture without alt text
 * is refused before anything is sent; the story and SEO fields are saved; a
 * slug conflict from the database is shown on the Address field; the admin's
 * Chinese shows the same in Chinese.
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { historyFieldLabel } from "../../shared/admin/content/item-history";
import { adminT, setAdminLanguage } from "../../shared/admin/i18n";
import { CASE_STUDY_STORY_FIELDS, ITEM_PAGE_TYPES, SEO_LIMITS, slugify } from "../../shared/content/item-pages";
import type { CaseStudy } from "../../shared/types/domain";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, json, onAdminDashboard, signedInStorage } from "./fake-backend";
import { imageAltColumns, pageColumns, storyColumns } from "./item-page-rows";

let backend: ReturnType<typeof createFakeBackend>;
let inserted: Record<string, unknown>[];
let patched: Record<string, unknown>[];
let patchAnswer: () => Response;

const stored: CaseStudy = {
  id: "cs-1",
  title: "North Sea producer",
  title_zh: null,
  description: "Extended reach well.",
  description_zh: null,
  location: "Norway",
  location_zh: null,
  year: 2024,
  image_url: null,
  drilling_time_reduction: null,
  target_accuracy: null,
  cost_savings: null,
  rop_improvement: null,
  wellbore_quality: null,
  project_savings: null,
  reach_extension: null,
  drilling_accuracy: null,
  time_saved_days: null,
  status: "published",
  deleted_at: null,
  publish_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...pageColumns("north-sea-producer"),
  ...imageAltColumns(),
  ...storyColumns(),
};

beforeEach(async () => {
  notifications.clean();
  inserted = [];
  patched = [];
  patchAnswer = () => json(200, [{ updated_at: "2026-01-02T00:00:00Z" }]);
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, []);
  backend.on("GET /rest/v1/case_studies", () => json(200, [stored]));
  backend.on("POST /rest/v1/case_studies", ({ body }) => {
    // One row, sent alone or as a one-row array.
    inserted.push((Array.isArray(body) ? body[0] : body) as Record<string, unknown>);
    return new Response(null, { status: 201 });
  });
  backend.on("PATCH /rest/v1/case_studies", ({ body }) => {
    patched.push(body as Record<string, unknown>);
    return patchAnswer();
  });
  // A host with a public site (as the site's /admin): "View page" links there.
  renderAdmin({
    ...adminHost(backend.client(signedInStorage())),
    siteHome: (language) => (language === "zh" ? "/zh" : "/"),
  });
  await screen.findByText("No white papers yet");
  fireEvent.mouseDown(screen.getByRole("tab", { name: "Case Studies" }));
  fireEvent.click(screen.getByRole("tab", { name: "Case Studies" }));
  await screen.findByRole("heading", { name: "North Sea producer" });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await setAdminLanguage("en");
  expect(backend.unhandled).toEqual([]);
});

const openAdd = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Add Case Study" }));
  return screen.findByRole("dialog", { name: "Add New Case Study" });
};

const fillRequired = (dialog: HTMLElement, title: string) => {
  const box = (name: string) => within(dialog).getByRole("textbox", { name });
  fireEvent.change(box("Title"), { target: { value: title } });
  fireEvent.change(box("Description"), { target: { value: "A hard well." } });
  fireEvent.change(box("Location"), { target: { value: "Norway" } });
  fireEvent.change(within(dialog).getByLabelText("Year", { exact: false }), { target: { value: "2025" } });
};

describe("the Address field", () => {
  it("previews the address made from the English title as it is typed, and fills it with Make from title", async () => {
    const dialog = await openAdd();
    expect(within(dialog).queryByTestId("slug-preview")).toBeNull();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), {
      target: { value: "Closed-Loop RSS: ±0.1°" },
    });
    const preview = within(dialog).getByTestId("slug-preview");
    expect(preview.textContent).toContain(`/resources/case-studies/${slugify("Closed-Loop RSS: ±0.1°")}`);
    expect(preview.textContent).toContain("made from the title");

    fireEvent.click(within(dialog).getByRole("button", { name: "Make from title" }));
    const address = within(dialog).getByRole("textbox", { name: "Address" }) as HTMLInputElement;
    expect(address.value).toBe("closed-loop-rss-0-1");
    expect(within(dialog).getByTestId("slug-preview").textContent).toBe(
      "Page address: /resources/case-studies/closed-loop-rss-0-1",
    );
  });

  it("refuses a malformed slug on Save, saying what to fix, and sends nothing", async () => {
    const dialog = await openAdd();
    fillRequired(dialog, "New well");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Address" }), { target: { value: "New Well" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findByText(/Use only lower-case letters a–z, digits and single dashes/)).toBeTruthy();
    expect(inserted).toEqual([]);
  });

  it("notes that the old address redirects when a stored item's slug changes", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Edit North Sea producer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Case Study" });
    const address = within(dialog).getByRole("textbox", { name: "Address" }) as HTMLInputElement;
    expect(address.value).toBe("north-sea-producer");
    expect(within(dialog).queryByRole("note")).toBeNull();
    fireEvent.change(address, { target: { value: "north-sea-erd" } });
    expect(within(dialog).getByRole("note").textContent).toBe(
      "The old address /resources/case-studies/north-sea-producer will keep working and send visitors to the new one.",
    );
  });

  it("shows the database's slug conflict on the field, and keeps the dialog open", async () => {
    patchAnswer = () =>
      json(409, {
        code: "23505",
        message: 'duplicate key value violates unique constraint "case_studies_slug_unique"',
        details: "Key (slug)=(taken) already exists.",
        hint: null,
      });
    fireEvent.click(screen.getByRole("button", { name: "Edit North Sea producer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Case Study" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Address" }), { target: { value: "taken" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(
      await within(dialog).findByText("Another item of this type already uses this address. Choose a different one."),
    ).toBeTruthy();
    expect(patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({ slug: "taken" });
    expect(screen.getByRole("dialog", { name: "Edit Case Study" })).toBeTruthy();
  });
});

describe("View page", () => {
  it("links a published, live item to its public page in the admin's language; a new item has none", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Edit North Sea producer" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit Case Study" });
    const link = within(dialog).getByRole("link", { name: "View the page of North Sea producer" });
    expect(link.getAttribute("href")).toBe("/resources/case-studies/north-sea-producer");
    expect(link.getAttribute("target")).toBe("_blank");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Case Study" })).toBeNull());

    dialog = await openAdd();
    expect(within(dialog).queryByRole("link", { name: /View the page/ })).toBeNull();
  });
});

describe("the SEO, alt-text and story fields", () => {
  it("counts the SEO title against the recommended length and warns beyond it", async () => {
    const dialog = await openAdd();
    const seoTitle = within(dialog).getByRole("textbox", { name: "SEO title" });
    fireEvent.change(seoTitle, { target: { value: "x".repeat(10) } });
    expect(within(dialog).getByText(`10 / ${SEO_LIMITS.title.recommended}`)).toBeTruthy();
    const long = SEO_LIMITS.title.recommended + 5;
    fireEvent.change(seoTitle, { target: { value: "x".repeat(long) } });
    const counter = within(dialog).getByText(new RegExp(`^${long} / ${SEO_LIMITS.title.recommended}`));
    expect(counter.getAttribute("data-over")).toBe("true");
    expect(counter.textContent).toContain("Longer than the 60 characters search results show in full");
  });

  it("shows the title as the SEO title's default", async () => {
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "Deep well" } });
    const seoTitle = within(dialog).getByRole("textbox", { name: "SEO title" }) as HTMLInputElement;
    expect(seoTitle.placeholder).toBe("Empty: Deep well");
  });

  it("refuses a picture without alt text, then saves the alt texts, SEO fields and story", async () => {
    const dialog = await openAdd();
    fillRequired(dialog, "Barents Sea well");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Image URL" }), {
      target: { value: "https://cdn.example.com/rig.png" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findAllByText("Describe the picture for visitors who cannot see it")).toHaveLength(2);
    expect(inserted).toEqual([]);

    const box = (name: string) => within(dialog).getByRole("textbox", { name });
    fireEvent.change(box("Picture description (alt text)"), { target: { value: "Rig on the Barents Sea" } });
    fireEvent.change(box("Picture description (Chinese)"), { target: { value: "巴伦支海上的钻机" } });
    fireEvent.change(box("SEO title"), { target: { value: "Barents Sea ERD well" } });
    fireEvent.change(box("SEO description (Chinese)"), { target: { value: "巴伦支海大位移井" } });
    fireEvent.change(box("Challenge"), { target: { value: "Thin reservoir." } });
    fireEvent.change(box("Results (Chinese)"), { target: { value: "按计划完成。" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(inserted).toHaveLength(1));
    expect(inserted[0]).toMatchObject({
      title: "Barents Sea well",
      slug: "",
      image_url: "https://cdn.example.com/rig.png",
      image_alt: "Rig on the Barents Sea",
      image_alt_zh: "巴伦支海上的钻机",
      seo_title: "Barents Sea ERD well",
      seo_title_zh: null,
      seo_description: null,
      seo_description_zh: "巴伦支海大位移井",
      challenge: "Thin reservoir.",
      solution: null,
      results_zh: "按计划完成。",
    });
    expect(inserted[0]).not.toHaveProperty("previous_slugs");
  });

  it("says it in Chinese when the admin reads Chinese", async () => {
    await setAdminLanguage("zh");
    fireEvent.click(await screen.findByRole("button", { name: /添加/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "图片网址" }), {
      target: { value: "https://cdn.example.com/rig.png" },
    });
    expect(within(dialog).getByRole("textbox", { name: "页面地址" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "保存草稿" }));
    expect(await within(dialog).findAllByText("请为看不到图片的访客描述这张图片")).toHaveLength(2);
    expect(inserted).toEqual([]);
  });
});

describe("the preview's search result", () => {
  it("shows the page's address and the SEO texts with the site's fallbacks, in the page language chosen", async () => {
    const dialog = await openAdd();
    fillRequired(dialog, "Deep Water Well");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "SEO title" }), {
      target: { value: "Deep water RSS well" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("dialog", { name: "Preview" });
    const snippet = within(preview).getByTestId("search-snippet");
    expect(snippet.textContent).toContain("/resources/case-studies/deep-water-well");
    expect(snippet.textContent).toContain("Deep water RSS well");
    expect(snippet.textContent).toContain("A hard well.");
    fireEvent.click(within(preview).getByText("中文"));
    await waitFor(() => expect(snippet.textContent).toContain("/zh/resources/case-studies/deep-water-well"));
    expect(snippet.textContent).toContain("Deep water RSS well");
  });
});

describe("the change history's labels of the new columns", () => {
  const columns = [
    "slug",
    "previous_slugs",
    "seo_title",
    "seo_title_zh",
    "seo_description",
    "seo_description_zh",
    ...Object.values(ITEM_PAGE_TYPES).flatMap((type) => type.altColumns),
    ...CASE_STUDY_STORY_FIELDS.flatMap((field) => [field, `${field}_zh`]),
  ];

  it.each(["en", "zh"] as const)(
    "names every item-page column in words, never its column name (%s)",
    async (language) => {
      await setAdminLanguage(language);
      const labels = columns.map((column) => historyFieldLabel(column, adminT));
      labels.forEach((label, index) => expect(label).not.toBe(columns[index]));
      expect(new Set(labels).size).toBe(new Set(columns).size);
    },
  );
});
