/**
 * The site builder's file sync for the browser tests (issue #27): the admin
 * uploads every file into a private twin bucket and the builder moves an
 * item's files to the public bucket while the item is visible, back when it
 * is not (shared/data/file-visibility.ts). The test backend runs no builder,
 * so a spec that checks what visitors fetch after a save runs that step
 * itself, as service_role, exactly as the builder does before it renders.
 */
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
