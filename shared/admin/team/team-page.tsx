/**
 * The Team screen at /admin/team (issue #29, docs/team-roles.md), admins
 * only: the members (e-mail, role, last sign-in, MFA status, invitation
 * pending) with a role select and Remove, Invite, the team's "Require
 * two-factor sign-in" switch, the access requests (dismiss) and the recent
 * history (read-only). Authors and publishers see the not-allowed message;
 * accounts without a role see Access Denied. The database refuses whatever
 * the screen would not offer (RLS and the RPCs); its refusals are shown as
 * the team error texts.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "../../data/auth";
import { EMAIL_PATTERN, type TeamHistoryEntry, type TeamMember, adminCount } from "../../data/team";
import { useAuth } from "../auth/admin-context";
import { RequireAuth, StatusScreen } from "../auth/require-auth";
import { formatDateTime } from "../forms/format";
import { type AdminT, useAdminI18n } from "../i18n";
import { AccessDenied } from "../sign-in/access-denied";
import { AdminModal } from "../ui/admin-modal";
import { ConfirmModal } from "../ui/confirm-modal";
import { toastError, toastSuccess } from "../ui/notify";
import {
  teamErrorText,
  useAccessRequests,
  useDismissAccessRequest,
  useInviteMember,
  useRemoveMember,
  useSetMemberRole,
  useSetMfaRequired,
  useTeamHistory,
  useTeamMembers,
  useTeamSettings,
} from "./team-data";

/** The guarded page: sign-in redirect, verifying, Access Denied, not allowed (author/publisher), or the screen. */
export function TeamPage() {
  return (
    <RequireAuth>
      <AdminsOnly />
    </RequireAuth>
  );
}

function AdminsOnly() {
  const access = useAuth((s) => s.access);
  const isAdmin = useAuth((s) => s.isAdmin);
  const { t } = useAdminI18n();
  if (access === "not-admin") return <AccessDenied />;
  if (access !== "admin") return <StatusScreen text={t("status.verifying")} />;
  if (!isAdmin) {
    return (
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} mx="auto" mt="xl">
        <Stack gap="md" align="center" ta="center">
          <Title order={2}>{t("team.notAllowedTitle")}</Title>
          <Text>{t("team.notAllowed")}</Text>
          <Anchor component={Link} to="../dashboard">
            {t("team.back")}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return <TeamScreen />;
}

const roleLabel = (t: AdminT, role: string | null): string =>
  role && (STAFF_ROLES as readonly string[]).includes(role) ? t(`team.roles.${role as StaffRole}`) : (role ?? "");

function TeamScreen() {
  const { t } = useAdminI18n();
  const [inviting, setInviting] = useState(false);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t("team.title")}</Title>
            <Text c="dimmed">{t("team.intro")}</Text>
            <Anchor component={Link} to="../dashboard" size="sm">
              {t("team.back")}
            </Anchor>
          </div>
          <Button onClick={() => setInviting(true)}>{t("team.invite.open")}</Button>
        </Group>
        <MfaRequirement />
        <Members />
        <AccessRequests onInvite={() => setInviting(true)} />
        <History />
      </Stack>
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
    </Container>
  );
}

/** The invite form's values, checked with zod. */
const inviteSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, "team.invite.emailInvalid"),
  role: z.enum(["author", "publisher", "admin"]),
});
type InviteValues = z.infer<typeof inviteSchema>;

