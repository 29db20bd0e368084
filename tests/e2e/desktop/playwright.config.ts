/**
 * Runs only the desktop browser tests, with only the local backend (no site
 * build, which these specs do not need):
 * `E2E_API_PORT=55621 E2E_WEB_PORT=5671 npx playwright test -c tests/e2e/desktop/playwright.config.ts`.
 * The root playwright.config.ts runs the same specs with everything else.
 */
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../../playwright.config";

const repoRoot = resolve(import.meta.dirname, "../../..");
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: ".",
  outputDir: resolve(repoRoot, base.outputDir ?? ".e2e/results"),
  webServer: servers
    .filter((server) => !server.command.includes("build:site"))
    .map((server) => ({ ...server, cwd: repoRoot })),
});
