/**
 * The Site settings tab (issue #30) on a fake backend: it shows the stored
 * settings, refuses bad values inline (phone, e-mail, non-https social URL,
 * an empty required field) without sending anything, saves what is valid
 * (blank social URLs as null) with a success toast, keeps what was typed
 * when the admin leaves the tab and comes back, discards on request, says
 * what went wrong when the database refuses a value, edits the branch
 * offices (add, reorder, remove, an incomplete one refused, at most 12), and
 * shows the Chinese labels in the Chinese console.
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setAdminLanguage } from "../../shared/admin/i18n";
import { DEFAULT_SITE_SETTINGS } from "../../shared/site-settings/defaults";
import type { SiteSettings } from "../../shared/site-settings/fields";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, json, onAdminDashboard, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
let stored: SiteSettings & { updated_at: string | null };
let patches: Record<string, unknown>[];
let refuse: { code: string; message: string } | null;

beforeEach(() => {
  notifications.clean();
  backend = createFakeBackend();
  onAdminDashboard(backend, []);
  stored = { ...DEFAULT_SITE_SETTINGS, updated_at: "2026-11-20T10:00:00Z" };
  patches = [];
  refuse = null;
  backend.on("GET /rest/v1/site_settings", () => json(200, stored));
  backend.on("GET /rest/v1/news", () => json(200, []));
  backend.on("PATCH /rest/v1/site_settings", ({ body }) => {
    patches.push(body as Record<string, unknown>);
    if (refuse) return json(400, { ...refuse, details: null, hint: null });
    stored = { ...stored, ...(body as Partial<SiteSettings>), updated_at: "2026-11-27T12:00:00Z" };
    return json(200, [stored]);
  });
});
afterEach(async () => {
  cleanup();
  await setAdminLanguage("en");
  // Other tabs' reads may go unanswered here; every site settings request must have been answered.
  expect(backend.unhandled.filter((key) => key.includes("site_settings"))).toEqual([]);
});

async function openTab(name = "Site settings") {
  renderAdmin(adminHost(backend.client(signedInStorage())));
  fireEvent.click(await screen.findByRole("tab", { name }));
}

/** The value of a text field. */
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe("Site settings tab", () => {
  it("shows the stored settings", async () => {
    await openTab();
    expect(valueOf(await screen.findByLabelText("Sales: phone", { exact: false }))).toBe(
      DEFAULT_SITE_SETTINGS.sales_phone,
    );
    expect(valueOf(input("Press: e-mail"))).toBe(DEFAULT_SITE_SETTINGS.press_email);
    expect(valueOf(input("LinkedIn"))).toBe("");
    expect(valueOf(input("Terms of Service (English)"))).toBe(DEFAULT_SITE_SETTINGS.terms_en);
  });

  it("refuses bad values inline and sends nothing", async () => {
    await openTab();
    await screen.findByLabelText("Sales: phone", { exact: false });
    change("Sales: phone", "call us");
    change("Press: e-mail", "press@localhost");
    change("Facebook", "http://facebook.com/example");
    change("Company name (English)", "  ");
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Please correct the marked fields, then save again.")).toBeTruthy();
    expect(screen.getByText(/Enter a phone number/)).toBeTruthy();
    expect(screen.getByText("Enter an e-mail address such as name@example.com")).toBeTruthy();
    expect(screen.getByText("Enter an address that starts with https://")).toBeTruthy();
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it("saves valid values with a toast: trimmed, a blank social URL as null", async () => {
    await openTab();
    await screen.findByLabelText("Sales: phone", { exact: false });
    change("Sales: phone", " +1 (713) 555-0188 ");
    change("YouTube", "https://www.youtube.com/@example");
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Site settings saved. Every page of the site is being updated.")).toBeTruthy();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      sales_phone: "+1 (713) 555-0188",
      youtube_url: "https://www.youtube.com/@example",
      linkedin_url: null,
    });
    await waitFor(() => expect(screen.queryByTestId("site-settings-unsaved")).toBeNull());
  });

  it("keeps what was typed across a tab switch, and discards it on request", async () => {
    await openTab();
    await screen.findByLabelText("Sales: phone", { exact: false });
    change("Sales: phone", "+1 (713) 555-0199");
    expect(screen.getByTestId("site-settings-unsaved")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "News" }));
    await waitFor(() => expect(screen.queryByLabelText("Sales: phone", { exact: false })).toBeNull());
    fireEvent.click(screen.getByRole("tab", { name: "Site settings" }));
    expect(valueOf(await screen.findByLabelText("Sales: phone", { exact: false }))).toBe("+1 (713) 555-0199");
    fireEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(valueOf(input("Sales: phone"))).toBe(DEFAULT_SITE_SETTINGS.sales_phone);
    expect(screen.queryByTestId("site-settings-unsaved")).toBeNull();
  });

  it("says what went wrong when the database refuses a value, and keeps the form", async () => {
    refuse = { code: "23514", message: 'new row violates check constraint "site_settings_social_urls"' };
    await openTab();
    await screen.findByLabelText("Sales: phone", { exact: false });
    change("Sales: phone", "+1 (713) 555-0177");
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/The database refused a value/)).toBeTruthy();
    expect(valueOf(input("Sales: phone"))).toBe("+1 (713) 555-0177");
  });

  it("adds, reorders and removes branch offices; an incomplete office is refused inline and nothing is sent", async () => {
    await openTab();
    const office = async (number: number) => within(await screen.findByRole("group", { name: `Office ${number}` }));
    expect(valueOf((await office(1)).getByLabelText("Name (English)", { exact: false }))).toBe("Middle East Office");
    expect(screen.queryByRole("group", { name: "Office 4" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add office" }));
    const added = await office(4);
    expect(valueOf(added.getByLabelText("Phone", { exact: false }))).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Please correct the marked fields, then save again.")).toBeTruthy();
    expect(added.getAllByText("This field is required")).toHaveLength(8);
    expect(patches).toEqual([]);

    const fill: Record<string, string> = {
      "Name (English)": "West Africa Office",
      "Name (Chinese)": "西非办事处",
      "City and country (English)": "Lagos, Nigeria",
      "City and country (Chinese)": "尼日利亚拉各斯",
      "Address (English)": "12 Marina Road, Lagos",
      "Address (Chinese)": "拉各斯滨海路 12 号",
      Phone: "+234 1 555 0140",
      "E-mail": "lagos@example.com",
    };
    for (const [label, value] of Object.entries(fill))
      fireEvent.change(added.getByLabelText(label, { exact: false }), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Move office 4 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove office 1" }));
    expect(screen.getByRole("button", { name: "Move office 1 up" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Site settings saved. Every page of the site is being updated.")).toBeTruthy();
    expect(patches).toHaveLength(1);
    const sent = patches[0]!.offices as { name_en: string; email: string }[];
    expect(sent.map((o) => o.name_en)).toEqual(["North Sea Office", "West Africa Office", "Asia Pacific Office"]);
    expect(sent[1]!.email).toBe("lagos@example.com");
  });

  it("offers no more than 12 offices, and says when there are none", async () => {
    stored = { ...stored, offices: [] };
    await openTab();
    expect(await screen.findByText(/No branch offices/)).toBeTruthy();
    const add = screen.getByRole("button", { name: "Add office" });
    for (let i = 0; i < 12; i++) fireEvent.click(add);
    expect(await screen.findByRole("group", { name: "Office 12" })).toBeTruthy();
    expect(add.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText(/No branch offices/)).toBeNull();
  });

  it("is in Chinese in the Chinese console", async () => {
    await setAdminLanguage("zh");
    await openTab("网站设置");
    const form = await screen.findByRole("form", { name: "网站设置" });
    expect(valueOf(within(form).getByLabelText("销售：电话", { exact: false }))).toBe(
      DEFAULT_SITE_SETTINGS.sales_phone,
    );
    expect(within(form).getByRole("button", { name: "保存设置" })).toBeTruthy();
  });
});
