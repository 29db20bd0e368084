/**
 * The public site's build records (issue #27, `public.site_builds`, which
 * admins may read): the admin's "Live on the site" / "Updating the site…" /
 * "Site update failed" (shared/content/site-status.ts) come from them, and
 * its Retry / "Update the site now" ask for a build.
 */
import type { SiteBuildRecord } from "../content/site-status";
import type { AppSupabaseClient } from "../supabase/client";
import { toDataError } from "./errors";

/** How many of the newest builds the admin reads: enough to find the newest live one behind a run of failures. */
export const SITE_BUILDS_READ = 20;

/** The columns the admin reads. */
const COLUMNS = "id,status,reason,requested_at,started_at,finished_at,data_as_of,error";

/** A build record as the admin reads it. */
export interface SiteBuild extends SiteBuildRecord {
  reason: string;
}

/**
 * The newest SITE_BUILDS_READ builds, newest (highest id) first. Non-admins
 * get an empty list (RLS).
 * @throws DataError on a failed request.
 */
export async function listSiteBuilds(client: AppSupabaseClient): Promise<SiteBuild[]> {
  const { data, error, status } = await client
    .from("site_builds")
    .select(COLUMNS)
    .order("id", { ascending: false })
    .limit(SITE_BUILDS_READ);
  if (error) throw toDataError(error, status);
  return data as SiteBuild[];
}

/**
 * Asks for a build of the public site (reason 'retry': the admin's Retry and
 * "Update the site now"); while one is waiting, the same request is returned.
 * Resolves with the request's id.
 * @throws DataError: code 42501 for a non-admin, or a failed request.
 */
export async function requestSiteBuild(client: AppSupabaseClient): Promise<number> {
  const { data, error, status } = await client.rpc("request_site_build", { p_reason: "retry" });
  if (error) throw toDataError(error, status);
  return Number(data);
}
