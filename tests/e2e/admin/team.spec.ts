/**
 * The team in the browser (issue #29), against the local backend, in English
 * and Chinese:
 * - an admin opens Team from the dashboard and invites a new address as
 *   author; the invitation the local Auth recorded (<data dir>/auth-mail/) is
 *   opened like a mail client would (Auth's /verify, then the accept page with
 *   the session in the fragment); the invitee sets a password, is sent to the
 *   sign-in, signs in with the captcha and sees the console; the admin then
 *   sees the sign-in, removes the member (confirm naming them) and the history
 *   records it;
 * - the last admin cannot demote themself (the refusal is shown);
 * - the no-role editor sees its administrators and requests access; the admin
 *   sees the request on the Team screen and dismisses it.
 * Everything created is removed (the invited members, the request), so the
 * other admin specs see the seeded team.
 */
import path from "node:path";
import { expect, type Browser, type Page, test } from "@playwright/test";
import { ADMIN_LANGUAGE_STORAGE_KEY } from "../../../shared/admin/i18n/languages";
import { AUTH_MAIL_FOLDER, readAuthOutbox } from "../../../supabase/server/auth/auth-mail";
import { service } from "../support/clients";
import { ADMIN, DATA_DIR, EDITOR, WEB_URL } from "../support/env";
import { expectToast, solveCaptcha } from "./helpers";

const stamp = Date.now().toString(36);

test.describe.configure({ mode: "serial" });

/** The texts each run clicks by. */
const TEXTS = {
  en: {
    signInTitle: "Admin Sign In",
    email: "Email",
    password: "Password",
    captcha: { captchaLabel: "I'm not a robot", signIn: "Sign In" },
    signedIn: ["Success", "Successfully signed in!"],
    dashboard: "Secure Admin Dashboard",
    team: "Team",
    invite: "Invite member",
    inviteDialog: "Invite a member",
    inviteEmail: "E-mail address",
    send: "Send invitation",
    sent: (e: string) => `Invitation sent to ${e}`,
    pending: "Invitation pending",
    intro: (e: string) => `Choose a password for ${e}.`,
    newPassword: "New password",
    repeat: "Repeat the password",
    setPassword: "Set password",
    tooShort: "Use at least 12 characters.",
    done: ["Password set — sign in", "Sign in with your e-mail address and your new password."],
    never: "Never",
    remove: (e: string) => `Remove ${e}`,
    removeDialog: (e: string) => `Remove ${e}?`,
    removeConfirm: "Remove member",
    removed: (e: string) => `${e} was removed from the team`,
    historyRemoved: (e: string) => `${ADMIN.email} removed ${e}`,
    roleOf: (e: string) => `Role of ${e}`,
    author: "Author",
    changeSelf: "Change your own role?",
    changeConfirm: "Change role",
    lastAdmin: "The last admin cannot be removed or demoted. Make someone else an admin first.",
  },
  zh: {
    signInTitle: "管理员登录",
    email: "电子邮箱",
    password: "密码",
    captcha: { captchaLabel: "我不是机器人", signIn: "登录" },
    signedIn: ["成功", "登录成功！"],
    dashboard: "安全管理后台",
    team: "团队",
    invite: "邀请成员",
    inviteDialog: "邀请成员",
    inviteEmail: "电子邮箱地址",
    send: "发送邀请",
    sent: (e: string) => `已向 ${e} 发送邀请`,
    pending: "邀请待接受",
    intro: (e: string) => `为 ${e} 设置密码。`,
    newPassword: "新密码",
    repeat: "再次输入密码",
    setPassword: "设置密码",
    tooShort: "请至少使用 12 个字符。",
    done: ["密码已设置，请登录", "请使用您的电子邮箱地址和新密码登录。"],
    never: "从未",
    remove: (e: string) => `移除 ${e}`,
    removeDialog: (e: string) => `移除 ${e}？`,
    removeConfirm: "移除成员",
    removed: (e: string) => `已将 ${e} 移出团队`,
    historyRemoved: (e: string) => `${ADMIN.email} 移除了 ${e}`,
    roleOf: (e: string) => `${e} 的角色`,
    author: "作者",
    changeSelf: "更改您自己的角色？",
    changeConfirm: "更改角色",
    lastAdmin: "无法移除或降级最后一位管理员。请先将其他成员设为管理员。",
  },
} as const;
type Language = keyof typeof TEXTS;

/** A fresh page whose console starts in `language`. */
async function newPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [ADMIN_LANGUAGE_STORAGE_KEY, language] as const,
  );
  return context.newPage();
}

/** Signs in through the form on /admin (captcha as usual) in `language`. */
async function signInAs(page: Page, creds: { email: string; password: string }, language: Language): Promise<void> {
  const t = TEXTS[language];
  if (!page.url().endsWith("/admin")) await page.goto("/admin");
  await expect(page.getByRole("heading", { name: t.signInTitle })).toBeVisible();
  await page.getByLabel(t.email).fill(creds.email);
  await page.getByRole("textbox", { name: t.password }).fill(creds.password);
  await solveCaptcha(page, t.captcha);
  await page.getByRole("button", { name: t.captcha.signIn, exact: true }).click();
  await expectToast(page, t.signedIn[0], t.signedIn[1]);
}

/** The invitation link recorded for `email` (the newest). */
async function invitationLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await readAuthOutbox(path.join(DATA_DIR, AUTH_MAIL_FOLDER))).filter((m) => m.to === email);
      link = mails.at(-1)?.link ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/**
 * Where the link leads, on the test site: Auth answers 303 to the accept page
 * with the session in the fragment; the backend's Site URL is not this run's
 * port, so the page is opened on WEB_URL with the same path and fragment.
 */
