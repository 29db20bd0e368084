/**
 * Showing stored files in the admin (issue #27): a hidden item's files sit
 * in the private twin of their bucket, where their public URL answers 400,
 * so the admin shows them through a signed URL (fileViewQuery, one hour,
 * renewed before it expires) and a visible item's through its public URL.
 * Every admin place that renders or opens a stored file (the file fields'
 * previews and links, the catalog tab's Preview, the item preview's card)
 * goes through these hooks; any other URL (an external link) is shown as
 * it is, without a request. Opening a file asks afresh (useOpenStoredFile).
 */
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { contentFileUrls, storedObjectOf } from "../../data/content-objects";
import type { AppSupabaseClient } from "../../supabase/client";
import type { DocumentLink } from "../../types/domain";
import type { TranslatedTable } from "../../content/translations";
import { useAdminHost } from "../auth/admin-context";
import { fileViewQuery } from "../data/queries";

/** Whether `url` names a file of this project's content buckets (the only URLs that need asking). */
const isStored = (client: AppSupabaseClient, url: string | null | undefined): url is string =>
  !!url && storedObjectOf(client, url) !== null;

/**
 * The URL to render or open the file at `url` through: a signed URL while the
 * file is private, its public URL once published, any other URL unchanged.
 * @returns null while a stored file's place is being asked (render nothing
 *   yet: its public URL may answer 400) and for an empty `url`; the public
 *   URL when the answer failed (logged).
 */
export function useStoredFileUrl(url: string | null | undefined): string | null {
  const { client } = useAdminHost();
  const stored = isStored(client, url);
  const view = useQuery({ ...fileViewQuery(client, url ?? ""), enabled: stored });
  if (!url) return null;
  if (!stored) return url;
  if (view.data) return view.data.url;
  return view.isError ? url : null;
}

/**
 * A function that opens the file at `url` with the host's openExternal,
 * asking Storage for its place first, afresh: the site builder may have
 * moved it since it was last shown (a list stays open while an item is
 * published). Opens `url` itself for an external link or when the answer
 * fails (logged).
 */
export function useOpenStoredFile(): (url: string) => Promise<void> {
  const { client, openExternal } = useAdminHost();
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      if (!isStored(client, url)) {
        openExternal(url);
        return;
      }
      try {
        const view = await queryClient.fetchQuery({ ...fileViewQuery(client, url), staleTime: 0 });
        openExternal(view.url);
      } catch (error) {
        console.error("Could not sign the stored file", url, error);
        openExternal(url);
      }
    },
    [client, openExternal, queryClient],
  );
}

/**
 * A copy of `item` (a row or the dialog's values of `table`) with each of its
 * stored file URLs (contentFileUrls: cover, thumbnail, PDF, documents)
 * replaced by the URL useStoredFileUrl would give, for rendering the site's
 * own card in the admin's preview.
 * @returns the copy, or null while any of its stored files' places is being asked.
 */
export function useViewableItem<Item extends object>(table: TranslatedTable, item: Item): Item | null {
  const { client } = useAdminHost();
  const urls = useMemo(
    () => [...new Set(contentFileUrls(table, item as Record<string, unknown>))].filter((u) => isStored(client, u)),
    [client, table, item],
  );
  const views = useQueries({ queries: urls.map((url) => fileViewQuery(client, url)) });
  const resolved = new Map<string, string>();
  for (const [index, url] of urls.entries()) {
    const view = views[index]!;
    if (view.data) resolved.set(url, view.data.url);
    else if (view.isError) resolved.set(url, url);
    else return null;
  }
  const swap = (value: unknown) => (typeof value === "string" ? (resolved.get(value) ?? value) : value);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    copy[key] =
      key === "documents" && Array.isArray(value)
        ? (value as DocumentLink[]).map((d) => ({ ...d, download_url: swap(d?.download_url) }))
        : swap(value);
  }
  return copy as Item;
}
