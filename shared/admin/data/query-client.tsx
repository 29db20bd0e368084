/**
 * The admin's one QueryClient (issue #25): @tanstack/react-query holds all of
 * the admin's server state (lists, counts, trash, history, activity, the
 * enquiry inbox). AdminRoutes provides it, so the site's /admin and the
 * desktop console share it; the public site never imports this module.
 *
 * Defaults keep what the hand-rolled loads did: no automatic retry (a failed
 * load shows its error at once), no refetch on window focus except where a
 * query asks for it (the inbox's poll), and requests even when the browser
 * reports itself offline (the desktop's local backend needs no network).
 * A failed query logs `meta.errorMessage` and, when it has one, toasts
 * `meta.errorToast()`: once per failed request, as before.
 */
import { focusManager, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { AppSupabaseClient } from "../../supabase/client";
import type { AuthStore } from "../auth/auth-store";
import { toastError } from "../ui/notify";

/** What an admin query may carry in `meta` for its failures. */
export interface AdminQueryMeta extends Record<string, unknown> {
  /** Logged with the error on every failed request ('Failed to fetch white_papers'). */
  errorMessage?: string;
  /** The toast text of a failed request, in the admin language at the time (read when it fails). */
  errorToast?: () => string;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AdminQueryMeta;
  }
}

/**
 * Makes react-query's focus refetches follow the window's `focus` event as
 * well as `visibilitychange` (its default listens to the latter only): the
 * inbox has always polled when the console's window gets the focus back
 * (issue #9), which in Electron does not change the page's visibility.
 */
function listenToWindowFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === "undefined" || !window.addEventListener) return undefined;
    const onFocus = () => handleFocus();
    window.addEventListener("focus", onFocus, false);
    window.addEventListener("visibilitychange", onFocus, false);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("visibilitychange", onFocus);
    };
  });
}

/** A QueryClient with the admin's defaults (see the module comment). */
export function createAdminQueryClient(): QueryClient {
  listenToWindowFocus();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage) console.error(query.meta.errorMessage, error);
        if (query.meta?.errorToast) toastError(query.meta.errorToast());
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

const clients = new WeakMap<AppSupabaseClient, QueryClient>();

/** The QueryClient of one host client: made on first use, the same one after (a new host client gets a new one). */
export function queryClientFor(client: AppSupabaseClient): QueryClient {
  let queryClient = clients.get(client);
  if (!queryClient) {
    queryClient = createAdminQueryClient();
    clients.set(client, queryClient);
  }
  return queryClient;
}

/** Props of AdminQueryProvider. */
export interface AdminQueryProviderProps {
  /** The host's Supabase client: one QueryClient per client. */
  client: AppSupabaseClient;
  /** The auth store of that client: the cache is emptied whenever the signed-in user changes. */
  store: AuthStore;
  children: ReactNode;
}

/**
 * Provides the QueryClient of `client` to the admin screens below it, and
 * drops everything cached when the signed-in user changes (sign-out, another
 * account), so no user ever sees what was loaded for the one before.
 */
export function AdminQueryProvider({ client, store, children }: AdminQueryProviderProps) {
  const queryClient = queryClientFor(client);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) queryClient.clear();
      }),
    [store, queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
