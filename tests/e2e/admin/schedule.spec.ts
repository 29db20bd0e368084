/**
 * Scheduled publishing in the admin (issue #26), in Chromium against the
 * real local backend: a white paper created and published with a go-live time
 * a day ahead is badged "Scheduled for …" on its card and in its dialog, and
 * the anon REST API (what the public pages and search read) does not return
 * it; Cancel schedule asks, then saves it live at once: the badge says
 * "Published" and the anon read returns it. The same in the Chinese admin.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { zh } from "../../../shared/admin/i18n/zh";
import { publishAtToField } from "../../../shared/content/scheduling";
import { service, visitor } from "../support/clients";
import { ADMIN } from "../support/env";
import { addWhitePaper, expectToast, removeWhitePapers, signIn } from "./helpers";

const PREFIX = "E2E scheduled paper";
const title = `${PREFIX} ${Date.now().toString(36)}`;

// By prefix: a retry (new stamp) also removes what a failed attempt left behind.
test.beforeAll(() => removeWhitePapers([PREFIX]));
test.afterAll(() => removeWhitePapers([PREFIX]));

/** The card of the admin list whose heading is `title`. */
const adminCard = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The white papers titled `name` that a visitor (the anon key) can read. */
async function visitorRows(name: string) {
  const { data, error } = await visitor().from("white_papers").select("id").eq("title", name);
  expect(error).toBeNull();
  return data ?? [];
}

test("a white paper scheduled for tomorrow is badged and hidden from visitors; Cancel schedule makes it live", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const dialog = await addWhitePaper(page, { title, description: "Goes live tomorrow", pages: "8" });
  const tomorrow = publishAtToField(new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString());
  await dialog.getByLabel("Go live at").fill(tomorrow);
  await dialog.getByRole("button", { name: "Create & publish" }).click();
  await expectToast(page, "Success", "White paper created successfully");

  const card = adminCard(page, title);
  await expect(card.getByTestId("status-badge")).toHaveText(/^Scheduled for /);
  expect(await visitorRows(title)).toEqual([]);

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit White Paper" });
  await expect(edit.getByLabel("Go live at")).toHaveValue(tomorrow);
  await expect(edit.getByTestId("status-badge")).toHaveText(/^Scheduled for /);
  await edit.getByRole("button", { name: "Cancel schedule" }).click();
  await page.getByRole("dialog", { name: "Cancel the schedule?" }).getByRole("button", { name: "Go live now" }).click();
  await expectToast(page, "Success", `White paper "${title}" is now live on the website.`);
  await expect(edit).toBeHidden();

  await expect(card.getByTestId("status-badge")).toHaveText("Published");
  await expect.poll(async () => (await visitorRows(title)).length).toBe(1);
});

/**
 * The same in the Chinese admin (issue #26: browser tests in both languages),
 * on a published case study stored beforehand: the Edit dialog schedules it
 * a day ahead and Cancel schedule brings it back, with every text read from
 * the admin's Chinese messages.
 */
test("[zh] scheduling and cancelling a case study in the Chinese admin", async ({ page }) => {
  test.setTimeout(120_000);
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
  const studyTitle = `${PREFIX} zh ${Date.now().toString(36)}`;
  const { data: stored, error } = await service()
    .from("case_studies")
    .insert({ title: studyTitle, description: "Stored by the schedule spec.", location: "Bohai Bay", year: 2026 })
    .select("id")
    .single();
  expect(error).toBeNull();
  const studyRows = async () => {
    const { data, error: readError } = await visitor().from("case_studies").select("id").eq("id", stored!.id);
    expect(readError).toBeNull();
    return data ?? [];
  };
  try {
    await signIn(page, ADMIN);
    await page
      .getByRole("group", { name: /^(Language|语言)$/ })
      .getByRole("button", { name: "中文", exact: true })
      .click();
    await page.getByRole("tab", { name: zh.tables.case_studies }).click();
    const entity = zh.entities.case_studies;
    const openEdit = async () => {
      await page.getByRole("button", { name: fill(zh.content.editItem, { title: studyTitle }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(zh.content.editTitle, { title: entity.title }) });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    let dialog = await openEdit();
    const tomorrow = publishAtToField(new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString());
    await dialog.getByLabel(zh.fields.publish_at).fill(tomorrow);
    await dialog.getByRole("button", { name: zh.content.update, exact: true }).click();
    await expect(dialog).toBeHidden();
    const card = adminCard(page, studyTitle);
    const scheduledPrefix = zh.schedule.scheduledFor.split("{{time}}")[0]!;
    await expect(card.getByTestId("status-badge")).toHaveText(new RegExp(`^${scheduledPrefix}`));
    expect(await studyRows()).toEqual([]);

    dialog = await openEdit();
    await expect(dialog.getByLabel(zh.fields.publish_at)).toHaveValue(tomorrow);
    await dialog.getByRole("button", { name: zh.schedule.cancel }).click();
    await page
      .getByRole("dialog", { name: zh.schedule.cancelTitle })
      .getByRole("button", { name: zh.schedule.cancelConfirm })
      .click();
    await expectToast(page, zh.toast.success, fill(zh.schedule.cancelled, { Name: entity.Name, title: studyTitle }));
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("status-badge")).toHaveText(zh.editorial.published);
    await expect.poll(async () => (await studyRows()).length).toBe(1);
  } finally {
    await service().from("case_studies").delete().eq("id", stored!.id);
  }
});
