/**
 * Same-user conflict wording (issue #25, "Admin screens a user tripped
 * over"): when a stale save's other change was made by the same admin in
 * another tab, the message says so, with the time, instead of blaming
 * "someone else"; a change made by someone else (here the server, no user)
 * keeps the old wording.
 */
import { expect, test } from "@playwright/test";
import { service } from "../support/clients";
import { ADMIN } from "../support/env";
import { insertWhitePaper, openStaleEditDialog, removeWhitePapers, signIn } from "./helpers";

const PREFIX = "E2E same-user conflict";
const title = `${PREFIX} ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await removeWhitePapers([PREFIX]);
});

test("a save refused because of the same admin's change in another tab says 'You changed this … in another window or tab'", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const id = await insertWhitePaper(title, "First version.");

  // Two tabs of one browser: one session, one user.
  await signIn(page, ADMIN);
  const second = await context.newPage();
  await second.goto("/admin/dashboard");
  const mine = await openStaleEditDialog(page, second, title, "Changed in the other tab.");

  await mine.getByRole("textbox", { name: "Description", exact: true }).fill("Changed in this tab.");
  await mine.getByRole("button", { name: "Update", exact: true }).click();
  const message = mine.getByTestId("conflict-message");
  await expect(message).toContainText(
    /You changed this white paper in another window or tab at .+, after you opened it here, so your changes here were not saved\./,
  );
  await expect(message).not.toContainText("Someone else");

  // Reload, then a change by someone else (the server: no user) keeps the general wording.
  await message.getByRole("button", { name: "Reload" }).click();
  await expect(message).toBeHidden();
  const { error: serverError } = await service()
    .from("white_papers")
    .update({ description: "Changed by the server." })
    .eq("id", id);
  expect(serverError).toBeNull();
  await mine.getByLabel("Pages").fill("5");
  await mine.getByRole("button", { name: "Update", exact: true }).click();
  await expect(message).toContainText("Someone else changed this white paper");
  await second.close();
});
