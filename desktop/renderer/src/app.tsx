/**
 * The desktop renderer's shell (issue #5): reads the settings from main, shows
 * the first-run settings screen until they are saved, then mounts the shared
 * admin UI at #/admin/* with the desktop host (#/ redirects there; #/settings
 * is the settings screen, also opened from the menu). The native menu follows
 * the admin console's language (menu-language.ts, issue #10). index.html
 * paints the admin's sign-in shell first (issue #24); the admin removes it,
 * or this component does for a screen of its own (settings, an error).
 */
import { Center, Loader } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { HashRouter, Navigate, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { AdminRoutes } from "../../../shared/admin/index";
import { useAdminI18n } from "../../../shared/admin/i18n";
import { useAdminShellRelease } from "../../../shared/admin/sign-in/use-admin-shell-release";
import type { SettingsState } from "../../shared/ipc-contract";
import { getBridge } from "./bridge";
import { createDesktopHost } from "./host/desktop-host";
import { syncMenuLanguage } from "./menu-language";
import { SettingsScreen } from "./settings/settings-screen";

function Console({ state }: { state: SettingsState }) {
  const navigate = useNavigate();
  useAdminShellRelease(useLocation().pathname === "/settings");
  const host = useMemo(() => createDesktopHost(state.settings, getBridge()), [state.settings]);
  useEffect(() => getBridge().on("menu:open-settings", () => navigate("/settings")), [navigate]);
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/admin" replace />} />
      <Route path="/admin/*" element={<AdminRoutes host={host} />} />
      <Route path="/settings" element={<SettingsScreen state={state} onCancel={() => navigate(-1)} />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

/** Root component: loading → first-run settings → console. */
export function App() {
  const { t, locale } = useAdminI18n();
  // <html lang> follows the admin language on every screen, the settings screen too.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const [state, setState] = useState<SettingsState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useAdminShellRelease(error !== null || state?.firstRun === true);
  useEffect(() => syncMenuLanguage(getBridge()), []);
  useEffect(() => {
    getBridge()
      .getSettings()
      .then(setState)
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, []);

  if (error) return <Center h="100vh">{error}</Center>;
  if (!state)
    return (
      <Center h="100vh">
        <Loader aria-label={t("status.loading")} />
      </Center>
    );
  if (state.firstRun) return <SettingsScreen state={state} />;
  return (
    <HashRouter>
      <Console state={state} />
    </HashRouter>
  );
}
