/**
 * Show-more buttons in plain DOM (issue #24, src/islands/disclosure.ts) on
 * the real prerendered careers page: details start hidden; Learn More shows
 * its job's details, says "Show less" and is expanded; opening another job
 * closes the first; a second tap closes it.
 */
import { describe, expect, it } from "vitest";
import { render } from "../../../site/src/entry-server";
import { en } from "../../../site/src/i18n/locales/en";
import { attachDisclosures } from "../../../site/src/islands/disclosure";

describe("careers' Learn More without React", () => {
  it("shows one job's details at a time and swaps the label", async () => {
    document.body.innerHTML = (await render("/company/careers")).html;
    attachDisclosures(document);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")];
    const jobs = en.careers.openings.items;
    expect(buttons).toHaveLength(jobs.length);
    const panel = (b: HTMLElement) => document.getElementById(b.getAttribute("aria-controls")!)!;
    expect(buttons.map((b) => panel(b).hidden)).toEqual(jobs.map(() => true));
    const [first, second] = buttons as [HTMLButtonElement, HTMLButtonElement];

    first.click();
    expect(panel(first).hidden).toBe(false);
    expect(panel(first).textContent).toBe(jobs[0]!.details);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(first.textContent).toBe(en.careers.openings.less);

    second.click();
    expect(panel(second).hidden).toBe(false);
    expect(panel(first).hidden).toBe(true);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(first.textContent).toBe(en.common.learnMore);

    second.click();
    expect(panel(second).hidden).toBe(true);
    expect(second.textContent).toBe(en.common.learnMore);
  });
});
