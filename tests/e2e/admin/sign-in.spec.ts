/** Admin sign-in and access (spec §2 Admin sign-in, §4, §5, §6, §8) in the built site against the local backend. */
import { expect, test } from "@playwright/test";
import { ADMIN, EDITOR } from "../support/env";
import { captchaCheckbox, expectToast, fillSignIn, signIn } from "./helpers";

test("a visitor is sent from /admin/dashboard to /admin and cannot sign in without a solved captcha", async ({
  page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("textbox", { name: "Password" }).fill(ADMIN.password);
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  const button = page.getByRole("button", { name: "Sign In" });
  await expect(button).toBeDisabled();
  await page.getByRole("textbox", { name: "Password" }).press("Enter");
  await expectToast(page, "Captcha Required", "Please complete the captcha verification");
  await expect(page).toHaveURL(/\/admin$/);
});

test("a wrong password shows 'Authentication Error' and resets the captcha", async ({ page }) => {
  await fillSignIn(page, { email: ADMIN.email, password: "not-the-password" });
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Authentication Error", "Invalid login credentials");
  await expect(captchaCheckbox(page)).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the editor sees Access Denied on /admin and /admin/dashboard and can sign out", async ({ page }) => {
  await signIn(page, EDITOR);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this area.")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Secure Admin Dashboard")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Success", "Successfully signed out");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
