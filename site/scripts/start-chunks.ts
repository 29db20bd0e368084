/**
 * Code splitting for the public pages' start-up (issue #24: TBT). Left to
 * itself, the bundler gives every module that the public entry shares with
 * a lazily loaded page chunk a chunk of its own (those page chunks are also
 * reachable from the admin), so the entry pulled in 12 files of 2–4 KiB and
 * the data pages' row check 7 more, in a chain of four rounds. Each module
 * file costs the page's main thread a request and a compile task: on a 4×
 * slowed phone those tasks were past 50 ms.
 *
 * `startChunks(roots)` returns a plugin that, once the module graph is known
 * (buildEnd), finds the static imports (recursively) of the entry and of
 * each lazily imported root, with a code-splitting group each that puts them
 * into one chunk: "start" holds the entry's imports except those another
 * entry (the admin's, the captcha page's) loads at start, so those entries
 * never load the public start-up's code at start (the admin's lazily loaded
 * code shares modules with it, and loads it then); a lazy root's
 * imports that the entry does not load go into the root's chunk.
 */
import type { Plugin } from "vite";

/** A code-splitting group, as rolldown's `output.codeSplitting.groups` takes it. */
export interface StartGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}

/** Graph access the plugin needs (a subset of rolldown's plugin context). */
interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The module ids `entry` imports statically, itself included, found with `graph`. */
export function staticClosure(graph: GraphContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/** What startChunks splits: absolute module paths. */
export interface StartChunkRoots {
  /** The public pages' entry: it stays its own chunk; what it imports goes into the group "start". */
  entry: string;
  /** The name of the entry's chunk (its key in the build's inputs). */
  entryChunk: string;
  /** Modules the entry imports lazily, each with its static imports in one chunk (group name → path). */
  lazy: Readonly<Record<string, string>>;
  /** The other entries (admin, captcha page): what they load at start stays out of every group. */
  others: readonly string[];
}

/** The chunk of the public entry's static imports. */
export const START_CHUNK = "start";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this
 * comment has all its functions compiled eagerly, on a background thread while
 * it streams in, instead of each one on the main thread when first called
 * (measured: 3–15 ms of compiling inside the start-up's tasks). For files
 * whose functions nearly all run at load; other engines read a comment.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The plugin and the code-splitting groups for `roots`: "start" for the
 * entry's static imports, then one per lazy root (its modules that "start"
 * does not already hold).
 */
export function startChunks(roots: StartChunkRoots): {
  plugin: Plugin;
  groups: StartGroup[];
  postBanner: (chunk: { name: string; isEntry: boolean }) => string;
} {
  const owner = new Map<string, string>();
  const names = [START_CHUNK, ...Object.keys(roots.lazy)];
  const plugin: Plugin = {
    name: "start-chunks",
    apply: "build",
    buildEnd() {
      owner.clear();
      const graph = this as unknown as GraphContext;
      const entryModules = staticClosure(graph, roots.entry);
      // "start": the entry's imports that no other entry loads at start (so the admin does not load it at start).
      const otherStarts = new Set(roots.others.flatMap((entry) => [...staticClosure(graph, entry)]));
      for (const id of entryModules) if (id !== roots.entry && !otherStarts.has(id)) owner.set(id, START_CHUNK);
      // A lazy root: its imports that the entry does not load (the admin loads this chunk too, for the list
      // modules its pages share: one file there as well).
      for (const [name, root] of Object.entries(roots.lazy)) {
        for (const id of staticClosure(graph, root)) if (!entryModules.has(id) && !owner.has(id)) owner.set(id, name);
      }
    },
  };
  const groups = names.map((name): StartGroup => ({
    name,
    test: (id) => owner.get(id) === name,
    priority: 10,
    includeDependenciesRecursively: false,
  }));
  /** The compile hint on the start-up's files: the entry's chunk (`entryChunk`), "start" and each lazy root's. */
  const postBanner = (chunk: { name: string; isEntry: boolean }) =>
    (chunk.isEntry && chunk.name === roots.entryChunk) || names.includes(chunk.name) ? EAGER_COMPILE_HINT : "";
  return { plugin, groups, postBanner };
}
