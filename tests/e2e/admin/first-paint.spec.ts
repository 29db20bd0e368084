/**
 * The admin paints at once (issue #24). /admin used to wait for a first
 * contentful paint that its empty shell never had, then showed a skeleton
 * with no fields; its HTML now paints the real sign-in form (labelled email
 * and password inputs, the captcha area, a disabled Sign In) before any of
 * the admin's code runs, in the stored admin language, or the dashboard's
 * skeleton for a stored session. When the code arrives, React's form takes
 * over what was typed, the focused field and its place on the page. How
 * fast, against a public page's heading, is for a benchmark to print (speed
 * targets are never timed tests here); this spec checks what paints without
 * the code and what happens when it comes.
 */
import { expect, type Page, type Route, test } from "@playwright/test";

/** Holds back every script of the site's assets until `release()`; later ones pass. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Resolves once the admin's code has taken over: React committed and the shell is gone. */
async function codeTookOver(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#admin-shell")).toHaveCount(0);
}

for (const [language, stored, texts] of [
  ["English", null, { title: "Admin Sign In", email: "Email", password: "Password", submit: "Sign In" }],
  ["Chinese", "zh", { title: "管理员登录", email: "电子邮箱", password: "密码", submit: "登录" }],
] as const) {
  test(`/admin (${language}) shows the sign-in form in its language before the admin's code runs`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    try {
      if (stored) await context.addInitScript((l) => localStorage.setItem("admin.language", l), stored);
      const page = await context.newPage();
      await holdScripts(page);
      await page.goto("/admin", { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: texts.title })).toBeVisible();
      await expect(page.getByLabel(texts.email)).toBeVisible();
      await expect(page.getByLabel(texts.email)).toHaveAttribute("autocomplete", "username");
      await expect(page.getByLabel(texts.password)).toBeVisible();
      await expect(page.getByLabel(texts.password)).toHaveAttribute("autocomplete", "current-password");
      await expect(page.getByRole("button", { name: texts.submit, exact: true })).toBeDisabled();
      // Only the HTML shell: React has not rendered anything.
      await expect(page.locator("#root")).toBeEmpty();
    } finally {
      await context.close();
    }
  });
}

test("/admin keeps what was typed into the shell: values and the focused field carry over into React's form", async ({
  page,
}) => {
  const code = await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  await page.getByLabel("Email").pressSequentially("admin@example.com");
  // A password manager's autofill: the value set without typing.
  await page.getByLabel("Password").evaluate((input: HTMLInputElement) => {
    input.value = "admin-pass";
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.getByLabel("Password").focus();
  await page.keyboard.press("End");
  await expect(page.locator("#root")).toBeEmpty();

  await code.release();
  await codeTookOver(page);
  const email = page.locator("#root").getByLabel("Email");
  const password = page.locator("#root").getByRole("textbox", { name: "Password" });
  await expect(email).toHaveValue("admin@example.com");
  await expect(password).toHaveValue("admin-pass");
  await expect(password).toBeFocused();
  // The caret carried over too: typing goes on at the end.
  await page.keyboard.type("word");
  await expect(password).toHaveValue("admin-password");
});

test("/admin keeps the email field focused when the code takes over while the visitor types in it", async ({
  page,
}) => {
  const code = await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  await page.getByLabel("Email").pressSequentially("admin@");
  await code.release();
  await codeTookOver(page);
  const email = page.locator("#root").getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("admin@");
  await page.keyboard.type("example.com");
  await expect(email).toHaveValue("admin@example.com");
});

test("/admin: Enter in the shell's form submits nothing, and never the password in a URL", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const submits: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() || request.method() !== "GET")
      submits.push(`${request.method()} ${request.url()}`);
  });
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("admin-password");
  // What the page does with Enter, seen from inside it: a form submission fires "submit" while the
  // key is handled (before its keyup), and unless a handler cancels it, then starts the navigation
  // that sends the form.
  await page.evaluate(() => {
    const seen = { submitted: false, enterUp: false };
    Object.assign(window, { __enterInShell: seen });
    window.addEventListener("submit", (event) => (seen.submitted ||= !event.defaultPrevented));
    document.addEventListener("keyup", (event) => event.key === "Enter" && (seen.enterUp = true), true);
  });
  await page.getByLabel("Password").press("Enter");
  const outcome = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __enterInShell?: { submitted: boolean; enterUp: boolean } }).__enterInShell;
      if (!seen) return "left the page";
      return seen.submitted ? "submitted" : seen.enterUp ? "handled" : "pending";
    });
  // Instead of a fixed wait: until the page has handled the whole keystroke. Had it submitted the form
  // (or left the page), until that request was seen too, so that the checks below report it.
  await expect.poll(outcome).not.toBe("pending");
  if ((await outcome().catch(() => "left the page")) !== "handled") {
    await expect.poll(() => submits.length).toBeGreaterThan(0);
  }
  expect(page.url()).not.toContain("password");
  expect(submits).toEqual([]);
  await expect(page.getByLabel("Password")).toHaveValue("admin-password");
});

test("/admin: React's form takes the shell's place to the pixel (no layout shift when the code takes over)", async ({
  page,
}) => {
  const code = await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const parts = {
    title: (scope: string) => page.locator(`${scope} h2`),
    emailLabel: (scope: string) => page.locator(`${scope} label[for="admin-sign-in-email"]`),
    email: (scope: string) => page.locator(`${scope} #admin-sign-in-email`),
    passwordLabel: (scope: string) => page.locator(`${scope} label[for="admin-sign-in-password"]`),
    passwordBox: (scope: string) => page.locator(`${scope} .mantine-PasswordInput-input`),
    password: (scope: string) => page.locator(`${scope} #admin-sign-in-password`),
  };
  await expect(parts.email("#admin-shell")).toBeVisible();
  const before = Object.fromEntries(
    await Promise.all(Object.entries(parts).map(async ([name, at]) => [name, await at("#admin-shell").boundingBox()])),
  );
  await code.release();
  await codeTookOver(page);
  for (const [name, at] of Object.entries(parts)) {
    const after = await at("#root").boundingBox();
    const shell = before[name];
    expect(shell, name).not.toBeNull();
    expect(after, name).not.toBeNull();
    for (const key of ["x", "y", "width", "height"] as const)
      expect(
        Math.abs(after![key] - shell![key]),
        `${name}.${key}: ${shell![key]} → ${after![key]}`,
      ).toBeLessThanOrEqual(1);
  }
});

test("/admin with a stored session shows the dashboard's skeleton, not the sign-in form, before the code runs", async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() =>
      localStorage.setItem(
        "sb-127-auth-token",
        JSON.stringify({ access_token: "x", refresh_token: "y", expires_at: 0, user: { id: "u" } }),
      ),
    );
    const page = await context.newPage();
    await holdScripts(page);
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Secure Admin Dashboard" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeHidden();
  } finally {
    await context.close();
  }
});
