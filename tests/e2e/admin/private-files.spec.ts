/**
 * Nothing public before publishing (issue #27), in the admin: a cover
 * uploaded to a draft white paper lands in the images bucket's private twin;
 * its row keeps the public bucket's URL, which answers 400 while the paper is
 * a draft, and the edit dialog and the preview card show the picture through
 * a signed URL, in English and in Chinese. Once published (the admin moves
 * the item's files itself right after the change, as the site builder's
 * sync would), the public URL serves the bytes and the dialog shows the
 * picture from it.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { IMAGES_BUCKET, privateTwinOf } from "../../../shared/content/storage-layout";
import { service } from "../support/clients";
import { ADMIN, API_URL } from "../support/env";
import { expectServedStatus, syncFiles } from "../support/file-sync";
import { addWhitePaper, expectToast, fillAltTexts, makePng, removeWhitePapers, signIn } from "./helpers";

const TITLE = "E2E private cover paper";
const removeTestPapers = () => removeWhitePapers([TITLE]);
test.beforeAll(removeTestPapers);
test.afterAll(removeTestPapers);

/** The admin language switch's button `name` ("中文" or "EN"). */
async function adminLanguage(page: Page, name: "中文" | "EN"): Promise<void> {
  await page
    .getByRole("group", { name: /^(Language|语言)$/ })
    .getByRole("button", { name, exact: true })
    .click();
}

/** Waits until `img` has loaded a picture `width` px wide (a 400 answer never loads). */
async function expectLoaded(img: Locator, width: number): Promise<void> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(width);
}

test("a draft's cover is private: the dialog and the preview show it through a signed URL while its public URL answers 400 (English, Chinese); published, it is public", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const title = `${TITLE} ${Date.now().toString(36)}`;
  const cover = makePng(64, 36, [200, 120, 40]);
  await signIn(page, ADMIN);
  const dialog = await addWhitePaper(page, { title, description: "Private until published.", pages: "3" });
  await dialog
    .getByLabel("Cover image file")
    .setInputFiles({ name: "private-cover.png", mimeType: "image/png", buffer: cover });
  await fillAltTexts(dialog);
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();

  const { data: row } = await service()
    .from("white_papers")
    .select("id, status, image_url")
    .eq("title", title)
    .single();
  expect(row!.status).toBe("draft");
  expect(row!.image_url).toContain(`/storage/v1/object/public/${IMAGES_BUCKET}/white-papers/${row!.id}/image-`);
  // The builder's sync leaves a draft's files private: the row's public URL answers 400.
  expect(await syncFiles({ table: "white_papers", id: row!.id })).toBe(0);
  expect((await page.request.get(row!.image_url!)).status()).toBe(400);
  const signed = new RegExp(
    `^${API_URL}/storage/v1/object/sign/${privateTwinOf(IMAGES_BUCKET)}/white-papers/${row!.id}/image-\\d+\\.png\\?token=`,
  );

  // The edit dialog shows the picture through a signed URL of the private twin, and so does the preview card.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit White Paper" });
  const thumb = edit.getByRole("img", { name: "Cover image preview" });
  await expect(thumb).toHaveAttribute("src", signed);
  await expectLoaded(thumb, 64);
  await edit.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  const card = preview.getByTestId("white-paper");
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  const cardCover = card.locator("img");
  await expect(cardCover).toHaveAttribute("src", signed);
  await expectLoaded(cardCover, 64);
  await preview.getByRole("button", { name: "Close preview" }).click();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();

  // 中文: the same dialog, the same signed picture.
  await adminLanguage(page, "中文");
  await page.getByRole("button", { name: `编辑“${title}”` }).click();
  const zhEdit = page.getByRole("dialog", { name: "编辑白皮书" });
  const zhThumb = zhEdit.getByRole("img", { name: "封面图片预览" });
  await expect(zhThumb).toHaveAttribute("src", signed);
  await expectLoaded(zhThumb, 64);
  await zhEdit.getByRole("button", { name: "预览" }).click();
  const zhCard = page.getByRole("dialog", { name: "预览" }).getByTestId("white-paper");
  await expect(zhCard.locator("img")).toHaveAttribute("src", signed);
  await expectLoaded(zhCard.locator("img"), 64);
  await page.getByRole("button", { name: "关闭预览" }).click();
  await zhEdit.getByRole("button", { name: "取消" }).click();
  await expect(zhEdit).toBeHidden();
  await adminLanguage(page, "EN");

  // Published: the public URL serves the bytes and the dialog shows it from there.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await edit.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Success", "White paper updated successfully");
  await expect(edit).toBeHidden();
  // The admin moves a published item's files itself, right after the change.
  await expectServedStatus(page.request, row!.image_url!, 200);
  const served = await page.request.get(row!.image_url!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(cover)).toBe(true);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(thumb).toHaveAttribute("src", row!.image_url!);
  await expectLoaded(thumb, 64);
  await edit.getByRole("button", { name: "Cancel" }).click();
});
