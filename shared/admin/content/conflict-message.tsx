/**
 * The message a content dialog shows when its save was refused because
 * someone else changed, trashed or deleted the item since it was loaded
 * (issue #12 Concurrent edits), or the same user did in another window or
 * tab (issue #25: then it says so, with the time). What was typed stays in the form; Reload
 * loads the current version; Copy my text puts the typed texts on the
 * clipboard first.
 */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ContentAuditEntry } from "../../types/domain";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { latestChangeQuery } from "../data/queries";
import { formatDateTime } from "../forms/format";
import { type AdminT, useAdminI18n } from "../i18n";
import { toastError, toastSuccess } from "../ui/notify";
import { useContentItem } from "./item-context";

/** Why the save was refused: the item has a newer version, or it is no longer there (trash or deleted). */
export type ConflictKind = "changed" | "removed";

/** Props of ConflictMessage. */
export interface ConflictMessageProps {
  kind: ConflictKind;
  /** The entity's name inside a sentence ('white paper'). */
  name: string;
  /** The form's values, for Copy my text. */
  form: object;
  /** Reloads the current version (only offered when it still exists). */
  onReload: () => void;
  /** Whether Reload is running. */
  reloading: boolean;
}

/**
 * The typed texts of a form as plain lines `field: text`, skipping empty
 * ones; lists (documents) as JSON. For the clipboard.
 */
export function formText(form: object): string {
  return Object.entries(form)
    .map(([key, value]): [string, string] => {
      if (typeof value === "string") return [key, value];
      if (value && typeof value === "object" && "url" in value && typeof value.url === "string")
        return [key, value.url];
      return [key, Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : ""];
    })
    .filter(([key, text]) => key !== "status" && text.trim() !== "")
    .map(([key, text]) => `${key}: ${text}`)
    .join("\n");
}

/**
 * The conflict message's first line (issue #25): when the item's latest
 * logged change was made by the signed-in user (`userId`), it says they made
 * it in another window or tab, at that change's time; otherwise (someone
 * else, the system, or not known) it blames "someone else" as before.
 */
export function conflictTitle(
  kind: ConflictKind,
  name: string,
  latest: Pick<ContentAuditEntry, "actor_id" | "occurred_at"> | null | undefined,
  userId: string | null | undefined,
  t: AdminT,
  locale: string,
): string {
  if (latest && userId && latest.actor_id === userId) {
    const time = formatDateTime(latest.occurred_at, locale);
    return t(kind === "changed" ? "editorial.conflictChangedByYou" : "editorial.conflictRemovedByYou", { name, time });
  }
  return t(kind === "changed" ? "editorial.conflictChanged" : "editorial.conflictRemoved", { name });
}

/**
 * An orange alert (role alert) with the explanation and its actions, in the
 * admin language. Inside a ContentItemProvider it reads the item's latest
 * change to tell the user's own change in another tab from someone else's.
 */
export function ConflictMessage({ kind, name, form, onReload, reloading }: ConflictMessageProps) {
  const { t, locale } = useAdminI18n();
  const { client } = useAdminHost();
  const item = useContentItem();
  const userId = useAuth((s) => s.user?.id ?? null);
  const latest = useQuery({
    ...latestChangeQuery(client, item?.table ?? "white_papers", item?.id ?? ""),
    enabled: item !== null,
  }).data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formText(form));
      toastSuccess(t("editorial.copied"));
    } catch {
      toastError(t("editorial.copyFailed"));
    }
  };
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="conflict-message">
      <Text size="sm" fw={600}>
        {conflictTitle(kind, name, latest, userId, t, locale)}
      </Text>
      <Text size="sm" mt={4}>
        {t(kind === "changed" ? "editorial.conflictChangedHint" : "editorial.conflictRemovedHint")}
      </Text>
      <Group gap="xs" mt="sm">
        {kind === "changed" && (
          <Button size="xs" color="orange" onClick={onReload} loading={reloading}>
            {t("editorial.reload")}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => void copy()}>
          {t("editorial.copyText")}
        </Button>
      </Group>
    </Alert>
  );
}
