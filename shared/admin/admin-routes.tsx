/** The admin area's routes (spec §2 /admin and /admin/dashboard), mounted under `/admin/*` by each host. */
import { MantineContext, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { type ReactNode, useContext, useEffect, useMemo } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { AdminProvider } from "./auth/admin-context";
import { createAuthStore } from "./auth/auth-store";
import { DashboardPage } from "./dashboard/dashboard-page";
import type { AdminHost } from "./host";
import { SignInPage } from "./sign-in/sign-in-page";
import { useAdminStyles } from "./styles";

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

/**
 * Renders react-router `<Routes>` with relative paths: index = sign-in,
 * `dashboard` = dashboard, anything else back to the index. Creates one auth
 * store per host client and starts its session subscription.
 */
export function AdminRoutes({ host }: AdminRoutesProps) {
  const store = useMemo(() => createAuthStore(host.client), [host.client]);
  useEffect(() => store.getState().init(), [store]);
  useAdminStyles();
  return (
    <EnsureMantine>
      <AdminProvider host={host} store={store}>
        <Routes>
          <Route index element={<SignInPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="*" element={<Navigate to="." replace />} />
        </Routes>
      </AdminProvider>
    </EnsureMantine>
  );
}
