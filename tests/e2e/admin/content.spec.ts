/**
 * The admin creates, edits and deletes one item of each content type (spec §2
 * Admin dashboard, §4 dialog, §5, §8 Admin content) and sees it on the public pages.
 */
import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../support/env";
import { showFreshRows } from "../support/fresh-lists";
import { dashboardCount, expectCount, expectToast, signIn } from "./helpers";

const stamp = Date.now().toString(36);

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** Clicks Delete on the card titled `title`, confirms, and checks the toast and that the card is gone. */
async function deleteItem(page: Page, title: string, singular: string, toast: string) {
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${singular}?` });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", toast);
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
}

test.describe.configure({ mode: "serial" });

test("the admin sees the dashboard and manages every content type", async ({ page, context }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Secure Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(ADMIN.email, { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "White Papers" })).toHaveAttribute("aria-selected", "true");
  for (const label of ["White Papers", "Case Studies", "Videos", "Documentation", "News", "Catalog Files"]) {
    await expect(page.getByRole("group", { name: label })).toBeVisible();
  }

  // --- White paper ----------------------------------------------------------
  const wp = `E2E paper ${stamp}`;
  const wpCount = await dashboardCount(page, "white_papers");
  await page.getByRole("button", { name: "Add White Paper" }).click();
  let dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await expect(dialog).toBeVisible();
  // Required fields are checked inline before anything is sent.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(wp);
  await dialog
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Bit wear under continuous proportional steering.");
  await dialog.getByLabel("Author").fill("E2E Author");
  await dialog.getByLabel("Date Published").fill("2026-01-15");
  await dialog.getByLabel("Pages").fill("14");
  await dialog.getByLabel("Category").selectOption("data_analytics");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: wp })).toBeVisible();
  await expectCount(page, "white_papers", wpCount + 1);

  const publicPage = await context.newPage();
  await publicPage.goto("/resources/white-papers");
  // A list changed after the build announces the new paper and shows it on request (issue #27).
  await showFreshRows(publicPage, publicPage.getByTestId("white-paper").filter({ hasText: wp }));
  await expect(publicPage.getByText(wp)).toBeVisible();

  await page.getByRole("button", { name: `Edit ${wp}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit White Paper" });
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(wp);
  await expect(dialog.getByLabel("Pages")).toHaveValue("14");
  // Unsaved changes are guarded: Cancel asks first, and "Keep editing" keeps them.
  await dialog.getByLabel("Pages").fill("15");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const discard = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Pages")).toHaveValue("15");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "White paper updated successfully");
  await expect(page.getByText("15 pages")).toBeVisible();

  // Search narrows the list and shows "n of m".
  await page.getByLabel("Search white papers").fill(wp);
  await expect(page.getByTestId("list-count")).toHaveText(/^1 of \d+$/);
  await page.getByLabel("Search white papers").fill("");
  await deleteItem(page, wp, "white paper", "White paper deleted successfully");
  await expectCount(page, "white_papers", wpCount);

  // --- Case study -----------------------------------------------------------
  const cs = `E2E case ${stamp}`;
  await openTab(page, "Case Studies");
  const csCount = await dashboardCount(page, "case_studies");
  await page.getByRole("button", { name: "Add Case Study" }).click();
  dialog = page.getByRole("dialog", { name: "Add New Case Study" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(cs);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Extended-reach well with RSS.");
  await dialog.getByRole("textbox", { name: "Location", exact: true }).fill("North Sea");
  await dialog.getByLabel("Year").fill("2099");
  await dialog.getByLabel("Drilling Time Reduction (%)").fill("31");
  await dialog.getByLabel("Cost Savings").fill("$3M");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "Case study created successfully");
  await expect(page.getByRole("heading", { name: cs })).toBeVisible();
  await expectCount(page, "case_studies", csCount + 1);
  await publicPage.goto("/resources/case-studies");
  await showFreshRows(publicPage, publicPage.getByTestId("case-study").filter({ hasText: cs }));
  await expect(publicPage.getByText(cs)).toBeVisible();

  await page.getByRole("button", { name: `Edit ${cs}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Case Study" });
  await expect(dialog.getByLabel("Drilling Time Reduction (%)")).toHaveValue("31");
  await dialog.getByLabel("Target Accuracy (%)").fill("97");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "Case study updated successfully");
  await expect(page.getByText("97% target accuracy")).toBeVisible();
  await deleteItem(page, cs, "case study", "Case study deleted successfully");
  await expectCount(page, "case_studies", csCount);

  // --- Video ----------------------------------------------------------------
  const video = `E2E video ${stamp}`;
  await openTab(page, "Videos");
  const videoCount = await dashboardCount(page, "videos");
  await page.getByRole("button", { name: "Add Video" }).click();
  dialog = page.getByRole("dialog", { name: "Add New Video" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(video);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Installing the tool.");
  await dialog.getByRole("textbox", { name: "Duration", exact: true }).fill("12 min");
  await dialog.getByLabel("Date Published").fill("2026-02-01");
  await dialog.getByLabel("Category").selectOption("installation");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "Video created successfully");
  await expect(page.getByRole("heading", { name: video })).toBeVisible();
  await expect(page.getByText("Installation Guides · 12 min")).toBeVisible();
  await expectCount(page, "videos", videoCount + 1);

  await page.getByRole("button", { name: `Edit ${video}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Video" });
  await expect(dialog.getByLabel("Views")).toHaveValue("0");
  await dialog.getByLabel("Views").fill("1234");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "Video updated successfully");
  await expect(page.getByText("1234 views")).toBeVisible();
  await deleteItem(page, video, "video", "Video deleted successfully");
  await expectCount(page, "videos", videoCount);

  // --- Documentation --------------------------------------------------------
  const doc = `E2E docs ${stamp}`;
  await openTab(page, "Documentation");
  const docCount = await dashboardCount(page, "documentation");
  await page.getByRole("button", { name: "Add Documentation" }).click();
  dialog = page.getByRole("dialog", { name: "Add New Documentation" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(doc);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Manuals for the RSS tool.");
  await dialog.getByLabel("Category").selectOption("operation-manual");
  const addDoc = dialog.getByRole("button", { name: "Add Document" });
  await dialog.getByLabel("Document name", { exact: true }).fill("Quick start");
  await expect(addDoc).toBeDisabled();
  await dialog.getByLabel("Download URL").fill("https://example.com/quick-start.pdf");
  await addDoc.click();
  await dialog.getByLabel("Document name", { exact: true }).fill("Field manual");
  await dialog.getByLabel("Download URL").fill("https://example.com/field-manual.pdf");
  await addDoc.click();
  await expect(dialog.getByRole("listitem")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Remove document Quick start" }).click();
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  // A half-typed document is not dropped silently: Create is refused until it is finished or cleared (issue #11).
  await dialog.getByLabel("Document name", { exact: true }).fill("Half typed");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText(/^Finish this document/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Document name", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Success", "Documentation created successfully");
  await expect(page.getByRole("heading", { name: doc })).toBeVisible();
  await expect(page.getByText("Operation Manuals · 1 document")).toBeVisible();
  await expectCount(page, "documentation", docCount + 1);

  await page.getByRole("button", { name: `Edit ${doc}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Documentation" });
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByRole("listitem")).toContainText("Field manual");
  await dialog.getByLabel("Document name", { exact: true }).fill("Spare parts");
  await dialog.getByLabel("Download URL").fill("https://example.com/spares.pdf");
  await dialog.getByRole("button", { name: "Add Document" }).click();
  await dialog.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Success", "Documentation updated successfully");
  await expect(page.getByText("Operation Manuals · 2 documents")).toBeVisible();
  await deleteItem(page, doc, "documentation", "Documentation deleted successfully");
  await expectCount(page, "documentation", docCount);
  await publicPage.close();
});
