/** What a signed-in non-admin sees on /admin and /admin/dashboard (spec §2, §6). */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useAuth } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";

/** 'Access Denied', the explanation and a Sign Out button. */
export function AccessDenied() {
  const signOut = useAuth((s) => s.signOut);
  const email = useAuth((s) => s.user?.email);
  const [busy, setBusy] = useState(false);
  const { t } = useAdminI18n();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} mx="auto" mt="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={2} c="red.7">
          {t("accessDenied.title")}
        </Title>
        <Text>{t("accessDenied.text")}</Text>
        {email && (
          <Text size="sm" c="dimmed">
            {t("accessDenied.signedInAs", { email })}
          </Text>
        )}
        <Button
          variant="outline"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await signOut();
            setBusy(false);
          }}
        >
          {t("dashboard.signOut")}
        </Button>
      </Stack>
    </Paper>
  );
}
