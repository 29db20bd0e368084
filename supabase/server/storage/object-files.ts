/**
 * Where object bytes live on disk (issue #8). Hosted Storage keeps each
 * upload in S3 under `<bucket>/<name>/<version>`, so `coll` and
 * `coll/inner.pdf` are independent keys. Mapping object names onto a file
 * tree cannot do that (a name is either a file or a folder, segments are
 * limited to 255 bytes), so the bytes are stored under names derived from
 * the row, never from the object name:
 *
 *     <storageDir>/.objects/<object id>.<version>   (one file per committed upload)
 *     <storageDir>/.uploads/<random uuid>           (an upload being received)
 *
 * Each upload gets a new `version` (a UUID, as hosted Storage does), moved
 * into `.objects` inside the row's transaction; an upsert removes the
 * previous version's file after commit. So the files that should exist are
 * exactly `{id}.{version}` of the rows of storage.objects, and `prepare()`
 * (run at start, before listening) deletes everything else: partial uploads
 * left by a crash, a file whose transaction never committed, a replaced
 * version. It also migrates the layout used before issue #8
 * (`<storageDir>/<bucket>/<object name>`) by moving each row's file into
 * place. Dot-names cannot clash with that layout: it refused bucket ids
 * starting with a dot.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Db, UUID_PATTERN } from "../db/database";
import { listObjectFiles } from "./objects-sql";

/** Versions this server writes are UUIDs; anything else in the column cannot name a file. */
const VERSION = /^[A-Za-z0-9-]{1,64}$/;
/** Temp files of the layout before issue #8: `<target>.upload-<uuid>`. */
const LEGACY_TEMP = /\.upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A storage.objects row's identity on disk. */
export interface StoredObject {
  id: string;
  version: string | null;
}

/** What prepare() did, for the start log and tests. */
export interface PrepareReport {
  /** Files moved from the old `<bucket>/<name>` layout. */
  migrated: number;
  /** Leftovers deleted (temp files, files without a row, old versions). */
  removed: number;
  /** Problems that did not stop the start (e.g. a legacy file that could not be moved). */
  warnings: string[];
}

/** The object files of one storage folder. */
export class ObjectFiles {
  /** Folder of committed object files. */
  readonly objectsDir: string;
  /** Folder of uploads being received. */
  readonly uploadsDir: string;

  constructor(readonly root: string) {
    this.objectsDir = path.join(root, ".objects");
    this.uploadsDir = path.join(root, ".uploads");
  }

  /** A new version id for an upload. */
  newVersion(): string {
    return randomUUID();
  }

  /** File name (inside objectsDir) of a row, or null when the row cannot have a file (malformed id/version). */
  fileName(o: StoredObject): string | null {
    if (!UUID_PATTERN.test(o.id)) return null;
    if (o.version === null) return o.id; // rows migrated from the old layout
    return VERSION.test(o.version) ? `${o.id}.${o.version}` : null;
  }

  /** Absolute path of a row's file, or null (see fileName). */
  pathOf(o: StoredObject): string | null {
    const name = this.fileName(o);
    return name === null ? null : path.join(this.objectsDir, name);
  }

  /**
   * Writes `bytes` to a new temp file in uploadsDir.
   * @returns its path (pass it to commit(), or discard() it).
   */
  async stage(bytes: Uint8Array): Promise<string> {
    const temp = path.join(this.uploadsDir, randomUUID());
    await writeFile(temp, bytes);
    return temp;
  }

  /** Moves a staged file into place as the bytes of `o` (atomic rename, same folder tree). */
  async commit(temp: string, o: StoredObject): Promise<void> {
    const target = this.pathOf(o);
    if (target === null) throw new Error(`object ${o.id} has no valid file name`);
    await rename(temp, target);
  }

  /** Deletes the file of `o` (and `temp`, when given); missing files are fine. */
  async discard(o: StoredObject | null, temp?: string): Promise<void> {
    const target = o ? this.pathOf(o) : null;
    await Promise.all([target ? rm(target, { force: true }) : undefined, temp ? rm(temp, { force: true }) : undefined]);
  }

  /**
   * Makes the folder match the database: empties uploadsDir, migrates the old
   * layout, deletes every file of objectsDir that is not `{id}.{version}` of
   * a row. Run before the server accepts requests.
   */
  async prepare(db: Db): Promise<PrepareReport> {
    const report: PrepareReport = { migrated: 0, removed: 0, warnings: [] };
    await mkdir(this.root, { recursive: true });
    report.removed += await countAndRemoveChildren(this.uploadsDir);
    await mkdir(this.uploadsDir, { recursive: true });
    await mkdir(this.objectsDir, { recursive: true });

    const rows = await listObjectFiles(db);

    // The layout before issue #8: one folder per bucket, files at their object names.
    const byName = new Map(rows.map((r) => [`${r.bucket_id}\u0000${r.name}`, r]));
    for (const entry of await readdir(this.root, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      const bucketDir = path.join(this.root, entry.name);
      let kept = 0;
      for (const rel of await listFiles(bucketDir)) {
        const file = path.join(bucketDir, ...rel.split("/"));
        const row = LEGACY_TEMP.test(rel) ? undefined : byName.get(`${entry.name}\u0000${rel}`);
        const target = row ? this.pathOf(row) : null;
        if (!row || !target || (await exists(target))) {
          await rm(file, { force: true });
          report.removed++;
          continue;
        }
        try {
          await rename(file, target);
          report.migrated++;
        } catch (e) {
          kept++;
          report.warnings.push(`could not move ${file} to ${target}: ${(e as Error).message}`);
        }
      }
      if (kept === 0) await rm(bucketDir, { recursive: true, force: true });
    }

    // Files of objectsDir that no row names: uncommitted uploads, replaced versions, strays.
    const wanted = new Set(rows.map((r) => this.fileName(r)).filter((n): n is string => n !== null));
    for (const name of await readdir(this.objectsDir)) {
      if (wanted.has(name)) continue;
      await rm(path.join(this.objectsDir, name), { recursive: true, force: true });
      report.removed++;
    }
    return report;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Deletes everything inside `dir` (which may not exist); returns how many entries there were. */
async function countAndRemoveChildren(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  await Promise.all(names.map((n) => rm(path.join(dir, n), { recursive: true, force: true })));
  return names.length;
}

/** Paths (with `/`) of all files under `dir`, relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (sub: string) => {
    for (const e of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(rel);
      else out.push(rel);
    }
  };
  await walk("");
  return out;
}
