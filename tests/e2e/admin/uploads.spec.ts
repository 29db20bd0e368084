/**
 * Files, not URLs (issue #11): the admin creates a white paper by dropping a
 * PDF and a cover image, sees it on /resources/white-papers with that cover,
 * and its PDF serves exactly the dropped bytes; replacing the PDF and
 * deleting the paper (to the trash, then forever: issue #12) leave no
 * objects behind (checked in Storage). The
 * dialog refuses a relative link and a decimal page count. Issue #27: the
 * files are uploaded into the private twins and the site builder's file sync
 * (run here as the builder does) makes a visible paper's files public and a
 * trashed one's private again.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { VARIANTS_FOLDER } from "../../../shared/content/image-variants";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../../shared/content/storage-layout";
import { service, visitor } from "../support/clients";
import { ADMIN } from "../support/env";
import { expectServedStatus } from "../support/file-sync";
import { showFreshRows } from "../support/fresh-lists";
import { addWhitePaper, deleteWhitePaperForever, expectToast, fillAltTexts, makePdf, makePng, signIn } from "./helpers";

/** The names of the objects stored for white paper `id` in `bucket` (under `prefix`, e.g. the variants' folder). */
async function storedFor(bucket: string, id: string, prefix = ""): Promise<string[]> {
  const { data, error } = await service().storage.from(bucket).list(`${prefix}white-papers/${id}`);
  if (error) throw new Error(error.message);
  return (data ?? []).map((o) => o.name).sort();
}

