/**
 * The desktop renderer paints the admin's sign-in form from its HTML (issue
 * #24): the built out/renderer in Chromium under the CSP main sends. With
 * scripts off it still shows the form; with them, the admin or the settings
 * screen replaces the shell, and the shell's script file breaks no CSP rule.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { solveAltchaChallenge } from "../../../supabase/server/testing";
import type { SettingsState } from "../../../desktop/shared/ipc-contract";
import { DEFAULT_SETTINGS } from "../../../desktop/shared/settings";
import { API_URL, WEB_PORT } from "../support/env";
import { installBridgeDouble } from "./bridge-double";
import { CONFIGURED_STATE, serveRenderer } from "./renderer-server";

// Its own port: renderer.spec.ts serves on WEB_PORT + 1.
const RENDERER_PORT = WEB_PORT + 2;
const RENDERER_URL = `http://127.0.0.1:${RENDERER_PORT}`;

let stopRenderer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  stopRenderer = await serveRenderer(RENDERER_PORT);
});

test.afterAll(async () => {
  await stopRenderer?.();
});

/** Opens the renderer with the bridge double answering `state`; returns the CSP violations and page errors seen. */
async function open(page: Page, state: SettingsState): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await installBridgeDouble(page, { state, pickedPdfBase64: "", pickedName: "none.pdf" }, () =>
    solveAltchaChallenge(API_URL),
  );
  await page.goto(`${RENDERER_URL}/`, { waitUntil: "commit" });
  return problems;
}

test("the renderer's HTML paints the sign-in form with scripts off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${RENDERER_URL}/`);
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
  } finally {
    await context.close();
  }
});

test("the admin's sign-in form replaces the shell, keeping what was typed, with no CSP violation", async ({ page }) => {
  // Hold the renderer's code back until something is typed into the shell.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  const problems = await open(page, CONFIGURED_STATE);
  await page.getByLabel("Email").pressSequentially("admin@example.com");
  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(page.locator("#admin-shell")).toHaveCount(0);
  const email = page.locator("#root").getByLabel("Email");
  await expect(email).toHaveValue("admin@example.com");
  await expect(email).toBeFocused();
  expect(problems).toEqual([]);
});

test("the first run's settings screen replaces the shell", async ({ page }) => {
  const problems = await open(page, {
    ...CONFIGURED_STATE,
    source: "default",
    firstRun: true,
    settings: DEFAULT_SETTINGS,
  });
  await expect(page.getByRole("heading", { name: "Welcome: connect the console" })).toBeVisible();
  await expect(page.locator("#admin-shell")).toHaveCount(0);
  expect(problems).toEqual([]);
});
