/**
 * The sign-in's second step (issue #29): after the password and captcha,
 * when the account has a verified authenticator app and the session is still
 * aal1, the member enters the 6-digit code; a wrong code says so and keeps
 * them on this step; a right one raises the session to aal2 (the auth store
 * then reads the new level and the console opens).
 */
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { listTotpFactors, verifyTotp } from "../../data/mfa";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";
import { CodeInput, TOTP_CODE } from "./code-input";
import { codeErrorMessage } from "./code-errors";

/** The code form; "Sign in as someone else" signs out. */
export function MfaCodeStep() {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const email = useAuth((s) => s.user?.email ?? "");
  const signOut = useAuth((s) => s.signOut);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!TOTP_CODE.test(code)) {
      setError(t("mfa.codeFormat"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const factor = (await listTotpFactors(client)).find((f) => f.status === "verified");
      if (!factor) throw new Error("No verified authenticator app");
      await verifyTotp(client, factor.id, code);
      // The auth store hears MFA_CHALLENGE_VERIFIED and reads aal2: this step gives way to the console.
    } catch (err) {
      setError(codeErrorMessage(err));
      setCode("");
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="xl">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t("mfa.stepTitle")}</Title>
            <Text size="sm" c="dimmed">
              {t("mfa.stepIntro", { email })}
            </Text>
          </div>
          <CodeInput value={code} onChange={setCode} error={error} disabled={busy} inputRef={input} autoFocus />
          <Button type="submit" loading={busy} fullWidth>
            {busy ? t("mfa.verifying") : t("mfa.verify")}
          </Button>
          <Alert color="gray" variant="light">
            {t("mfa.lostDevice")}
          </Alert>
          <Button variant="subtle" onClick={() => void signOut()} disabled={busy}>
            {t("mfa.signOutInstead")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