/** The white paper row titled `title`, read as a visitor. */
async function paperRow(title: string) {
  const { data, error } = await visitor().from("white_papers").select("*").eq("title", title).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** The bytes served at `url`. */
async function bytesAt(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return Buffer.from(await res.body());
}

test("the admin publishes a white paper by dropping its PDF and cover; replacing and deleting forever leave no objects", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const title = `E2E uploaded paper ${Date.now().toString(36)}`;
  const pdf = makePdf(40);
  const cover = makePng(64, 36, [200, 40, 40]);

  await signIn(page, ADMIN);
  // Pages is filled below, with a refused value first.
  const dialog = await addWhitePaper(page, { title, description: "Uploaded through the dialog." });

  // A decimal page count and a relative PDF link are refused inline; nothing is sent.
  await dialog.getByLabel("Pages").fill("21.5");
  await dialog.getByLabel("PDF URL").fill("report.pdf");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Enter a whole number")).toBeVisible();
  await expect(dialog.getByText("Enter a full link that starts with http:// or https://")).toBeVisible();
  expect(await paperRow(title)).toBeNull();
  await dialog.getByLabel("Pages").fill("21");
  await dialog.getByLabel("PDF URL").fill("");

  // Drop (set on the dropzones' inputs) a PDF and a cover: each shows its preview.
  await dialog
    .getByLabel("PDF file")
    .setInputFiles({ name: "e2e-report.pdf", mimeType: "application/pdf", buffer: pdf });
  await dialog
    .getByLabel("Cover image file")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await fillAltTexts(dialog, `Rig drawing on the cover of ${title}`, `${title} 封面上的钻机图`);
  await expect(dialog.getByText("e2e-report.pdf")).toBeVisible();
  await expect(dialog.getByText("40 KB, uploaded when you save")).toBeVisible();
  const thumb = dialog.getByRole("img", { name: "Cover image preview" });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();

  const created = (await paperRow(title))!;
  expect(created).not.toBeNull();
  expect(created.pages).toBe(21);
  expect(created.pdf_url).toContain(`/storage/v1/object/public/${DOCUMENTS_BUCKET}/white-papers/${created.id}/pdf-`);
  expect(created.image_url).toContain(`/storage/v1/object/public/${IMAGES_BUCKET}/white-papers/${created.id}/image-`);
  // Uploaded into the private twins; a published paper's files are moved to the public buckets by the
  // admin right after the save (the builder's sync would do the same).
  await expectServedStatus(page.request, created.pdf_url!, 200);
  expect(await storedFor(privateTwinOf(DOCUMENTS_BUCKET), created.id)).toEqual([]);
  expect((await bytesAt(page, created.pdf_url!)).equals(pdf)).toBe(true);
  expect((await bytesAt(page, created.image_url!)).equals(cover)).toBe(true);
  expect(await storedFor(DOCUMENTS_BUCKET, created.id)).toHaveLength(1);
  expect(await storedFor(IMAGES_BUCKET, created.id)).toHaveLength(1);
  expect((await storedFor(IMAGES_BUCKET, created.id, `${VARIANTS_FOLDER}/`)).length).toBeGreaterThan(0);

  // The public page shows it with its cover, and its Download PDF delivers the dropped bytes.
  const publicPage = await context.newPage();
  await publicPage.goto("/resources/white-papers");
  const card = publicPage.getByTestId("white-paper").filter({ hasText: title });
  // A list changed after the build announces the new paper and shows it on request (issue #27).
  await showFreshRows(publicPage, card);
  await card.scrollIntoViewIfNeeded();
  // The public card describes the picture with the alt text the admin typed (issue #26).
  await expect(card.getByRole("img", { name: `Rig drawing on the cover of ${title}`, exact: true })).toBeVisible();
  // Its copy on the site's origin once the site has rebuilt, Storage's URL until then (issue #24).
  const image = card.locator(`img[src="${created.image_url}"], img[data-fallback-src="${created.image_url}"]`);
  await expect(image).toHaveCount(1);
  // The browser shows one of its WebP variants (issue #24), made from the dropped cover at its own 64 px.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const imagePath = `white-papers/${created.id}/${created.image_url!.split("/").at(-1)}`;
  expect(shown).toMatch(new RegExp(`/${IMAGES_BUCKET}/${VARIANTS_FOLDER}/${imagePath}\\.w\\d+\\.webp$`));
  const variant = await sharp(await bytesAt(publicPage, shown)).metadata();
  expect([variant.format, variant.width, variant.height]).toEqual(["webp", 64, 36]);
  const download = card.getByRole("link", { name: "Download PDF" });
  const href = await download.getAttribute("href");
  expect((await bytesAt(publicPage, new URL(href!, publicPage.url()).href)).equals(pdf)).toBe(true);
  await publicPage.close();

  // Replace the PDF: the new bytes are served and the old object is gone.
  const pdf2 = makePdf(12);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit White Paper" });
  await expect(edit.getByText("Stored file")).toHaveCount(2);
  const chooser = page.waitForEvent("filechooser");
  await edit.getByRole("button", { name: "Replace PDF" }).click();
  await (await chooser).setFiles({ name: "e2e-report-v2.pdf", mimeType: "application/pdf", buffer: pdf2 });
  await expect(edit.getByText("e2e-report-v2.pdf")).toBeVisible();
  await edit.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "White paper updated successfully");
  const replaced = (await paperRow(title))!;
  expect(replaced.pdf_url).not.toBe(created.pdf_url);
  expect(replaced.image_url).toBe(created.image_url);
  await expectServedStatus(page.request, replaced.pdf_url!, 200);
  expect((await bytesAt(page, replaced.pdf_url!)).equals(pdf2)).toBe(true);
  expect((await page.request.get(created.pdf_url!)).ok()).toBe(false);
  const pdfs = await storedFor(DOCUMENTS_BUCKET, created.id);
  expect(pdfs).toEqual([replaced.pdf_url!.split("/").at(-1)]);

  // Delete moves it to the trash (issue #12): visitors no longer see it, its files stay.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Delete white paper?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "White paper deleted successfully");
  expect(await paperRow(title)).toBeNull();
  // A trashed paper's files go private (the admin moves them at once): its URLs answer 400.
  await expectServedStatus(page.request, replaced.pdf_url!, 400);
  await expectServedStatus(page.request, created.image_url!, 400);
  expect(await storedFor(privateTwinOf(DOCUMENTS_BUCKET), created.id)).toHaveLength(1);
  expect(await storedFor(privateTwinOf(IMAGES_BUCKET), created.id)).toHaveLength(1);
  expect(await storedFor(DOCUMENTS_BUCKET, created.id)).toEqual([]);
  expect((await page.request.get(replaced.pdf_url!)).status()).toBe(400);
  expect((await page.request.get(created.image_url!)).status()).toBe(400);

  // Delete forever from the trash: the row and both objects are gone.
  await deleteWhitePaperForever(page, title);
  expect((await service().from("white_papers").select("id").eq("id", created.id)).data).toEqual([]);
  expect(await storedFor(DOCUMENTS_BUCKET, created.id)).toEqual([]);
  expect(await storedFor(IMAGES_BUCKET, created.id)).toEqual([]);
  expect(await storedFor(IMAGES_BUCKET, created.id, `${VARIANTS_FOLDER}/`)).toEqual([]);
  for (const bucket of ([DOCUMENTS_BUCKET, IMAGES_BUCKET] as const).map(privateTwinOf)) {
    expect(await storedFor(bucket, created.id)).toEqual([]);
  }
  expect(await storedFor(privateTwinOf(IMAGES_BUCKET), created.id, `${VARIANTS_FOLDER}/`)).toEqual([]);
});

test("cancelling a dialog with dropped files uploads nothing", async ({ page }) => {
  await signIn(page, ADMIN);
  const before = await service().from("white_papers").select("id");
  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await dialog.getByLabel("PDF file").setInputFiles({ name: "x.pdf", mimeType: "application/pdf", buffer: makePdf(2) });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  const known = new Set((before.data ?? []).map((r) => r.id));
  for (const bucket of [DOCUMENTS_BUCKET, privateTwinOf(DOCUMENTS_BUCKET)]) {
    const { data } = await service().storage.from(bucket).list("white-papers");
    expect((data ?? []).filter((folder) => !known.has(folder.name))).toEqual([]);
  }
});
