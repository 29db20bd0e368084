// Lint: typescript-eslint's recommended rules, React hooks rules, and the
// one-way import rules: shared/ imports neither app, and the desktop renderer
// never imports main-process code; with eslint-plugin-import-x (issue #25) no
// import cycles, shared/'s lower layers never import shared/admin, a site
// feature never imports another feature, and nothing imports upward into the
// root scripts/.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The site's feature folders (site/src/features/*), each its own import zone. */
const SITE_FEATURES = readdirSync(new URL("./site/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Everything in shared/ but shared/admin (folders and files): the layers the admin builds on. */
const SHARED_LOWER_LAYERS = readdirSync(new URL("./shared", import.meta.url))
  .filter((name) => name !== "admin")
  .map((name) => `./shared/${name}`);

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
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Our imports are relative and extensionless: resolve them as TypeScript files.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: SHARED_LOWER_LAYERS,
              from: "./shared/admin",
              message: "shared/'s lower layers must not import shared/admin (it builds on them).",
            },
            ...SITE_FEATURES.map((feature) => ({
              target: `./site/src/features/${feature}`,
              from: "./site/src/features",
              except: [`./${feature}`],
              message: "A site feature must not import another feature: move what both need to components/ or lib/.",
            })),
            {
              target: ["./site", "./shared", "./desktop", "./supabase"],
              from: "./scripts",
              message: "The apps, shared/ and supabase/ must not import upward from the root scripts/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Cycles among the code that ships and its scripts. Not from the tests, benchmarks and dev tools:
    // nothing imports them, so they cannot close a cycle with the shipped code, and walking the whole
    // graph from each of them doubled the lint time (a cycle among them alone goes unchecked).
    files: [
      "site/src/**/*.{ts,tsx}",
      "site/scripts/**/*.ts",
      "shared/**/*.{ts,tsx}",
      "desktop/**/*.{ts,tsx}",
      "supabase/server/**/*.ts",
      "scripts/**/*.ts",
    ],
    rules: {
      // ignoreExternal: the walk stays inside our own files (node_modules are never parsed).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
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