async function followInvitation(link: string): Promise<string> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  const target = new URL(res.headers.get("location")!);
  expect(target.pathname).toBe("/admin/accept-invite");
  expect(target.hash).toContain("access_token=");
  return `${WEB_URL}${target.pathname}${target.hash}`;
}

/** A member's role select (its input; the open list carries the same label). */
const roleSelect = (page: Page, label: string) => page.locator(`input[aria-label="${label}"]`);

/** Removes test accounts left by an earlier failed run (service key). */
async function deleteUser(email: string): Promise<void> {
  const admin = service();
  const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
  const user = data.users.find((u) => u.email === email);
  if (user) await admin.auth.admin.deleteUser(user.id);
}

const invited: string[] = [];
test.afterAll(async () => {
  for (const email of invited) await deleteUser(email);
  // The editor's requests of this run (the seeded editor has none).
  await service().from("access_requests").delete().eq("email", EDITOR.email);
});

for (const language of ["en", "zh"] as const) {
  test(`${language}: an admin invites an author, who sets a password, signs in and is then removed`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = TEXTS[language];
    const email = `e2e-invitee-${language}-${stamp}@example.com`;
    invited.push(email);
    const admin = await newPage(browser, language);
    await signInAs(admin, ADMIN, language);
    await expect(admin.getByRole("heading", { name: t.dashboard })).toBeVisible();
    await admin.getByRole("link", { name: t.team, exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/team$/);
    await expect(admin.getByRole("heading", { name: t.team, exact: true })).toBeVisible();

    await admin.getByRole("button", { name: t.invite }).click();
    const dialog = admin.getByRole("dialog", { name: t.inviteDialog });
    await dialog.getByLabel(t.inviteEmail).fill(email);
    await dialog.getByRole("button", { name: t.send }).click();
    await expectToast(admin, language === "en" ? "Success" : "成功", t.sent(email));
    const row = admin.locator(`tr[data-email="${email}"]`);
    await expect(row).toContainText(t.pending);
    await expect(roleSelect(admin, t.roleOf(email))).toHaveValue(language === "en" ? "Author" : "作者");

    // The invitee opens the recorded link in their own browser.
    const acceptUrl = await followInvitation(await invitationLink(email));
    const invitee = await newPage(browser, language);
    await invitee.goto(acceptUrl);
    await expect(invitee.getByText(t.intro(email))).toBeVisible();
    await expect(invitee).toHaveURL(/\/admin\/accept-invite$/);
    const password = `Invited-${stamp}-Aa1`;
    await invitee.getByLabel(t.newPassword).fill("Short-1a");
    await invitee.getByLabel(t.repeat).fill("Short-1a");
    await invitee.getByRole("button", { name: t.setPassword }).click();
    await expect(invitee.getByText(t.tooShort)).toBeVisible();
    await invitee.getByLabel(t.newPassword).fill(password);
    await invitee.getByLabel(t.repeat).fill(password);
    await invitee.getByRole("button", { name: t.setPassword }).click();
    await expectToast(invitee, t.done[0], t.done[1]);
    await expect(invitee).toHaveURL(/\/admin$/);
    await signInAs(invitee, { email, password }, language);
    await expect(invitee.getByRole("heading", { name: t.dashboard })).toBeVisible();
    // An author has no Team entry.
    await expect(invitee.getByRole("link", { name: t.team, exact: true })).toHaveCount(0);
    await invitee.context().close();

    // The admin sees the accepted invitation, then removes the member.
    await admin.reload();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(t.pending);
    await expect(row).not.toContainText(t.never);
    await admin.getByRole("button", { name: t.remove(email) }).click();
    const confirm = admin.getByRole("dialog", { name: t.removeDialog(email) });
    await confirm.getByRole("button", { name: t.removeConfirm }).click();
    await expectToast(admin, language === "en" ? "Success" : "成功", t.removed(email));
    await expect(row).toHaveCount(0);
    await expect(admin.getByTestId("team-history")).toContainText(t.historyRemoved(email));
    await admin.context().close();
  });
}

test("the last admin cannot demote themself (English and Chinese)", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const language of ["en", "zh"] as const) {
    const t = TEXTS[language];
    const page = await newPage(browser, language);
    await signInAs(page, ADMIN, language);
    await page.goto("/admin/team");
    const select = roleSelect(page, t.roleOf(ADMIN.email));
    await select.click();
    await page.getByRole("option", { name: t.author }).click();
    const dialog = page.getByRole("dialog", { name: t.changeSelf });
    await dialog.getByRole("button", { name: t.changeConfirm }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.lastAdmin })).toBeVisible();
    await page.reload();
    await expect(roleSelect(page, t.roleOf(ADMIN.email))).toHaveValue(language === "en" ? "Admin" : "管理员");
    await page.context().close();
  }
});

test("the no-role editor sees its administrators and requests access; the admin sees the request", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const editor = await newPage(browser, "en");
  await signInAs(editor, EDITOR, "en");
  await expect(editor.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(editor.getByTestId("team-administrators")).toHaveText(ADMIN.email);
  const message = `E2E please let me write news ${stamp}`;
  await editor.getByLabel("Message (optional)").fill(message);
  await editor.getByRole("button", { name: "Request access" }).click();
  await expect(editor.getByText("Your request was sent to the administrators.")).toBeVisible();
  await editor.context().close();

  const admin = await newPage(browser, "zh");
  await signInAs(admin, ADMIN, "zh");
  await admin.goto("/admin/team");
  const request = admin.getByTestId("access-requests").locator(`[data-email="${EDITOR.email}"]`);
  await expect(request).toContainText(message);
  await admin.getByRole("button", { name: `忽略 ${EDITOR.email} 的请求` }).click();
  await expectToast(admin, "成功", "已忽略请求");
  await expect(request).toHaveCount(0);
  await admin.context().close();
});
