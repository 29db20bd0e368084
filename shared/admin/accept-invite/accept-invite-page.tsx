/**
 * /admin/accept-invite (issue #29): where an invitation link leads. Auth's
 * `/verify` sends the invitee here with the session in the URL fragment
 * (`#access_token=…&refresh_token=…&type=invite`, or `#error=…` for a used or
 * expired link); a link pointing straight at the page carries
 * `?token_hash=…&type=invite` (verified with `auth.verifyOtp`). The fragment is
 * wiped from the address bar at once. The invitee chooses a password (at least
 * MIN_PASSWORD_LENGTH characters with a lower case letter, an upper case letter
 * and a digit, typed twice), which `auth.updateUser` saves; then the page signs
 * out and sends them to the normal sign-in (captcha as usual) with "Password
 * set — sign in". A bad link says so and what to do.
 */
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { z } from "zod";
import { REQUIRED_CHARACTERS } from "../../../supabase/server/auth/password-policy";
import { MIN_PASSWORD_LENGTH, acceptInvitation, parseInviteLink, setFirstPassword } from "../../data/team";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { StatusScreen } from "../auth/require-auth";
import { type AdminKey, useAdminI18n } from "../i18n";
import { teamErrorText } from "../team/team-data";

/** The password form: the Auth policy's rules (supabase/server/auth/password-policy.ts), and both fields equal. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .refine((p) => new TextEncoder().encode(p).length >= MIN_PASSWORD_LENGTH, "acceptInvite.tooShort")
      .refine(
        (p) => REQUIRED_CHARACTERS.every((set) => [...p].some((c) => set.includes(c))),
        "acceptInvite.characters",
      ),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "acceptInvite.mismatch", path: ["confirm"] });
type PasswordValues = z.infer<typeof newPasswordSchema>;

type Stage = { kind: "checking" } | { kind: "invalid"; message: string } | { kind: "ready"; email: string };

/** The accept page (no sign-in needed: the link is the credential). */
export function AcceptInvitePage() {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: "checking" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The window's own fragment when the router keeps its state elsewhere (a hash router on desktop).
    const hash = location.hash || (typeof window !== "undefined" ? window.location.hash : "");
    const tokens = parseInviteLink(location.search, hash);
    // Tokens do not stay in the address bar or the history.
    if (tokens.kind !== "none") navigate({ pathname: location.pathname, search: "", hash: "" }, { replace: true });
    acceptInvitation(client, tokens)
      .then((email) => setStage({ kind: "ready", email }))
      .catch((err: unknown) => setStage({ kind: "invalid", message: teamErrorText(t, err) }));
  }, [client, location, navigate, t]);

  if (stage.kind === "checking") return <StatusScreen text={t("acceptInvite.checking")} />;
  if (stage.kind === "invalid") {
    return (
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={460} mx="auto" mt="xl">
        <Stack gap="md">
          <Title order={2}>{t("acceptInvite.invalidTitle")}</Title>
          <Alert color="red" role="alert">
            {stage.message}
          </Alert>
          <Anchor component={Link} to="..">
            {t("acceptInvite.toSignIn")}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return <PasswordForm email={stage.email} />;
}

function PasswordForm({ email }: { email: string }) {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const signedIn = useAuth((s) => s.user !== null);
  // Off to the sign-in page once the auth store has seen the sign-out (else it would open the console).
  useEffect(() => {
    if (done && !signedIn) navigate("..", { replace: true });
  }, [done, signedIn, navigate]);
  const form = useForm<PasswordValues>({
    mode: "controlled",
    initialValues: { password: "", confirm: "" },
    validate: zod4Resolver(newPasswordSchema),
  });
  const errorText = (field: keyof PasswordValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key as AdminKey) : undefined;
  };
  const submit = form.onSubmit(async ({ password }) => {
    setProblem(null);
    setSaving(true);
    try {
      await setFirstPassword(client, password);
      notifications.show({
        title: t("acceptInvite.doneTitle"),
        message: t("acceptInvite.done"),
        color: "green",
        autoClose: 15_000,
      });
      setDone(true);
    } catch (err) {
      setProblem(teamErrorText(t, err));
      setSaving(false);
    }
  });
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t("acceptInvite.title")}</Title>
            <Text size="sm" c="dimmed">
              {t("acceptInvite.intro", { email })}
            </Text>
          </div>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput
            label={t("acceptInvite.password")}
            description={t("acceptInvite.hint")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
            error={errorText("password")}
          />
          <PasswordInput
            label={t("acceptInvite.confirm")}
            autoComplete="new-password"
            required
            {...form.getInputProps("confirm")}
            error={errorText("confirm")}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={saving} fullWidth>
            {t("acceptInvite.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
