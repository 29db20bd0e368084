/**
 * Site settings (issue #30: "changing the sales phone in the admin changes
 * /company/contact after the rebuild"): the admin changes the sales phone
 * and the Terms of Service and Cookie Policy texts in the Site settings tab,
 * saves (toast, the rebuild requested for every page), the local builder's
 * step runs against the test site (support/rebuild-site.ts: the browser
 * tests' static server has no builder), and then the contact page in both
 * languages shows the new phone, /terms and /zh/cookies the edited texts
 * (markup typed as text stays text), the branch offices as edited (a renamed
 * office, a changed phone, a removed office), and the tab's status says the
 * site has it. A bad social URL is refused inline and nothing is saved. The original
 * settings are put back, and the site rebuilt, at the end.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { fetchSiteSettings } from "../../../shared/data/site-settings";
import type { SiteSettings } from "../../../shared/site-settings/fields";
import { service, visitor } from "../support/clients";
import { ADMIN, API_URL, SITE_DIR, WEB_URL } from "../support/env";
import { expectToast } from "../support/toast";
import { signIn } from "./helpers";

const run = promisify(execFile);
const db = service();
const NEW_PHONE = "+1 (713) 555-0188";
const TERMS =
  "## E2E terms heading\n\nE2E terms text with <b>markup typed as text</b>.\n\n- first point\n- second point";
const LINKEDIN = "https://www.linkedin.com/company/example";
const COOKIES_ZH = "## 端到端测试标题\n\n端到端测试的 Cookie 政策正文。";
const OFFICE_NAME = "Gulf Operations Base";
const OFFICE_PHONE = "+44 1224 555 099";

let original: SiteSettings;

/** The builder's step: claim the requested build, re-render the affected pages, record it (support/rebuild-site.ts). */
async function rebuild(): Promise<{ all: boolean; rendered: number }> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "tests/e2e/support/rebuild-site.ts", SITE_DIR, API_URL],
    // The builder reads the search index's content from the test backend, as the site build did.
    { env: { ...process.env, NODE_ENV: "production", VITE_SUPABASE_URL: API_URL }, timeout: 240_000 },
  );
  return JSON.parse(stdout.trim().split("\n").pop()!) as { all: boolean; rendered: number };
}

/** The Site settings tab of the dashboard. */
async function openTab(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Site settings" }).click();
  await expect(page.getByRole("heading", { name: "Site settings", level: 2 })).toBeVisible();
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

test.beforeAll(async () => {
  original = (await fetchSiteSettings(visitor())).settings;
});

test.afterAll(async () => {
  test.setTimeout(300_000);
  const { error } = await db.from("site_settings").update(original).eq("id", true);
  expect(error).toBeNull();
  await rebuild();
  await db.from("site_builds").delete().gte("id", 0);
});

test("a bad social URL is refused inline, nothing is saved, and the typed form survives a tab switch", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openTab(page);
  await field(page, "x_url").fill("http://x.com/example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Error", "Please correct the marked fields, then save again.");
  await expect(page.getByText("Enter an address that starts with https://")).toBeVisible();
  expect((await fetchSiteSettings(visitor())).settings.x_url).toBe(original.x_url);
  // Another tab and back: what was typed is still there, marked unsaved.
  await page.getByRole("tab", { name: "News" }).click();
  await openTab(page);
  await expect(field(page, "x_url")).toHaveValue("http://x.com/example");
  await expect(page.getByTestId("site-settings-unsaved")).toBeVisible();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(field(page, "x_url")).toHaveValue(original.x_url ?? "");
});

