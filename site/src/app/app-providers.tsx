/**
 * Providers shared by the client and the prerender: Mantine (light theme),
 * i18next, and the toast outlet (spec §9: bottom-right, 3 visible, 4 s),
 * which is mounted after hydration and loaded as its own chunk.
 */
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n";
import { cssVariablesResolver, theme } from "./theme";

const Toasts = lazy(() => import("./toasts"));

/** Wraps the app: light theme, translations and (client only) the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        {mounted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        {children}
      </I18nextProvider>
    </MantineProvider>
  );
}
