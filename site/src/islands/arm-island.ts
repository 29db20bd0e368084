/**
 * Hydration on first use (issue #13): an island's code is requested when the
 * visitor first reaches for it, not on page load.
 *
 * Reaching for it: a pointer pressed inside it, a pointer over one of its
 * controls (intent, so the code is usually there by the click), focus
 * entering it (a tap in a field, the Tab key), a key pressed or a value
 * changed in it (autofill, a select). Also when a part that only React
 * renders nears the viewport (`NEEDS_BROWSER`: a lazy picture still showing
 * its "Loading..." placeholder, spec §9), since the visitor is about to see
 * it. A page the visitor used before this script ran (focus, typing, a
 * choice) hydrates at once, so what they did applies.
 * Nothing is lost meanwhile: typing goes into the prerendered fields, which
 * the forms read from the DOM (components/forms/form-fields.tsx); a click
 * on a button (which only React can answer) and a form submission are held
 * and replayed once the island has hydrated. A submit button's click goes
 * through: the browser checks the form at once (required fields, e-mail
 * fields, with the site's messages: components/forms/native-validation.ts)
 * and only a valid form's submission is held. Reaching for a submit button
 * loads nothing by itself (issue #24: the browser's answer to an invalid
 * form then has the main thread to itself); a valid submission, or the
 * focus that an invalid one moves into a field, does. Links and checkboxes work
 * natively and are left alone, and so are the list filters' controls,
 * show-more buttons and Watch Video buttons, which answer in plain DOM
 * (islands/dom-filter.ts, islands/disclosure.ts, islands/video-watch.ts,
 * issue #24): using them does not load React.
 */
import { FILTER_ATTR } from "./card-filter";
import { DISCLOSURE_ATTR } from "./disclosure";
import { VIDEO_WATCH_ATTR } from "../../../shared/content-cards/video-watch";

/** Elements whose click only means something to React: held until hydration, then replayed. */
const REACT_CONTROLS = "button, [role='button'], a:not([href])";
/** Elements whose hover starts loading the code. */
const CONTROLS = `${REACT_CONTROLS}, input, select, textarea, label, summary, [tabindex]`;
/**
 * Parts of the prerendered HTML that only React can finish: the island
 * hydrates when one nears the viewport. Lazy pictures that fetch an image;
 * illustrations are revealed without React (lib/lazy-reveal.ts).
 */
export const NEEDS_BROWSER = ".lazy-image:not([data-lazy-reveal]) .lazy-image__placeholder";
/** How near the viewport such a part starts the hydration (CSS margin). */
const NEAR_VIEWPORT = "200px";
/** Longest a pressed pointer delays the loading (ms): a press released outside the page sends no pointerup. */
const RELEASE_WAIT_MS = 300;
const START_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown", "input", "change"] as const;
/** Controls that answer without React (the list filters'): never a reason to hydrate. */
const DOM_CONTROLS = `[${FILTER_ATTR.choice}], [${FILTER_ATTR.query}], [${FILTER_ATTR.select}], [${DISCLOSURE_ATTR.group}], [${VIDEO_WATCH_ATTR.id}]`;

