/**
 * `npm run functions:sync` (scripts/sync-function-shared.ts, issue #23): the
 * copies under supabase/functions/_shared must equal a fresh sync of shared/,
 * and the sync itself copies the import closure with `.ts` specifiers, a
 * "generated" header, and removes copies no entry reaches any more.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkFunctionShared,
  driftMessage,
  GENERATED_MARKER,
  generateFunctionShared,
  importSpecifiers,
  SYNC_COMMAND,
  syncFunctionShared,
  TARGET_DIR,
} from "../../scripts/sync-function-shared";
import { REPO_ROOT } from "../../supabase/dev/repo-root";

describe("supabase/functions/_shared", () => {
  it("equals a fresh sync of shared/ (else run `npm run functions:sync`)", async () => {
    const drift = await checkFunctionShared();
    // The message names the files and the command to run.
    expect(driftMessage(drift), driftMessage(drift) ?? "").toBeNull();
  });
});

describe("generateFunctionShared()", () => {
  it("copies the enquiry labels, the database types, the team roles and everything they import, each marked generated", async () => {
    const files = await generateFunctionShared();
    expect([...files.keys()].sort()).toEqual(
      [
        "enquiries/forms.ts",
        "enquiries/labels.ts",
        "i18n/languages.ts",
        "types/database.ts",
        "types/domain.ts",
        "types/staff-roles.ts",
      ].map((f) => `${TARGET_DIR}/${f}`),
    );
    for (const [file, text] of files) {
      expect(text.startsWith(GENERATED_MARKER), file).toBe(true);
      expect(text.split("\n")[0]).toContain("Do not edit");
      for (const spec of importSpecifiers(text)) expect(spec, `${file}: ${spec}`).toMatch(/^\.\.?\/.*\.ts$/);
    }
    expect(files.get(`${TARGET_DIR}/enquiries/labels.ts`)).toContain('from "./forms.ts"');
  });
});

describe("syncFunctionShared() on a copy of the repository's shared/ and functions/", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "functions-sync-"));
    await cp(path.join(REPO_ROOT, "shared"), path.join(root, "shared"), { recursive: true });
    await cp(path.join(REPO_ROOT, TARGET_DIR), path.join(root, TARGET_DIR), { recursive: true });
    await cp(path.join(REPO_ROOT, ".prettierrc.json"), path.join(root, ".prettierrc.json"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reports a changed source and a stale copy, naming the command, then fixes both", async () => {
    const labels = path.join(root, "shared/enquiries/labels.ts");
    await writeFile(labels, `${await readFile(labels, "utf8")}\nexport const ADDED = 1;\n`);
    const stale = path.join(root, TARGET_DIR, "enquiries/old.ts");
    await writeFile(stale, `${GENERATED_MARKER} from shared/enquiries/old.ts. Do not edit.\nexport {};\n`);

    const drift = await checkFunctionShared(root);
    expect(drift).toEqual({
      changed: [`${TARGET_DIR}/enquiries/labels.ts`],
      stale: [`${TARGET_DIR}/enquiries/old.ts`],
    });
    expect(driftMessage(drift)).toContain(`Run \`${SYNC_COMMAND}\``);

    await syncFunctionShared(root);
    expect(await checkFunctionShared(root)).toEqual({ changed: [], stale: [] });
    expect(await readFile(path.join(root, TARGET_DIR, "enquiries/labels.ts"), "utf8")).toContain("ADDED = 1");
  });

  it("refuses shared code that imports a package", async () => {
    const forms = path.join(root, "shared/enquiries/forms.ts");
    await writeFile(forms, `import { z } from "zod";\n${await readFile(forms, "utf8")}`);
    await expect(generateFunctionShared(root)).rejects.toThrow(/imports the package "zod"/);
  });
});
