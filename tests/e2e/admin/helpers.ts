/**
 * Shared steps of the admin browser tests: sign-in with the ALTCHA widget, toasts, dashboard counts,
 * white papers stored or added through the dialog, and a dialog ready for keys.
 */
import { crc32, deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";
import { VARIANTS_FOLDER } from "../../../shared/content/image-variants";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../../shared/content/storage-layout";
import { service } from "../support/clients";
import { expectToast } from "../support/toast";

export { expectToast };

/** The ALTCHA widget's checkbox (proof-of-work starts when it is clicked). */
export const captchaCheckbox = (page: Page): Locator => page.locator("altcha-widget input[type='checkbox']");

/** Fills the sign-in form and solves the captcha; leaves Sign In enabled and unclicked. */
export async function fillSignIn(page: Page, creds: { email: string; password: string }): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByRole("textbox", { name: "Password" }).fill(creds.password);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  await solveCaptcha(page);
}

/** The sign-in texts a test clicks by: the ALTCHA checkbox's label and the Sign In button's name. */
export interface SignInTexts {
  captchaLabel: string;
  signIn: string;
}

/** The English console's sign-in texts. */
export const ENGLISH_SIGN_IN: SignInTexts = { captchaLabel: "I'm not a robot", signIn: "Sign In" };

/**
 * Clicks the ALTCHA checkbox and waits until the proof-of-work is verified
 * (Sign In enabled); clicks again if it did not start. `texts` names the
 * label and button in the console's language (default English).
 */
