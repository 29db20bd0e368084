/**
 * The inbox's data while the dashboard is open (issue #9 item 4): every
 * enquiry (listEnquiries, newest first), reloaded on demand, and a poll for
 * new ones (enquiriesSince) every POLL_INTERVAL_MS and whenever the window
 * regains focus. Each batch of arrivals is handed to the host's optional
 * `notify` (the desktop console shows a system notification); the first load
 * never notifies. The dashboard's count card and the Enquiries tab share one
 * inbox, so they always agree.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { enquiriesSince, listEnquiries, type Enquiry } from "../../data/enquiries";
import type { EnquiryStatus } from "../../enquiries/forms";
import type { AppSupabaseClient } from "../../supabase/client";
import { arrivalNotice, mergeArrivals, pollSince } from "./arrivals";

/** How often the open console asks for new enquiries, in ms. */
export const POLL_INTERVAL_MS = 30_000;

/** What the inbox knows: `loading` until the first load, `error` when it failed and nothing is shown yet. */
export type InboxStatus = "loading" | "ready" | "error";

/** The shared inbox state and its actions. */
export interface EnquiryInbox {
  /** Every enquiry, newest first ([] until loaded). */
  rows: Enquiry[];
  status: InboxStatus;
  /** How many rows have status `new`; null until the first load succeeded. */
  newCount: number | null;
  /** Reloads the whole list (arrivals found this way notify too). @throws DataError when the load fails. */
  reload: () => Promise<void>;
  /** Asks for enquiries newer than the newest known one; failures are only logged. */
  poll: () => Promise<void>;
  /** Applies a saved change to the local copy of enquiry `id`. */
  patch: (id: string, change: { status?: EnquiryStatus; note?: string | null }) => void;
  /** Drops enquiry `id` after it was deleted (a poll under way cannot bring it back). */
  forget: (id: string) => void;
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

/** Loads the inbox, keeps polling while mounted and enabled, and notifies about arrivals. */
export function useEnquiryInbox({
  client,
  enabled,
  notify,
  pollIntervalMs = POLL_INTERVAL_MS,
}: EnquiryInboxOptions): EnquiryInbox {
  const [rows, setRowsState] = useState<Enquiry[]>([]);
  const [status, setStatus] = useState<InboxStatus>("loading");
  const rowsRef = useRef<Enquiry[]>([]);
  const loadedRef = useRef(false);
  const removedRef = useRef(new Set<string>());
  const pollingRef = useRef(false);
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  const setRows = useCallback((next: Enquiry[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  const announce = useCallback((arrivals: Enquiry[]) => {
    const notice = arrivalNotice(arrivals);
    if (!notice || !notifyRef.current) return;
    try {
      notifyRef.current(notice.title, notice.body);
    } catch (err) {
      console.error("Failed to show the new-enquiry notification", err);
    }
  }, []);

  const reload = useCallback(async () => {
    try {
      const list = (await listEnquiries(client)).filter((row) => !removedRef.current.has(row.id));
      const known = new Set(rowsRef.current.map((row) => row.id));
      const arrivals = loadedRef.current ? list.filter((row) => !known.has(row.id)) : [];
      loadedRef.current = true;
      setRows(list);
      setStatus("ready");
      if (arrivals.length > 0) announce(arrivals);
    } catch (err) {
      if (!loadedRef.current) setStatus("error");
      throw err;
    }
  }, [client, announce, setRows]);

  const poll = useCallback(async () => {
    if (pollingRef.current) return;
    pollingRef.current = true;
    try {
      if (!loadedRef.current) {
        await reload();
        return;
      }
      const fetched = await enquiriesSince(client, pollSince(rowsRef.current));
      const merged = mergeArrivals(rowsRef.current, fetched, removedRef.current);
      if (merged.arrivals.length === 0) return;
      setRows(merged.rows);
      announce(merged.arrivals);
    } catch (err) {
      console.error("Failed to check for new enquiries", err);
    } finally {
      pollingRef.current = false;
    }
  }, [client, reload, announce, setRows]);

  // First load (a failure is only logged here; the tab shows it), then poll on a timer and on focus.
  useEffect(() => {
    if (!enabled) return;
    reload().catch((err: unknown) => console.error("Failed to fetch enquiries", err));
    const timer = setInterval(() => void poll(), pollIntervalMs);
    const onFocus = () => void poll();
    const onVisible = () => {
      if (document.visibilityState === "visible") void poll();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled, reload, poll, pollIntervalMs]);

  const patch = useCallback(
    (id: string, change: { status?: EnquiryStatus; note?: string | null }) =>
      setRows(rowsRef.current.map((row) => (row.id === id ? { ...row, ...change } : row))),
    [setRows],
  );

  const forget = useCallback(
    (id: string) => {
      removedRef.current.add(id);
      setRows(rowsRef.current.filter((row) => row.id !== id));
    },
    [setRows],
  );

  const newCount = useMemo(
    () => (status === "ready" ? rows.filter((row) => row.status === "new").length : null),
    [rows, status],
  );

  return { rows, status, newCount, reload, poll, patch, forget };
}
