/**
 * "Two-factor sign-in" in the member's own account area (issue #29): the
 * authenticator apps set up for the account, adding one (QR code as an image
 * with alt text, the secret as copyable text, the 6-digit code to confirm
 * it: supabase-js challengeAndVerify, which also raises this session to
 * aal2), and removing one (asks first; Auth allows it only from an aal2
 * session, which the text says). A member who lost the phone asks an admin.
 */
import { Alert, Badge, Button, CopyButton, Code, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DataError } from "../../data";
import {
  enrollTotp,
  listTotpFactors,
  MFA_INSUFFICIENT_AAL,
  type TotpEnrolment,
  type TotpFactor,
  unenrollTotp,
  verifyTotp,
} from "../../data/mfa";
import { useAdminHost } from "../auth/admin-context";
import { formatDate } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { AdminModal } from "../ui/admin-modal";
import { ConfirmModal } from "../ui/confirm-modal";
import { toastError, toastSuccess } from "../ui/notify";
import { CodeInput, TOTP_CODE } from "./code-input";
import { codeErrorMessage } from "./code-errors";

/** The react-query key of the signed-in member's factors. */
export const MFA_FACTORS_KEY = ["mfa", "factors"] as const;

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The modal; `opened`/`onClose` as Mantine's. */
export function TwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useAdminI18n();
  return (
    <AdminModal opened={opened} onClose={onClose} title={t("mfa.title")} size="md">
      {opened && <TwoFactorPanel />}
    </AdminModal>
  );
}

/** The list of factors, the enrolment and the removal. */
export function TwoFactorPanel() {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: MFA_FACTORS_KEY, queryFn: () => listTotpFactors(client) });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [removing, setRemoving] = useState<TotpFactor | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });

  const start = useMutation({
    mutationFn: async () => {
      // An unconfirmed factor left from an abandoned attempt would block its name: remove it first.
      for (const f of factors.data ?? []) if (f.status === "unverified") await unenrollTotp(client, f.id);
      const taken = new Set((factors.data ?? []).map((f) => f.friendlyName));
      let name = t("mfa.defaultName");
      for (let n = 2; taken.has(name); n++) name = `${t("mfa.defaultName")} ${n}`;
      return enrollTotp(client, name);
    },
    onSuccess: (data) => {
      setEnrolment(data);
      void refresh();
    },
    onError: (err) => toastError(t("mfa.enrollFailed", { error: message(err) })),
  });

  const remove = useMutation({
    mutationFn: (factor: TotpFactor) => unenrollTotp(client, factor.id),
    onSuccess: async () => {
      setRemoving(null);
      toastSuccess(t("mfa.removed"));
      // The session's user (its factors) and level change: a refresh tells the auth store.
      await client.auth.refreshSession();
      void refresh();
    },
    onError: (err) =>
      setRemoveError(
        err instanceof DataError && err.code === MFA_INSUFFICIENT_AAL
          ? t("mfa.removeNeedsAal2")
          : t("mfa.removeFailed", { error: message(err) }),
      ),
  });

  const verified = (factors.data ?? []).filter((f) => f.status === "verified");
  return (
    <Stack gap="md">
      <Text size="sm">{t("mfa.intro")}</Text>
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t("mfa.factors")}
        </Text>
        {factors.isPending ? (
          <Loader size="sm" />
        ) : factors.isError ? (
          <Alert color="red" role="alert">
            {t("mfa.loadFailed", { error: message(factors.error) })}
          </Alert>
        ) : verified.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("mfa.none")}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {verified.map((f) => (
              <Group key={f.id} component="li" justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm">
                    {f.friendlyName}{" "}
                    <Badge size="sm" color="green" variant="light">
                      {t("mfa.verified")}
                    </Badge>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("mfa.added", { date: formatDate(f.createdAt, locale) })}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  aria-label={t("mfa.removeItem", { name: f.friendlyName })}
                  onClick={() => {
                    setRemoveError(null);
                    setRemoving(f);
                  }}
                >
                  {t("mfa.remove")}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </div>

      {enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onDone={() => {
            setEnrolment(null);
            void refresh();
          }}
        />
      ) : (
        <Group>
          <Button loading={start.isPending} disabled={factors.isPending} onClick={() => start.mutate()}>
            {t("mfa.add")}
          </Button>
        </Group>
      )}

      <Text size="xs" c="dimmed">
        {t("mfa.lostDevice")}
      </Text>

      <ConfirmModal
        opened={removing !== null}
        title={t("mfa.removeTitle")}
        confirmLabel={t("mfa.remove")}
        cancelLabel={t("mfa.cancel")}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
        zIndex={400}
      >
        <Stack gap="xs">
          <Text size="sm">{t("mfa.removeText", { name: removing?.friendlyName ?? "" })}</Text>
          {removeError && (
            <Alert color="red" role="alert">
              {removeError}
            </Alert>
          )}
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}

/** The QR code, the secret and the code that confirms the new factor. */
function Enrolment({ enrolment, onDone }: { enrolment: TotpEnrolment; onDone: () => void }) {
  const { client } = useAdminHost();
  const { t } = useAdminI18n();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    // The unconfirmed factor is of no use: removed (an aal1 session may remove an unverified one).
    await unenrollTotp(client, enrolment.factorId).catch(() => undefined);
    onDone();
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!TOTP_CODE.test(code)) {
      setError(t("mfa.codeFormat"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyTotp(client, enrolment.factorId, code);
      toastSuccess(t("mfa.enrolled"));
      onDone();
    } catch (err) {
      setError(codeErrorMessage(err));
      setCode("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("mfa.scan")}</Text>
        <Image src={enrolment.qrCode} alt={t("mfa.qrAlt")} w={200} h={200} fit="contain" bg="white" />
        <div>
          <Text size="sm" fw={500}>
            {t("mfa.secret")}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="mfa-secret" style={{ wordBreak: "break-all", userSelect: "all" }}>
              {enrolment.secret}
            </Code>
            <CopyButton value={enrolment.secret}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="default" onClick={copy}>
                  {copied ? t("mfa.copied") : t("mfa.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <CodeInput value={code} onChange={setCode} error={error} disabled={busy} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void cancel()} disabled={busy}>
            {t("mfa.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("mfa.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
