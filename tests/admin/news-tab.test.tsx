/**
 * The News tab (issue #26) on the admin's fake backend: the tab lists the
 * stored items with their category and featured mark, the Add dialog checks
 * its schema's rules inline (required texts, the length limit) and sends
 * nothing then, and a valid form is sent as the one payload the table takes:
 * English and Chinese texts, the page's category value, blank optional
 * texts as null, status draft for "Save draft".
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEWS_LIMITS } from "../../shared/content/news";
import type { NewsItem } from "../../shared/types/domain";
import { createFakeBackend, json, onAdminDashboard } from "./fake-backend";
import { imageAltColumns, pageColumns } from "./item-page-rows";
import { openNewsTab } from "./open-news-tab";

let backend: ReturnType<typeof createFakeBackend>;
let inserted: unknown[];

const stored: NewsItem = {
  id: "news-1",
  title: "Stored news",
  title_zh: "已存新闻",
  excerpt: "Already on the page.",
  excerpt_zh: null,
  body: null,
  body_zh: null,
  category: "award",
  date_published: "2024-01-08",
  featured: true,
  image_url: null,
  status: "published",
  deleted_at: null,
  publish_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...pageColumns("stored-news"),
  ...imageAltColumns(),
};

beforeEach(async () => {
  notifications.clean();
  inserted = [];
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, []);
  backend.on("GET /rest/v1/news", () => json(200, [stored]));
  backend.on("POST /rest/v1/news", ({ body }) => {
    inserted.push(body);
    return new Response(null, { status: 201 });
  });
  await openNewsTab(backend, "Stored news");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("the News tab", () => {
  it("lists a stored item with its category and featured mark", () => {
    const card = screen.getByRole("heading", { name: "Stored news" }).closest("li")!;
    expect(card.textContent).toContain("Award");
    expect(card.textContent).toContain("Featured");
    expect(card.textContent).toContain("Already on the page.");
  });

  it("shows the schema's errors on Save and sends nothing, then saves a draft with its Chinese texts", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Add News Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New News Item" });
    const box = (name: string) => within(dialog).getByRole("textbox", { name });
    fireEvent.change(box("Title"), { target: { value: "x".repeat(NEWS_LIMITS.title + 1) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findByText("This text is too long")).toBeTruthy();
    expect(within(dialog).getAllByText("This field is required")).toHaveLength(2); // summary, date
    expect(inserted).toEqual([]);

    fireEvent.change(box("Title"), { target: { value: " New base opens " } });
    fireEvent.change(box("Title (Chinese)"), { target: { value: "新基地启用" } });
    fireEvent.change(box("Summary"), { target: { value: "Workshop and spares." } });
    fireEvent.change(box("Summary (Chinese)"), { target: { value: "车间和备件。" } });
    fireEvent.change(within(dialog).getByLabelText("Date Published", { exact: false }), {
      target: { value: "2026-03-01" },
    });
    fireEvent.change(within(dialog).getByLabelText("Category"), { target: { value: "business" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Featured story" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(inserted).toHaveLength(1));
    expect(inserted[0]).toMatchObject({
      title: "New base opens",
      title_zh: "新基地启用",
      excerpt: "Workshop and spares.",
      excerpt_zh: "车间和备件。",
      body: null,
      body_zh: null,
      category: "business",
      date_published: "2026-03-01",
      featured: true,
      image_url: null,
      status: "draft",
    });
  });
});
