/**
 * A throttled phone in a real Chromium, for the benchmarks that measure in the
 * page itself (`npm run bench:interaction`, the admin first paint of
 * `npm run bench:site`): Lighthouse's mobile emulation (Moto G Power, 412×823,
 * DPR 1.75, touch) and its devtools throttling values applied over CDP
 * (562.5 ms RTT, 1,474.56 kbit/s down, 675 kbit/s up, CPU 4× slower). Every
 * `openPhonePage()` is a fresh browser context: empty HTTP cache and storage.
 */
import { CHROMIUM_ARGS, chromiumExecutable } from "../scripts/chromium";
import { chromium, type Browser, type BrowserContext, type Page, type Request } from "@playwright/test";

/** Lighthouse's mobile devtools throttling (its `throttling.mobileSlow4G` values, applied as devtools throttling). */
export const THROTTLING = {
  rttMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
} as const;

/** Lighthouse's mobile screen emulation (Moto G Power) with touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  locale: "en-US",
} as const;

/** The setup in words, for the printout and the JSON. */
export const PHONE_SETUP = `Chromium, ${PHONE.viewport.width}×${PHONE.viewport.height} DPR ${PHONE.deviceScaleFactor} touch, devtools throttling ${THROTTLING.rttMs} ms RTT, ${THROTTLING.downloadKbps} kbit/s down, ${THROTTLING.uploadKbps} kbit/s up, CPU ${THROTTLING.cpuSlowdown}×`;

/** Launches the headless Chromium the benchmarks drive (site/scripts/chromium.ts: CHROME_PATH, default /usr/bin/chromium). */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
}

/** A page of a fresh phone context with the throttling on, and its context (close it when done). */
export interface PhonePage {
  page: Page;
  context: BrowserContext;
  /** Requests in flight and the time the last one ended (performance.now() of this process), for network-quiet waits. */
  network: { inFlight: Set<unknown>; lastActivity: number };
}

/**
 * Opens a page in a fresh phone context (empty cache) with the throttling of THROTTLING,
 * and `initScript` (if any) run in every document before the page's own scripts.
 */
export async function openPhonePage(browser: Browser, initScript?: string): Promise<PhonePage> {
  const context = await browser.newContext({ ...PHONE });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
  const network = { inFlight: new Set<unknown>(), lastActivity: performance.now() };
  // The page's idle prefetches (Sec-Purpose: prefetch) are no part of any answer: they do not keep the network busy.
  const prefetches = new Set<Request>();
  const started = (request: Request) => {
    network.inFlight.add(request);
    network.lastActivity = performance.now();
    void request
      .headerValue("sec-purpose")
      .then((purpose) => {
        if (!purpose?.startsWith("prefetch")) return;
        prefetches.add(request);
        network.inFlight.delete(request);
      })
      .catch(() => undefined);
  };
  const ended = (request: Request) => {
    network.inFlight.delete(request);
    if (!prefetches.has(request)) network.lastActivity = performance.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return { page, context, network };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no request has been in flight for `quietMs`, at most `timeoutMs`.
 * @returns false when the network never went quiet in time.
 */
export async function networkQuiet(phone: PhonePage, quietMs = 1000, timeoutMs = 30_000): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (phone.network.inFlight.size === 0 && performance.now() - phone.network.lastActivity >= quietMs) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Loads `url` and waits until it is settled as a visitor would see it: the load event,
 * `<html data-hydrated="true">` (the site's small entry has run), the network quiet for
 * 1 s, then 1 s more, as a reader would take. @throws Error when the page does not load in `timeoutMs`.
 */
export async function loadSettled(phone: PhonePage, url: string, timeoutMs = 60_000): Promise<void> {
  await phone.page.goto(url, { waitUntil: "load", timeout: timeoutMs });
  await phone.page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout: timeoutMs });
  await networkQuiet(phone, 1000, timeoutMs);
  await sleep(1000);
}

export { sleep };