export async function solveCaptcha(page: Page, texts: SignInTexts = ENGLISH_SIGN_IN): Promise<void> {
  const signInButton = page.getByRole("button", { name: texts.signIn, exact: true });
  await expect(async () => {
    if (!(await captchaCheckbox(page).isChecked())) {
      // The widget draws its own check mark over the input: click the label, as a person would.
      await page.locator("altcha-widget").getByText(texts.captchaLabel).click();
    }
    await expect(signInButton).toBeEnabled({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
}

/** Signs in through the form (solving the captcha) and waits for the toast. */
export async function signIn(page: Page, creds: { email: string; password: string }): Promise<void> {
  await fillSignIn(page, creds);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Success", "Successfully signed in!");
}

/**
 * Fills the picture's alt texts of a content dialog, English and Chinese
 * (issue #26: required whenever a picture is set, or the dialog refuses to save).
 */
export async function fillAltTexts(
  dialog: Locator,
  english = "E2E test picture",
  chinese = "E2E 测试图片",
): Promise<void> {
  await dialog.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill(english);
  await dialog.getByRole("textbox", { name: "Picture description (Chinese)", exact: true }).fill(chinese);
}

/** The number shown on a dashboard count card. */
export async function dashboardCount(page: Page, table: string): Promise<number> {
  const value = page.getByTestId(`count-${table}`).getByTestId("count-value");
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** Waits until a count card shows `expected`. */
export async function expectCount(page: Page, table: string, expected: number): Promise<void> {
  await expect(page.getByTestId(`count-${table}`).getByTestId("count-value")).toHaveText(String(expected));
}

/** A small valid one-page PDF of roughly `kb` kilobytes (padding in a comment). */
export function makePdf(kb: number): Buffer {
  const header = "%PDF-1.4\n";
  const objects = [
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n",
  ];
  let body = header;
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += o;
  }
  const pad = `%${"x".repeat(Math.max(0, kb * 1024 - body.length - 200))}\n`;
  body += pad;
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A valid PNG of `width` x `height` pixels in one colour (8-bit RGB). */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Stores, as service_role, a white paper titled `title` with `description` (author "E2E", 2 pages,
 * technical analysis, the table's default status) and returns its id: the version a test then opens
 * in two admin tabs or browsers (a stale save) or edits to build up a history (issue #25).
 */
export async function insertWhitePaper(title: string, description: string): Promise<string> {
  const { data: row, error } = await service()
    .from("white_papers")
    .insert({
      title,
      description,
      author: "E2E",
      date_published: "2026-02-03",
      pages: 2,
      category: "technical_analysis",
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return row!.id;
}

/**
 * The stale-save setup of the conflict tests (issues #12, #25): opens the white paper `title` in the
 * edit dialog of `page` and of `second` (another tab or browser of an admin, on the dashboard), then
 * saves `description` from `second` and waits for its success toast.
 * @returns `page`'s edit dialog, which now holds an older version than the stored one.
 */
export async function openStaleEditDialog(
  page: Page,
  second: Page,
  title: string,
  description: string,
): Promise<Locator> {
  for (const p of [page, second]) await p.getByRole("button", { name: `Edit ${title}` }).click();
  const theirs = second.getByRole("dialog", { name: "Edit White Paper" });
  await theirs.getByRole("textbox", { name: "Description", exact: true }).fill(description);
  await theirs.getByRole("button", { name: "Update", exact: true }).click();
  await expectToast(second, "Success", "White paper updated successfully");
  return page.getByRole("dialog", { name: "Edit White Paper" });
}

/** What the white paper dialog's text fields are filled with. */
export interface WhitePaperFields {
  title: string;
  description: string;
  /** Default "E2E Author". */
  author?: string;
  /** As the date input takes it: YYYY-MM-DD; default 2026-03-01. */
  datePublished?: string;
  /** Left as it is when not given (e.g. a test that tries a refused value first). */
  pages?: string;
}

/** Fills the text fields of an open white paper dialog (English console), in the dialog's order. */
export async function fillWhitePaper(dialog: Locator, fields: WhitePaperFields): Promise<void> {
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(fields.title);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill(fields.description);
  await dialog.getByLabel("Author").fill(fields.author ?? "E2E Author");
  await dialog.getByLabel("Date Published").fill(fields.datePublished ?? "2026-03-01");
  if (fields.pages !== undefined) await dialog.getByLabel("Pages").fill(fields.pages);
}

/**
 * Opens "Add White Paper" on the White Papers tab (English console) and fills the dialog's text
 * fields; returns the dialog, not yet saved (files, invalid values and the save are the test's).
 */
export async function addWhitePaper(page: Page, fields: WhitePaperFields): Promise<Locator> {
  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await fillWhitePaper(dialog, fields);
  return dialog;
}

/**
 * Waits until `dialog` (a Mantine Modal) has finished opening: the keyboard focus is inside it. Its
 * focus trap moves the focus in from a timer started when the dialog mounts, so by then the mount's
 * effects (where the Modal starts listening for Escape) have run; a key pressed earlier, under load,
 * could reach the page before the dialog listens for it.
 */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect(dialog.and(dialog.page().locator(":focus-within"))).toHaveCount(1);
}

/**
 * Deletes the trashed white paper `title` forever through the admin's Trash view of the open White
 * Papers tab: opens the view, confirms "Delete forever" and waits for the success toast (issue #12).
 */
export async function deleteWhitePaperForever(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: /^Trash \(\d+\)$/ }).click();
  await page.getByRole("button", { name: `Delete ${title} forever` }).click();
  await page
    .getByRole("dialog", { name: "Delete this white paper forever?" })
    .getByRole("button", { name: "Delete forever" })
    .click();
  await expectToast(page, "Success", "White paper deleted forever");
}

/**
 * Removes, as service_role, every white paper whose title starts with one of `prefixes` followed by a
 * space, with its stored files, so that other specs (e.g. the site's "one stored picture per published
 * item") see the seeded data set. By title prefix, not by a run's stamp: a retry runs in a new worker with
 * a new stamp and must also remove what a failed attempt left behind.
 */
export async function removeWhitePapers(prefixes: string[]): Promise<void> {
  const db = service();
  const ids: string[] = [];
  for (const prefix of prefixes) {
    const { data, error } = await db.from("white_papers").select("id").like("title", `${prefix} %`);
    expect(error).toBeNull();
    ids.push(...(data ?? []).map((r) => r.id));
  }
  for (const id of ids) {
    // Both buckets of each pair (issue #27: a draft's files are in the private twin), variants too.
    for (const bucket of ([DOCUMENTS_BUCKET, IMAGES_BUCKET] as const).flatMap((b) => [b, privateTwinOf(b)])) {
      for (const folder of [`white-papers/${id}`, `${VARIANTS_FOLDER}/white-papers/${id}`]) {
        const { data: objects } = await db.storage.from(bucket).list(folder);
        const paths = (objects ?? []).map((o) => `${folder}/${o.name}`);
        if (paths.length > 0) await db.storage.from(bucket).remove(paths);
      }
    }
    const { error } = await db.from("white_papers").delete().eq("id", id);
    expect(error).toBeNull();
  }
}
