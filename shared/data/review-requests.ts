/**
 * Review requests (issue #29, docs/team-roles.md): an author's draft sent to
 * the publishers (`submit_for_review`), read by every team member, dismissed
 * (deleted) by publishers and admins.
 */
import type { EditorialTable } from "../types/domain";
import type { AppSupabaseClient } from "../supabase/client";
import { toDataError } from "./errors";

/** One request, newest first in lists. */
export interface ReviewRequest {
  id: string;
  table_name: string;
  item_id: string;
  item_title: string | null;
  requested_at: string;
  requested_by_email: string | null;
}

/**
 * Sends draft `itemId` of `table` for review.
 * @throws DataError 42501 (no role / MFA), PT404 (no such draft), PT409 (not a draft)
 */
export async function submitForReview(client: AppSupabaseClient, table: EditorialTable, itemId: string): Promise<void> {
  const { error, status } = await client.rpc("submit_for_review", { table_name: table, item_id: itemId });
  if (error) throw toDataError(error, status);
}

/** Every open request, newest first. @throws DataError */
export async function listReviewRequests(client: AppSupabaseClient): Promise<ReviewRequest[]> {
  const { data, error, status } = await client
    .from("review_requests")
    .select("id, table_name, item_id, item_title, requested_at, requested_by_email")
    .order("requested_at", { ascending: false });
  if (error) throw toDataError(error, status);
  return data;
}

/** Dismisses request `id` (publishers and admins; anyone else's delete reaches no row). @throws DataError */
export async function dismissReviewRequest(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, status } = await client.from("review_requests").delete().eq("id", id);
  if (error) throw toDataError(error, status);
}
