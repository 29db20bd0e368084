/**
 * Scheduled publishing in the admin (issue #26) on the admin's fake backend,
 * News tab: a published item whose go-live time is ahead shows "Scheduled for
 * <date time>" instead of "Published" on its card and in its dialog, one whose
 * time has passed shows "Published"; the dialog's "Go live at" field holds the
 * stored time in local time; setting a time sends it as an ISO timestamp;
 * Cancel schedule asks first and then saves the item with `publish_at: null`
 * (live at once).
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishAtToField } from "../../shared/content/scheduling";
import type { NewsItem } from "../../shared/types/domain";
import { createFakeBackend, json, onAdminDashboard } from "./fake-backend";
import { imageAltColumns, pageColumns } from "./item-page-rows";
import { openNewsTab } from "./open-news-tab";

const HOUR = 60 * 60 * 1000;
const ahead = new Date(Date.now() + 24 * HOUR);
ahead.setSeconds(0, 0);

let backend: ReturnType<typeof createFakeBackend>;
let patched: Record<string, unknown>[];

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: "news-1",
  title: "Scheduled news",
  title_zh: null,
  excerpt: "Soon on the page.",
  excerpt_zh: null,
  body: null,
  body_zh: null,
  category: "award",
  date_published: "2026-01-08",
  featured: false,
  image_url: null,
  status: "published",
  deleted_at: null,
  publish_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...pageColumns("stored-news"),
  ...imageAltColumns(),
  ...over,
});

const scheduled = item({ id: "news-1", title: "Scheduled news", publish_at: ahead.toISOString() });
const passed = item({
  id: "news-2",
  title: "Went live news",
  publish_at: new Date(Date.now() - HOUR).toISOString(),
  created_at: "2025-12-01T00:00:00Z",
});

beforeEach(async () => {
  notifications.clean();
  patched = [];
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, []);
  backend.on("GET /rest/v1/news", () => json(200, [scheduled, passed]));
  backend.on("PATCH /rest/v1/news", ({ body }) => {
    patched.push(body as Record<string, unknown>);
    return json(200, [{ updated_at: "2026-01-02T00:00:00Z" }]);
  });
  await openNewsTab(backend, "Scheduled news");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;
const openEdit = async (title: string) => {
  fireEvent.click(screen.getByRole("button", { name: `Edit ${title}` }));
  return screen.findByRole("dialog", { name: "Edit News Item" });
};

describe("scheduled publishing in the content tabs", () => {
  it("badges a future go-live time 'Scheduled for …' and a passed one 'Published'", () => {
    const badge = within(card("Scheduled news")).getByTestId("status-badge");
    expect(badge.textContent).toMatch(/^Scheduled for /);
    expect(badge.textContent).toContain(String(ahead.getFullYear()));
    expect(within(card("Went live news")).getByTestId("status-badge").textContent).toBe("Published");
  });

  it("shows the stored time in the Go live at field and the badge in the dialog", async () => {
    const dialog = await openEdit("Scheduled news");
    expect((within(dialog).getByLabelText("Go live at") as HTMLInputElement).value).toBe(
      publishAtToField(scheduled.publish_at),
    );
    expect(within(dialog).getByTestId("status-badge").textContent).toMatch(/^Scheduled for /);
    expect(within(dialog).getByText(/hidden from visitors until/)).toBeTruthy();
  });

  it("saves a new go-live time as an ISO timestamp", async () => {
    const dialog = await openEdit("Went live news");
    fireEvent.change(within(dialog).getByLabelText("Go live at"), { target: { value: "2030-05-06T07:08" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]!.publish_at).toBe(new Date("2030-05-06T07:08").toISOString());
    expect(patched[0]!.status).toBe("published");
  });

  it("Cancel schedule asks first, then saves publish_at null and says the item is live", async () => {
    const dialog = await openEdit("Scheduled news");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel schedule" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel the schedule?" });
    expect(patched).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Go live now" }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ publish_at: null, status: "published", title: "Scheduled news" });
    expect(await screen.findByText('News item "Scheduled news" is now live on the website.')).toBeTruthy();
  });
});
