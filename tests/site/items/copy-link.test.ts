// @vitest-environment jsdom
/**
 * Copy link in plain DOM (site/src/islands/copy-link.ts, issue #26): a tap
 * on the item page's Copy link button writes the URL it carries to the
 * clipboard and shows the prerendered "Link copied" toast; when the
 * clipboard refuses, the "Could not copy the link" toast instead.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachCopyLinks, COPY_LINK_ATTR, COPY_LINK_TOASTS } from "../../../site/src/islands/copy-link";

const URL_TO_COPY = "https://www.example.com/resources/white-papers/x";

function pageWithButton(): HTMLButtonElement {
  document.body.innerHTML = `
    <button type="button" ${COPY_LINK_ATTR}="${URL_TO_COPY}"><span>Copy link</span></button>
    <div data-dom-toast="${COPY_LINK_TOASTS.copied}" hidden><button>x</button></div>
    <div data-dom-toast="${COPY_LINK_TOASTS.failed}" hidden><button>x</button></div>`;
  return document.querySelector("button")!;
}

const toast = (name: string) => document.querySelector<HTMLElement>(`[data-dom-toast="${name}"]`)!;

let attached = false;
function attachOnce() {
  if (!attached) attachCopyLinks(document);
  attached = true;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("copy link", () => {
  it("copies the button's URL and shows the copied toast (a tap on its label counts)", async () => {
    attachOnce();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    pageWithButton().querySelector("span")!.click();
    await vi.waitFor(() => expect(toast(COPY_LINK_TOASTS.copied).hidden).toBe(false));
    expect(writeText).toHaveBeenCalledWith(URL_TO_COPY);
    expect(toast(COPY_LINK_TOASTS.failed).hidden).toBe(true);
  });

  it("shows the failed toast when the clipboard refuses or is missing", async () => {
    attachOnce();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    pageWithButton().click();
    await vi.waitFor(() => expect(toast(COPY_LINK_TOASTS.failed).hidden).toBe(false));
    expect(toast(COPY_LINK_TOASTS.copied).hidden).toBe(true);

    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    pageWithButton().click();
    await vi.waitFor(() => expect(toast(COPY_LINK_TOASTS.failed).hidden).toBe(false));
  });
});
