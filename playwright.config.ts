// Browser tests: the built site (and the desktop renderer) in Chromium against
// the real local Supabase backend. See tests/e2e/support/env.ts for ports.
import { defineConfig, devices, type Project } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumExecutable } from "./site/scripts/chromium";
import { API_PORT, API_URL, DATA_DIR, SITE_DIR, WEB_PORT, WEB_URL } from "./tests/e2e/support/env";

/**
 * Specs that must run alone: they measure what a visitor waits for (first
 * tap, first paint, typing on a throttled CPU), so a second browser beside
 * them would change what they see; and search.spec adds a published paper
 * for a moment, which pages listed by other specs would show, as fresh-lists.spec
 * does (and trashes one; it measures layout shifts too).
 */
const RUN_ALONE =
  /(site\/(first-tap|typing-before-hydration|search-typing|deferred-entry|islands|search|fresh-lists)|(admin|desktop)\/first-paint)\.spec\.ts$/;

/**
 * The browser tests in three stages, one after the other (each depends on the
 * one before, so they never overlap):
 * - `admin`: the admin and the desktop renderer, one test at a time: they
 *   share one seeded backend and assert on its counts;
 * - `site`: the public pages, two at a time, test by test: they read the
 *   content and add only enquiries under their own e-mail addresses;
 * - `alone`: RUN_ALONE, one at a time with nothing beside them.
 * A stage runs only when the one before passed; `--no-deps` runs one alone
 * (`npx playwright test --project site --no-deps`).
 */
const PROJECTS: Project[] = [
  { name: "admin", testMatch: /(admin|desktop)\/.*\.spec\.ts$/, testIgnore: RUN_ALONE, workers: 1 },
  {
    name: "site",
    testMatch: /site\/.*\.spec\.ts$/,
    testIgnore: RUN_ALONE,
    workers: 2,
    fullyParallel: true,
    dependencies: ["admin"],
  },
  { name: "alone", testMatch: RUN_ALONE, workers: 1, dependencies: ["site"] },
].map((project) => ({ ...project, use: { ...devices["Desktop Chrome"], channel: undefined } }));

export default defineConfig({
  testDir: "tests/e2e",
  // Per-port output so suites run side by side never wipe each other's results.
  outputDir: `.e2e/results-${WEB_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers in all; each project says how many of them it may use (see PROJECTS below).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: WEB_URL,
    // A trace costs every test about a quarter of its time (measured: 34 specs 239 s traced, 176 s
    // not), so only a failure's retry records one (CI retries once); `--trace on` records them all.
    trace: "on-first-retry",
    launchOptions: { executablePath: testChromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: PROJECTS,
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
