// Unit and integration tests (vitest). Browser tests live in tests/e2e and run under Playwright.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite boots are CPU-heavy; two cores here.
    maxWorkers: 2,
  },
});
