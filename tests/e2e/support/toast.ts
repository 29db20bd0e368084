/** The toast assertion shared by the site, admin and desktop browser tests. */
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits for a toast with exactly this title and text (spec §8 texts). A
 * toast's action button (issue #12: "Undo") is not part of its text.
 * @returns the toast, e.g. to click its action.
 */
export async function expectToast(page: Page, title: string, text: string): Promise<Locator> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: title }).filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await expect(toast.locator(".mantine-Notification-title")).toHaveText(title);
  const description = toast.locator(".mantine-Notification-description");
  await expect
    .poll(() =>
      description.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const action of copy.querySelectorAll("[data-toast-action]")) action.remove();
        return copy.textContent;
      }),
    )
    .toBe(text);
  return toast;
}
