/**
 * What a signed-in account without a team role sees on /admin and the
 * console's pages (spec §2, §6; issue #29): 'Access Denied', who its
 * administrators are (`team_administrators()`, e-mail addresses only) and a
 * "Request access" form with an optional message (`request_access()`, at
 * most 3 in 24 hours), plus Sign Out.
 */
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ACCESS_REQUEST_MAX, fetchTeamAdministrators, requestAccess } from "../../data/team";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";
import { teamErrorText, teamKeys } from "../team/team-data";

/** 'Access Denied', the explanation, the administrators, Request access and a Sign Out button. */
export function AccessDenied() {
  const signOut = useAuth((s) => s.signOut);
  const email = useAuth((s) => s.user?.email);
  const [busy, setBusy] = useState(false);
  const { t } = useAdminI18n();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} mx="auto" mt="xl">
      <Stack gap="md">
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
        </Stack>
        <Administrators />
        <RequestAccessForm />
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

function Administrators() {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const admins = useQuery({ queryKey: teamKeys.administrators(), queryFn: () => fetchTeamAdministrators(client) });
  return (
    <section aria-labelledby="team-administrators">
      <Title order={3} size="h5" id="team-administrators">
        {t("requestAccess.adminsTitle")}
      </Title>
      {admins.isError && (
        <Text size="sm" c="red" role="alert">
          {t("requestAccess.adminsFailed")}
        </Text>
      )}
      {admins.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("requestAccess.noAdmins")}
        </Text>
      )}
      {admins.data && admins.data.length > 0 && (
        <>
          <Text size="sm">{t("requestAccess.adminsText")}</Text>
          <ul data-testid="team-administrators" style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
            {admins.data.map((address) => (
              <li key={address}>
                <Anchor size="sm" href={`mailto:${address}`}>
                  {address}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RequestAccessForm() {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const send = useMutation({ mutationFn: (text: string) => requestAccess(client, text) });
  if (sent) {
    return (
      <Alert color="green" role="status">
        {t("requestAccess.sent")}
      </Alert>
    );
  }
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await send.mutateAsync(message);
          setSent(true);
        } catch {
          // The error is shown under the form; the message stays.
        }
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("requestAccess.title")}
        </Title>
        <Textarea
          label={t("requestAccess.message")}
          placeholder={t("requestAccess.placeholder")}
          autosize
          minRows={2}
          maxLength={ACCESS_REQUEST_MAX}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {teamErrorText(t, send.error)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending}>
          {t("requestAccess.submit")}
        </Button>
      </Stack>
    </form>
  );
}