/** Whether `control` submits its form: the browser validates that form before any submission is held. */
const submitsForm = (control: HTMLElement): boolean =>
  (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
  control.type === "submit" &&
  control.form !== null;

/** Whether `target` is (inside) a control that answers without React. */
const isDomControl = (target: EventTarget | Element | null): boolean =>
  target instanceof Element && target.closest(DOM_CONTROLS) !== null;

/**
 * Whether reaching for `target` is no reason to load the code: a control
 * that answers without React, or a submit button, whose tap the browser
 * answers (its form's validation messages) and whose valid submission is
 * held, and starts the loading, in `onSubmit`.
 */
const startsNothing = (target: EventTarget | null): boolean => {
  if (isDomControl(target)) return true;
  const control = target instanceof Element ? target.closest<HTMLElement>("button, input") : null;
  return control !== null && submitsForm(control);
};

/** Whether the visitor has already used `island`: focus is in it, or a field differs from its prerendered default. */
export function usedAlready(island: HTMLElement): boolean {
  const active = document.activeElement;
  if (island.contains(active) && active !== island && !isDomControl(active)) return true;
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (isDomControl(field)) continue;
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
      if (field.value !== (initial?.value ?? "")) return true;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * Arms `island`: `hydrate` runs once, on the first use described above, or
 * when `armed.start()` is called (a data page whose rows changed). Resolves
 * `armed.done` after hydration; a failed load is logged and the next use
 * tries again.
 */
export function armIsland(island: HTMLElement, hydrate: () => Promise<void>): { start: () => Promise<void> } {
  let loading: Promise<void> | undefined;
  let hydrated = false;
  const held: (() => void)[] = [];

  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of START_EVENTS) island.removeEventListener(type, onUse, true);
    island.removeEventListener("pointerover", onOver, true);
    island.removeEventListener("click", onClick, true);
    island.removeEventListener("submit", onSubmit, true);
    window.removeEventListener("pointerup", onRelease, true);
    window.removeEventListener("pointercancel", onRelease, true);
  };

  function start(): Promise<void> {
    loading ??= hydrate().then(
      () => {
        hydrated = true;
        stop();
        // After React's first commit its listeners are in place: replay what was held, in order.
        for (const replay of held.splice(0)) replay();
      },
      (error: unknown) => {
        console.error("Could not load this part of the page", error);
        loading = undefined;
        held.length = 0;
      },
    );
    return loading;
  }

  // A reach starts the loading once the browser has answered the tap itself (a field's focus, a
  // form's validation message): after the pointer is released (or RELEASE_WAIT_MS, for a press
  // released where the page does not hear it) and a frame painted. Requesting the code costs
  // main-thread time that answer must not wait for.
  let scheduled = false;
  let pressed = false;
  let releaseWait: number | undefined;
  let queued = false;
  const scheduleStart = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        scheduled = false;
        queued = false;
        void start();
      }, 0),
    );
  };
  const startAfterPaint = () => {
    if (scheduled || loading) return;
    scheduled = true;
    if (!pressed) scheduleStart();
    else releaseWait = window.setTimeout(scheduleStart, RELEASE_WAIT_MS);
  };
  const onRelease = () => {
    if (!pressed) return;
    pressed = false;
    // Released where the page hears it: the wait for a lost release is not needed any more.
    window.clearTimeout(releaseWait);
    if (scheduled) scheduleStart();
  };
  window.addEventListener("pointerup", onRelease, true);
  window.addEventListener("pointercancel", onRelease, true);

  function onUse(event: Event) {
    if (event.type === "pointerdown") pressed = true;
    if (!startsNothing(event.target)) startAfterPaint();
  }

  function onOver(event: Event) {
    if (event.target instanceof Element && event.target.closest(CONTROLS) && !startsNothing(event.target))
      startAfterPaint();
  }

  function onClick(event: MouseEvent) {
    if (hydrated) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(REACT_CONTROLS) : null;
    if (!control || isDomControl(control) || submitsForm(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (control.isConnected) control.click();
    });
    void start();
  }

  function onSubmit(event: SubmitEvent) {
    if (hydrated) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
    void start();
  }

  for (const type of START_EVENTS) island.addEventListener(type, onUse, { capture: true, passive: true });
  island.addEventListener("pointerover", onOver, { capture: true, passive: true });
  island.addEventListener("click", onClick, true);
  island.addEventListener("submit", onSubmit, true);
  // Used before this script ran (typing, a choice, focus while the page loaded): hydrate now, so it applies.
  if (usedAlready(island)) void start();
  const needsBrowser = island.querySelectorAll(NEEDS_BROWSER);
  if (needsBrowser.length > 0 && typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void start();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    needsBrowser.forEach((element) => observer!.observe(element));
  }
  return { start };
}
