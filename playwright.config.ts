// Browser tests: the built site (and the desktop renderer) in Chromium against
// the real local Supabase backend. See tests/e2e/support/env.ts for ports.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./site/scripts/chromium";
import { API_PORT, API_URL, DATA_DIR, SITE_DIR, WEB_PORT, WEB_URL } from "./tests/e2e/support/env";

export default defineConfig({
  testDir: "tests/e2e",
  // Per-port output so suites run side by side never wipe each other's results.
  outputDir: `.e2e/results-${WEB_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the suites share one seeded backend and assert on its counts.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: WEB_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // The local backend as `npm run supabase:local -- --reset`, with the enquiry rate limit raised (see the file).
      command: `node --import tsx tests/e2e/support/backend.ts --port ${API_PORT} --data-dir ${DATA_DIR}`,
      url: `${API_URL}/rest/v1/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { CAPTCHA_PROVIDER: "altcha" },
    },
    {
      command: `npm run build:site && node --import tsx site/scripts/serve-static.ts --root ${SITE_DIR} --port ${WEB_PORT}`,
      url: WEB_URL,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        SITE_OUT_DIR: SITE_DIR,
        VITE_SUPABASE_URL: API_URL,
        VITE_CAPTCHA_PROVIDER: "altcha",
        VITE_SITE_URL: WEB_URL,
      },
    },
  ],
});
