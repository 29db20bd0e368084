/**
 * The Edge Functions are self-contained (issue #23): every relative import in
 * supabase/functions/** names its file with the extension (Deno and the
 * deploy bundler follow nothing else), the file exists, and no import leaves
 * supabase/functions/ (shared code is copied into `_shared/` by
 * `npm run functions:sync`).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../supabase/dev/repo-root";
import { importSpecifiers, isRelativeSpecifier } from "../../scripts/sync-function-shared";

const FUNCTIONS_DIR = path.join(REPO_ROOT, "supabase/functions");

/** Every TypeScript / JavaScript source under supabase/functions, relative to it. */
async function functionSources(): Promise<string[]> {
  const entries = await readdir(FUNCTIONS_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => path.relative(FUNCTIONS_DIR, path.join(e.parentPath, e.name)))
    .sort();
}

describe("supabase/functions/**", () => {
  it("has sources to check (the notify-enquiry function and its _shared copies)", async () => {
    const files = await functionSources();
    expect(files).toContain(path.join("notify-enquiry", "index.ts"));
    expect(files).toContain(path.join("_shared", "enquiries", "labels.ts"));
  });

  it("writes every relative import with its extension, of a file that exists inside supabase/functions", async () => {
    const problems: string[] = [];
    for (const file of await functionSources()) {
      const full = path.join(FUNCTIONS_DIR, file);
      for (const spec of importSpecifiers(await readFile(full, "utf8"))) {
        if (!isRelativeSpecifier(spec)) continue;
        const target = path.resolve(path.dirname(full), spec);
        if (!/\.(ts|tsx|js|mjs|json)$/.test(spec)) problems.push(`${file}: "${spec}" has no file extension`);
        else if (!existsSync(target)) problems.push(`${file}: "${spec}" does not exist`);
        if (path.relative(FUNCTIONS_DIR, target).startsWith("..")) {
          problems.push(`${file}: "${spec}" leaves supabase/functions (copy it with npm run functions:sync)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the scan finds an extensionless import (self-check of the pattern)", () => {
    const specs = importSpecifiers(
      'import type { A } from "./a";\nexport { b } from "../b.ts";\nimport "./side";\nconst c = await import("./c");\n',
    );
    expect(specs).toEqual(["./a", "../b.ts", "./side", "./c"]);
  });
});
