/**
 * The site builder's file sync for the browser tests (issue #27): the admin
 * uploads every file into a private twin bucket and the builder moves an
 * item's files to the public bucket while the item is visible, back when it
 * is not (shared/data/file-visibility.ts). The test backend runs no builder,
 * so a spec that checks what visitors fetch after a save runs that step
 * itself, as service_role, exactly as the builder does before it renders.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { describeSyncFailures, syncFileVisibility } from "../../../shared/data/file-visibility";
import type { AppSupabaseClient } from "../../../shared/supabase/client";
import { service, visitor } from "./clients";

/**
 * Puts the files of the rows `{ table, id }` in the bucket their visibility
 * calls for (syncFileVisibility with those rows as the build's changes).
 * @returns how many objects moved.
 * @throws Error naming every object that could not be moved.
 */
export async function syncFiles(...rows: { table: string; id: string }[]): Promise<number> {
  const { moved, failed } = await syncFileVisibility(service() as unknown as AppSupabaseClient, visitor(), rows);
  if (failed.length > 0) throw new Error(describeSyncFailures(failed));
  return moved;
}

/**
 * Waits (up to 10 s) until a visitor's plain GET of `url` answers `status`:
 * right after a publish, move to draft, trash or restore the admin moves the
 * item's files itself (shared/admin/data/file-placement.ts), in the
 * background of its change, so what visitors fetch follows within moments.
 */
export async function expectServedStatus(request: APIRequestContext, url: string, status: number): Promise<void> {
  await expect
    .poll(async () => (await request.get(url)).status(), { timeout: 10_000, message: `GET ${url}` })
    .toBe(status);
}
