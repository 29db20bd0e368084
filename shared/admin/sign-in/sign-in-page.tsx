/** The /admin page (spec §2 Admin sign-in, §4 Captcha token, §5 Admin sign-in, §8 Sign-in). */
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { Navigate } from "react-router-dom";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { StatusScreen } from "../auth/require-auth";
import { useAdminI18n } from "../i18n";
import { showToast } from "../ui/notify";
import { needsCodeStep } from "../../data/mfa";
import { MfaCodeStep } from "../mfa/code-step";
import { AccessDenied } from "./access-denied";
import { readSignInShell, releaseAdminShell, SIGN_IN_FIELDS, type SignInShellState } from "./sign-in-shell";

/**
 * Shows the sign-in form to a visitor, 'Verifying admin access...' while the
 * admin check runs, Access Denied to a non-admin, and sends an admin to the dashboard;
 * a member with a verified authenticator app at an aal1 session gets the code step
 * first (issue #29).
 */
export function SignInPage() {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const access = useAuth((s) => s.access);
  const error = useAuth((s) => s.error);
  const aal = useAuth((s) => s.aal);
  const { t } = useAdminI18n();

  if (loading) return <StatusScreen text={t("status.loading")} />;
  if (user) {
    if (access === "admin") return needsCodeStep(aal) ? <MfaCodeStep /> : <Navigate to="dashboard" replace />;
    if (access === "not-admin") return <AccessDenied />;
    return <StatusScreen text={t("status.verifying")} />;
  }
  return <SignInForm initFailed={error !== null} />;
}

/**
 * Email, password, the host's captcha and Sign In (disabled while submitting
 * or without a token). It starts from the HTML shell's form when the page has
 * one (issue #24, sign-in-shell.ts): what was typed or autofilled there, and
 * the focused field with its caret.
 */
function SignInForm({ initFailed }: { initFailed: boolean }) {
  const { CaptchaWidget } = useAdminHost();
  const { t, language } = useAdminI18n();
  const signIn = useAuth((s) => s.signIn);
  const [email, setEmail] = useState(() => readSignInShell()?.email ?? "");
  const [password, setPassword] = useState(() => readSignInShell()?.password ?? "");
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Take over from the shell during the commit, one task with no keystroke in between: its
  // latest values (typed after the render read them) and focus, then remove it.
  const focus = useRef<(NonNullable<SignInShellState["focus"]> & { value: string }) | null>(null);
  useLayoutEffect(() => {
    const shell = readSignInShell();
    releaseAdminShell();
    if (!shell) return;
    setEmail(shell.email);
    setPassword(shell.password);
    if (shell.focus) focus.current = { ...shell.focus, value: shell[shell.focus.field] };
  }, []);
  useLayoutEffect(() => {
    const wanted = focus.current;
    const input = (wanted?.field === "email" ? emailRef : passwordRef).current;
    if (!wanted || !input || input.value !== wanted.value) return;
    focus.current = null;
    input.focus();
    // type=email has no selection API (null offsets); the caret then stays where focus puts it.
    if (wanted.start !== null && wanted.end !== null)
      input.setSelectionRange(wanted.start, wanted.end, wanted.direction);
  }, [email, password]);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const captchaRequired = () =>
    showToast({ title: t("toast.captchaRequiredTitle"), message: t("toast.captchaRequired"), destructive: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captchaToken) {
      captchaRequired();
      return;
    }
    setSubmitting(true);
    const ok = await signIn(email, password, captchaToken);
    if (!ok) {
      // A captcha token is single-use: the failed attempt spent it.
      setCaptchaToken(null);
      setResetSignal((n) => n + 1);
      setSubmitting(false);
    }
  };

  // Enter does not submit while Sign In is disabled; say why instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && !captchaToken && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      captchaRequired();
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="xl">
      <form onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <Stack gap="md">
          <div>
            <Title order={2}>{t("signIn.title")}</Title>
            <Text size="sm" c="dimmed">
              {t("signIn.intro")}
            </Text>
          </div>
          {initFailed && (
            <Alert color="red" role="alert">
              {t("signIn.initFailed")}
            </Alert>
          )}
          <TextInput
            ref={emailRef}
            id={SIGN_IN_FIELDS.email.id}
            name={SIGN_IN_FIELDS.email.name}
            label={t("signIn.email")}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            ref={passwordRef}
            id={SIGN_IN_FIELDS.password.id}
            name={SIGN_IN_FIELDS.password.name}
            label={t("signIn.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <CaptchaWidget
            language={language}
            resetSignal={resetSignal}
            onVerify={(token) => setCaptchaToken(token)}
            onExpire={() => setCaptchaToken(null)}
            onError={() => {
              setCaptchaToken(null);
              showToast({ title: t("toast.captchaErrorTitle"), message: t("toast.captchaError"), destructive: true });
            }}
          />
          <Button type="submit" disabled={submitting || !captchaToken} fullWidth>
            {submitting ? t("signIn.submitting") : t("signIn.submit")}
          </Button>
          {!captchaToken && (
            <Text size="xs" c="dimmed" ta="center">
              {t("signIn.captchaHint")}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
