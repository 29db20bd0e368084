/**
 * The desktop console's captcha page (site/captcha.html, issue #5) in
 * Chromium: built with Vite like the site build will, served over HTTP, with
 * a stand-in for the captcha web view's preload (`window.captchaBridge`).
 * ALTCHA runs against the real local backend and its token signs the admin in.
 */
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sirv from "sirv";
import { build } from "vite";
import { ADMIN, ANON_KEY, API_URL, WEB_PORT } from "../support/env";

const PAGE_PORT = WEB_PORT + 2;
const PAGE_ORIGIN = `http://127.0.0.1:${PAGE_PORT}`;
const OUT_DIR = resolve(`.e2e/captcha-page-${PAGE_PORT}`);

let server: Server;

test.beforeAll(async () => {
  await build({
    root: resolve("site"),
    configFile: false,
    logLevel: "warn",
    build: { outDir: OUT_DIR, emptyOutDir: true, rollupOptions: { input: resolve("site/captcha.html") } },
  });
  const files = sirv(OUT_DIR, { extensions: ["html"] });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    }),
  );
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(PAGE_PORT, "127.0.0.1", () => ok());
  });
});

test.afterAll(async () => {
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
});

type Sent = { verb: "token" | "error" | "expired" | "size"; value?: string };

/** Stands in for desktop/preload/captcha.ts and records what the page sends. */
async function withBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { verb: string; value?: string }[] = [];
    (window as unknown as { __sent: typeof sent }).__sent = sent;
    (window as unknown as { captchaBridge: unknown }).captchaBridge = Object.freeze({
      sendToken: (value: string) => sent.push({ verb: "token", value }),
      sendError: (value: string) => sent.push({ verb: "error", value }),
      sendExpired: () => sent.push({ verb: "expired" }),
      sendSize: (width: number, height: number) => sent.push({ verb: "size", value: `${width}x${height}` }),
    });
  });
}

const sent = (page: Page) => page.evaluate(() => (window as unknown as { __sent: Sent[] }).__sent);

test("with provider=altcha the page solves the backend's challenge and sends a token that signs the admin in", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await withBridge(page);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const challengeUrl = `${API_URL}/captcha/v1/challenge`;
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=altcha&challengeUrl=${encodeURIComponent(challengeUrl)}`);
  const widget = page.locator("altcha-widget");
  await expect(widget).toHaveAttribute("challenge", challengeUrl);
  // One click starts the proof-of-work; the label changes once it is verified, so it is not clicked again.
  await widget.getByText("I'm not a robot").click();
  await expect.poll(async () => (await sent(page)).map((item) => item.verb), { timeout: 60_000 }).toContain("token");
  expect(problems).toEqual([]);
  const token = (await sent(page)).find((item) => item.verb === "token")?.value ?? "";
  const signIn = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
    data: { email: ADMIN.email, password: ADMIN.password, gotrue_meta_security: { captcha_token: token } },
  });
  expect(signIn.status()).toBe(200);
  expect(await signIn.json()).toHaveProperty("refresh_token");
});

test("a bad query is reported through sendError and shown on the page", async ({ page }) => {
  await withBridge(page);
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=recaptcha`);
  await expect(page.getByRole("alert")).toHaveText("provider must be altcha or hcaptcha");
  expect(await sent(page)).toEqual([{ verb: "error", value: "provider must be altcha or hcaptcha" }]);
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=altcha&challengeUrl=javascript:alert(1)`);
  await expect(page.getByRole("alert")).toHaveText("challengeUrl must be an http(s) URL");
});

test("with provider=hcaptcha the page loads hCaptcha from its host, asks for room for the challenge and sends the token", async ({
  page,
}) => {
  await withBridge(page);
  // No internet here: a stand-in for https://js.hcaptcha.com/1/api.js that drives the render callbacks.
  await page.route("https://js.hcaptcha.com/1/api.js**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.hcaptcha = { render(el, options) {
        window.__hcaptchaOptions = { sitekey: options.sitekey };
        options["open-callback"]();
        setTimeout(() => { options["close-callback"](); options.callback("hcaptcha-token"); }, 50);
        return "widget-1";
      } };
      window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
    }),
  );
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=hcaptcha&sitekey=10000000-ffff-ffff-ffff-000000000001`);
  await expect.poll(async () => (await sent(page)).map((item) => item.verb)).toContain("token");
  const rendered = await page.evaluate(
    () => (window as unknown as { __hcaptchaOptions: Record<string, unknown> }).__hcaptchaOptions,
  );
  expect(rendered).toEqual({ sitekey: "10000000-ffff-ffff-ffff-000000000001" });
  expect(await sent(page)).toEqual([
    { verb: "size", value: "420x640" },
    { verb: "size", value: "320x90" },
    { verb: "size", value: "320x90" },
    { verb: "token", value: "hcaptcha-token" },
  ]);
});

test("with lang=zh the page labels ALTCHA in Chinese and asks hCaptcha for zh-CN (issue #10)", async ({ page }) => {
  await withBridge(page);
  const challengeUrl = `${API_URL}/captcha/v1/challenge`;
  await page.goto(
    `${PAGE_ORIGIN}/captcha.html?provider=altcha&challengeUrl=${encodeURIComponent(challengeUrl)}&lang=zh`,
  );
  const widget = page.locator("altcha-widget");
  await expect(widget).toHaveAttribute("language", "zh-cn");
  await expect(widget.getByText("我不是机器人")).toBeVisible();
  await expect(widget.getByText("I'm not a robot")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

  // Without lang the page stays English.
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=altcha&challengeUrl=${encodeURIComponent(challengeUrl)}`);
  await expect(page.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();

  await page.route("https://js.hcaptcha.com/1/api.js**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.hcaptcha = { render(el, options) {
        window.__hcaptchaOptions = { hl: options.hl, scriptHl: new URL(document.querySelector("script[src*='hcaptcha']").src).searchParams.get("hl") };
        return "widget-1";
      } };
      window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
    }),
  );
  await page.goto(`${PAGE_ORIGIN}/captcha.html?provider=hcaptcha&sitekey=10000000-ffff-ffff-ffff-000000000001&lang=zh`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __hcaptchaOptions?: unknown }).__hcaptchaOptions))
    .toEqual({ hl: "zh-CN", scriptHl: "zh-CN" });
});