function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useAdminI18n();
  const invite = useInviteMember();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    mode: "controlled",
    initialValues: { email: "", role: "author" },
    validate: zod4Resolver(inviteSchema),
  });
  const close = () => {
    if (invite.isPending) return;
    setProblem(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await invite.mutateAsync({ email: values.email, role: values.role });
      toastSuccess(
        result.invited
          ? t("team.invite.sent", { email: result.email })
          : t("team.invite.roleGiven", { email: result.email }),
      );
      form.reset();
      onClose();
    } catch (err) {
      setProblem(teamErrorText(t, err));
    }
  });
  const emailError = form.errors["email"];
  return (
    <AdminModal opened={opened} onClose={close} title={t("team.invite.title")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("team.invite.email")}
            type="email"
            required
            data-autofocus
            {...form.getInputProps("email")}
            error={emailError ? t("team.invite.emailInvalid") : undefined}
          />
          <Select
            label={t("team.invite.role")}
            required
            allowDeselect={false}
            data={STAFF_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
            description={t(`team.roleHelp.${form.getValues().role}`)}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps("role")}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              {t("content.cancel")}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t("team.invite.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}

function MfaRequirement() {
  const { t } = useAdminI18n();
  const settings = useTeamSettings();
  const members = useTeamMembers();
  const setRequired = useSetMfaRequired();
  const [asking, setAsking] = useState<boolean | null>(null);
  const without = (members.data ?? []).filter((m) => !m.mfaEnabled).length;
  const confirm = async () => {
    if (asking === null) return;
    try {
      const result = await setRequired.mutateAsync(asking);
      toastSuccess(t(result.mfaRequired ? "team.mfa.on" : "team.mfa.off"));
    } catch (err) {
      toastError(teamErrorText(t, err));
    }
    setAsking(null);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Switch
        label={t("team.mfa.label")}
        description={t("team.mfa.description")}
        checked={settings.data?.mfaRequired ?? false}
        disabled={!settings.data || setRequired.isPending}
        onChange={(e) => setAsking(e.currentTarget.checked)}
      />
      {settings.isError && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {teamErrorText(t, settings.error)}
        </Text>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={t(asking ? "team.mfa.onTitle" : "team.mfa.offTitle")}
        confirmLabel={t(asking ? "team.mfa.turnOn" : "team.mfa.turnOff")}
        busy={setRequired.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking ? t("team.mfa.onText", { count: without }) : t("team.mfa.offText")}
      </ConfirmModal>
    </Paper>
  );
}

function Members() {
  const { t, locale } = useAdminI18n();
  const members = useTeamMembers();
  const me = useAuth((s) => s.user?.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [changing, setChanging] = useState<{ member: TeamMember; role: StaffRole } | null>(null);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const [problem, setProblem] = useState<string | null>(null);
  const admins = adminCount(members.data ?? []);

  const applyRole = async (member: TeamMember, role: StaffRole) => {
    setProblem(null);
    try {
      await setRole.mutateAsync({ userId: member.userId, role });
      toastSuccess(t("team.changeRole.changed", { email: member.email, role: roleLabel(t, role) }));
    } catch (err) {
      setProblem(teamErrorText(t, err));
    }
  };
  const pickRole = (member: TeamMember, value: string | null) => {
    if (!value || value === member.role) return;
    const role = value as StaffRole;
    // Taking power away (from yourself or anyone) asks first; giving more applies at once.
    if (STAFF_ROLES.indexOf(role) < STAFF_ROLES.indexOf(member.role)) setChanging({ member, role });
    else void applyRole(member, role);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setProblem(null);
    try {
      await remove.mutateAsync(removing.userId);
      toastSuccess(t("team.remove.removed", { email: removing.email }));
    } catch (err) {
      setProblem(teamErrorText(t, err));
    }
    setRemoving(null);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t("team.members")}
      </Title>
      {problem && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {members.isPending && <Text c="dimmed">{t("team.loading")}</Text>}
      {members.isError && (
        <Text c="red" role="alert">
          {teamErrorText(t, members.error)}
        </Text>
      )}
      {members.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="team-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("team.columns.email")}</Table.Th>
                <Table.Th>{t("team.columns.role")}</Table.Th>
                <Table.Th>{t("team.columns.lastSignIn")}</Table.Th>
                <Table.Th>{t("team.columns.mfa")}</Table.Th>
                <Table.Th>{t("team.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((m) => (
                <Table.Tr key={m.userId} data-email={m.email}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{m.email}</Text>
                      {m.userId === me && (
                        <Badge size="xs" variant="light">
                          {t("team.you")}
                        </Badge>
                      )}
                      {m.invitationPending && (
                        <Badge size="xs" color="yellow" variant="light">
                          {t("team.pending")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={150}
                      aria-label={t("team.roleOf", { email: m.email })}
                      allowDeselect={false}
                      value={m.role}
                      data={STAFF_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
                      disabled={setRole.isPending}
                      onChange={(value) => pickRole(m, value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.lastSignInAt ? formatDateTime(m.lastSignInAt, locale) : t("team.never")}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={m.mfaEnabled ? "green" : "gray"}>
                      {m.mfaEnabled ? t("team.mfaEnabled") : t("team.mfaNotSet")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t("team.remove.label", { email: m.email })}
                      onClick={() => setRemoving(m)}
                    >
                      {t("team.remove.button")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={changing !== null}
        title={
          changing?.member.userId === me
            ? t("team.changeRole.titleSelf")
            : t("team.changeRole.title", { email: changing?.member.email ?? "" })
        }
        confirmLabel={t("team.changeRole.confirm")}
        busy={setRole.isPending}
        onConfirm={() => {
          const c = changing;
          setChanging(null);
          if (c) void applyRole(c.member, c.role);
        }}
        onCancel={() => setChanging(null)}
      >
        {changing?.member.userId === me
          ? t("team.changeRole.demoteSelf", { role: roleLabel(t, changing?.role ?? null) })
          : t("team.changeRole.demote", {
              email: changing?.member.email ?? "",
              role: roleLabel(t, changing?.role ?? null),
            })}
        {changing?.member.role === "admin" && admins <= 1 ? ` ${t("team.errors.last_admin")}` : ""}
      </ConfirmModal>
      <ConfirmModal
        opened={removing !== null}
        title={t("team.remove.title", { email: removing?.email ?? "" })}
        confirmLabel={t("team.remove.confirm")}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {t("team.remove.text", { email: removing?.email ?? "" })}
      </ConfirmModal>
    </Paper>
  );
}

function AccessRequests({ onInvite }: { onInvite: () => void }) {
  const { t, locale } = useAdminI18n();
  const requests = useAccessRequests();
  const dismiss = useDismissAccessRequest();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t("team.requests.title")}
      </Title>
      {requests.isError && (
        <Text c="red" role="alert">
          {teamErrorText(t, requests.error)}
        </Text>
      )}
      {requests.data?.length === 0 && <Text c="dimmed">{t("team.requests.empty")}</Text>}
      <Stack gap="sm" data-testid="access-requests">
        {requests.data?.map((r) => (
          <Group key={r.id} justify="space-between" align="flex-start" wrap="nowrap" data-email={r.email}>
            <div>
              <Text size="sm" fw={500}>
                {r.email}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(r.createdAt, locale)}
              </Text>
              {r.message && (
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {r.message}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={onInvite}>
                {t("team.requests.invite")}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t("team.requests.dismissLabel", { email: r.email })}
                loading={dismiss.isPending && dismiss.variables === r.id}
                onClick={async () => {
                  try {
                    await dismiss.mutateAsync(r.id);
                    toastSuccess(t("team.requests.dismissed"));
                  } catch (err) {
                    toastError(teamErrorText(t, err));
                  }
                }}
              >
                {t("team.requests.dismiss")}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** One history line in words. */
export function historyText(t: AdminT, entry: TeamHistoryEntry): string {
  const actor = entry.actorEmail ?? t("team.history.someone");
  const member = entry.memberEmail ?? "";
  switch (entry.action) {
    case "member_added":
      return t("team.history.member_added", { actor, member, role: roleLabel(t, entry.newRole) });
    case "role_set":
      return t("team.history.role_set", {
        actor,
        member,
        old: roleLabel(t, entry.oldRole),
        role: roleLabel(t, entry.newRole),
      });
    case "member_removed":
      return t("team.history.member_removed", { actor, member });
    case "mfa_requirement_changed": {
      const on = (entry.details as { mfa_required?: boolean } | null)?.mfa_required === true;
      return t(on ? "team.history.mfa_on" : "team.history.mfa_off", { actor });
    }
    default:
      return `${actor}: ${entry.action} ${member}`.trim();
  }
}

function History() {
  const { t, locale } = useAdminI18n();
  const history = useTeamHistory();
  const lines = useMemo(() => history.data ?? [], [history.data]);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t("team.history.title")}
      </Title>
      {history.isError && (
        <Text c="red" role="alert">
          {teamErrorText(t, history.error)}
        </Text>
      )}
      {history.data?.length === 0 && <Text c="dimmed">{t("team.history.empty")}</Text>}
      <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} data-testid="team-history">
        {lines.map((entry) => (
          <li key={entry.id}>
            <Text size="sm">
              <Text span c="dimmed" size="xs" mr="xs">
                {formatDateTime(entry.occurredAt, locale)}
              </Text>
              {historyText(t, entry)}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** The dashboard's link to the Team screen, for admins only (nothing for other roles). */
export function TeamNavLink() {
  const isAdmin = useAuth((s) => s.isAdmin);
  const { t } = useAdminI18n();
  if (!isAdmin) return null;
  return (
    <Button component={Link} to="../team" variant="light">
      {t("team.nav")}
    </Button>
  );
}
