/**
 * The content dialog on a phone (issue #25, "Admin screens a user tripped
 * over"): at 390 × 844 every English input and its Chinese version stack in
 * one column, and the Chinese inputs' placeholder ("Optional; the English is
 * shown when empty") fits its input instead of being cut off. At 1280 px the
 * pairs stand side by side. The page signs in at the desktop size and then
 * narrows, as a window does; the layout follows the viewport's width.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN } from "../support/env";
import { signIn } from "./helpers";

/** Opens the Add White Paper dialog from the dashboard. */
async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The box of `input`, which must be laid out. */
async function boxOf(input: Locator) {
  const box = await input.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * The width the placeholder needs (measured in the input's own font) and the
 * width the input has for text (its client width less its padding), in CSS px.
 */
async function placeholderRoom(input: Locator): Promise<{ needed: number; room: number }> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = context.measureText(el.placeholder).width;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed, room };
  });
}

test("the content dialog is one column with whole Chinese placeholders at 390 × 844, two columns at 1280", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openAddDialog(page);
  const title = dialog.getByRole("textbox", { name: "Title", exact: true });
  const titleZh = dialog.getByRole("textbox", { name: "Title (Chinese)", exact: true });
  const description = dialog.getByRole("textbox", { name: "Description", exact: true });
  const descriptionZh = dialog.getByRole("textbox", { name: "Description (Chinese)", exact: true });

  // One column: each Chinese input sits below its English one, as wide and at the same left edge.
  for (const [english, chinese] of [
    [title, titleZh],
    [description, descriptionZh],
  ] as const) {
    const [en, zh] = [await boxOf(english), await boxOf(chinese)];
    expect(zh.y).toBeGreaterThanOrEqual(en.y + en.height);
    expect(Math.abs(zh.x - en.x)).toBeLessThan(1);
    expect(Math.abs(zh.width - en.width)).toBeLessThan(1);
    expect(zh.x + zh.width).toBeLessThanOrEqual(390);
  }
  const author = await boxOf(dialog.getByLabel("Author"));
  const date = await boxOf(dialog.getByLabel("Date Published"));
  expect(date.y).toBeGreaterThanOrEqual(author.y + author.height);

  // The one-line Chinese input's placeholder fits: nothing of it is cut off.
  await expect(titleZh).toHaveAttribute("placeholder", "Optional; the English is shown when empty");
  const { needed, room } = await placeholderRoom(titleZh);
  expect(needed).toBeGreaterThan(0);
  expect(needed).toBeLessThanOrEqual(room);
  expect(await titleZh.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // On a desktop the pairs stand side by side again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(async () => {
    const [en, zh] = [await boxOf(title), await boxOf(titleZh)];
    expect(Math.abs(zh.y - en.y)).toBeLessThan(1);
    expect(zh.x).toBeGreaterThan(en.x + en.width);
  }).toPass();
});
