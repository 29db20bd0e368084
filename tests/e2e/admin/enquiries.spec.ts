/**
 * The admin's Enquiries inbox in Chromium against the real local backend
 * (issue #9 item 4): enquiries sent as a visitor through `submitEnquiry` (anon
 * key) appear newest first with the new ones highlighted and counted; filter
 * by form and status, search, every field labelled as on its form, status and
 * note saved to the database, delete after a confirmation, and "Export CSV"
 * of exactly the rows shown, parsed back with papaparse.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import Papa from "papaparse";
import { CSV_COLUMNS } from "../../../shared/admin/enquiries/csv";
import { SAMPLE_VALUES } from "../../fixtures/enquiries";
import { ADMIN } from "../support/env";
import { fieldCell, inboxRow, inboxRows, openInbox, send, service, storedWith } from "./enquiries-helpers";
import { expectToast, signIn } from "./helpers";

const stamp = `inbox${Date.now().toString(36)}`;
const mail = (who: string) => `${who}.${stamp}@example.com`;
const ADA = `Ada ${stamp}`;
const ALAN = `Alan ${stamp}`;
const KATHERINE = `Katherine ${stamp}`;
const KURT = `Kurt ${stamp}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Sent one after another, so created_at orders them: Kurt is the newest.
  await send(
    "quote",
    {
      ...SAMPLE_VALUES.quote,
      lastName: stamp,
      email: mail("ada"),
      phone: "555 0100",
      additionalRequirements: 'Bit "A", 8.5 in\nsecond line',
    },
    "/get-quote",
  );
  await send("sales", { ...SAMPLE_VALUES.sales, name: ALAN, email: mail("alan") }, "/contact/sales-team");
  await send(
    "demo",
    {
      name: KATHERINE,
      email: mail("katherine"),
      company: "Trajectory Resources",
      platformInterest: "geosteer-cloud",
      demoType: "team",
      teamSize: "4-10",
    },
    "/zh/software/request-demo",
    "zh",
  );
  await send(
    "technical_docs",
    { name: KURT, email: mail("kurt"), documentType: "operation-manual", urgency: "urgent" },
    "/resources/technical-docs",
  );
  // The notification e-mail of Alan's enquiry failed (what the notify function records).
  const [alan] = (await storedWith(stamp)).filter((row) => row.name === ALAN);
  const { error } = await service()
    .from("enquiries")
    .update({ notify_error: "SMTP 550 mailbox unavailable" })
    .eq("id", alan!.id);
  expect(error).toBeNull();
});

test("stored enquiries appear newest first, new ones highlighted and counted, with filters and search", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  // The spec's five tabs stay, white papers first and selected, News (issue #26) after Documentation;
  // Enquiries, then the admins' Site settings (issue #30).
  await expect(page.getByRole("tab")).toHaveText([
    "White Papers",
    "Case Studies",
    "Videos",
    "Documentation",
    "News",
    "Catalog Files",
    /^Enquiries/,
    "Site settings",
  ]);
  await expect(page.getByRole("tab", { name: "White Papers" })).toHaveAttribute("aria-selected", "true");

  const card = page.getByRole("group", { name: "Enquiries" });
  await expect(card.getByTestId("count-new")).toHaveText(/^\d+ new$/);
  const fresh = Number((await card.getByTestId("count-new").textContent())?.split(" ")[0]);
  expect(fresh).toBeGreaterThanOrEqual(4);
  await expect(card).toHaveAttribute("data-highlight", "true");

  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await expect(inboxRows(page)).toHaveCount(4);
  await expect(page.getByTestId("list-count")).toHaveText(/^4 of \d+$/);
  for (const [i, name] of [KURT, KATHERINE, ALAN, ADA].entries())
    await expect(inboxRows(page).nth(i)).toContainText(name);

  const alan = inboxRow(page, ALAN);
  for (const text of ["Sales enquiry", "Bletchley Drilling", mail("alan"), "New"])
    await expect(alan).toContainText(text);
  await expect(alan).toHaveAttribute("data-new", "true");
  await expect(alan.getByTestId("notify-failed")).toHaveText("E-mail failed");
  await expect(inboxRow(page, KURT).getByTestId("notify-failed")).toHaveCount(0);

  // Filter by form, then status; the search stays applied.
  const filters = page.getByRole("tabpanel");
  await filters.getByLabel("Form").selectOption({ label: "Sales enquiry" });
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRows(page).first()).toContainText(ALAN);
  await filters.getByLabel("Status").selectOption({ label: "Closed" });
  await expect(page.getByText("No enquiries match the filters")).toBeVisible();
  await filters.getByLabel("Form").selectOption({ label: "All forms" });
  await filters.getByLabel("Status").selectOption({ label: "New" });
  await expect(inboxRows(page)).toHaveCount(4);

  // Search matches any word of any field (company, detail values), case-insensitively.
  await page.getByLabel("Search enquiries").fill(`${stamp} TRAJECTORY`);
  await expect(inboxRows(page)).toHaveCount(1);
  await expect(inboxRows(page).first()).toContainText(KATHERINE);
});

test("the detail shows every field labelled as on its form; status and note are saved", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);

  await page.getByRole("button", { name: `Open enquiry from ${ADA}` }).click();
  const dialog = page.getByRole("dialog", { name: `Quote request from ${ADA}` });
  await expect(dialog).toBeVisible();
  const expected: [string, string][] = [
    ["First Name", "Ada"],
    ["Last Name", stamp],
    ["Email Address", mail("ada")],
    ["Company Name", "Analytical Drilling"],
    ["Phone Number", "555 0100"],
    ["Project Type", "Horizontal"],
    ["Expected Depth (ft)", "12,500"],
    ["Formation Type", "Hard"],
    ["Project Timeline", "Short (1-3 months)"],
    ["Budget Range", "$1M - $5M"],
    ["Additional Requirements", 'Bit "A", 8.5 in\nsecond line'],
    ["Send me product updates and technical news", "Yes"],
    ["Language", "English"],
    ["Page", "/get-quote"],
  ];
  for (const [label, value] of expected) await expect(fieldCell(dialog, label)).toHaveText(value);
  await expect(fieldCell(dialog, "Received")).toHaveText(/\d{4}/);

  // A note typed but not saved survives a status change.
  const note = dialog.getByLabel("Internal note");
  await note.fill(`Called back ${stamp}`);
  await dialog.getByLabel("Status").selectOption({ label: "In progress" });
  await expectToast(page, "Success", "Enquiry updated successfully");
  await expect(note).toHaveValue(`Called back ${stamp}`);
  await expect(dialog.getByText("Unsaved changes")).toBeVisible();
  await expect.poll(async () => (await storedWith(stamp)).find((r) => r.name === ADA)?.status).toBe("in_progress");
  expect((await storedWith(stamp)).find((r) => r.name === ADA)?.note).toBeNull();

  // Closing with an unsaved note asks first; "Keep editing" keeps it.
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await page
    .getByRole("dialog", { name: "Discard unsaved note?" })
    .getByRole("button", { name: "Keep editing" })
    .click();
  await expect(note).toHaveValue(`Called back ${stamp}`);
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expectToast(page, "Success", "Enquiry updated successfully");
  await expect(dialog.getByRole("button", { name: "Save note" })).toBeDisabled();
  await expect
    .poll(async () => (await storedWith(stamp)).find((r) => r.name === ADA)?.note)
    .toBe(`Called back ${stamp}`);
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();

  const ada = inboxRow(page, ADA);
  await expect(ada).toContainText("In progress");
  await expect(ada).not.toHaveAttribute("data-new", "true");

  // After a reload the saved status and note come back from the server.
  await page.reload();
  await openInbox(page);
  await page.getByRole("button", { name: `Open enquiry from ${ADA}` }).click();
  await expect(dialog.getByLabel("Status")).toHaveValue("in_progress");
  await expect(dialog.getByLabel("Internal note")).toHaveValue(`Called back ${stamp}`);
  await dialog.getByRole("button", { name: "Close dialog" }).click();

  // The failed notification e-mail is explained in the detail.
  await page.getByRole("button", { name: `Open enquiry from ${ALAN}` }).click();
  const alan = page.getByRole("dialog", { name: `Sales enquiry from ${ALAN}` });
  await expect(alan.getByRole("alert")).toContainText("SMTP 550 mailbox unavailable");
  for (const [label, value] of [
    ["Full Name", ALAN],
    ["Company", "Bletchley Drilling"],
    ["Position", "Procurement"],
    ["Inquiry Type", "Bulk Order"],
    ["Budget", "Over $1M"],
    ["Timeline", "This quarter"],
    ["Project Details", "Twelve RSS tools"],
  ] as const)
    await expect(fieldCell(alan, label)).toHaveText(value);
  await alan.getByRole("button", { name: "Close dialog" }).click();

  // A field the visitor left empty reads as a dash; the zh page's locale shows as Chinese.
  await page.getByRole("button", { name: `Open enquiry from ${KATHERINE}` }).click();
  const katherine = page.getByRole("dialog", { name: `Demo request from ${KATHERINE}` });
  await expect(fieldCell(katherine, "Phone Number")).toHaveText("—");
  await expect(fieldCell(katherine, "Platform of Interest")).toHaveText("GeoSteer Cloud");
  await expect(fieldCell(katherine, "Language")).toHaveText("Chinese");
});

test("delete asks first and removes the enquiry", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await page.getByRole("button", { name: `Open enquiry from ${KURT}` }).click();
  const dialog = page.getByRole("dialog", { name: `Technical documentation request from ${KURT}` });
  await dialog.getByRole("button", { name: "Delete enquiry" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete enquiry?" });
  await expect(confirm).toContainText(mail("kurt"));
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await storedWith(stamp)).some((r) => r.name === KURT)).toBe(true);

  await dialog.getByRole("button", { name: "Delete enquiry" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Enquiry deleted successfully");
  await expect(dialog).toBeHidden();
  await expect(inboxRow(page, KURT)).toHaveCount(0);
  await expect(inboxRows(page)).toHaveCount(3);
  expect((await storedWith(stamp)).some((r) => r.name === KURT)).toBe(false);
});

test("Export CSV downloads exactly the filtered, searched list", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await page.getByRole("tabpanel").getByLabel("Status").selectOption({ label: "New" });
  await expect(inboxRows(page)).toHaveCount(2);
  const shownIds = await inboxRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id")));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  await expectToast(page, "Success", "Exported 2 enquiries to CSV");
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<Record<string, string>>(bytes.toString("utf8"), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);

  // The same rows as the list, in its order, and as stored.
  expect(parsed.data.map((r) => r["ID"])).toEqual(shownIds);
  const stored = (await storedWith(stamp)).filter((r) => r.status === "new");
  expect(parsed.data.map((r) => r["ID"])).toEqual(stored.map((r) => r.id));
  const [katherine, alan] = parsed.data;
  expect(katherine).toMatchObject({
    Form: "Demo request",
    Status: "New",
    Name: KATHERINE,
    Email: mail("katherine"),
    Company: "Trajectory Resources",
    Locale: "zh",
    Page: "/zh/software/request-demo",
    "Platform of Interest": "GeoSteer Cloud",
    "Team Size": "4-10 people",
    Timeline: "",
    Phone: "",
  });
  expect(alan).toMatchObject({
    Form: "Sales enquiry",
    Name: ALAN,
    Email: mail("alan"),
    // A leading + is defused so a spreadsheet shows text, not a formula.
    Phone: "'+44 555 0103",
    Position: "Procurement",
    "Inquiry Type": "Bulk Order",
    Budget: "Over $1M",
    Timeline: "This quarter",
    "Project Details": "Twelve RSS tools",
    "Project Timeline": "",
    Notified: "Failed: SMTP 550 mailbox unavailable",
  });
  expect(alan?.["Received"]).toBe(stored.find((r) => r.name === ALAN)?.created_at);
});

test("an enquiry sent while the inbox is open appears without reloading the page", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await openInbox(page);
  await page.getByLabel("Search enquiries").fill(stamp);
  await expect(inboxRows(page)).toHaveCount(3);
  const card = page.getByRole("group", { name: "Enquiries" });
  await expect(card.getByTestId("count-new")).toHaveText(/^\d+ new$/);
  const before = Number((await card.getByTestId("count-new").textContent())?.split(" ")[0]);

  const GRACE = `Grace ${stamp}`;
  await send(
    "contact",
    { firstName: "Grace", lastName: stamp, email: mail("grace"), projectDetails: "Two wells" },
    "/",
  );
  // The console checks on its 30 s timer and whenever its window gets the focus back.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(inboxRows(page).first()).toContainText(GRACE);
  await expect(inboxRow(page, GRACE)).toHaveAttribute("data-new", "true");
  await expect(card.getByTestId("count-new")).toHaveText(`${before + 1} new`);
});
