/**
 * The builder's file step (issue #27: nothing public before publishing or
 * after trashing): before pages are rendered, each changed item's Storage
 * objects go to the public bucket when visitors can read the item, to its
 * private twin otherwise (shared/data/file-visibility.ts). The local builder
 * (runner.ts) runs it with the claimed changes; a full build with
 * SITE_BUILD_REPORT=1 (hosted builds, `npm start`'s first build; build.ts)
 * runs it over every row. A failed move fails the build's record with a
 * clear message, never silently.
 */
import { createClient } from "@supabase/supabase-js";
import {
  describeSyncFailures,
  syncFileVisibility,
  type FileVisibilityScope,
} from "../../../shared/data/file-visibility";
import { LOCAL_ANON_KEY } from "../../../shared/local-defaults";
import type { AppSupabaseClient } from "../../../shared/supabase/client";
import type { Database } from "../../../shared/types/database";
import { parseChanges } from "./changes";

/**
 * Puts the files of the items `changes` names (a build record's changes;
 * every row when they do not say what changed) in the right bucket.
 * @returns how many objects moved.
 * @throws Error "Moving files between public and private storage failed: <bucket>/<path>: <reason>…"
 *   when an object could not be moved, or the row read's error.
 */
export type SyncFiles = (changes: unknown) => Promise<number>;

/** The sync scope of a build's changes: the changed rows, or "all" when they do not say (changes.ts). */
export function syncScopeOf(changes: unknown): FileVisibilityScope {
  return parseChanges(changes) ?? "all";
}

/** The file step against the project at `url`: service_role moves, the anon key decides visibility. */
export function fileSync(url: string, serviceRoleKey: string, anonKey: string): SyncFiles {
  const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const service: AppSupabaseClient = createClient<Database>(url, serviceRoleKey, options);
  const anon: AppSupabaseClient = createClient<Database>(url, anonKey, options);
  return async (changes) => {
    const { moved, failed } = await syncFileVisibility(service, anon, syncScopeOf(changes));
    if (failed.length > 0) throw new Error(describeSyncFailures(failed));
    return moved;
  };
}

/**
 * The file step of a full build, from its environment: with SITE_BUILD_REPORT=1,
 * VITE_SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and the site's anon key
 * (VITE_SUPABASE_ANON_KEY, else the local backend's default, as the site
 * itself falls back); null without SITE_BUILD_REPORT=1.
 * @throws Error when SITE_BUILD_REPORT=1 without SUPABASE_SERVICE_ROLE_KEY or VITE_SUPABASE_URL.
 */
export function fileSyncFromEnv(env: NodeJS.ProcessEnv = process.env): SyncFiles | null {
  if (env.SITE_BUILD_REPORT !== "1") return null;
  const url = env.VITE_SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) throw new Error("SITE_BUILD_REPORT=1 needs SUPABASE_SERVICE_ROLE_KEY and VITE_SUPABASE_URL");
  return fileSync(url, key, env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY);
}
