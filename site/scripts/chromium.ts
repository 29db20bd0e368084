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
