/** Videos data access (spec §7: lists, CRUD and increment_video_views). */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables, TablesInsert, TablesUpdate } from "../types/database";
import { deleteRow, insertRow, listForAdmin, listOrdered, updateRow } from "./content";
import { DataError, toDataError } from "./errors";

/** Public list: all videos, newest `date_published` first. @throws DataError */
export const listVideos = (client: AppSupabaseClient): Promise<Tables<"videos">[]> =>
  listOrdered(client, "videos", "date_published");

/** Admin list: every item not in the trash (drafts too), newest `created_at` first (issue #12). @throws DataError */
export const listVideosForAdmin = (client: AppSupabaseClient): Promise<Tables<"videos">[]> =>
  listForAdmin(client, "videos");

/** Inserts one video. @throws DataError */
export const createVideo = (client: AppSupabaseClient, input: TablesInsert<"videos">): Promise<void> =>
  insertRow(client, "videos", { ...input });

/** Updates video `id` with the whole form object. @throws DataError */
export const updateVideo = (client: AppSupabaseClient, id: string, input: TablesUpdate<"videos">): Promise<void> =>
  updateRow(client, "videos", id, { ...input });

/** Deletes video `id`. @throws DataError */
export const deleteVideo = (client: AppSupabaseClient, id: string): Promise<void> => deleteRow(client, "videos", id);

/**
 * Counts one view of video `videoId` through the `increment_video_views` RPC
 * and returns the new view count (spec §7 Count a video view).
 * @throws DataError on an RPC error, or with code `not_found` for an unknown id.
 */
export async function incrementVideoViews(client: AppSupabaseClient, videoId: string): Promise<number> {
  const { data, error, status } = await client.rpc("increment_video_views", { video_id: videoId });
  if (error) throw toDataError(error, status);
  if (data === null || data === undefined) throw new DataError(`No video with id ${videoId}`, { code: "not_found" });
  return data;
}
