/**
 * The message a content dialog shows when its save was refused because
 * someone else changed, trashed or deleted the item since it was loaded
 * (issue #12 Concurrent edits). What was typed stays in the form; Reload
 * loads the current version; Copy my text puts the typed texts on the
 * clipboard first.
 */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useAdminI18n } from "../i18n";
import { toastError, toastSuccess } from "../ui/notify";

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

/** An orange alert (role alert) with the explanation and its actions, in the admin language. */
export function ConflictMessage({ kind, name, form, onReload, reloading }: ConflictMessageProps) {
  const { t } = useAdminI18n();
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
        {t(kind === "changed" ? "editorial.conflictChanged" : "editorial.conflictRemoved", { name })}
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
