/**
 * Providers shared by the client and the prerender: Mantine (light theme),
 * i18next, and the toast outlet (spec §9: bottom-right, 3 visible, 4 s),
 * loaded as its own chunk with the first toast.
 */
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n";
import { useUiStore } from "../stores/ui-store";
import { cssVariablesResolver, theme } from "./theme";

const Toasts = lazy(() => import("./toasts"));

/**
 * Mounts the toast outlet when the first toast is requested (its code stays
 * out of the first load). Its own subscription, so mounting it does not
 * re-render the providers (an update would force still-dehydrated Suspense
 * boundaries to client-render).
 */
function DeferredToasts() {
  const mounted = useUiStore((s) => s.toastsWanted);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Wraps the app: light theme, translations and (client only) the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <I18nextProvider i18n={i18n}>
        <DeferredToasts />
        {children}
      </I18nextProvider>
    </MantineProvider>
  );
}
