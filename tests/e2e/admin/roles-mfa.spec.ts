/**
 * Team roles and two-factor sign-in in the browser (issue #29), against the
 * local backend:
 * - an author gets Save draft and Submit for review (no Publish, no
 *   Enquiries), saves and submits a draft; a publisher sees the request and
 *   publishes it; an author's publish through the API is refused (English and Chinese);
 * - a member sets up an authenticator app (the code made here from the secret
 *   the dialog shows, with otpauth), signs out, signs in with a code; a wrong
 *   code is refused and keeps the code step (Chinese);
 * - with the team's MFA requirement on (set by an admin at aal2 through the
 *   API), an aal1 session's save is refused with a message that names the
 *   cause, and after verifying a code it works.
 * Everything changed is undone (factors, the requirement, the drafts and
 * review requests), so the other admin specs see the seeded data.
 */
import { expect, type Browser, type Page, test } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { Secret, TOTP } from "otpauth";
import { createSupabaseClient } from "../../../shared/supabase/client";
import { AUTHOR, PUBLISHER } from "../../fixtures/accounts";
import { service } from "../support/clients";
import { ADMIN, ANON_KEY, API_URL } from "../support/env";
import { expectToast, fillWhitePaper, removeWhitePapers, signIn, solveCaptcha } from "./helpers";

const stamp = Date.now().toString(36);
const PREFIX = "E2E roles";

test.describe.configure({ mode: "serial" });

/** Solves the local backend's ALTCHA challenge as the widget would (a password sign-in needs the token). */
async function captchaToken(): Promise<string> {
  const res = await fetch(`${API_URL}/captcha/v1/challenge`);
  expect(res.ok).toBe(true);
  const challenge = (await res.json()) as Challenge & { configuration?: unknown };
  delete challenge.configuration;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  expect(solution).toBeTruthy();
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  );
}

/** A signed-in supabase-js client of `creds` (no session kept on disk). */
async function memberClient(creds: { email: string; password: string }) {
  const client = createSupabaseClient({ url: API_URL, anonKey: ANON_KEY, persistSession: false });
  const { error } = await client.auth.signInWithPassword({ ...creds, options: { captchaToken: await captchaToken() } });
  expect(error).toBeNull();
  return client;
}

/** The codes used so far: the next code waits for a new 30 s period rather than replay one. */
const usedCodes = new Set<string>();
async function freshCode(secret: string): Promise<string> {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  for (;;) {
    const code = totp.generate();
    if (!usedCodes.has(code)) {
      usedCodes.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A 6-digit code that is none of the codes valid now (previous, current, next period). */
function wrongCode(secret: string): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  const valid = [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d }));
  let n = 123456;
  while (valid.includes(String(n).padStart(6, "0"))) n++;
  return String(n).padStart(6, "0");
}

/** Removes every factor of the seeded accounts and turns the requirement off (service key). */
async function undoMfa(): Promise<void> {
  const db = service();
  await db.from("team_settings").update({ mfa_required: false }).eq("id", true);
  const { data } = await db.auth.admin.listUsers();
  for (const user of data?.users ?? []) {
    const seeded: string[] = [ADMIN.email, AUTHOR.email, PUBLISHER.email];
    if (!seeded.includes(user.email ?? "")) continue;
    const { data: factors } = await db.auth.admin.mfa.listFactors({ userId: user.id });
    for (const f of factors?.factors ?? []) await db.auth.admin.mfa.deleteFactor({ userId: user.id, id: f.id });
  }
}

test.afterAll(async () => {
  await undoMfa();
  const db = service();
  const { data } = await db.from("white_papers").select("id").like("title", `${PREFIX} %`);
  const ids = (data ?? []).map((r) => r.id);
  if (ids.length > 0) await db.from("review_requests").delete().in("item_id", ids);
  await removeWhitePapers([PREFIX]);
});

/** The console's toggle to 中文 (on the sign-in page). */
async function switchToChinese(page: Page): Promise<void> {
  await page.goto("/admin");
  await page
    .getByRole("group", { name: /^(Language|语言)$/ })
    .getByRole("button", { name: "中文", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "管理员登录" })).toBeVisible();
}

