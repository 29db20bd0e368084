// @vitest-environment jsdom
/**
 * The header's menus in a browser without the popover API (issue #30,
 * components/layout/header-behaviour.ts): jsdom has none, so this drives the
 * script's fallback on the real prerendered header: one panel open at a time
 * (`data-open`), aria-expanded in step, Escape closes and gives the focus
 * back, a chosen link closes the menu. Browsers with popovers are covered by
 * tests/e2e/site/header-nav.spec.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { render } from "../../../site/src/entry-server";
import { attachHeader } from "../../../site/src/components/layout/header-behaviour";

const toggle = (menu: string) => document.querySelector<HTMLButtonElement>(`button[popovertarget="${menu}"]`)!;
const panel = (menu: string) => document.getElementById(menu)!;
const escape = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

describe("header menus without the popover API", () => {
  beforeAll(async () => {
    document.body.innerHTML = (await render("/company/about")).html;
    attachHeader(document.querySelector<HTMLElement>(".site-header")!);
  });

  it("runs where popovers are missing (the case it is for)", () => {
    expect(typeof (HTMLElement.prototype as { togglePopover?: unknown }).togglePopover).toBe("undefined");
    expect(document.querySelectorAll("button[popovertarget]")).toHaveLength(4);
  });

  it("opens one panel at a time and keeps aria-expanded in step", () => {
    for (const menu of ["nav-menu-products", "nav-menu-services", "nav-menu-resources"])
      expect(toggle(menu).getAttribute("aria-expanded")).toBe("false");
    toggle("nav-menu-products").click();
    expect(panel("nav-menu-products").hasAttribute("data-open")).toBe(true);
    expect(toggle("nav-menu-products").getAttribute("aria-expanded")).toBe("true");
    toggle("nav-menu-services").click();
    expect(panel("nav-menu-services").hasAttribute("data-open")).toBe(true);
    expect(panel("nav-menu-products").hasAttribute("data-open")).toBe(false);
    expect(toggle("nav-menu-products").getAttribute("aria-expanded")).toBe("false");
    toggle("nav-menu-services").click();
    expect(panel("nav-menu-services").hasAttribute("data-open")).toBe(false);
  });

  it("closes on Escape and gives the focus back to the toggle", () => {
    toggle("nav-menu-resources").click();
    panel("nav-menu-resources").querySelector("a")!.focus();
    escape();
    expect(panel("nav-menu-resources").hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(toggle("nav-menu-resources"));
    expect(toggle("nav-menu-resources").getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the phone menu with its Open/Close label and closes it once a link is chosen", () => {
    const burger = toggle("mobile-menu");
    expect(burger.getAttribute("aria-label")).toBe("Open menu");
    burger.click();
    expect(panel("mobile-menu").hasAttribute("data-open")).toBe(true);
    expect(burger.getAttribute("aria-label")).toBe("Close menu");
    const link = panel("mobile-menu").querySelector<HTMLAnchorElement>('a[href="/services/training"]')!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(panel("mobile-menu").hasAttribute("data-open")).toBe(false);
    expect(burger.getAttribute("aria-label")).toBe("Open menu");
    expect(burger.getAttribute("aria-expanded")).toBe("false");
  });
});
