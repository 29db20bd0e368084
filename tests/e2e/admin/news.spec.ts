/**
 * The News tab (issue #26), the fifth managed content type, in the admin of
 * the built site against the real test backend: a news item with English and
 * Chinese fields is saved as a draft (off the public page and the anon API),
 * published (on /company/news and, in Chinese, on /zh/company/news), moved to
 * the trash (gone for visitors) and restored from the Trash view; the count
 * card follows.
 */
import { expect, type Page, test } from "@playwright/test";
import { service, visitor } from "../support/clients";
import { ADMIN } from "../support/env";
import { showFreshRows } from "../support/fresh-lists";
import { dashboardCount, expectCount, expectToast, signIn } from "./helpers";

const stamp = Date.now().toString(36);
const PREFIX = "E2E news";

/** Removes every news item this spec made (before and after the run: the site's specs expect the seeded set). */
async function removeTestNews(): Promise<void> {
  const { error } = await service().from("news").delete().like("title", `${PREFIX}%`);
  if (error) throw new Error(error.message);
}
test.beforeAll(removeTestNews);
test.afterAll(removeTestNews);

/** The news item titled `title` as service_role sees it (drafts and trashed rows too), or null. */
async function newsRow(title: string) {
  const { data, error } = await service().from("news").select("*").eq("title", title).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** Whether a visitor (anon key) can read the news item `id`. */
async function visitorSees(id: string): Promise<boolean> {
  const { data, error } = await visitor().from("news").select("id").eq("id", id);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

/**
 * Opens the public news page at `path` in a fresh context and waits for its
 * check against the database (islands/list-freshness.ts): a changed list
 * hydrates the page and announces the database's rows, shown on request (issue #27).
 */
async function publicNewsCard(page: Page, path: string, title: string) {
  const checked = page.waitForResponse((r) => r.url().includes("/rest/v1/news") && r.ok());
  await page.goto(path);
  await checked;
  const card = page.getByTestId("news-item").filter({ hasText: title });
  // Announced, not swapped in under the visitor (issue #27): shown on request.
  await showFreshRows(page, card);
  return card;
}

test("the admin drafts, publishes, trashes and restores a news item with Chinese texts", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `${PREFIX} ${stamp}`;
  const titleZh = `${PREFIX} 中文 ${stamp}`;
  await signIn(page, ADMIN);
  await expect(page.getByRole("group", { name: "News" })).toBeVisible();
  await page.getByRole("tab", { name: "News" }).click();
  await expect(page.getByRole("tab", { name: "News" })).toHaveAttribute("aria-selected", "true");
  const count = await dashboardCount(page, "news");

  // Add: required fields checked inline, then saved as a draft.
  await page.getByRole("button", { name: "Add News Item" }).click();
  let dialog = page.getByRole("dialog", { name: "Add New News Item" });
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Title (Chinese)", exact: true }).fill(titleZh);
  await dialog.getByRole("textbox", { name: "Summary", exact: true }).fill("A rig record, told by the E2E spec.");
  await dialog.getByRole("textbox", { name: "Summary (Chinese)" }).fill("端到端测试的新闻摘要。");
  await dialog.getByLabel("Date Published").fill("2099-01-02");
  await dialog.getByLabel("Category").selectOption("award");
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Success", "News item created successfully");
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card.getByTestId("status-badge")).toHaveText("Draft");
  await expectCount(page, "news", count + 1);

  const draft = (await newsRow(title))!;
  expect(draft).toMatchObject({
    status: "draft",
    category: "award",
    title_zh: titleZh,
    excerpt_zh: "端到端测试的新闻摘要。",
  });
  expect(await visitorSees(draft.id)).toBe(false);

  // Publish from the Edit dialog: the Chinese fields were kept.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit News Item" });
  await expect(dialog.getByRole("textbox", { name: "Title (Chinese)", exact: true })).toHaveValue(titleZh);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Success", "News item updated successfully");
  await expect(card.getByTestId("status-badge")).toHaveText("Published");
  expect(await visitorSees(draft.id)).toBe(true);

  // On the public pages, in English and in Chinese, under its category.
  const visitorContext = await browser.newContext();
  const publicPage = await visitorContext.newPage();
  await expect(await publicNewsCard(publicPage, "/company/news", title)).toHaveCount(1);
  await expect(await publicNewsCard(publicPage, "/zh/company/news", titleZh)).toHaveCount(1);
  await visitorContext.close();

  // Delete moves it to the trash: visitors no longer see it; Trash → Restore brings it back.
  await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete news item?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "News item deleted successfully");
  await expectCount(page, "news", count);
  expect((await newsRow(title))!.deleted_at).not.toBeNull();
  expect(await visitorSees(draft.id)).toBe(false);

  await page.getByRole("button", { name: /^Trash \(\d+\)$/ }).click();
  const trashed = page.getByTestId("trash-view").getByRole("listitem").filter({ hasText: title });
  await trashed.getByRole("button", { name: `Restore ${title}` }).click();
  await expectToast(page, "Success", "News item restored");
  await page.getByRole("button", { name: "Back to news items" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expectCount(page, "news", count + 1);
  expect(await visitorSees(draft.id)).toBe(true);
});