/** Signs in through the Chinese form. */
async function signInChinese(page: Page, creds: { email: string; password: string }): Promise<void> {
  await page.getByLabel("电子邮箱").fill(creds.email);
  await page.getByRole("textbox", { name: "密码" }).fill(creds.password);
  await solveCaptcha(page, { captchaLabel: "我不是机器人", signIn: "登录" });
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("an author saves a draft and submits it for review; a publisher opens the request and publishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `${PREFIX} en ${stamp}`;
  await signIn(page, AUTHOR);
  await expect(page.getByTestId("staff-role")).toHaveText("Your role: Author");
  await expect(page.getByRole("tab", { name: "White Papers" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Enquiries" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Catalog Files" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Update the site now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Trash/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await expect(dialog.getByRole("button", { name: "Save draft" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit for review" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create & publish" })).toHaveCount(0);
  await expect(dialog.getByLabel("Go live at")).toHaveCount(0);
  await fillWhitePaper(dialog, { title, description: "Written by the author.", pages: "3" });
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit White Paper" });
  await expect(edit.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await edit.getByRole("button", { name: "Submit for review" }).click();
  await expectToast(page, "Success", "Sent to the publishers for review");
  await expect(edit).toBeHidden();

  const db = service();
  const { data: stored } = await db.from("white_papers").select("id, status").eq("title", title).single();
  expect(stored?.status).toBe("draft");
  const { data: requests } = await db.from("review_requests").select("item_id").eq("item_id", stored!.id);
  expect(requests).toHaveLength(1);

  // The API refuses the author's publish as well: the update reaches no row, the row stays a draft.
  const author = await memberClient(AUTHOR);
  const { data: updated } = await author
    .from("white_papers")
    .update({ status: "published" })
    .eq("id", stored!.id)
    .select("id");
  expect(updated ?? []).toEqual([]);
  const { error: rpcError } = await author.rpc("request_site_build", { p_reason: "author" });
  expect(rpcError?.code).toBe("42501");
  expect((await db.from("white_papers").select("status").eq("id", stored!.id).single()).data?.status).toBe("draft");

  // The publisher sees the request, opens it and publishes.
  const publisher = await newPage(browser);
  await signIn(publisher, PUBLISHER);
  await expect(publisher.getByTestId("staff-role")).toHaveText("Your role: Publisher");
  await expect(publisher.getByRole("tab", { name: "Enquiries" })).toHaveCount(0);
  const review = publisher.getByRole("region", { name: "Waiting for review" });
  await review.getByRole("button", { name: `Open ${title}` }).click();
  const publisherDialog = publisher.getByRole("dialog", { name: "Edit White Paper" });
  await publisherDialog.getByRole("button", { name: "Publish" }).click();
  await expectToast(publisher, "Success", "White paper updated successfully");
  expect((await db.from("white_papers").select("status").eq("id", stored!.id).single()).data?.status).toBe("published");
  await review.getByRole("button", { name: `Dismiss the request for ${title}` }).click();
  await expect(review.getByText(title)).toHaveCount(0);
  await publisher.context().close();
});

test("中文: an author submits a draft for review; the publisher sees 待审核 and publishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `${PREFIX} zh ${stamp}`;
  const db = service();
  const { data: row, error } = await db
    .from("white_papers")
    .insert({
      title,
      description: "草稿",
      author: "E2E",
      date_published: "2026-02-03",
      pages: 2,
      category: "technical_analysis",
      status: "draft",
    })
    .select("id")
    .single();
  expect(error).toBeNull();

  await switchToChinese(page);
  await signInChinese(page, AUTHOR);
  await expect(page.getByTestId("staff-role")).toHaveText("你的角色：作者");
  await expect(page.getByRole("tab", { name: "询盘" })).toHaveCount(0);
  await page.getByRole("button", { name: `编辑“${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: "编辑白皮书" });
  await expect(dialog.getByRole("button", { name: "保存草稿" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "发布", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "提交审核" }).click();
  await expectToast(page, "成功", "已发送给发布者审核");

  const publisher = await newPage(browser);
  await switchToChinese(publisher);
  await signInChinese(publisher, PUBLISHER);
  const review = publisher.getByRole("region", { name: "待审核" });
  await review.getByRole("button", { name: `打开 ${title}` }).click();
  await publisher
    .getByRole("dialog", { name: "编辑白皮书" })
    .getByRole("button", { name: "发布", exact: true })
    .click();
  await expectToast(publisher, "成功", "白皮书更新成功");
  expect((await db.from("white_papers").select("status").eq("id", row!.id).single()).data?.status).toBe("published");
  await publisher.context().close();
});

test("two-factor sign-in: set up with the secret shown, sign in with a code (中文), a wrong code is refused", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, PUBLISHER);
  await page.getByRole("button", { name: "Two-factor sign-in" }).click();
  const modal = page.getByRole("dialog", { name: "Two-factor sign-in" });
  await expect(modal.getByText("No authenticator app is set up yet.")).toBeVisible();
  await modal.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(modal.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const secret = (await modal.getByTestId("mfa-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const code = modal.getByRole("textbox", { name: "6-digit code" });
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(wrongCode(secret));
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(modal.getByText("That code is not correct.", { exact: false })).toBeVisible();
  await code.fill(await freshCode(secret));
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expectToast(
    page,
    "Success",
    "Two-factor sign-in is on. From now on you will be asked for a code after your password.",
  );
  await expect(modal.getByText("Verified")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Success", "Successfully signed out");

  // Signing in again, in Chinese: the code step, a wrong code refused, the right one opens the console.
  await switchToChinese(page);
  await signInChinese(page, PUBLISHER);
  await expect(page.getByRole("heading", { name: "输入验证码" })).toBeVisible();
  const step = page.getByRole("textbox", { name: "6 位验证码" });
  await expect(step).toHaveAttribute("autocomplete", "one-time-code");
  await step.fill(wrongCode(secret));
  await page.getByRole("button", { name: "验证", exact: true }).click();
  await expect(page.getByText("验证码不正确。", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "输入验证码" })).toBeVisible();
  await step.fill(await freshCode(secret));
  await page.getByRole("button", { name: "验证", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("staff-role")).toHaveText("你的角色：发布者");
  await page.context().close();
});

test("with the team's MFA requirement on, an aal1 save is refused with the reason; after verifying a code it works", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = `${PREFIX} mfa ${stamp}`;
  // The admin turns the requirement on through the API, from an aal2 session (a factor set up here).
  const admin = await memberClient(ADMIN);
  const { data: enrolled, error: enrollError } = await admin.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: `e2e ${stamp}`,
  });
  expect(enrollError).toBeNull();
  const adminVerify = await admin.auth.mfa.challengeAndVerify({
    factorId: enrolled!.id,
    code: await freshCode(enrolled!.totp.secret),
  });
  expect(adminVerify.error).toBeNull();
  const { error: requireError } = await admin.from("team_settings").update({ mfa_required: true }).eq("id", true);
  expect(requireError).toBeNull();
  expect((await service().from("team_settings").select("mfa_required").single()).data?.mfa_required).toBe(true);

  // The author, without a factor (aal1), tries to save a draft.
  await signIn(page, AUTHOR);
  await page.getByRole("button", { name: "Add White Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New White Paper" });
  await fillWhitePaper(dialog, { title, description: "Blocked until a code is verified.", pages: "2" });
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(
    page,
    "Error",
    "The team requires two-factor sign-in, and this session is not verified with a code, so nothing was saved. Verify a code under Two-factor sign-in, then try again.",
  );
  await expect(dialog).toBeVisible();
  expect((await service().from("white_papers").select("id").eq("title", title)).data).toEqual([]);
  const banner = page.getByTestId("mfa-required-banner");
  await expect(banner).toContainText("The team requires two-factor sign-in.");

  // The author closes the dialog, follows the banner, sets up an app and verifies a code: the session is aal2.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: /Discard/ })
    .getByRole("button", { name: "Discard", exact: true })
    .click();
  await expect(dialog).toBeHidden();
  await banner.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const modal = page.getByRole("dialog", { name: "Two-factor sign-in" });
  await modal.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await modal.getByTestId("mfa-secret").textContent())!.trim();
  await modal.getByRole("textbox", { name: "6-digit code" }).fill(await freshCode(secret));
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expectToast(
    page,
    "Success",
    "Two-factor sign-in is on. From now on you will be asked for a code after your password.",
  );
  await expect(banner).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await page.getByRole("button", { name: "Add White Paper" }).click();
  await fillWhitePaper(dialog, { title, description: "Saved once a code is verified.", pages: "2" });
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Success", "White paper created successfully");
  expect((await service().from("white_papers").select("status").eq("title", title).single()).data?.status).toBe(
    "draft",
  );

  // Undone at once (also by afterAll): the requirement off, the factors removed.
  const { error: offError } = await admin.from("team_settings").update({ mfa_required: false }).eq("id", true);
  expect(offError).toBeNull();
  await undoMfa();
});
