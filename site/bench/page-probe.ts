/**
 * The script the in-page benchmarks add to every document before the page's
 * own scripts (`npm run bench:interaction`, the admin first paint of
 * `npm run bench:site`). It measures inside the page, so it does not depend
 * on how the page answers (React or plain DOM):
 *
 * - `window.__bench.arm(spec)` starts an interaction measurement: the start is
 *   the `timeStamp` of the first input event of `spec.startOn` (capture
 *   listener on window); from then on, every animation frame after a DOM
 *   mutation, focus change, input or change computes the answer's signature
 *   (`signature()`: the texts and ARIA states of the visible elements the spec
 *   names, and optionally the focused element and its validation message) and,
 *   when it changed, records it with the time of a macrotask queued from that
 *   frame (after its paint). `report()` returns the start, that timeline and
 *   the scripts fetched meanwhile (resource timing, uncompressed sizes).
 * - Watches (`PROBE_WATCHES`): the first painted time of elements such as
 *   `main h1` (the language switch's answer) or the admin's sign-in card, with
 *   FCP and LCP from PerformanceObserver, readable with `__bench.paints()`.
 *
 * "Visible" means laid out (has client rects, so not `hidden`, not
 * `display: none`) and not `visibility: hidden`. Plain JavaScript in a string,
 * so no bundler helper can sneak into the page.
 */

/** What makes up an interaction's visible answer (see `signature()` in the probe). */
export interface AnswerSpec {
  /** Input event types that start the measurement (the first one counts). */
  startOn: readonly ("pointerdown" | "keydown" | "input" | "change")[];
  /** CSS selectors: the text and aria-pressed/expanded/selected of each visible match, in order. */
  texts?: readonly string[];
  /** Include the focused element (tag, accessible name) and its validation message. */
  focus?: boolean;
}

/** An element whose first paint the probe records: the first visible match of `selector` (containing `text`, if given). */
export interface PaintWatch {
  name: string;
  selector: string;
  text?: string;
}

/** One change of the answer's signature: when the frame computed it and when that frame had painted (ms, page clock). */
export interface TimelineEntry {
  sig: string;
  frameAt: number;
  paintedAt: number | null;
}

/** What `__bench.report()` returns. */
export interface ProbeReport {
  /** Page-clock time of the starting input event, null when none came. */
  t0: number | null;
  startEvent: string | null;
  /** The signature when armed, then each change. */
  timeline: TimelineEntry[];
  now: number;
  timeOrigin: number;
  /** Scripts (URL ending .js/.mjs) with their start time and uncompressed size. */
  scripts: { url: string; startTime: number; bytes: number }[];
}

/** What `__bench.paints()` returns: watch name → first painted time, with FCP and LCP (ms, page clock; null if none). */
export interface ProbePaints {
  watches: Record<string, number>;
  fcp: number | null;
  lcp: number | null;
  timeOrigin: number;
  lang: string;
  /** The epoch time of the last starting input event of any page of this tab (sessionStorage), for navigations. */
  t0Epoch: number | null;
}

/** The probe for `watches`, as a script for `addInitScript`. */
export function probeScript(watches: readonly PaintWatch[]): string {
  return `(${PROBE_SOURCE})(${JSON.stringify(watches)});`;
}

