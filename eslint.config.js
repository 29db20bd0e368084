// Lint: typescript-eslint's recommended rules, React hooks rules, and the
// one-way import rule: shared/ imports neither app, and the desktop renderer
// never imports main-process code.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "out",
      "release",
      ".data",
      ".e2e",
      "site/dist",
      "site/.ssr",
      ".bench",
      "test-results",
      "playwright-report",
      "coverage",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/site/**", "**/desktop/**"], message: "shared/ must not import an app." }] },
      ],
    },
  },
  {
    files: ["desktop/renderer/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/main/**", "electron"],
              message: "The renderer talks to the main process only through the preload bridge.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["site/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/desktop/**", "**/supabase/server/**"],
              message: "The site must not import desktop or server code.",
            },
          ],
        },
      ],
    },
  },
);
