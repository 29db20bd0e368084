/** Route guard of the dashboard (spec §2): 'Loading...' while the session is read, /admin when signed out. */
import { Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useAdminI18n } from "../i18n";
import { useAuth } from "./admin-context";

/** A centred spinner with a status line (already translated: 'Loading...', 'Verifying admin access...'). */
export function StatusScreen({ text }: { text: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader size="md" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** Renders `children` for a signed-in user; redirects anyone else to the sign-in page (the parent route). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const { t } = useAdminI18n();
  if (loading) return <StatusScreen text={t("status.loading")} />;
  // ".." resolves against the route tree: /admin under both the site's and the desktop's router.
  if (!user) return <Navigate to=".." replace />;
  return <>{children}</>;
}
