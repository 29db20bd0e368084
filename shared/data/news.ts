/**
 * News data access (issue #26), built like case-studies.ts on the generic
 * helpers of content.ts. Rows are the generated `Tables<"news">` shape
 * (shared/types/database.ts); the table name comes from shared/content/news.ts.
 */
import { NEWS_TABLE } from "../content/news";
import type { AppSupabaseClient } from "../supabase/client";
import type { NewsInput, NewsItem } from "../types/domain";
import type { TablesUpdate } from "../types/database";
import { deleteRow, insertRow, listForAdmin, listOrdered, updateRow } from "./content";

/**
 * Public list: the news items the caller may see (RLS: visitors get the
 * published ones outside the trash), newest `date_published` first.
 * @throws DataError on any PostgREST error.
 */
export const listNews = (client: AppSupabaseClient): Promise<NewsItem[]> =>
  listOrdered(client, NEWS_TABLE, "date_published");

/** Admin list: every item not in the trash (drafts too), newest `created_at` first (issue #12). @throws DataError */
export const listNewsForAdmin = (client: AppSupabaseClient): Promise<NewsItem[]> => listForAdmin(client, NEWS_TABLE);

/** Inserts one news item (admins only: RLS refuses anyone else with 42501). @throws DataError */
export const createNews = (client: AppSupabaseClient, input: NewsInput): Promise<void> =>
  insertRow(client, NEWS_TABLE, { ...input });

/** Updates news item `id` with the whole form object. @throws DataError */
export const updateNews = (client: AppSupabaseClient, id: string, input: TablesUpdate<"news">): Promise<void> =>
  updateRow(client, NEWS_TABLE, id, { ...input });

/** Deletes news item `id` for good (the admin tab moves items to the trash instead). @throws DataError */
export const deleteNews = (client: AppSupabaseClient, id: string): Promise<void> => deleteRow(client, NEWS_TABLE, id);
