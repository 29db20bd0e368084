/**
 * The security headers of the built site (issue #23) in real Chromium: the
 * static server sends the build's `_headers` (CSP with `frame-ancestors
 * 'none'`, nosniff, Referrer-Policy...) on pages, the admin and 404s, and no
 * page breaks that CSP: every public route in both languages (hydrated, as a
 * visitor's first interaction does), search, the admin sign-in with the ALTCHA
 * captcha, every admin tab, an upload preview (blob:) and the desktop's
 * /captcha.html report no CSP violation and no Permissions-Policy error.
 * One visit per route, no screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import { href, LOCALES, PUBLIC_ROUTES } from "../../../site/src/app/paths";
import { fillAltTexts, makePng, signIn } from "../admin/helpers";
import { ADMIN, API_URL } from "../support/env";
import { hydrated, islandReady } from "./helpers";

/** What a page reported: CSP violations (event and console) and header errors. */
interface Watch {
  page: Page;
  problems: string[];
  /** Reads the violations recorded in the page since the last call, adding them to problems. */
  collect(): Promise<void>;
}

/** Console text of a CSP or Permissions-Policy complaint (Chromium's wording). */
const POLICY_MESSAGE =
  /Content Security Policy|Content-Security-Policy|Refused to|Permissions-Policy|Permissions policy/i;

/**
 * Records, on every document of `page`, `securitypolicyviolation` events (in
 * the page, before any of its scripts run) and policy complaints in the console.
 */
async function watchPolicies(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) problems.push(`${page.url()}: console: ${message.text()}`);
  });
  return {
    page,
    problems,
    async collect() {
      const url = page.url();
      const found = await page.evaluate(() => {
        const list = (window as unknown as { __csp?: string[] }).__csp ?? [];
        return list.splice(0, list.length);
      });
      problems.push(...found.map((v) => `${url}: ${v}`));
    },
  };
}

test("/, /admin, a data page and a 404 carry the CSP, nosniff, DENY framing and the referrer policy", async ({
  request,
}) => {
  for (const path of ["/", "/admin", "/resources/white-papers", "/zh/no/such/page"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(path.includes("no/such") ? 404 : 200);
    const headers = res.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp, path).toContain(`connect-src 'self' ${API_URL}`);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("every public route in both languages runs under the CSP without a violation, search included", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  // Three tabs take turns through the 60 pages: most of a visit is waiting (paint, then the entry, then the island).
  const paths = LOCALES.flatMap((locale) => PUBLIC_ROUTES.map((route) => href(route.key, locale)));
  const lanes = await Promise.all([page, await context.newPage(), await context.newPage()].map(watchPolicies));
  await Promise.all(
    lanes.map(async (watch, lane) => {
      for (const path of paths.filter((_, i) => i % lanes.length === lane)) {
        await watch.page.goto(path);
        await islandReady(watch.page);
        await watch.collect();
      }
    }),
  );
  // Search loads its code, its index (/search/<locale>.json) and the database rows when opened.
  const [first] = lanes;
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("/");
  await expect(page.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("drilling");
  await expect(page.getByRole("option").first()).toBeVisible();
  await first!.collect();
  expect(lanes.flatMap((watch) => watch.problems)).toEqual([]);
});

test("the admin signs in with ALTCHA, opens every tab and previews a chosen cover without a CSP violation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await watchPolicies(page);
  // ALTCHA's proof-of-work runs in blob: workers; the session and lists come from the Supabase origin.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const tab of await page.getByRole("tab").all()) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  await page.getByRole("tab", { name: "White Papers" }).click();
  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("CSP preview");
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Previewed, never saved.");
  await dialog.getByLabel("Author").fill("E2E Author");
  await dialog.getByLabel("Date Published").fill("2026-03-01");
  await dialog.getByLabel("Pages").fill("3");
  // A chosen file previews from a blob: URL, in the dialog and in the public card's preview.
  await dialog
    .getByLabel("Cover image file")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(32, 18, [10, 90, 160]) });
  const thumb = dialog.getByRole("img", { name: "Cover image preview" });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  // A picture needs its alt texts before the dialog previews it (issue #26).
  await fillAltTexts(dialog);
  await dialog.getByRole("button", { name: "Preview" }).click();
  const cover = page.getByRole("dialog", { name: "Preview" }).locator('img[src^="blob:"]');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  await watch.collect();
  expect(watch.problems).toEqual([]);
});

test("the desktop's /captcha.html solves the backend's ALTCHA challenge under the site's CSP", async ({ page }) => {
  const watch = await watchPolicies(page);
  await page.addInitScript(() => {
    const noop = () => undefined;
    (window as unknown as { captchaBridge: unknown }).captchaBridge = Object.freeze({
      sendToken: (value: string) => ((window as unknown as { __token: string }).__token = value),
      sendError: noop,
      sendExpired: noop,
      sendSize: noop,
    });
  });
  const challengeUrl = `${API_URL}/captcha/v1/challenge`;
  await page.goto(`/captcha.html?provider=altcha&challengeUrl=${encodeURIComponent(challengeUrl)}`);
  await page.locator("altcha-widget").getByText("I'm not a robot").click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __token?: string }).__token ?? ""), { timeout: 60_000 })
    .not.toBe("");
  await watch.collect();
  expect(watch.problems).toEqual([]);
});
