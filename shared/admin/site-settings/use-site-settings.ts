/**
 * The site settings' server state in the admin (issue #30): the stored row
 * (react-query, under the admin's root key so a sign-out clears it) and the
 * save, which refreshes it and the build records (a save requests a build of
 * every page, so the status line shows "Updating the site…" at once).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchSiteSettings, updateSiteSettings } from "../../data/site-settings";
import type { SiteSettingsForm } from "../../site-settings/schema";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { adminKeys } from "../data/query-keys";

/** The settings' query key (under adminKeys.all()). */
export const siteSettingsKey = () => [...adminKeys.all(), "site-settings"] as const;

/** The stored settings, read while an admin is signed in. */
export function useSiteSettings() {
  const { client } = useAdminHost();
  const isAdmin = useAuth((s) => s.isAdmin);
  return useQuery({ queryKey: siteSettingsKey(), queryFn: () => fetchSiteSettings(client), enabled: isAdmin });
}

/** Saves the form's values; resolves with what was stored; rejects with DataError (shared/data/site-settings.ts). */
export function useSaveSiteSettings() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SiteSettingsForm) => updateSiteSettings(client, form),
    onSuccess: (stored) => queryClient.setQueryData(siteSettingsKey(), stored),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.siteBuilds() }),
  });
}
