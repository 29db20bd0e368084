/**
 * Issue #30, "forms keep their promises", in real Chromium against the real
 * local backend, in English and Chinese: the subject select marked with an
 * asterisk is enforced by the browser (in the prerendered page too), "a@b.c"
 * and a past consultation date are refused with a message that says what to
 * fix, a double click, Enter twice and a retry after a lost answer each
 * store one row, and after success the form is empty for another message
 * (one test at 390 px).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ENQUIRY_FIELDS, type EnquiryForm } from "../../../shared/enquiries/forms";
import {
  enquiriesByEmail,
  expectToast,
  FORM_CASES,
  openForm,
  runId,
  sampleValues,
  type FormCase,
} from "./enquiry-helpers";

const ENQUIRY_REQUESTS = "**/rest/v1/enquiries*";
const caseOf = (form: EnquiryForm): FormCase => FORM_CASES.find((c) => c.form === form)!;
/** The form case with its page in Chinese (`/zh` + path; "/" becomes "/zh"). */
const inChinese = (c: FormCase): FormCase => ({ ...c, path: c.path === "/" ? "/zh" : `/zh${c.path}` });

/** The browser's validation message of a field. */
const validationMessage = (field: Locator) =>
  field.evaluate((el) => (el as HTMLInputElement | HTMLSelectElement).validationMessage);

/** Counts the enquiry POSTs the page sends. */
function countPosts(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.url().includes("/rest/v1/enquiries") && r.method() === "POST") n++;
  });
  return () => n;
}

/** Fills every field of `form` by field name (works in either language). */
async function fillByName(form: Locator, name: EnquiryForm, values: Record<string, string | boolean>) {
  for (const field of ENQUIRY_FIELDS[name]) {
    const value = values[field.key];
    if (value === undefined) continue;
    const input = form.locator(`[name="${field.key}"]`);
    if (field.kind === "checkbox") {
      if (value) await input.check();
    } else if (field.kind === "select") await input.selectOption(String(value));
    else await input.fill(String(value));
  }
}

/** Asserts every field of `form` is back at its empty start. */
async function expectEmpty(form: Locator, name: EnquiryForm) {
  for (const field of ENQUIRY_FIELDS[name]) {
    const input = form.locator(`[name="${field.key}"]`);
    if (field.kind === "checkbox") await expect(input, field.key).not.toBeChecked();
    else await expect(input, field.key).toHaveValue("");
  }
}

const LANGUAGES = [
  {
    lang: "en",
    at: (c: FormCase) => c,
    required: "Please fill in this field.",
    email: "Please enter a valid email address with its full domain, e.g. name@company.com.",
    pastDate: "Please choose today or a later day.",
    sent: /^Sent\. We have your message; the form is empty again/,
    quoteToast: ["Quote Request Submitted", caseOf("quote").toast.text],
  },
  {
    lang: "zh",
    at: inChinese,
    required: "请填写此字段。",
    email: "请输入带完整域名的有效电子邮箱地址，例如 name@company.com。",
    pastDate: "请选择今天或之后的日期。",
    sent: /^已发送。我们已收到您的信息；表单已清空/,
    quoteToast: null,
  },
] as const;