test("the sales phone, the branch offices and the legal texts changed in the admin reach the site after the rebuild, in both languages", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await db.from("site_builds").delete().gte("id", 0);
  await signIn(page, ADMIN);
  await openTab(page);
  await expect(field(page, "sales_phone")).toHaveValue(original.sales_phone);
  await field(page, "sales_phone").fill(NEW_PHONE);
  await field(page, "terms_en").fill(TERMS);
  await field(page, "cookies_zh").fill(COOKIES_ZH);
  await field(page, "linkedin_url").fill(LINKEDIN);
  // The branch offices: rename the first, change the second's phone, remove the third.
  expect(original.offices).toHaveLength(3);
  await field(page, "offices.0.name_en").fill(OFFICE_NAME);
  await field(page, "offices.1.phone").fill(OFFICE_PHONE);
  await page.getByRole("button", { name: "Remove office 3" }).click();
  await expect(page.getByRole("group", { name: "Office 3" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Success", "Site settings saved. Every page of the site is being updated.");
  await expect(page.getByTestId("site-settings-unsaved")).toHaveCount(0);

  const stored = (await fetchSiteSettings(visitor())).settings;
  expect(stored.sales_phone).toBe(NEW_PHONE);
  expect(stored.terms_en).toBe(TERMS);
  expect(stored.offices.map((o) => o.name_en)).toEqual([OFFICE_NAME, original.offices[1]!.name_en]);
  const { data: builds } = await db.from("site_builds").select("status, changes");
  expect(builds).toEqual([{ status: "requested", changes: [expect.objectContaining({ table: "site_settings" })] }]);
  await expect(page.getByTestId("site-status-badge")).toHaveText("Updating the site…");

  const result = await rebuild();
  expect(result.all).toBe(true);

  // The contact page in both languages: the sales card's phone and its tel: link.
  for (const path of ["/company/contact", "/zh/company/contact"]) {
    const html = await (await request.get(`${WEB_URL}${path}`)).text();
    expect(html, path).toContain(NEW_PHONE);
    expect(html, path).toContain('href="tel:+17135550188"');
    expect(html, path).not.toContain(original.sales_phone);
    // The branch offices as edited: the second's new phone with its tel: link, the third gone.
    expect(html, path).toContain(OFFICE_PHONE);
    expect(html, path).toContain('href="tel:+441224555099"');
    const removed = original.offices[2]!;
    expect(html, path).not.toContain(path.startsWith("/zh") ? removed.name_zh : removed.name_en);
    expect(html, path).not.toContain(removed.email);
    if (!path.startsWith("/zh")) expect(html, path).toContain(OFFICE_NAME);
    await page.goto(`${WEB_URL}${path}`);
    await expect(page.getByText(NEW_PHONE).first()).toBeVisible();
    // The one social profile set shows its icon in the footer, and only that one.
    const social = page
      .getByRole("contentinfo")
      .getByRole("list", { name: path.startsWith("/zh") ? "社交媒体" : "Social media" });
    await expect(social.getByRole("link")).toHaveCount(1);
    await expect(social.getByRole("link")).toHaveAttribute("href", LINKEDIN);
  }

  // Only the contact page carries the offices: other pages' HTML (and their hydration JSON) does not.
  expect(await (await request.get(`${WEB_URL}/`)).text()).not.toContain(OFFICE_PHONE);

  // The Terms of Service page renders the edited text: a heading, a paragraph with the markup as text, a list.
  await page.goto(`${WEB_URL}/terms`);
  await expect(page.getByRole("heading", { name: "E2E terms heading", level: 2 })).toBeVisible();
  await expect(page.getByText("E2E terms text with <b>markup typed as text</b>.")).toBeVisible();
  await expect(page.getByTestId("legal-text").locator("b")).toHaveCount(0);
  await expect(page.getByTestId("legal-text").getByRole("listitem")).toHaveText(["first point", "second point"]);
  await page.goto(`${WEB_URL}/zh/cookies`);
  await expect(page.getByRole("heading", { name: "端到端测试标题", level: 2 })).toBeVisible();
  await expect(page.getByText("端到端测试的 Cookie 政策正文。")).toBeVisible();

  // The admin's status: the build that read the change is live.
  await page.goto(`${WEB_URL}/admin/dashboard`);
  await openTab(page);
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByTestId("site-status-badge")).toHaveText("Live on the site", { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
});
