/**
 * Badges shown whole at 1280 px (issue #25, "Admin screens a user tripped
 * over"): with 10 new enquiries the Enquiries tab's count reads "10", not
 * "1…", and the inbox's status badges read "NEW", not "NE…". A badge's text
 * is in the DOM either way, so each check compares the label's scroll width
 * with its visible width (Mantine clips with an ellipsis).
 */
import { expect, type Locator, test } from "@playwright/test";
import { SAMPLE_VALUES } from "../../fixtures/enquiries";
import { ADMIN } from "../support/env";
import { inboxRows, openInbox, send, service } from "./enquiries-helpers";
import { signIn } from "./helpers";

const stamp = `badge${Date.now().toString(36)}`;

test.describe.configure({ mode: "serial" });

/** Whether the badge's label (or the badge) shows all its text: nothing scrolled out of sight, no ellipsis. */
async function shownWhole(badge: Locator): Promise<boolean> {
  return badge.evaluate((root) => {
    const label = root.querySelector<HTMLElement>(".mantine-Badge-label") ?? (root as HTMLElement);
    return [root as HTMLElement, label].every((el) => el.scrollWidth <= el.clientWidth);
  });
}

test.beforeAll(async () => {
  // Enough new enquiries for a two-digit count: exactly 10 unless more were already waiting.
  const { count, error } = await service()
    .from("enquiries")
    .select("id", { count: "exact", head: true })
    .eq("status", "new");
  expect(error).toBeNull();
  const missing = Math.max(1, 10 - (count ?? 0));
  for (let i = 0; i < missing; i++) {
    // Long names and companies, so the table's columns compete for the width as in a real inbox.
    await send(
      "sales",
      {
        ...SAMPLE_VALUES.sales,
        name: `Maximilian Alexander Montgomery-Fairbanks ${stamp} ${i}`,
        company: "Consolidated Directional Drilling and Measurement Services International",
        email: `maximilian.montgomery-fairbanks.${stamp}.${i}@consolidated-directional-drilling.example.com`,
      },
      "/products/contact-sales-team",
    );
  }
});

test.afterAll(async () => {
  const { error } = await service().from("enquiries").delete().like("email", `%${stamp}%`);
  expect(error).toBeNull();
});

test("at 1280 px the Enquiries tab's count and the status badges are shown whole", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);

  const { count } = await service().from("enquiries").select("id", { count: "exact", head: true }).eq("status", "new");
  expect(count).toBeGreaterThanOrEqual(10);
  // The Badge in the Enquiries tab (found by its class, so the check runs on any version of the tab).
  const badge = page.getByRole("tab", { name: /^Enquiries/ }).locator(".mantine-Badge-root");
  await expect(badge).toHaveText(String(count));
  expect(await shownWhole(badge)).toBe(true);
  // At least as wide as it is high (a round badge for one digit, a pill for more).
  const box = (await badge.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(box.height - 0.5);

  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await expect(inboxRows(page).first()).toBeVisible();
  const statuses = inboxRows(page).getByTestId("status-badge");
  expect(await statuses.count()).toBeGreaterThan(0);
  for (const status of await statuses.all()) {
    await expect(status).toHaveText("New");
    expect(await shownWhole(status)).toBe(true);
  }
  // Without the search, every row's badge too (other enquiries: In progress, Closed).
  await page.getByLabel("Search enquiries").fill("");
  for (const status of await inboxRows(page).getByTestId("status-badge").all()) {
    expect(await shownWhole(status)).toBe(true);
  }
});
