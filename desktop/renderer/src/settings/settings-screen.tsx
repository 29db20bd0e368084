/**
 * First-run and settings screen (issue #5): the Supabase URL, anon key,
 * captcha provider (with the hCaptcha site key) and site origin, checked with
 * the same zod schema main uses; saving writes userData/settings.json and main
 * reloads the window with the new project. Every text, the validation
 * messages included, is in the admin console's language, with the admin's
 * EN / 中文 toggle on the screen (issue #10).
 */
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { type AdminT, useAdminI18n } from "../../../../shared/admin/i18n";
import { AdminLanguageToggle } from "../../../../shared/admin/i18n/language-toggle";
import type { SettingsState } from "../../../shared/ipc-contract";
import {
  DEFAULT_SETTINGS,
  parseSettings,
  type DesktopSettings,
  type SettingsProblem,
  type SettingsProblemCode,
} from "../../../shared/settings";
import { getBridge } from "../bridge";

/** Props of SettingsScreen. */
export interface SettingsScreenProps {
  /** The settings in effect and any problems found in settings.json. */
  state: SettingsState;
  /** Called after Cancel (absent on first run, where there is nothing to go back to). */
  onCancel?: () => void;
}

type Field = keyof DesktopSettings;

/** A problem to show: its code (translated on screen) or, for an error thrown by main, null and the error's text. */
export interface ShownProblem {
  field: string;
  code: SettingsProblemCode | null;
  message: string;
}

/** Sorts problems (parseSettings' or main's) into the first problem of each form field; the rest go to "form". */
export function problemsByField(
  problems: readonly SettingsProblem[],
): Partial<Record<Field, ShownProblem>> & { form: ShownProblem[] } {
  const result: Partial<Record<Field, ShownProblem>> & { form: ShownProblem[] } = { form: [] };
  for (const problem of problems) {
    if (problem.field in DEFAULT_SETTINGS) {
      const field = problem.field as Field;
      result[field] ??= problem;
    } else {
      result.form.push(problem);
    }
  }
  return result;
}

/** The text of one problem in the admin's language: the code's translation, else main's text. */
function problemText(t: AdminT, problem: ShownProblem): string {
  return problem.code ? t(`desktopSettings.problems.${problem.code}`) : problem.message;
}

/** Problems not tied to one field, as "field: text" in the admin's language. */
function formProblemText(t: AdminT, problems: ShownProblem[]): string {
  return problems
    .map((problem) => t("desktopSettings.otherProblem", { field: problem.field, message: problemText(t, problem) }))
    .join("; ");
}

/** The settings form; see the module comment. */
export function SettingsScreen({ state, onCancel }: SettingsScreenProps) {
  const { t } = useAdminI18n();
  const [values, setValues] = useState<DesktopSettings>(state.settings);
  const [errors, setErrors] = useState<ReturnType<typeof problemsByField>>({ form: [] });
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: Field) => {
    const problem = errors[field];
    return problem ? problemText(t, problem) : undefined;
  };
  const ignoredProblems = state.problems;

  const save = async () => {
    const parsed = parseSettings(values);
    if (!parsed.ok) {
      setErrors(problemsByField(parsed.problems));
      return;
    }
    setErrors({ form: [] });
    setSaving(true);
    try {
      const outcome = await getBridge().saveSettings(parsed.settings);
      if (!outcome.ok) setErrors({ form: outcome.problems });
    } catch (error) {
      // Main failed to write settings.json (disk full, no permission): say so instead of spinning on.
      const message = error instanceof Error ? error.message : String(error);
      setErrors({ form: [{ field: "settings.json", code: null, message }] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <Group justify="flex-end" mb="sm">
        <AdminLanguageToggle />
      </Group>
      <Paper withBorder p="lg" radius="md">
        {/* noValidate: the schema's messages, in the admin's language, replace the browser's own bubbles. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack>
            <Title order={2}>{state.firstRun ? t("desktopSettings.titleFirstRun") : t("desktopSettings.title")}</Title>
            <Text size="sm" c="dimmed">
              {t("desktopSettings.intro")}
            </Text>
            {ignoredProblems.length > 0 && (
              <Alert color="yellow" title={t("desktopSettings.ignoredTitle")}>
                {formProblemText(t, ignoredProblems)}
              </Alert>
            )}
            {errors.form.length > 0 && (
              <Alert color="red" title={t("desktopSettings.saveFailedTitle")}>
                {formProblemText(t, errors.form)}
              </Alert>
            )}
            <TextInput
              label={t("desktopSettings.supabaseUrl")}
              description={t("desktopSettings.supabaseUrlHint")}
              required
              value={values.supabaseUrl}
              error={fieldError("supabaseUrl")}
              onChange={(event) => set("supabaseUrl")(event.currentTarget.value)}
            />
            <Textarea
              label={t("desktopSettings.anonKey")}
              description={t("desktopSettings.anonKeyHint")}
              required
              autosize
              minRows={2}
              value={values.supabaseAnonKey}
              error={fieldError("supabaseAnonKey")}
              onChange={(event) => set("supabaseAnonKey")(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("desktopSettings.captchaProvider")}
              </Text>
              <SegmentedControl
                aria-label={t("desktopSettings.captchaProvider")}
                data={[
                  { label: t("desktopSettings.altcha"), value: "altcha" },
                  { label: t("desktopSettings.hcaptcha"), value: "hcaptcha" },
                ]}
                value={values.captchaProvider}
                onChange={(value) =>
                  setValues((current) => ({
                    ...current,
                    captchaProvider: value === "hcaptcha" ? "hcaptcha" : "altcha",
                  }))
                }
              />
            </Stack>
            {values.captchaProvider === "hcaptcha" && (
              <TextInput
                label={t("desktopSettings.hcaptchaSiteKey")}
                required
                value={values.hcaptchaSiteKey}
                error={fieldError("hcaptchaSiteKey")}
                onChange={(event) => set("hcaptchaSiteKey")(event.currentTarget.value)}
              />
            )}
            <TextInput
              label={t("desktopSettings.siteOrigin")}
              description={t("desktopSettings.siteOriginHint")}
              required
              value={values.siteOrigin}
              error={fieldError("siteOrigin")}
              onChange={(event) => set("siteOrigin")(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setValues(DEFAULT_SETTINGS)}>
                {t("desktopSettings.useDefaults")}
              </Button>
              <Group>
                {onCancel && (
                  <Button variant="default" onClick={onCancel}>
                    {t("desktopSettings.cancel")}
                  </Button>
                )}
                <Button type="submit" loading={saving}>
                  {t("desktopSettings.save")}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
