/**
 * The name a file was uploaded with (issue #25, "Admin screens a user tripped
 * over"): after a PDF is dropped and the white paper saved, its edit dialog
 * shows the PDF as "Drilling report Q3 钻井报告.pdf", not under its stored
 * name ("pdf-1795669213284.pdf"); Storage holds that name as the object's
 * user metadata (read back with storage-js `info()`).
 */
import { expect, test } from "@playwright/test";
import { DOCUMENTS_BUCKET, privateTwinOf } from "../../../shared/content/storage-layout";
import { service } from "../support/clients";
import { ADMIN } from "../support/env";
import { addWhitePaper, expectToast, makePdf, removeWhitePapers, signIn } from "./helpers";

const PREFIX = "E2E original name";
const title = `${PREFIX} ${Date.now().toString(36)}`;
const FILE_NAME = "Drilling report Q3 钻井报告.pdf";

test.afterAll(async () => {
  await removeWhitePapers([PREFIX]);
});

test("the edit dialog shows an uploaded PDF under the name it was uploaded with", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const dialog = await addWhitePaper(page, { title, description: "Uploaded with its own name.", pages: "1" });
  await dialog
    .getByLabel("PDF file")
    .setInputFiles({ name: FILE_NAME, mimeType: "application/pdf", buffer: makePdf(8) });
  await expect(dialog.getByText(FILE_NAME)).toBeVisible();
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();

  const { data: row, error } = await service().from("white_papers").select("id, pdf_url").eq("title", title).single();
  expect(error).toBeNull();
  const storedName = row!.pdf_url!.split("/").at(-1)!;
  expect(storedName).toMatch(/^pdf-\d+\.pdf$/);
  // A draft's file is in the private twin (issue #27).
  const info = await service()
    .storage.from(privateTwinOf(DOCUMENTS_BUCKET))
    .info(`white-papers/${row!.id}/${storedName}`);
  expect(info.error).toBeNull();
  expect(info.data?.metadata).toEqual({ originalName: FILE_NAME });

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit White Paper" });
  await expect(edit.getByText("Stored file")).toHaveCount(1);
  await expect(edit.getByRole("link", { name: FILE_NAME })).toBeVisible();
  await expect(edit.getByText(storedName)).toHaveCount(0);
});
