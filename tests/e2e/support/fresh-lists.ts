/**
 * A public list that changed after the site was built announces its new rows
 * and shows them on request (issue #27, site/src/components/blocks/fresh-list-bar.tsx),
 * unless the list is wholly below the viewport, where they show at once.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The announcement's Show button on `page`. */
export const freshListShow = (page: Page): Locator => page.getByTestId("fresh-list-bar").getByRole("button");

/** Waits until `card` is on the page or announced, and presses Show if it was announced; then `card` is there. */
export async function showFreshRows(page: Page, card: Locator): Promise<void> {
  const show = freshListShow(page);
  await expect(card.or(show).first()).toBeAttached();
  if (await show.isVisible()) await show.click();
  await expect(card).toHaveCount(1);
}
