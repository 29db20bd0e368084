/** White papers data access (spec §7: public list, admin list, create, update, delete). */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables, TablesInsert, TablesUpdate } from "../types/database";
import { deleteRow, insertRow, listForAdmin, listOrdered, updateRow } from "./content";

/** Public list: all white papers, newest `date_published` first. @throws DataError */
export const listWhitePapers = (client: AppSupabaseClient): Promise<Tables<"white_papers">[]> =>
  listOrdered(client, "white_papers", "date_published");

/** Admin list: every item not in the trash (drafts too), newest `created_at` first (issue #12). @throws DataError */
export const listWhitePapersForAdmin = (client: AppSupabaseClient): Promise<Tables<"white_papers">[]> =>
  listForAdmin(client, "white_papers");

/** Inserts one white paper. @throws DataError (42501 when not an admin) */
export const createWhitePaper = (client: AppSupabaseClient, input: TablesInsert<"white_papers">): Promise<void> =>
  insertRow(client, "white_papers", { ...input });

/** Updates white paper `id` with the whole form object. @throws DataError */
export const updateWhitePaper = (
  client: AppSupabaseClient,
  id: string,
  input: TablesUpdate<"white_papers">,
): Promise<void> => updateRow(client, "white_papers", id, { ...input });

/** Deletes white paper `id`. @throws DataError */
export const deleteWhitePaper = (client: AppSupabaseClient, id: string): Promise<void> =>
  deleteRow(client, "white_papers", id);
