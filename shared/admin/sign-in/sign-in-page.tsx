/** The /admin page (spec §2 Admin sign-in, §4 Captcha token, §5 Admin sign-in, §8 Sign-in). */
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { Navigate } from "react-router-dom";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { StatusScreen } from "../auth/require-auth";
import { showToast } from "../ui/notify";
import { AccessDenied } from "./access-denied";

/**
 * Shows the sign-in form to a visitor, 'Verifying admin access...' while the
 * admin check runs, Access Denied to a non-admin, and sends an admin to the dashboard.
 */
export function SignInPage() {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const access = useAuth((s) => s.access);
  const error = useAuth((s) => s.error);

  if (loading) return <StatusScreen text="Loading..." />;
  if (user) {
    if (access === "admin") return <Navigate to="dashboard" replace />;
    if (access === "not-admin") return <AccessDenied />;
    return <StatusScreen text="Verifying admin access..." />;
  }
  return <SignInForm initError={error} />;
}

/** Email, password, the host's captcha and Sign In (disabled while submitting or without a token). */
function SignInForm({ initError }: { initError: string | null }) {
  const { CaptchaWidget } = useAdminHost();
  const signIn = useAuth((s) => s.signIn);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captchaToken) {
      showToast({ title: "Captcha Required", message: "Please complete the captcha verification", destructive: true });
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
      showToast({ title: "Captcha Required", message: "Please complete the captcha verification", destructive: true });
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="xl">
      <form onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <Stack gap="md">
          <div>
            <Title order={2}>Admin Sign In</Title>
            <Text size="sm" c="dimmed">
              Sign in to manage the site&apos;s content.
            </Text>
          </div>
          {initError && (
            <Alert color="red" role="alert">
              {initError}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <CaptchaWidget
            resetSignal={resetSignal}
            onVerify={(token) => setCaptchaToken(token)}
            onExpire={() => setCaptchaToken(null)}
            onError={() => {
              setCaptchaToken(null);
              showToast({
                title: "Captcha Error",
                message: "Captcha verification failed. Please try again.",
                destructive: true,
              });
            }}
          />
          <Button type="submit" disabled={submitting || !captchaToken} fullWidth>
            {submitting ? "Signing In..." : "Sign In"}
          </Button>
          {!captchaToken && (
            <Text size="xs" c="dimmed" ta="center">
              Complete the captcha to enable Sign In.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
