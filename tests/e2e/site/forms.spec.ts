import { expect, test, type Locator } from "@playwright/test";
import { hydrated } from "./helpers";

const validationMessage = (field: Locator) => field.evaluate((el) => (el as HTMLInputElement).validationMessage);

test.describe("quote request form", () => {
  test("has every field and option of spec §3", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    const form = page.locator("form");
    for (const label of [
      "First Name",
      "Last Name",
      "Email Address",
      "Company Name",
      "Phone Number",
      "Expected Depth (ft)",
      "Additional Requirements",
    ]) {
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    const options = async (label: string) =>
      form
        .getByLabel(label)
        .evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value).filter(Boolean));
    expect(await options("Project Type")).toEqual(["exploration", "production", "horizontal", "directional", "other"]);
    expect(await options("Formation Type")).toEqual(["soft", "medium", "hard", "mixed"]);
    expect(await options("Project Timeline")).toEqual(["immediate", "short", "medium", "long"]);
    expect(await options("Budget Range")).toEqual(["100k-500k", "500k-1m", "1m-5m", "5m+", "tbd"]);
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    // Issue #30: the asterisk is a promise; spec §5 left it unenforced.
    await expect(form.getByLabel("Project Type")).toHaveAttribute("required", "");
    await expect(form.getByText("* Required fields.")).toBeVisible();
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    const box = await form.getByLabel("Additional Requirements").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(120);
  });

  test("blocks submit until the required fields are valid, with translated messages", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    const form = page.locator("form");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const firstName = form.getByLabel("First Name");
    expect(await validationMessage(firstName)).toBe("Please fill in this field.");
    await firstName.fill("Ada");
    expect(await validationMessage(firstName)).toBe("");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await validationMessage(form.getByLabel("Email Address"))).toContain("valid email");
    await expect(page.getByText("Quote Request Submitted")).toHaveCount(0);

    await page.getByRole("link", { name: /Switch language to Chinese/ }).click();
    await expect(page).toHaveURL(/\/zh\/get-quote$/);
    // What was typed came along (the entry puts it back); then the visitor clears the e-mail.
    await expect(form.getByLabel("电子邮箱")).toHaveValue("not-an-email");
    await form.getByLabel("电子邮箱").fill("");
    await form.getByRole("button", { name: "提交报价申请" }).click();
    expect(await validationMessage(form.getByLabel("电子邮箱"))).toBe("请填写此字段。");
  });

  test("shows the confirmation toast and empties the form for another request (issue #30)", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    const form = page.locator("form");
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email Address").fill("ada@example.com");
    await form.getByLabel("Company Name").fill("Analytical Drilling");
    await form.getByLabel("Project Type").selectOption("horizontal");
    await form.getByLabel("Budget Range").selectOption("tbd");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Quote Request Submitted" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      "Our team will contact you within 24 hours to discuss your drilling requirements.",
    );
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Project Type")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expect(form.getByRole("status")).toHaveText(
      "Sent. We have your message; the form is empty again in case you want to send another.",
    );
  });

  test("immediate assistance offers call and email links", async ({ page }) => {
    await page.goto("/get-quote");
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: "Email Sales" })).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("enquiry forms", () => {
  const cases = [
    {
      path: "/products/request-technical-docs",
      submit: "Request Documentation",
      select: ["Document Type", "all-documentation"],
      companyRequired: false,
    },
    {
      path: "/products/contact-representative",
      submit: "Contact Me",
      select: ["Inquiry Type", "pricing-quote"],
      companyRequired: false,
    },
    {
      path: "/products/contact-sales-team",
      submit: "Send Enquiry",
      select: ["Budget", "over-1m"],
      companyRequired: true,
    },
    {
      path: "/products/schedule-consultation",
      submit: "Schedule Consultation",
      select: ["Duration", "1.5hours"],
      companyRequired: false,
    },
    { path: "/products/request-demo", submit: "Request Demo", select: ["Team Size", "25+"], companyRequired: true },
  ] as const;

  for (const c of cases) {
    test(`${c.path} requires name and email${c.companyRequired ? " and company" : ""}; selects hold the spec's options`, async ({
      page,
    }) => {
      await page.goto(c.path);
      await hydrated(page);
      const form = page.locator("form");
      await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
      await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
      if (c.companyRequired) await expect(form.getByLabel("Company")).toHaveAttribute("required", "");
      else await expect(form.getByLabel("Company")).not.toHaveAttribute("required");
      await form.getByLabel(new RegExp(`^${c.select[0]}`)).selectOption(c.select[1]);
      await expect(form.getByLabel(new RegExp(`^${c.select[0]}`))).toHaveValue(c.select[1]);
      await form.getByRole("button", { name: c.submit }).click();
      expect(await validationMessage(form.getByLabel("Full Name"))).toBe("Please fill in this field.");
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  }

  test("representative and sales pages state their response promises", async ({ page }) => {
    await page.goto("/products/contact-representative");
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    await page.goto("/products/contact-sales-team");
    await expect(page.getByText("We respond within 24 hours. Detailed proposals take 48-72 hours.")).toBeVisible();
  });
});
