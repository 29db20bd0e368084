/** Shared steps of the admin browser tests: sign-in with the ALTCHA widget, toasts, dashboard counts. */
import { crc32, deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET } from "../../../shared/content/storage-layout";
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

/** The number shown on a dashboard count card. */
export async function countOf(page: Page, table: string): Promise<number> {
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
    for (const bucket of [DOCUMENTS_BUCKET, IMAGES_BUCKET]) {
      const { data: objects } = await db.storage.from(bucket).list(`white-papers/${id}`);
      const paths = (objects ?? []).map((o) => `white-papers/${id}/${o.name}`);
      if (paths.length > 0) await db.storage.from(bucket).remove(paths);
    }
    const { error } = await db.from("white_papers").delete().eq("id", id);
    expect(error).toBeNull();
  }
}
