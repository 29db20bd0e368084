/**
 * The inbox's data while the dashboard is open (issue #9 item 4), on
 * react-query since issue #25: every enquiry (the `enquiryList` query,
 * listEnquiries, newest first), reloaded on demand and after each change
 * (mutations.ts), and a poll for new ones (the `enquiryArrivals` query,
 * enquiriesSince) every POLL_INTERVAL_MS (`refetchInterval`, also while the
 * window is in the background) and whenever the window regains the focus
 * (`refetchOnWindowFocus`; query-client.tsx makes that the window's `focus`
 * event as well as `visibilitychange`). Each poll's answer is merged into the
 * list (mergeArrivals). Until the first load has succeeded, a poll loads the
 * whole list instead.
 *
 * Each batch of rows the list did not have before is handed to the host's
 * optional `notify` (the desktop console shows a system notification),
 * whether a poll or a reload brought it; the first load never notifies. The
 * dashboard's count card and the Enquiries tab share one inbox, so they
 * always agree.
 */
import { notifyManager, type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { enquiriesSince, type Enquiry } from "../../data/enquiries";
import type { AppSupabaseClient } from "../../supabase/client";
import { enquiryListQuery } from "../data/queries";
import { adminKeys } from "../data/query-keys";
import { arrivalNotice, mergeArrivals, pollSince } from "./arrivals";

/** How often the open console asks for new enquiries, in ms. */
export const POLL_INTERVAL_MS = 30_000;

/** What the inbox knows: `loading` until the first load, `error` when it failed and nothing is shown yet. */
export type InboxStatus = "loading" | "ready" | "error";

/** The shared inbox state and its reload; changes go through useUpdateEnquiry / useDeleteEnquiry. */
export interface EnquiryInbox {
  /** Every enquiry, newest first ([] until loaded). */
  rows: Enquiry[];
  status: InboxStatus;
  /** How many rows have status `new`; null until the first load succeeded. */
  newCount: number | null;
  /** Reloads the whole list (arrivals found this way notify too). @throws DataError when the load fails. */
  reload: () => Promise<void>;
}

/** Options of useEnquiryInbox. */
export interface EnquiryInboxOptions {
  client: AppSupabaseClient;
  /** Load and poll only while true (an admin is signed in). */
  enabled: boolean;
  /** The host's system notification, called once per batch of arrivals. */
  notify?: (title: string, body: string) => void;
  /** Poll period in ms (default POLL_INTERVAL_MS). */
  pollIntervalMs?: number;
}

const NONE: Enquiry[] = [];

/**
 * One poll: the enquiries created since just before the newest known one
 * (pollSince). Before the list has loaded, it loads the list instead and
 * brings nothing to merge. @throws DataError when the request fails.
 */
async function pollArrivals(queryClient: QueryClient, client: AppSupabaseClient): Promise<Enquiry[]> {
  const known = queryClient.getQueryData<Enquiry[]>(adminKeys.enquiryList());
  if (!known) {
    await queryClient.fetchQuery(enquiryListQuery(client));
    return NONE;
  }
  return enquiriesSince(client, pollSince(known));
}

/** Loads the inbox, keeps polling while mounted and enabled, and notifies about arrivals. Mount it once (the dashboard). */
export function useEnquiryInbox({
  client,
  enabled,
  notify,
  pollIntervalMs = POLL_INTERVAL_MS,
}: EnquiryInboxOptions): EnquiryInbox {
  const queryClient = useQueryClient();
  const list = useQuery({ ...enquiryListQuery(client), enabled });
  const loaded = list.data !== undefined;

  // The poll: starts empty and fresh (no request at mount), then asks on the timer and on focus.
  const arrivals = useQuery({
    queryKey: adminKeys.enquiryArrivals(),
    queryFn: () => pollArrivals(queryClient, client),
    enabled,
    initialData: NONE,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: "always",
    meta: { errorMessage: "Failed to check for new enquiries" },
  });

  // A poll's answer joins the list; rows the list already has keep their local state.
  useEffect(() => {
    if (arrivals.data.length === 0) return;
    queryClient.setQueryData<Enquiry[]>(adminKeys.enquiryList(), (rows) => {
      if (!rows) return rows;
      const merged = mergeArrivals(rows, arrivals.data);
      return merged.arrivals.length > 0 ? merged.rows : rows;
    });
  }, [arrivals.data, queryClient]);

  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  // Rows this inbox has shown; null until the first list (which never notifies).
  const seenRef = useRef<Set<string> | null>(null);
  useEffect(() => {
    const rows = list.data;
    if (!rows) return;
    const seen = seenRef.current;
    if (!seen) {
      seenRef.current = new Set(rows.map((row) => row.id));
      return;
    }
    const fresh = rows.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    const notice = arrivalNotice(fresh);
    if (!notice || !notifyRef.current) return;
    try {
      notifyRef.current(notice.title, notice.body);
    } catch (err) {
      console.error("Failed to show the new-enquiry notification", err);
    }
  }, [list.data]);

  const { refetch } = list;
  const reload = useCallback(async () => {
    const result = await refetch();
    // Settle only after react-query has told its observers, so the screens show this result before a toast about it.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    if (result.error) throw result.error;
  }, [refetch]);

  const rows = list.data ?? NONE;
  const status: InboxStatus = loaded ? "ready" : list.isError ? "error" : "loading";
  const newCount = useMemo(() => (loaded ? rows.filter((row) => row.status === "new").length : null), [rows, loaded]);

  return { rows, status, newCount, reload };
}
