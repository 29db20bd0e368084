/**
 * The admin's site status (issue #27: "the admin shows, per item and for the
 * site, whether the public site has the change yet … with a retry", from the
 * build's own record), in English and Chinese. The build records are written
 * with the service_role key (as the builder does), read again when the
 * console gets the focus back; Retry asks for a build through the admin's session (rpc
 * request_site_build), which adds a request row.
 */
import { expect, type Page, test } from "@playwright/test";
import { service } from "../support/clients";
import { signIn } from "./helpers";
import { ADMIN } from "../support/env";

const db = service();
const ERROR = "Build hook answered 500";

/** Replaces every build record with `rows` (status, data_as_of, error). */
async function setBuilds(rows: { status: string; data_as_of: string | null; error?: string }[]): Promise<void> {
  const cleared = await db.from("site_builds").delete().gte("id", 0);
  expect(cleared.error).toBeNull();
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  const inserted = await db.from("site_builds").insert(
    rows.map((row) => ({
      reason: "publish",
      requested_at: now,
      started_at: row.data_as_of,
      finished_at: row.status === "live" || row.status === "failed" ? now : null,
      error: row.error ?? null,
      status: row.status,
      data_as_of: row.data_as_of,
    })),
  );
  expect(inserted.error).toBeNull();
}

/** The build requests the admin's Retry / "Update the site now" recorded (reason retry, any status since). */
async function retryRequests(): Promise<number> {
  const { data, error } = await db.from("site_builds").select("id").eq("reason", "retry");
  expect(error).toBeNull();
  return data!.length;
}

const panel = (page: Page) => page.getByTestId("site-status");
/** The site-status badge of the first published white paper's card. */
const itemBadge = (page: Page) => page.getByTestId("site-status-badge").first();

/**
 * The console gets the focus back, and reads the build records at once (no wait for the next poll),
 * until its status says `text`: a read already under way when the records changed answers with the
 * old ones (react-query joins it), so the focus is given back again until a fresh read shows them.
 */
async function readAgainUntil(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(panel(page).getByRole("status")).toHaveText(text, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

test.afterAll(async () => {
  await db.from("site_builds").delete().gte("id", 0);
});

test("the dashboard and the published items show Live, Updating and Failed with Retry, in English and Chinese", async ({
  page,
}) => {
  const now = () => new Date().toISOString();
  await setBuilds([{ status: "live", data_as_of: now() }]);
  await signIn(page, ADMIN);
  await expect(panel(page).getByRole("status")).toHaveText("Live on the site");
  await expect(itemBadge(page)).toHaveText("Live on the site");

  // A build running that read the items' data.
  await setBuilds([{ status: "building", data_as_of: now() }]);
  await readAgainUntil(page, "Updating the site…");
  await expect(itemBadge(page)).toHaveText("Updating the site…");
  await expect(panel(page).getByRole("button", { name: "Update the site now" })).toBeDisabled();

  // It failed: the error, Retry, and a failed badge on the items.
  await setBuilds([{ status: "failed", data_as_of: now(), error: ERROR }]);
  await readAgainUntil(page, `Site update failed: ${ERROR}`);
  await expect(itemBadge(page)).toHaveText("Site update failed");
  expect(await retryRequests()).toBe(0);
  await panel(page).getByRole("button", { name: "Retry" }).click();
  await expect(panel(page).getByRole("status")).toHaveText("Updating the site…");
  await expect(itemBadge(page)).toHaveText("Updating the site…");
  expect(await retryRequests()).toBe(1);

  // 中文: the same states in Chinese.
  await setBuilds([{ status: "failed", data_as_of: now(), error: ERROR }]);
  await page
    .getByRole("group", { name: /^(Language|语言)$/ })
    .getByRole("button", { name: "中文", exact: true })
    .click();
  await readAgainUntil(page, `网站更新失败：${ERROR}`);
  await expect(itemBadge(page)).toHaveText("网站更新失败");
  await panel(page).getByRole("button", { name: "重试" }).click();
  await expect(panel(page).getByRole("status")).toHaveText("正在更新网站…");
  await expect(itemBadge(page)).toHaveText("正在更新网站…");
  expect(await retryRequests()).toBe(1);

  await setBuilds([{ status: "live", data_as_of: now() }]);
  await readAgainUntil(page, "已在网站上线");
  await expect(itemBadge(page)).toHaveText("已在网站上线");
  await panel(page).getByRole("button", { name: "立即更新网站" }).click();
  await expect(panel(page).getByRole("status")).toHaveText("正在更新网站…");
  expect(await retryRequests()).toBe(1);
  // Back to English for the specs after this one (the choice is kept in the browser's storage).
  await page
    .getByRole("group", { name: /^(Language|语言)$/ })
    .getByRole("button", { name: "EN", exact: true })
    .click();
});
