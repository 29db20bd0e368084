/**
 * "Restore this version" in an item's History (issue #25): after a
 * confirmation (Cancel changes nothing), the white paper gets back the
 * texts it had after the chosen entry, as a new update recorded in the
 * history ("Edited" by the admin, Version two → Version one), and the dialog
 * shows the restored version. A change made after the history was loaded
 * makes the restore a conflict: nothing is overwritten.
 */
import { expect, test } from "@playwright/test";
import { service } from "../support/clients";
import { ADMIN } from "../support/env";
import { expectToast, insertWhitePaper, removeWhitePapers, signIn } from "./helpers";

const PREFIX = "E2E restore version";
const title = `${PREFIX} ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await removeWhitePapers([PREFIX]);
});

/** The stored description and pages of the test's paper. */
async function stored(id: string) {
  const { data, error } = await service().from("white_papers").select("description, pages").eq("id", id).single();
  expect(error).toBeNull();
  return data;
}

test("Restore this version asks first, writes the earlier version as a logged update, and refuses over a newer change", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await insertWhitePaper(title, "Version one.");

  await signIn(page, ADMIN);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit White Paper" });
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Version two.");
  await dialog.getByLabel("Pages").fill("3");
  await dialog.getByRole("button", { name: "Update", exact: true }).click();
  await expectToast(page, "Success", "White paper updated successfully");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await dialog.getByRole("button", { name: "History" }).click();
  const entries = dialog.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Edited");
  await expect(entries.nth(1)).toContainText("Created");
  // The newest entry is the current version: nothing to restore there.
  await expect(entries.nth(0).getByRole("button", { name: /^Restore the version of / })).toHaveCount(0);
  const restoreFirst = entries.nth(1).getByRole("button", { name: /^Restore the version of / });
  await expect(restoreFirst).toHaveText("Restore this version");

  // Asked first; Cancel writes nothing.
  await restoreFirst.click();
  const confirm = page.getByRole("dialog", { name: "Restore this version?" });
  await expect(confirm).toContainText("recorded in the history");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await stored(id)).toEqual({ description: "Version two.", pages: 3 });

  await restoreFirst.click();
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expectToast(page, "Success", await toastText(page));
  expect(await stored(id)).toEqual({ description: "Version one.", pages: 2 });

  // The dialog shows the restored version, and the history the restore as an edit by the admin.
  await expect(dialog.getByRole("textbox", { name: "Description", exact: true })).toHaveValue("Version one.");
  await expect(dialog.getByLabel("Pages")).toHaveValue("2");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Edited");
  await expect(entries.nth(0)).toContainText(`by ${ADMIN.email}`);
  await expect(entries.nth(0)).toContainText("Version two. → Version one.");
  const { data: log } = await service()
    .from("content_audit_log")
    .select("action, changes")
    .eq("item_id", id)
    .order("occurred_at", { ascending: false })
    .limit(1)
    .single();
  expect(log).toEqual({
    action: "update",
    changes: {
      description: { old: "Version two.", new: "Version one." },
      pages: { old: 3, new: 2 },
    },
  });

  // A change made after the history was loaded: the restore is refused and the change stays.
  const { error: serverError } = await service()
    .from("white_papers")
    .update({ description: "Changed meanwhile." })
    .eq("id", id);
  expect(serverError).toBeNull();
  await entries
    .nth(1)
    .getByRole("button", { name: /^Restore the version of / })
    .click();
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expectToast(
    page,
    "Error",
    "This white paper changed since its history was loaded, so nothing was restored. The history now shows the latest change.",
  );
  expect((await stored(id))!.description).toBe("Changed meanwhile.");
});

/** The success toast's text as shown (it names the restored version's time in the page's format). */
async function toastText(page: import("@playwright/test").Page): Promise<string> {
  const toast = page
    .locator(".mantine-Notification-description")
    .filter({ hasText: /^The version of .+ was restored\.$/ });
  await expect(toast.first()).toBeVisible();
  return (await toast.first().textContent())!;
}
