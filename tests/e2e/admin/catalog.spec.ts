/** Catalog files tab (spec §2 catalog tab, §4 Catalog upload, §5, §7, §8): upload, refuse, preview, delete. */
import { expect, test } from "@playwright/test";
import { ADMIN, ANON_KEY, API_URL } from "../support/env";
import { dashboardCount, expectCount, expectToast, makePdf, signIn } from "./helpers";

test("the admin uploads catalogs by choosing and by dropping, previews them, is refused a .txt and deletes them", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  await expect(page.getByRole("heading", { name: "Secure Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Catalog Files" }).click();
  const before = await dashboardCount(page, "catalog_files");
  const input = page.getByTestId("catalog-dropzone").locator("input[type=file]");
  const stamp = Date.now().toString(36);

  // Chosen through the file input.
  const chosen = `e2e-chosen-${stamp}.pdf`;
  await input.setInputFiles({ name: chosen, mimeType: "application/pdf", buffer: makePdf(6) });
  await expectToast(page, "Success", "Catalog file uploaded successfully");
  const chosenRow = page.getByRole("row").filter({ hasText: chosen });
  await expect(chosenRow).toContainText("6 KB");
  await expect(chosenRow).toContainText("drilling-tools");
  await expectCount(page, "catalog_files", before + 1);

  // Dropped onto the dropzone.
  const dropped = `e2e-dropped-${stamp}.pdf`;
  const dataTransfer = await page.evaluateHandle(
    ({ name, b64 }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type: "application/pdf" }));
      return dt;
    },
    { name: dropped, b64: makePdf(3).toString("base64") },
  );
  await page.getByTestId("catalog-dropzone").dispatchEvent("drop", { dataTransfer });
  await expectToast(page, "Success", "Catalog file uploaded successfully");
  await expect(page.getByRole("row").filter({ hasText: dropped })).toContainText("3 KB");
  await expectCount(page, "catalog_files", before + 2);

  // Anything but .pdf/.doc/.docx is refused before upload.
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
  // The inline Alert (named by its title); the same words also come as a toast while the toast queue allows.
  await expect(page.getByRole("alert", { name: "File not accepted" }).filter({ hasText: "notes.txt" })).toContainText(
    "is not a PDF, DOC or DOCX file",
  );
  await expect(page.getByRole("row").filter({ hasText: "notes.txt" })).toHaveCount(0);
  // The server refuses it too, even for the admin going around the UI.
  // The session is whichever stored value holds an access token (its key depends on the client's settings).
  const accessToken = await page.evaluate(() => {
    for (const value of Object.values(localStorage)) {
      try {
        const token = (JSON.parse(value) as { access_token?: unknown }).access_token;
        if (typeof token === "string") return token;
      } catch {
        // not JSON: not the session
      }
    }
    return undefined;
  });
  expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const direct = await page.request.post(`${API_URL}/storage/v1/object/content-files/catalogs/${stamp}.txt`, {
    headers: { Authorization: `Bearer ${accessToken}`, apikey: ANON_KEY, "Content-Type": "text/plain" },
    data: "plain text",
  });
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  expect(direct.status()).toBeLessThan(500);
  expect((await direct.text()).toLowerCase()).toContain("mime");

  // Preview opens the stored file in a new page. Its navigation's URL is read from the request: a
  // browser without a PDF viewer (the headless shell the tests drive) saves the file instead of showing it.
  const popup = context.waitForEvent("page");
  const navigation = context.waitForEvent("request", (r) => r.isNavigationRequest() && r.url().startsWith(API_URL));
  await chosenRow.getByRole("button", { name: `Preview ${chosen}` }).click();
  const preview = await popup;
  const previewUrl = (await navigation).url();
  expect(previewUrl).toContain("/storage/v1/object/public/content-files/catalogs/");
  const served = await page.request.get(previewUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("application/pdf");
  await preview.close();

  // Delete asks first, then removes the row and the stored object.
  for (const name of [chosen, dropped]) {
    const url = name === chosen ? previewUrl : null;
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete catalog file?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "File deleted successfully");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    if (url) expect((await page.request.get(url)).status()).toBeGreaterThanOrEqual(400);
  }
  await expectCount(page, "catalog_files", before);
});
