/**
 * The Supabase session store behind the renderer's storage adapter (spec §6,
 * issue #5): key/value pairs kept in userData/session.bin, encrypted as a
 * whole with safeStorage (OS keychain / DPAPI / libsecret). When encryption is
 * unavailable, or on Linux only Electron's hard-coded "basic_text" key is
 * available (no keyring), the session lives in memory only: it is never
 * written in clear or with a key everyone knows.
 * Removing the last key (sign-out) deletes the file.
 */
import { join } from "node:path";
import { app, safeStorage } from "electron";
import { readOptionalFile, removeFile, writeFileAtomic } from "./files";
import { handle } from "./ipc";

let cache: Map<string, string> | null = null;

/** True when safeStorage offers real OS-backed encryption (not Linux's basic_text fallback). */
export function canPersistSession(platform: NodeJS.Platform = process.platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return platform !== "linux" || safeStorage.getSelectedStorageBackend() !== "basic_text";
}
let queue: Promise<unknown> = Promise.resolve();

/** Absolute path of the encrypted session file. */
export function sessionFilePath(): string {
  return join(app.getPath("userData"), "session.bin");
}

/** Runs store operations one at a time so concurrent set/remove calls never interleave writes. */
function serialize<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function load(): Promise<Map<string, string>> {
  if (cache) return cache;
  cache = new Map();
  if (!canPersistSession()) return cache;
  const blob = await readOptionalFile(sessionFilePath());
  if (!blob) return cache;
  try {
    const parsed: unknown = JSON.parse(safeStorage.decryptString(blob));
    if (parsed && typeof parsed === "object") {
      for (const [key, value] of Object.entries(parsed)) if (typeof value === "string") cache.set(key, value);
    }
  } catch {
    // Undecryptable (other user/machine, keychain reset) or corrupt: start signed out and drop it.
    await removeFile(sessionFilePath());
  }
  return cache;
}

async function persist(map: Map<string, string>): Promise<void> {
  if (map.size === 0) {
    await removeFile(sessionFilePath());
    return;
  }
  if (!canPersistSession()) return;
  await writeFileAtomic(sessionFilePath(), safeStorage.encryptString(JSON.stringify(Object.fromEntries(map))));
}

/** The stored value of `key`, or null. */
export function getSessionItem(key: string): Promise<string | null> {
  return serialize(async () => (await load()).get(key) ?? null);
}

/** Stores `value` under `key` and rewrites the encrypted file. */
export function setSessionItem(key: string, value: string): Promise<void> {
  return serialize(async () => {
    const map = await load();
    map.set(key, value);
    await persist(map);
  });
}

/** Removes `key`; when nothing is left the file is deleted (sign-out wipes the session). */
export function removeSessionItem(key: string): Promise<void> {
  return serialize(async () => {
    const map = await load();
    map.delete(key);
    await persist(map);
  });
}

/** Forgets every key and deletes the file. */
export function wipeSession(): Promise<void> {
  return serialize(async () => {
    cache = new Map();
    await removeFile(sessionFilePath());
  });
}

/** Registers `session:get`, `session:set` and `session:remove`. */
export function setupSessionStore(): void {
  handle("session:get", (_event, key) => getSessionItem(key));
  handle("session:set", (_event, key, value) => setSessionItem(key, value));
  handle("session:remove", (_event, key) => removeSessionItem(key));
}