const PROBE_SOURCE = String.raw`function (watches) {
  if (window.__bench) return;
  try { performance.setResourceTimingBufferSize(5000); } catch (e) {}
  var visible = function (el) {
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  var norm = function (s) { return (s || "").replace(/\s+/g, " ").trim(); };
  var describe = function (el) {
    var s = norm(el.innerText !== undefined ? el.innerText : el.textContent);
    ["aria-pressed", "aria-expanded", "aria-selected"].forEach(function (a) {
      if (el.hasAttribute(a)) s += "[" + a + "=" + el.getAttribute(a) + "]";
    });
    return s;
  };
  function signature(spec) {
    var parts = [];
    (spec.texts || []).forEach(function (sel) {
      document.querySelectorAll(sel).forEach(function (el) { if (visible(el)) parts.push(describe(el)); });
    });
    if (spec.focus) {
      var a = document.activeElement;
      if (a && a !== document.body && a !== document.documentElement && visible(a)) {
        parts.push("focus:" + a.tagName + ":" + (a.getAttribute("aria-label") || a.getAttribute("name") || a.id || "") +
          (a.validationMessage ? ":" + a.validationMessage : ""));
      } else parts.push("focus:none");
    }
    return parts.join("\n");
  }
  var state = { spec: null, t0: null, startEvent: null, timeline: [], scheduled: false };
  var paints = { watches: {}, fcp: null, lcp: null };
  var pending = watches.slice();
  var watchScheduled = false;
  function checkWatches() {
    watchScheduled = false;
    var found = [];
    pending = pending.filter(function (w) {
      var hit = Array.prototype.some.call(document.querySelectorAll(w.selector), function (el) {
        return visible(el) && (!w.text || norm(el.innerText).indexOf(w.text) >= 0);
      });
      if (hit) found.push(w.name);
      return !hit;
    });
    if (found.length) setTimeout(function () {
      var t = performance.now();
      found.forEach(function (n) { paints.watches[n] = t; });
    }, 0);
  }
  function scheduleWatches() {
    if (!pending.length || watchScheduled) return;
    watchScheduled = true;
    requestAnimationFrame(checkWatches);
  }
  function schedule() {
    scheduleWatches();
    if (!state.spec || state.scheduled) return;
    state.scheduled = true;
    requestAnimationFrame(function () {
      state.scheduled = false;
      if (!state.spec) return;
      var sig = signature(state.spec);
      var last = state.timeline[state.timeline.length - 1];
      if (last && last.sig === sig) return;
      var entry = { sig: sig, frameAt: performance.now(), paintedAt: null };
      state.timeline.push(entry);
      setTimeout(function () { entry.paintedAt = performance.now(); }, 0);
    });
  }
  function onStart(e) {
    if (!state.spec || state.t0 !== null || state.spec.startOn.indexOf(e.type) < 0) return;
    var now = performance.now();
    state.t0 = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
    state.startEvent = e.type;
    try { sessionStorage.setItem("__benchT0", String(performance.timeOrigin + state.t0)); } catch (err) {}
    schedule();
  }
  ["pointerdown", "keydown", "input", "change"].forEach(function (type) { window.addEventListener(type, onStart, true); });
  ["focusin", "focusout", "input", "change", "pointerup", "keyup", "transitionend", "animationend", "load"].forEach(function (type) {
    window.addEventListener(type, schedule, true);
  });
  new MutationObserver(schedule).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { if (e.name === "first-contentful-paint") paints.fcp = e.startTime; });
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { paints.lcp = e.startTime; });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch (e) {}
  window.__bench = {
    arm: function (spec) {
      state.spec = spec;
      state.t0 = null;
      state.startEvent = null;
      var now = performance.now();
      state.timeline = [{ sig: signature(spec), frameAt: now, paintedAt: now }];
    },
    disarm: function () { state.spec = null; },
    current: function () { return state.spec ? signature(state.spec) : ""; },
    report: function () {
      var scripts = performance.getEntriesByType("resource").filter(function (r) {
        return /\.m?js(\?|#|$)/.test(r.name);
      }).map(function (r) { return { url: r.name, startTime: r.startTime, bytes: r.decodedBodySize || 0 }; });
      return { t0: state.t0, startEvent: state.startEvent, timeline: state.timeline, now: performance.now(),
        timeOrigin: performance.timeOrigin, scripts: scripts };
    },
    paints: function () {
      var t0 = null;
      try { var v = sessionStorage.getItem("__benchT0"); t0 = v ? Number(v) : null; } catch (e) {}
      return { watches: paints.watches, fcp: paints.fcp, lcp: paints.lcp, timeOrigin: performance.timeOrigin,
        lang: document.documentElement.lang, t0Epoch: t0 };
    },
  };
}`;
