/**
 * Providers shared by the client and the prerender: Mantine (light theme),
 * i18next, and the toast outlet (spec §9: bottom-right, 3 visible, 4 s),
 * loaded as its own chunk with the first toast.
 */
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n";
import { DeferredToasts } from "./deferred-toasts";
import { cssVariablesResolver, theme } from "./theme";

/**
 * Wraps the app: light theme, translations and (client only) the toasts.
 * `styleTags={false}` inside a page island (issue #13, islands/hydrate-page.tsx):
 * the prerendered HTML already has Mantine's style tags, outside the island.
 */
export function AppProviders({ children, styleTags = true }: { children: ReactNode; styleTags?: boolean }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={styleTags}
      withGlobalClasses={styleTags}
    >
      <I18nextProvider i18n={i18n}>
        <DeferredToasts />
        {children}
      </I18nextProvider>
    </MantineProvider>
  );
}
