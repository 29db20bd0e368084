/**
 * The enquiries inbox in the desktop renderer (issue #9 items 4 and "Done
 * when"): the built out/renderer in Chromium with main's CSP header, the
 * preload bridge double and the real local backend. A stored enquiry shows
 * in the inbox with its form's labels; one sent while the console is open is
 * announced once through `window.desktop.notify` (→ `notification:show` in
 * main); Export CSV downloads under the renderer's CSP.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { solveAltchaChallenge } from "../../../supabase/server/testing";
import { toEnquiryInsert } from "../../../shared/enquiries/schema";
import { fieldCell, inboxRow, inboxRows, openInbox, send, service } from "../admin/enquiries-helpers";
import { expectToast, makePdf } from "../admin/helpers";
import { ADMIN, API_URL, WEB_PORT } from "../support/env";
import { CONFIGURED_STATE, serveRenderer } from "./renderer-server";
import { bridgeCalls, installBridgeDouble } from "./bridge-double";

// Its own port (the renderer spec serves on WEB_PORT + 1), so both may run in one invocation.
const RENDERER_PORT = WEB_PORT + 2;
const RENDERER_URL = `http://127.0.0.1:${RENDERER_PORT}`;
const STATE = CONFIGURED_STATE;
const stamp = `desk${Date.now().toString(36)}`;
const mail = (who: string) => `${who}.${stamp}@example.com`;
/** A consultation day that stays ahead (issue #30: a past date is refused). */
const PREFERRED_DATE = `${new Date().getFullYear() + 1}-12-01`;

let stopRenderer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  stopRenderer = await serveRenderer(RENDERER_PORT);
});

test.afterAll(async () => {
  await stopRenderer?.();
});

/** Opens the renderer with the bridge double and signs in as admin through the captcha view contract. */
async function signInToConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await installBridgeDouble(
    page,
    { state: STATE, pickedPdfBase64: makePdf(1).toString("base64"), pickedName: "unused.pdf" },
    () => solveAltchaChallenge(API_URL),
  );
  await page.goto(`${RENDERER_URL}/`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("textbox", { name: "Password" }).fill(ADMIN.password);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled({ timeout: 40_000 });
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Success", "Successfully signed in!");
  await expect(page.getByRole("heading", { name: "Secure Admin Dashboard" })).toBeVisible();
  return problems;
}

/** The title/body pairs the renderer asked main to show. */
async function notifications(page: Page): Promise<unknown[][]> {
  return (await bridgeCalls(page)).filter((call) => call.verb === "notify").map((call) => call.args);
}

test("the desktop inbox shows a stored enquiry, announces a new one once and exports CSV", async ({ page }) => {
  test.setTimeout(150_000);
  const MARIE = `Marie ${stamp}`;
  await send(
    "consultation",
    {
      name: MARIE,
      email: mail("marie"),
      company: "Radium Wells",
      consultationType: "technical-review",
      preferredDate: PREFERRED_DATE,
      preferredTime: "afternoon",
      duration: "2hours",
      objectives: "Review the BHA design",
    },
    "/services/consultation",
  );

  const problems = await signInToConsole(page);
  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRow(page, MARIE)).toContainText("Consultation request");
  await expect(inboxRow(page, MARIE)).toHaveAttribute("data-new", "true");

  await page.getByRole("button", { name: `Open enquiry from ${MARIE}` }).click();
  const dialog = page.getByRole("dialog", { name: `Consultation request from ${MARIE}` });
  for (const [label, value] of [
    ["Full Name", MARIE],
    ["Email Address", mail("marie")],
    ["Consultation Type", "Technical Review"],
    ["Preferred Date", PREFERRED_DATE],
    ["Preferred Time", "Afternoon (1-5)"],
    ["Duration", "2 hours"],
    ["Objectives", "Review the BHA design"],
    ["Page", "/services/consultation"],
  ] as const)
    await expect(fieldCell(dialog, label)).toHaveText(value);
  await dialog.getByRole("button", { name: "Close dialog" }).click();

  // What was there when the console opened is not announced.
  expect(await notifications(page)).toEqual([]);

  // Two enquiries arrive while the console is open: one notification for the batch, naming the newest.
  const PIERRE = `Pierre ${stamp}`;
  const IRENE = `Irene ${stamp}`;
  // Both in one insert statement, so they become visible together and one poll sees both, whenever the
  // console's 30 s timer fires; Irene's is one second newer.
  const arrived = Date.now();
  const { error } = await service()
    .from("enquiries")
    .insert([
      {
        ...toEnquiryInsert(
          "representative",
          { name: PIERRE, email: mail("pierre"), inquiryType: "partnership" },
          {
            locale: "en",
            page: "/contact",
          },
        ),
        created_at: new Date(arrived).toISOString(),
      },
      {
        ...toEnquiryInsert(
          "demo",
          { name: IRENE, email: mail("irene"), company: "Curie Drilling", platformInterest: "all-platforms" },
          { locale: "en", page: "/software/request-demo" },
        ),
        created_at: new Date(arrived + 1000).toISOString(),
      },
    ]);
  expect(error).toBeNull();
  // The console polls every 30 s and when its window gets the focus back (here: now).
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect
    .poll(() => notifications(page))
    .toEqual([["2 new enquiries", `Newest: ${IRENE} (Curie Drilling) · Demo request`]]);
  await expect(inboxRows(page)).toHaveCount(3);
  await expect(inboxRows(page).first()).toContainText(IRENE);

  // Nothing new: the next poll's answer (rows already known, from its overlap) announces nothing.
  const polled = page.waitForResponse(
    (r) => r.url().includes("/rest/v1/enquiries") && r.url().includes("created_at=gt"),
  );
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await (await polled).finished();
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(await notifications(page)).toHaveLength(1);

  // Export CSV works under the renderer's CSP (Electron shows its Save dialog for this download).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const parsed = Papa.parse<Record<string, string>>(await readFile((await download.path())!, "utf8"), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data.map((row) => row["Name"])).toEqual([IRENE, PIERRE, MARIE]);
  expect(problems).toEqual([]);
});
