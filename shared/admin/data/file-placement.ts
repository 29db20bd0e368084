/**
 * Files follow an admin's change at once (issue #27): right after a publish,
 * move to draft, trash, restore, version restore or catalog change, the
 * admin's own client moves the changed item's Storage objects to the public
 * bucket when visitors can now read the item, or to its private twin when
 * they no longer can (shared/data/file-visibility.ts, the same step the site
 * builder runs). Without it a published item's row is visible at once (the
 * site's fresh lists read it) while its files stay private until the next
 * build, which on a hosted static host takes minutes; a trashed item's files
 * would stay public that long too.
 *
 * Best effort: the builder runs the same sync before it renders, so a
 * failure here (offline, a Storage error) is logged and left to it; it never
 * fails the admin's change. Admins may list and move objects in both buckets
 * of every pair (migration 20261203100000_private_draft_files.sql); whether
 * visitors can read the row is asked with the anon key, as the builder does.
 */
import { describeSyncFailures, syncFileVisibility } from "../../data/file-visibility";
import { clientProject, createSupabaseClient, type AppSupabaseClient } from "../../supabase/client";

/** One changed row: its table (a content table or `catalog_files`) and id. */
export interface ChangedRow {
  table: string;
  id: string;
}

/** The visitor's view (anon key, no session) of each admin client's project. */
const visitorClients = new WeakMap<AppSupabaseClient, AppSupabaseClient>();

/** An anon client of `client`'s project, made once per admin client, keeping no session. */
function visitorClientOf(client: AppSupabaseClient): AppSupabaseClient {
  let visitor = visitorClients.get(client);
  if (!visitor) {
    const { url, anonKey } = clientProject(client);
    visitor = createSupabaseClient({
      url,
      anonKey,
      persistSession: false,
      autoRefreshToken: false,
      // Its own key, so it never reads or clears the admin's stored session.
      storageKey: "sb-visitor-view",
    });
    visitorClients.set(client, visitor);
  }
  return visitor;
}

/**
 * Moves the objects of `rows` to the bucket their visibility calls for, as
 * the signed-in admin `client` (made by createSupabaseClient).
 * @returns how many objects moved; 0 after a failure, which is logged
 *   (console.warn) and never thrown: the site builder repeats the sync.
 */
export async function placeChangedFiles(client: AppSupabaseClient, rows: readonly ChangedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  try {
    const { moved, failed } = await syncFileVisibility(client, visitorClientOf(client), rows);
    if (failed.length > 0) {
      console.warn(`${describeSyncFailures(failed)} (the site's next build moves them)`);
    }
    return moved;
  } catch (error) {
    console.warn("Could not move the item's files now; the site's next build moves them.", error);
    return 0;
  }
}
