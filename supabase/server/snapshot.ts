/**
 * Snapshots of a running local Supabase (issue #25): its database as a tar
 * file (PGlite's `dumpDataDir`) plus a copy of its stored object files, so a
 * later in-memory start can begin from them instead of initdb, migrations and
 * a seed through the API. startServer takes one as its internal `snapshot`
 * option; the tests make theirs once per run (test-snapshots.ts).
 */
import { openAsBlob } from "node:fs";
import { cp, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RunningServer } from "./index";

/** What a start copies: the files saveServerSnapshot wrote. */
export interface ServerSnapshot {
  /** Absolute path of the uncompressed tar of the database's data folder. */
  database: string;
  /** Absolute path of the folder holding a copy of the server's `storage` folder. */
  storageDir: string;
  /**
   * The API URL of the server the snapshot was taken from (e.g. `http://127.0.0.1:41234`): seeded rows
   * hold public file URLs under it, which a start from the snapshot rewrites to its own URL (db/rebase-urls.ts).
   */
  url: string;
}

/**
 * Writes `server`'s database to `<dir>/database.tar` and copies its storage folder to `<dir>/storage`.
 * Take it while no request is under way (nothing waits for them).
 * @param dir a folder to create (or an empty one).
 * @returns the snapshot, with absolute paths.
 * @throws the file system's or PGlite's error.
 */
export async function saveServerSnapshot(server: RunningServer, dir: string): Promise<ServerSnapshot> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  const database = path.join(root, "database.tar");
  const storageDir = path.join(root, "storage");
  const tar = await server.db.dumpDataDir("none");
  await writeFile(database, new Uint8Array(await tar.arrayBuffer()));
  await cp(server.deps.storageDir, storageDir, { recursive: true });
  return { database, storageDir, url: server.url };
}

/**
 * The snapshot's database tar as a Blob for openDatabase's `loadDataDir` (read from disk when PGlite reads it).
 * @throws ENOENT when the tar file is gone.
 */
export function snapshotDatabase(snapshot: ServerSnapshot): Promise<Blob> {
  return openAsBlob(snapshot.database);
}

/**
 * Copies the snapshot's object files into `storageDir` (a server's new, empty storage folder), so the
 * rows of storage.objects in the snapshot's database have their files.
 * @throws the file system's error (e.g. ENOENT when the snapshot's folder is gone).
 */
export async function copySnapshotFiles(snapshot: ServerSnapshot, storageDir: string): Promise<void> {
  await cp(snapshot.storageDir, storageDir, { recursive: true });
}
