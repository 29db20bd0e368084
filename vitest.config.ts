// Unit and integration tests (vitest), in five projects; each test file belongs to exactly one
// (`unit` takes every file the others do not). Browser tests live in tests/e2e and run under Playwright.
// `npm run test:quick` runs unit, ui and desktop; `npm run test:unit` runs all five.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Desktop main-process, preload and renderer-host specs: node, with the `electron` test double registered once. */
const DESKTOP = ["tests/desktop/**/*.test.ts"];

/** Specs that render React or drive the DOM: jsdom, with the browser APIs it lacks stubbed once. */
const UI = [
  "tests/admin/**/*.test.tsx",
  "tests/admin/i18n.test.ts",
  "tests/desktop/**/*.test.tsx",
  "tests/site/forms/**/*.test.ts",
  "tests/site/islands/{arm-island,disclosure,dom-filter,form-carry,lazy-reveal,on-use-code,video-watch}.test.ts",
  "tests/site/{lazy-image,prerendered-lists}.test.ts",
  "tests/site/search/{search-engine,search-shell}.test.ts",
  "tests/site/{route-error,use-remote-list}.test.tsx",
];

/** Suites that start the local Supabase (PGlite) in-process, or a real PostgreSQL cluster (tests/compat). */
const BACKEND = [
  "tests/supabase/**/*.test.ts",
  "tests/compat/**/*.test.ts",
  "tests/site/{public-rest,send-enquiry}.test.ts",
  "tests/site/search/search-build.test.ts",
];

/** Suites that build: the desktop bundles (electron-vite) and, through `npm start`, the site. */
const BUILD = ["tests/desktop/build.test.ts", "tests/scripts/start.test.ts"];

const NOT_HERE = ["tests/e2e/**", "node_modules/**"];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite boots are CPU-heavy; two cores here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: [...NOT_HERE, ...DESKTOP, ...UI, ...BACKEND, ...BUILD],
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          environment: "jsdom",
          include: UI,
          exclude: [...NOT_HERE, ...BUILD],
          setupFiles: ["tests/setup/dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "desktop",
          include: DESKTOP,
          exclude: [...NOT_HERE, ...BUILD],
          setupFiles: ["tests/setup/electron.ts"],
        },
      },
      {
        extends: true,
        // Test servers start from snapshots made once per run (tests/setup/backend-snapshots.ts, issue #25).
        test: {
          name: "backend",
          include: BACKEND,
          exclude: NOT_HERE,
          globalSetup: ["tests/setup/backend-snapshots.ts"],
        },
      },
      { extends: true, test: { name: "build", include: BUILD, exclude: NOT_HERE } },
    ],
  },
});
