/**
 * Hydration on first use (issue #13, src/islands/arm-island.ts): nothing
 * loads until the visitor reaches for the island; a button click and a form
 * submission made before hydration are held and replayed once it has
 * hydrated; links are left to the browser; a failed load is retried on the
 * next use.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { armIsland } from "../../../site/src/islands/arm-island";

function island(html: string): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.appendChild(element);
  return element;
}

/** A hydrate function that resolves when `finish()` is called; it then attaches `attach`. */
function deferredHydrate(attach: () => void = () => undefined) {
  let finish!: () => void;
  const hydrate = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          attach();
          resolve();
        };
      }),
  );
  return { hydrate, finish: () => finish() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
 * Resolves after the next frame and the task after it: when a reach has started the loading.
 * The island queues its start the same way (a frame, then a 0 ms timer) before this is called, so
 * its frame callback and then its timer run first.
 */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("armIsland", () => {
  it("leaves the list filters' controls to their plain-DOM behaviour: no hydration, no held click (issue #24)", async () => {
    const root = island(
      '<div data-filter><button type="button" data-filter-choice="award" aria-pressed="false">Award</button>' +
        '<input data-filter-query name="q" /><select data-filter-select name="c"><option value="all">All</option>' +
        '<option value="x">X</option></select></div><button type="button" id="react">Share</button>',
    );
    const filterButton = root.querySelector<HTMLButtonElement>("[data-filter-choice]")!;
    const answered: string[] = [];
    filterButton.addEventListener("click", () => answered.push("dom"));
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    for (const type of ["pointerover", "pointerdown", "focusin"]) {
      filterButton.dispatchEvent(new Event(type, { bubbles: true }));
    }
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    filterButton.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(answered).toEqual(["dom"]);
    const input = root.querySelector("input")!;
    input.value = "mwd";
    for (const type of ["focusin", "keydown", "input"]) input.dispatchEvent(new Event(type, { bubbles: true }));
    root.querySelector("select")!.dispatchEvent(new Event("change", { bubbles: true }));
    await afterPaint();
    expect(hydrate).not.toHaveBeenCalled();
    // A control that needs React still starts it, once the pointer is released and a frame painted.
    root.querySelector("#react")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await afterPaint();
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerup"));
    await afterPaint();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("does not count a filter typed into before it armed as use of the island", () => {
    const root = island('<div data-filter><input data-filter-query name="q" /></div>');
    root.querySelector("input")!.value = "typed early";
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it("loads nothing until the island is used, then hydrates once", async () => {
    const root = island('<p>Text</p><input name="q" />');
    const { hydrate, finish } = deferredHydrate();
    armIsland(root, hydrate);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await afterPaint();
    expect(hydrate).not.toHaveBeenCalled();
    root.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    root.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    // The browser answers the tap (focus, a validation message) before the code is requested.
    expect(hydrate).not.toHaveBeenCalled();
    await afterPaint();
    expect(hydrate).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    root.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("holds a button click made before hydration and replays it to the hydrated handler", async () => {
    const root = island('<button type="button">Apply</button>');
    const button = root.querySelector("button")!;
    const clicks: string[] = [];
    const { hydrate, finish } = deferredHydrate(() => button.addEventListener("click", () => clicks.push("react")));
    armIsland(root, hydrate);
    const before = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finish();
    await flush();
    expect(clicks).toEqual(["react"]);
    button.click();
    expect(clicks).toEqual(["react", "react"]);
  });

  it("holds a submission and submits again, with its submitter, after hydration", async () => {
    const root = island('<form><input name="a" value="x" /><button type="submit" name="go">Send</button></form>');
    const form = root.querySelector("form")!;
    const submitted: (string | undefined)[] = [];
    const { hydrate, finish } = deferredHydrate(() =>
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        submitted.push((event.submitter as HTMLButtonElement | null)?.name);
      }),
    );
    armIsland(root, hydrate);
    const submit = new SubmitEvent("submit", {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector("button"),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    expect(submitted).toEqual(["go"]);
  });

  it("lets a submit button's click through, so the browser checks the form before anything is held", () => {
    const root = island(
      '<form><input name="a" required /><button type="submit">Send</button><button type="button">Other</button></form>',
    );
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    const [submit, other] = [...root.querySelectorAll("button")];
    const submitClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    submit!.dispatchEvent(submitClick);
    expect(submitClick.defaultPrevented).toBe(false);
    const otherClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    other!.dispatchEvent(otherClick);
    expect(otherClick.defaultPrevented).toBe(true);
  });

  it("loads nothing when a submit button is reached for; a valid submission, or the focus an invalid one moves into a field, does (issue #24)", async () => {
    const root = island('<form><input name="a" required /><button type="submit">Send</button></form>');
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    const submit = root.querySelector("button")!;
    for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"])
      submit.dispatchEvent(new Event(type, { bubbles: true }));
    submit.dispatchEvent(new Event("pointerup", { bubbles: true }));
    submit.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await afterPaint();
    await afterPaint();
    expect(hydrate).not.toHaveBeenCalled();
    // The browser's validation moved the focus into the empty field: the visitor is about to type.
    root.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await afterPaint();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("starts loading at a valid submission made with a submit button", async () => {
    const root = island('<form><input name="a" value="x" /><button type="submit">Send</button></form>');
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    const form = root.querySelector("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    root.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await afterPaint();
    expect(hydrate).not.toHaveBeenCalled();
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("leaves links and checkboxes to the browser", () => {
    const root = island('<a href="/get-quote">Quote</a><input type="checkbox" name="c" />');
    const { hydrate } = deferredHydrate();
    armIsland(root, hydrate);
    // What the browser would see once the event has passed the island (then kept from navigating jsdom).
    let preventedBeforeBrowser: boolean | undefined;
    document.addEventListener(
      "click",
      (event) => {
        preventedBeforeBrowser = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    root.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(preventedBeforeBrowser).toBe(false);
    const box = root.querySelector<HTMLInputElement>("input")!;
    box.click();
    expect(box.checked).toBe(true);
  });

  it("logs a failed load and tries again on the next use", async () => {
    const root = island("<button>Play</button>");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hydrate = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    armIsland(root, hydrate);
    root.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("pointerup"));
    await afterPaint();
    await flush();
    expect(error).toHaveBeenCalled();
    root.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("pointerup"));
    await afterPaint();
    expect(hydrate).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("hydrates at once when a field was used before the script ran, not otherwise", () => {
    const untouched = island('<input name="q" /><select name="c"><option>all</option><option>MWD</option></select>');
    const first = vi.fn().mockResolvedValue(undefined);
    armIsland(untouched, first);
    expect(first).not.toHaveBeenCalled();
    const typed = island('<input name="q" />');
    typed.querySelector("input")!.value = "STABILIZER";
    const second = vi.fn().mockResolvedValue(undefined);
    armIsland(typed, second);
    expect(second).toHaveBeenCalledTimes(1);
    const chosen = island('<select name="c"><option>all</option><option>MWD</option></select>');
    chosen.querySelector("select")!.value = "MWD";
    const third = vi.fn().mockResolvedValue(undefined);
    armIsland(chosen, third);
    expect(third).toHaveBeenCalledTimes(1);
  });

  it("hydrates when asked (a data page whose rows changed)", async () => {
    const root = island("<ul></ul>");
    const hydrate = vi.fn().mockResolvedValue(undefined);
    await armIsland(root, hydrate).start();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
