/**
 * What a full site build keeps for the local builder's partial rebuilds
 * (issue #27): the SSR bundle (in `site/.ssr/<hash of the output folder>/`,
 * outside the output so it is never deployed) and beside it
 * `prerender-state.json`: the client template, the site origin, which lists
 * each public route showed, which items have a page and which other items
 * each item page shows, and the page documents of the search index. A
 * rebuild reads it, re-renders the pages a change affects and writes it back.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ItemPageTable } from "../../../shared/content/item-pages";
import type { Locale } from "../../src/app/paths";
import type { SearchDoc } from "../../src/features/search/search-documents";
import { writeFileAtomic } from "./atomic-write";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The state file's name in the SSR folder. */
export const BUILD_STATE_FILE = "prerender-state.json";
/** The state format's version; a state of another version is not used (a full build is needed). */
export const BUILD_STATE_VERSION = 1;

/** One item page of the build: its table, id and slug, and the ids of the other items it shows (related items). */
export interface ItemRecord {
  table: ItemPageTable;
  id: string;
  slug: string;
  /** English path of its page. */
  path: string;
  shows: string[];
}

/** Which pages the prerender wrote and what they show (the part affectedPages reads). */
export interface PageRecord {
  /** Every public route's English path → the labels of the public lists it showed (either language). */
  routes: Record<string, string[]>;
  /** Every item page. */
  items: ItemRecord[];
}

/** The whole kept state: PageRecord plus what a page's prerender needs without Vite. */
export interface BuildState extends PageRecord {
  version: typeof BUILD_STATE_VERSION;
  /** The output folder the state belongs to (absolute). */
  outDir: string;
  /** The client build's index.html without its module script tag. */
  template: string;
  /** URL of the client entry module. */
  entry: string;
  /** The site's origin the build used (canonical links, sitemap). */
  siteUrl: string;
  /** Each language's page documents of the search index. */
  searchPages: Record<Locale, SearchDoc[]>;
}

/** The SSR folder of the build into `outDir` (one per output folder, so builds of different outputs run side by side). */
export function ssrDirOf(outDir: string): string {
  return path.join(siteRoot, ".ssr", createHash("sha1").update(path.resolve(outDir)).digest("hex").slice(0, 12));
}

/** Writes the state into `ssrDir` (atomically). */
export async function writeBuildState(ssrDir: string, state: BuildState): Promise<void> {
  await writeFileAtomic(path.join(ssrDir, BUILD_STATE_FILE), JSON.stringify(state));
}

/**
 * Reads the state a full build left in `ssrDir`.
 * @throws Error saying to run the full build when there is none or it is of another version.
 */
export async function readBuildState(ssrDir: string): Promise<BuildState> {
  let state: BuildState;
  try {
    state = JSON.parse(await readFile(path.join(ssrDir, BUILD_STATE_FILE), "utf8")) as BuildState;
  } catch (error) {
    throw new Error(`No prerender state in ${ssrDir} (${String(error)}): run npm run build:site first`, {
      cause: error,
    });
  }
  if (state.version !== BUILD_STATE_VERSION) {
    throw new Error(`The prerender state in ${ssrDir} is of another version: run npm run build:site first`);
  }
  return state;
}

/**
 * Removes the SSR folders (with their state) of output folders that no longer
 * exist (a test's or benchmark's temporary build), so `site/.ssr` does not
 * grow with every such build. Folders without a readable state are left alone
 * (a build may be writing one). @returns how many were removed.
 */
export async function pruneStaleSsrDirs(): Promise<number> {
  const root = path.join(siteRoot, ".ssr");
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, name);
    const state = await readFile(path.join(dir, BUILD_STATE_FILE), "utf8").then(
      (text) => JSON.parse(text) as Partial<BuildState>,
      () => null,
    );
    if (typeof state?.outDir === "string" && !existsSync(state.outDir)) {
      await rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
