/**
 * Steps shared by the inbox browser tests (issue #9 item 4; the browser admin
 * and the desktop renderer): enquiries sent as a visitor through the real data
 * module (`submitEnquiry` with the anon key), read back and changed as the
 * notification function would (service_role), and the inbox's rows and fields.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { submitEnquiry, type Enquiry } from "../../../shared/data/enquiries";
import type { EnquiryForm } from "../../../shared/enquiries/forms";
import type { EnquiryValues } from "../../../shared/enquiries/schema";
import { service, visitor } from "../support/clients";

export { service, visitor } from "../support/clients";

/** Sends one enquiry as a visitor through the site's own data module; fails the test if it was not stored. */
export async function send(form: EnquiryForm, values: EnquiryValues, page: string, locale: "en" | "zh" = "en") {
  expect(await submitEnquiry(visitor(), form, values, { locale, page })).toBe(true);
}

/** The stored enquiries whose e-mail contains `marker`, newest first (service_role). */
export async function storedWith(marker: string): Promise<Enquiry[]> {
  const { data, error } = await service()
    .from("enquiries")
    .select("*")
    .ilike("email", `%${marker}%`)
    .order("created_at", { ascending: false });
  if (error) throw new Error(error.message);
  return data as Enquiry[];
}

/** The inbox's list rows. */
export const inboxRows = (page: Page): Locator => page.getByTestId("enquiry-row");

/** The list row of the enquiry from `name`. */
export const inboxRow = (page: Page, name: string): Locator => inboxRows(page).filter({ hasText: name });

/** The value cell of the field labelled `label` in the detail dialog (exact label). */
export function fieldCell(dialog: Locator, label: string): Locator {
  return dialog
    .getByRole("row")
    .filter({ has: dialog.page().getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");
}

/** Opens the Enquiries tab. */
export async function openInbox(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Enquiries" }).click();
  await expect(page.getByRole("tab", { name: "Enquiries" })).toHaveAttribute("aria-selected", "true");
}
