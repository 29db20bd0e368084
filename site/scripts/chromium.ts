/**
 * The headless Chromium that the browser tests and the benchmarks drive: one
 * place for where it is and how it is started (Debian's package here; no
 * browser is downloaded).
 */
import { existsSync } from "node:fs";

/**
 * The Chromium to run: CHROME_PATH or CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium (or chromium-browser); undefined when none exists
 * (Playwright then uses its own, if installed).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's
 * headless-only build (package chromium-headless-shell, the build Playwright
 * itself runs headless), else chromiumExecutable(). The shell has no browser
 * window to draw, so each test costs less CPU (measured on a 2-core machine:
 * the enquiry-forms and navigation specs, 29 tests, 88 s and 115 s of test
 * time against 141 s with the full browser). The benchmarks keep the full
 * browser (chromiumExecutable): they measure what a visitor's browser does.
 */
export function testChromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? chromiumExecutable();
}

/** Flags for a headless Chromium running as root in a container without a network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
