/** The admin area's routes (spec §2 /admin and /admin/dashboard), mounted under `/admin/*` by each host. */
import { Group, MantineContext, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { type ReactNode, useContext, useEffect, useMemo } from "react";
import { Route, Routes } from "react-router-dom";
import { useStore } from "zustand";
import { ADMIN_PAGES } from "./admin-paths";
import { AcceptInvitePage } from "./accept-invite/accept-invite-page";
import { AdminProvider } from "./auth/admin-context";
import { createAuthStore } from "./auth/auth-store";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminQueryProvider } from "./data/query-client";
import type { AdminHost } from "./host";
import { useAdminI18n } from "./i18n";
import { AdminLanguageToggle } from "./i18n/language-toggle";
import { AdminNotFoundPage } from "./not-found/admin-not-found-page";
import { SignInPage } from "./sign-in/sign-in-page";
import { useAdminShellRelease } from "./sign-in/use-admin-shell-release";
import { useAdminStyles } from "./styles";
import { TeamPage } from "./team/team-page";

/** Props of AdminRoutes. */
export interface AdminRoutesProps {
  /** What the host hands the admin UI: client, captcha widget, openExternal, optional file picker. */
  host: AdminHost;
}

/** Uses the host's MantineProvider and Notifications; adds them only when the host has none. */
function EnsureMantine({ children }: { children: ReactNode }) {
  const existing = useContext(MantineContext);
  if (existing) return <>{children}</>;
  return (
    <MantineProvider>
      <Notifications position="bottom-right" limit={3} autoClose={4000} />
      {children}
    </MantineProvider>
  );
}

/** Sets `<html lang>` to the admin language while the admin is mounted; restores the host's on unmount. */
function useDocumentLanguage(locale: string): void {
  useEffect(() => {
    if (typeof document === "undefined") return;
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = locale;
    return () => {
      root.lang = previous;
    };
  }, [locale]);
}

/**
 * Renders react-router `<Routes>` with relative paths (admin-paths.ts): index
 * = sign-in, `dashboard` = dashboard, anything else the not-found page (spec
 * §2, issue #14; it used to navigate to itself and render nothing), under a bar with
 * the language toggle (issue #10). Creates one auth store per host client and
 * starts its session subscription, and provides that client's react-query
 * QueryClient to every admin screen (issue #25). The page's HTML shell (issue
 * #24) stays until the session has been read and the admin check answered.
 */
export function AdminRoutes({ host }: AdminRoutesProps) {
  const store = useMemo(() => createAuthStore(host.client), [host.client]);
  useEffect(() => store.getState().init(), [store]);
  useAdminShellRelease(useStore(store, (s) => !s.loading && s.access !== "checking"));
  useAdminStyles();
  const { locale } = useAdminI18n();
  useDocumentLanguage(locale);
  return (
    <EnsureMantine>
      <AdminQueryProvider client={host.client} store={store}>
        <AdminProvider host={host} store={store}>
          <Group justify="flex-end" px="md" pt="sm">
            <AdminLanguageToggle />
          </Group>
          <Routes>
            <Route index element={<SignInPage />} />
            <Route path={ADMIN_PAGES.dashboard} element={<DashboardPage />} />
            <Route path={ADMIN_PAGES.team} element={<TeamPage />} />
            <Route path={ADMIN_PAGES.acceptInvite} element={<AcceptInvitePage />} />
            <Route path="*" element={<AdminNotFoundPage />} />
          </Routes>
        </AdminProvider>
      </AdminQueryProvider>
    </EnsureMantine>
  );
}