for (const l of LANGUAGES) {
  test.describe(`${l.lang}: checks in the browser`, () => {
    test("Project Type is required: an empty choice stops the send with the field's message", async ({ page }) => {
      const c = l.at(caseOf("quote"));
      const posts = countPosts(page);
      const form = await openForm(page, c);
      const values = sampleValues("quote", runId());
      await fillByName(form, "quote", { ...values, projectType: "" });
      const select = form.locator('[name="projectType"]');
      await expect(select).toHaveAttribute("required", "");
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => validationMessage(select)).toBe(l.required);
      await expect(select).toBeFocused();
      await select.selectOption("horizontal");
      expect(await validationMessage(select)).toBe("");
      expect(posts()).toBe(0);
      expect(await enquiriesByEmail(String(values.email))).toEqual([]);
    });

    test('"a@b.c" and "a@b" are refused with a message that says what to fix; "a@b.co" is accepted', async ({
      page,
    }) => {
      const c = l.at(caseOf("sales"));
      const posts = countPosts(page);
      const form = await openForm(page, c);
      const values = sampleValues("sales", runId());
      await fillByName(form, "sales", values);
      const email = form.locator('[name="email"]');
      for (const bad of ["a@b.c", "a@b"]) {
        await email.fill(bad);
        await form.locator('button[type="submit"]').click();
        await expect.poll(() => validationMessage(email), bad).toBe(l.email);
      }
      expect(posts()).toBe(0);
      await email.fill("a@b.co");
      expect(await email.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true);
    });

    test("a consultation date in the past is refused; min is today", async ({ page }) => {
      const c = l.at(caseOf("consultation"));
      const posts = countPosts(page);
      const form = await openForm(page, c);
      const values = sampleValues("consultation", runId());
      await fillByName(form, "consultation", { ...values, preferredDate: "2020-01-01" });
      const date = form.locator('[name="preferredDate"]');
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      });
      await expect(date).toHaveAttribute("min", today);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => validationMessage(date)).toBe(l.pastDate);
      expect(posts()).toBe(0);
      await date.fill(today);
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("status")).toHaveText(l.sent);
      expect(await enquiriesByEmail(String(values.email))).toHaveLength(1);
    });
  });

  test.describe(`${l.lang}: one submission, one row`, () => {
    test("a double click stores one row; then the form is empty for another message, which is a new row", async ({
      page,
    }) => {
      const c = l.at(caseOf("quote"));
      const form = await openForm(page, c);
      const values = sampleValues("quote", runId());
      await fillByName(form, "quote", values);
      await form.locator('button[type="submit"]').dblclick();
      await expect(form.getByRole("status")).toHaveText(l.sent);
      if (l.quoteToast) await expectToast(page, l.quoteToast[0], l.quoteToast[1]);
      await expectEmpty(form, "quote");
      expect(await enquiriesByEmail(String(values.email))).toHaveLength(1);

      // Another message from the same visitor is another submission.
      await fillByName(form, "quote", { ...values, additionalRequirements: "A second well" });
      await expect(form.getByRole("status")).toHaveText("");
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("status")).toHaveText(l.sent);
      const rows = await enquiriesByEmail(String(values.email));
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(2);
    });

    test("Enter twice in a field stores one row", async ({ page }) => {
      const c = l.at(caseOf("demo"));
      const form = await openForm(page, c);
      const values = sampleValues("demo", runId());
      await fillByName(form, "demo", values);
      const name = form.locator('[name="name"]');
      await name.press("Enter");
      await name.press("Enter");
      await expect(form.getByRole("status")).toHaveText(l.sent);
      // Give a late second request time to land before counting.
      await page.waitForLoadState("networkidle");
      expect(await enquiriesByEmail(String(values.email))).toHaveLength(1);
    });

    test("an answer lost on the way back, then Send again: one row, and the form says sent", async ({ page }) => {
      const c = l.at(caseOf("technical_docs"));
      const form = await openForm(page, c);
      const values = sampleValues("technical_docs", runId());
      await fillByName(form, "technical_docs", values);
      const keys: (string | undefined)[] = [];
      // The first request reaches the server and is stored; its answer never reaches the browser.
      await page.route(ENQUIRY_REQUESTS, async (route) => {
        keys.push((route.request().postDataJSON() as { idempotency_key?: string }).idempotency_key);
        await route.fetch();
        await route.abort("internetdisconnected");
      });
      await form.locator('button[type="submit"]').click();
      await expect(form.getByTestId("form-failure")).toBeVisible();
      expect(await enquiriesByEmail(String(values.email))).toHaveLength(1);
      await page.unroute(ENQUIRY_REQUESTS);
      page.on("request", (r) => {
        if (r.url().includes("/rest/v1/enquiries"))
          keys.push((r.postDataJSON() as { idempotency_key?: string }).idempotency_key);
      });
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("status")).toHaveText(l.sent);
      await expect(form.getByTestId("form-failure")).toHaveCount(0);
      const rows = await enquiriesByEmail(String(values.email));
      expect(rows).toHaveLength(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(rows[0]!.idempotency_key).toBe(keys[0]);
    });
  });
}

test.describe("before the page's code takes over", () => {
  test("the prerendered forms carry required on every field marked with an asterisk, the e-mail pattern and the date marker", async ({
    request,
  }) => {
    for (const c of FORM_CASES) {
      for (const path of [c.path, inChinese(c).path]) {
        const html = await (await request.get(path)).text();
        const form = html.slice(html.indexOf(`data-enquiry-form="${c.form}"`));
        for (const field of ENQUIRY_FIELDS[c.form].filter((f) => f.required)) {
          const tag = new RegExp(`<(input|select|textarea)[^>]*name="${field.key}"[^>]*>`).exec(form)?.[0] ?? "";
          expect(tag, `${path} ${field.key}`).toMatch(/\srequired(=""|\s|>)/);
        }
        const email = /<input[^>]*name="email"[^>]*>/.exec(form)?.[0] ?? "";
        expect(email, path).toMatch(/\spattern="/);
        if (c.form === "consultation") {
          const date = /<input[^>]*name="preferredDate"[^>]*>/.exec(form)?.[0] ?? "";
          expect(date, path).toContain("data-min-today");
        }
      }
    }
  });

  test("a submit pressed before hydration with an empty Project Type is stopped by the browser", async ({ page }) => {
    const c = caseOf("quote");
    // Hold the page's own code back so the prerendered form is what the visitor uses.
    await page.route("**/assets/*.js", (route) => new Promise(() => void route));
    await page.goto(c.path, { waitUntil: "domcontentloaded" });
    const form = page.locator(`form[data-enquiry-form="quote"]`);
    await expect(form).not.toHaveAttribute("data-hydrated", "true");
    const values = sampleValues("quote", runId());
    await fillByName(form, "quote", { ...values, projectType: "" });
    const valid = await form.evaluate((f: HTMLFormElement) => f.checkValidity());
    expect(valid).toBe(false);
    expect(
      await form.locator('[name="projectType"]').evaluate((el: HTMLSelectElement) => el.validity.valueMissing),
    ).toBe(true);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("zh: the contact form on the home page sends once on a double tap and empties itself", async ({ page }) => {
    const c = inChinese(caseOf("contact"));
    const form = await openForm(page, c);
    const values = sampleValues("contact", runId());
    await fillByName(form, "contact", values);
    const send = form.locator('button[type="submit"]');
    const box = await send.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await send.dblclick();
    await expect(form.getByRole("status")).toHaveText(/^已发送。/);
    await expectEmpty(form, "contact");
    expect(await enquiriesByEmail(String(values.email))).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
