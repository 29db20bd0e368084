/** The toast assertion shared by the site, admin and desktop browser tests. */
import { expect, type Page } from "@playwright/test";

/** Waits for a toast with exactly this title and text (spec §8 texts). */
export async function expectToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: title }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
  await expect(toast.first().locator(".mantine-Notification-title")).toHaveText(title);
  await expect(toast.first().locator(".mantine-Notification-description")).toHaveText(text);
}
