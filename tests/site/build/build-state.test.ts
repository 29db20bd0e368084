/**
 * What the full build keeps for rebuilds (site/scripts/rebuild/build-state.ts,
 * issue #27): the state reads back as written, a missing or older state asks
 * for a full build, and the SSR folders of vanished output folders are pruned.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  BUILD_STATE_VERSION,
  pruneStaleSsrDirs,
  readBuildState,
  ssrDirOf,
  writeBuildState,
  type BuildState,
} from "../../../site/scripts/rebuild/build-state";

const work = mkdtempSync(join(tmpdir(), "build-state-"));
const made: string[] = [];
afterAll(() => {
  for (const dir of [work, ...made]) rmSync(dir, { recursive: true, force: true });
});

const stateFor = (outDir: string): BuildState => ({
  version: BUILD_STATE_VERSION,
  outDir,
  template: "<html><!--app-head--><!--app-html--></html>",
  entry: "/assets/main.js",
  siteUrl: "http://localhost:5173",
  routes: { "/": ["latest news"] },
  items: [{ table: "news", id: "1", slug: "a", path: "/company/news/a", shows: [] }],
  searchPages: { en: [], zh: [] },
});

describe("build state", () => {
  it("reads back what was written, one SSR folder per output folder", async () => {
    const outDir = join(work, "site");
    const ssrDir = ssrDirOf(outDir);
    made.push(ssrDir);
    expect(ssrDirOf(join(work, "other"))).not.toBe(ssrDir);
    await writeBuildState(ssrDir, stateFor(outDir));
    expect(await readBuildState(ssrDir)).toEqual(stateFor(outDir));
  });

  it("asks for a full build when there is no state or one of another version", async () => {
    const ssrDir = ssrDirOf(join(work, "never-built"));
    made.push(ssrDir);
    await expect(readBuildState(ssrDir)).rejects.toThrow("run npm run build:site first");
    await writeBuildState(ssrDir, { ...stateFor(work), version: 0 as typeof BUILD_STATE_VERSION });
    await expect(readBuildState(ssrDir)).rejects.toThrow("of another version");
  });

  it("prunes the SSR folders of output folders that are gone, keeps the others", async () => {
    const gone = join(work, "gone");
    const kept = join(work, "kept");
    const goneSsr = ssrDirOf(gone);
    const keptSsr = ssrDirOf(kept);
    made.push(goneSsr, keptSsr);
    await writeBuildState(goneSsr, stateFor(gone));
    await writeBuildState(keptSsr, stateFor(work));
    expect(await pruneStaleSsrDirs()).toBeGreaterThanOrEqual(1);
    expect(existsSync(goneSsr)).toBe(false);
    expect(existsSync(keptSsr)).toBe(true);
  });
});
