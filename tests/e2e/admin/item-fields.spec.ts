/**
 * The item-page fields of the admin (issue #26) in Chromium against the real
 * local backend, in both admin languages: a case study's new address is saved
 * and its old one kept in previous_slugs (read back with supabase-js); the
 * SEO title and description are saved; publishing with a picture and no alt
 * text is refused with the message and saves nothing; an address another case
 * study has is refused by the database and shown on the Address field; the
 * published item's "View page" link points at its new address.
 * Texts are read from the admin's own message files, so each language's run
 * clicks what that language shows.
 */
import { expect, type Page, test } from "@playwright/test";
import { en } from "../../../shared/admin/i18n/en";
import { zh } from "../../../shared/admin/i18n/zh";
import { itemPath } from "../../../shared/content/item-pages";
import { service } from "../support/clients";
import { ADMIN } from "../support/env";
import { expectToast, signIn } from "./helpers";

const PREFIX = "E2E item fields";
const stamp = Date.now().toString(36);

/** `{{name}}` placeholders of an admin text filled in. */
const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** Removes the case studies this spec stored (by title prefix: a failed run's too). */
async function removeStudies(): Promise<void> {
  const { error } = await service().from("case_studies").delete().like("title", `${PREFIX} %`);
  expect(error).toBeNull();
}

/** Stores a published case study as service_role and returns its id. */
async function storeStudy(title: string, slug: string): Promise<string> {
  const { data, error } = await service()
    .from("case_studies")
    .insert({ title, slug, description: "Stored by the item-fields spec.", location: "North Sea", year: 2025 })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id;
}

/** The stored row's item-page columns. */
async function readStudy(id: string) {
  const { data, error } = await service()
    .from("case_studies")
    .select("slug, previous_slugs, seo_title, seo_title_zh, seo_description, seo_description_zh, image_url, updated_at")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data!;
}

test.beforeAll(removeStudies);
test.afterAll(removeStudies);

for (const [language, texts] of [
  ["en", en],
  ["zh", zh],
] as const) {
  test(`[${language}] a case study's address, SEO fields, alt text and a taken address in the admin`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const title = `${PREFIX} ${language} ${stamp}`;
    const oldSlug = `e2e-item-${language}-${stamp}`;
    const newSlug = `e2e-item-${language}-${stamp}-moved`;
    const takenSlug = `e2e-taken-${language}-${stamp}`;
    const id = await storeStudy(title, oldSlug);
    await storeStudy(`${PREFIX} ${language} other ${stamp}`, takenSlug);

    await signIn(page, ADMIN);
    if (language === "zh") {
      await page
        .getByRole("group", { name: /^(Language|语言)$/ })
        .getByRole("button", { name: "中文", exact: true })
        .click();
    }
    await page.getByRole("tab", { name: texts.tables.case_studies }).click();
    const entity = texts.entities.case_studies;
    const openEdit = async (): Promise<ReturnType<Page["getByRole"]>> => {
      await page.getByRole("button", { name: fill(texts.content.editItem, { title }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(texts.content.editTitle, { title: entity.title }) });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    // A new address and SEO texts: saved; the old address kept for the redirect.
    let dialog = await openEdit();
    const address = dialog.getByRole("textbox", { name: texts.fields.slug, exact: true });
    await expect(address).toHaveValue(oldSlug);
    await address.fill(newSlug);
    await expect(dialog.getByRole("note")).toHaveText(
      fill(texts.itemPage.redirectNote, { old: itemPath("case_studies", oldSlug) }),
    );
    await dialog.getByRole("textbox", { name: texts.fields.seo_title, exact: true }).fill("RSS well in the North Sea");
    await dialog
      .getByRole("textbox", { name: texts.fields.seo_description_zh, exact: true })
      .fill("北海旋转导向大位移井。");
    await dialog.getByRole("button", { name: texts.content.update, exact: true }).click();
    await expectToast(page, texts.toast.success, fill(texts.toast.updated, { Name: entity.Name }));
    await expect(dialog).toBeHidden();
    const saved = await readStudy(id);
    expect(saved).toMatchObject({
      slug: newSlug,
      previous_slugs: [oldSlug],
      seo_title: "RSS well in the North Sea",
      seo_title_zh: null,
      seo_description: null,
      seo_description_zh: "北海旋转导向大位移井。",
      image_url: null,
    });

    // A picture without alt text on a published item: refused with the message, nothing saved.
    dialog = await openEdit();
    await expect(dialog.getByRole("textbox", { name: texts.fields.slug, exact: true })).toHaveValue(newSlug);
    // The published item links to its public page, in the admin's language, at its new address.
    await expect(dialog.getByRole("link", { name: fill(texts.itemPage.viewPageItem, { title }) })).toHaveAttribute(
      "href",
      `${language === "zh" ? "/zh" : ""}${itemPath("case_studies", newSlug)}`,
    );
    await dialog
      .getByRole("textbox", { name: texts.fields.image_url, exact: true })
      .fill("https://cdn.example.com/e2e-rig.png");
    await dialog.getByRole("button", { name: texts.content.update, exact: true }).click();
    await expect(dialog.getByText(texts.validation.altRequired, { exact: true })).toHaveCount(2);
    await expect(dialog.getByRole("alert")).toHaveText(texts.content.fixFields);
    expect(await readStudy(id)).toEqual(saved);

    // Another case study's address: the database refuses it, the field says so, nothing saved.
    await dialog.getByRole("textbox", { name: texts.fields.image_url, exact: true }).fill("");
    await dialog.getByRole("textbox", { name: texts.fields.slug, exact: true }).fill(takenSlug);
    await dialog.getByRole("button", { name: texts.content.update, exact: true }).click();
    await expect(dialog.getByText(texts.validation.slugTaken, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await readStudy(id)).toEqual(saved);
  });
}
