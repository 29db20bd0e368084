/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, else Playwright's own download (undefined = default).
 */
import { existsSync } from "node:fs";

export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
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
