/**
 * The required-MFA banner (issue #29): while the team requires two-factor
 * sign-in (admins read `team_settings`; for others a write already refused
 * for want of aal2 tells) and this session is aal1, a persistent banner says
 * writes are blocked and offers the way out (set up an app, or verify a code
 * by signing in again with it).
 */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchMfaRequired } from "../../data/mfa";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";
import { clearMfaRefusal, useMfaRefusalSeen } from "./write-refusal";

/** The react-query key of the team's MFA requirement. */
export const MFA_REQUIRED_KEY = ["mfa", "required"] as const;

/** The banner; `onOpen` opens the Two-factor sign-in dialog. Renders nothing when writes are allowed. */
export function MfaRequiredBanner({ onOpen }: { onOpen: () => void }) {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const aal = useAuth((s) => s.aal);
  const isAdmin = useAuth((s) => s.isAdmin);
  const required = useQuery({
    queryKey: [...MFA_REQUIRED_KEY, aal?.current ?? null],
    queryFn: () => fetchMfaRequired(client),
    enabled: isAdmin,
    refetchInterval: 60_000,
  }).data;
  const refused = useMfaRefusalSeen();
  const aal2 = aal?.current === "aal2";
  useEffect(() => {
    if (aal2) clearMfaRefusal();
  }, [aal2]);
  if (aal2 || !(required === true || refused)) return null;
  const hasFactor = aal?.next === "aal2";
  return (
    <Alert color="orange" role="alert" data-testid="mfa-required-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t("mfa.requiredBanner")}</Text>
        <Button size="compact-sm" color="orange" onClick={onOpen}>
          {t(hasFactor ? "mfa.requiredVerify" : "mfa.requiredEnrol")}
        </Button>
      </Group>
    </Alert>
  );
}
