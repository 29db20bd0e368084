/**
 * The public site's status in the admin (issue #27): the build records
 * (siteBuildsQuery, polled every 2 s while a build waits or runs, else every
 * 15 s) and the request for a new build (Retry, "Update the site now").
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { requestSiteBuild, type SiteBuild } from "../../data/site-builds";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { siteBuildsQuery } from "../data/queries";
import { adminKeys } from "../data/query-keys";

const NO_BUILDS: SiteBuild[] = [];

/** The newest build records (empty while loading, after a failure, or for a non-admin) and whether they loaded. */
export function useSiteBuilds(): { builds: SiteBuild[]; loaded: boolean } {
  const { client } = useAdminHost();
  const isAdmin = useAuth((s) => s.isAdmin);
  const query = useQuery({ ...siteBuildsQuery(client), enabled: isAdmin });
  return { builds: query.data ?? NO_BUILDS, loaded: query.isSuccess };
}

/**
 * Asks for a build of the public site, then reloads the build records.
 * Resolves with the request's id; rejects with DataError (42501 for a non-admin).
 */
export function useRequestSiteBuild() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestSiteBuild(client),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.siteBuilds() }),
  });
}
