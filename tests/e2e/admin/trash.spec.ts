/**
 * Editorial safety in the admin (issue #12): Delete moves an item to the
 * trash and the toast's Undo brings it back with its files; the Trash view
 * restores or deletes forever (row and objects gone); an item's history
 * shows an edit with the editor's e-mail and the changed field; the
 * dashboard's recent activity lists it. Issue #27: the site builder's file
 * sync (run here as the builder does) takes a trashed paper's files private
 * and a restored one's public again.
 */
import { expect, type Page, test } from "@playwright/test";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../../shared/content/storage-layout";
import { service, visitor } from "../support/clients";
import { ADMIN } from "../support/env";
import { expectServedStatus } from "../support/file-sync";
import {
  addWhitePaper,
  dashboardCount,
  expectCount,
  expectToast,
  makePdf,
  makePng,
  fillAltTexts,
  removeWhitePapers,
  signIn,
} from "./helpers";

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);

/** The titles these tests give their white papers, followed by the run's stamp. */
const TITLES = { trash: "E2E trash paper", history: "E2E history paper" };
// The restored paper stays published: remove every paper of this spec before and after, so the site's
// specs see the seeded set.
const removeTestPapers = () => removeWhitePapers(Object.values(TITLES));
test.beforeAll(removeTestPapers);
test.afterAll(removeTestPapers);

/** The names of the objects stored for white paper `id` in `bucket`. */
async function storedFor(bucket: string, id: string): Promise<string[]> {
  const { data, error } = await service().storage.from(bucket).list(`white-papers/${id}`);
  if (error) throw new Error(error.message);
  return (data ?? []).map((o) => o.name).sort();
}

/** The white paper titled `title` as service_role sees it (trashed rows too), or null. */
async function paperRow(title: string) {
  const { data, error } = await service().from("white_papers").select("*").eq("title", title).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** Creates a white paper through the dialog, optionally with a dropped PDF and cover. */
async function addPaper(page: Page, title: string, files?: { pdf: Buffer; cover: Buffer }) {
  const dialog = await addWhitePaper(page, {
    title,
    description: "Made by the trash test.",
    datePublished: "2026-02-01",
    pages: "14",
  });
  if (files) {
    await dialog
      .getByLabel("PDF file")
      .setInputFiles({ name: "trash.pdf", mimeType: "application/pdf", buffer: files.pdf });
    await dialog
      .getByLabel("Cover image file")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: files.cover });
    await fillAltTexts(dialog);
  }
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();
}

/** Clicks Delete on the card and confirms; returns the success toast. */
async function deletePaper(page: Page, title: string) {
  await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete white paper?" });
  await expect(confirm).toContainText(`"${title}" will be moved to the trash`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  const toast = await expectToast(page, "Success", "White paper deleted successfully");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  return toast;
}

/** The bytes served at `url` (status 200 expected). */
async function bytesAt(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return Buffer.from(await res.body());
}

test("delete → Undo brings the item back with its files; Trash → Delete forever removes the row and its objects", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `${TITLES.trash} ${stamp}`;
  const pdf = makePdf(8);
  const cover = makePng(32, 18, [20, 120, 200]);
  await signIn(page, ADMIN);
  const count = await dashboardCount(page, "white_papers");
  await addPaper(page, title, { pdf, cover });
  const created = (await paperRow(title))!;
  await expectCount(page, "white_papers", count + 1);
  await expectServedStatus(page.request, created.pdf_url!, 200);
  expect((await bytesAt(page, created.pdf_url!)).equals(pdf)).toBe(true);

  // Delete: the card leaves the list, the count drops, visitors no longer see it; the files stay.
  const toast = await deletePaper(page, title);
  await expectCount(page, "white_papers", count);
  expect((await visitor().from("white_papers").select("id").eq("id", created.id)).data).toEqual([]);
  expect((await paperRow(title))!.deleted_at).not.toBeNull();
  await expectServedStatus(page.request, created.pdf_url!, 400);
  expect(await storedFor(privateTwinOf(DOCUMENTS_BUCKET), created.id)).toHaveLength(1);
  expect((await page.request.get(created.pdf_url!)).status()).toBe(400);

  // Undo: back in the list and the count, public again, its PDF and cover still served.
  await toast.getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Success", "White paper restored");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expectCount(page, "white_papers", count + 1);
  expect((await visitor().from("white_papers").select("id").eq("id", created.id)).data).toHaveLength(1);
  await expectServedStatus(page.request, created.pdf_url!, 200);
  expect((await bytesAt(page, created.pdf_url!)).equals(pdf)).toBe(true);
  expect((await bytesAt(page, created.image_url!)).equals(cover)).toBe(true);

  // Delete again, then forever from the Trash view (it asks first).
  await deletePaper(page, title);
  await page.getByRole("button", { name: /^Trash \(\d+\)$/ }).click();
  const trash = page.getByTestId("trash-view");
  const card = trash.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("30 days left");
  await card.getByRole("button", { name: `Delete ${title} forever` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this white paper forever?" });
  await expect(confirm).toContainText("will be deleted permanently. This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect(await paperRow(title)).not.toBeNull();
  await card.getByRole("button", { name: `Delete ${title} forever` }).click();
  await confirm.getByRole("button", { name: "Delete forever" }).click();
  await expectToast(page, "Success", "White paper deleted forever");
  await expect(trash.getByText(title)).toHaveCount(0);

  // The row is gone even for service_role, and so are both objects.
  expect(await paperRow(title)).toBeNull();
  for (const bucket of ([DOCUMENTS_BUCKET, IMAGES_BUCKET] as const).flatMap((b) => [b, privateTwinOf(b)])) {
    expect(await storedFor(bucket, created.id)).toEqual([]);
  }
  expect((await page.request.get(created.pdf_url!)).ok()).toBe(false);
  await expectCount(page, "white_papers", count);
});

test("Trash → Restore; the history shows an edit with the editor's e-mail; the dashboard lists the activity", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `${TITLES.history} ${stamp}`;
  await signIn(page, ADMIN);
  await addPaper(page, title);

  // Edit one field.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  let dialog = page.getByRole("dialog", { name: "Edit White Paper" });
  await dialog.getByLabel("Pages").fill("15");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "White paper updated successfully");

  // Its history, newest first: the edit (Pages 14 → 15) by the admin, then the create.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit White Paper" });
  await dialog.getByRole("button", { name: "History" }).click();
  const entries = dialog.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Edited");
  await expect(entries.nth(0)).toContainText(`by ${ADMIN.email}`);
  await expect(entries.nth(0)).toContainText("Pages: 14 → 15");
  await expect(entries.nth(1)).toContainText("Created");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The dashboard's recent activity lists the edit first.
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByTestId("activity-entry").first()).toContainText(
    `Edited · White paper “${title}” · by ${ADMIN.email}`,
  );

  // Delete, then Restore from the Trash view.
  await deletePaper(page, title);
  await expect(activity.getByTestId("activity-entry").first()).toContainText(`Moved to the trash · White paper`);
  await page.getByRole("button", { name: /^Trash \(\d+\)$/ }).click();
  const card = page.getByTestId("trash-view").getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: `Restore ${title}` }).click();
  await expectToast(page, "Success", "White paper restored");
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "Back to white papers" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect((await paperRow(title))!.deleted_at).toBeNull();
  await expect(activity.getByTestId("activity-entry").first()).toContainText(`Restored · White paper “${title}”`);
});
