/**
 * First-run and settings screen (issue #5): the Supabase URL, anon key,
 * captcha provider (with the hCaptcha site key) and site origin, checked with
 * the same zod schema main uses; saving writes userData/settings.json and main
 * reloads the window with the new project.
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
import type { SettingsState } from "../../../shared/ipc-contract";
import { DEFAULT_SETTINGS, parseSettings, type DesktopSettings } from "../../../shared/settings";
import { getBridge } from "../bridge";

/** Props of SettingsScreen. */
export interface SettingsScreenProps {
  /** The settings in effect and any problems found in settings.json. */
  state: SettingsState;
  /** Called after Cancel (absent on first run, where there is nothing to go back to). */
  onCancel?: () => void;
}

type Field = keyof DesktopSettings;

/** Splits "field: message" problems into a per-field map. */
export function problemsByField(problems: string[]): Partial<Record<Field | "form", string>> {
  const result: Partial<Record<Field | "form", string>> = {};
  for (const problem of problems) {
    const [field, ...rest] = problem.split(": ");
    const key = (field && field in DEFAULT_SETTINGS ? field : "form") as Field | "form";
    result[key] = rest.join(": ") || problem;
  }
  return result;
}

/** The settings form; see the module comment. */
export function SettingsScreen({ state, onCancel }: SettingsScreenProps) {
  const [values, setValues] = useState<DesktopSettings>(state.settings);
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const save = async () => {
    const parsed = parseSettings(values);
    if (!parsed.ok) {
      setErrors(problemsByField(parsed.problems));
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await getBridge().saveSettings(parsed.settings);
    setSaving(false);
    if (!outcome.ok) setErrors({ form: outcome.error });
  };

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack>
            <Title order={2}>{state.firstRun ? "Welcome: connect the console" : "Settings"}</Title>
            <Text size="sm" c="dimmed">
              Which Supabase project the console manages. The defaults are the local development backend.
            </Text>
            {state.problems.length > 0 && (
              <Alert color="yellow" title="settings.json was ignored">
                {state.problems.join("; ")}
              </Alert>
            )}
            {errors.form && (
              <Alert color="red" title="Could not save">
                {errors.form}
              </Alert>
            )}
            <TextInput
              label="Supabase URL"
              description="e.g. https://<project>.supabase.co"
              required
              value={values.supabaseUrl}
              error={errors.supabaseUrl}
              onChange={(event) => set("supabaseUrl")(event.currentTarget.value)}
            />
            <Textarea
              label="Supabase anon key"
              description="The public anon key (never the service_role key)"
              required
              autosize
              minRows={2}
              value={values.supabaseAnonKey}
              error={errors.supabaseAnonKey}
              onChange={(event) => set("supabaseAnonKey")(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Captcha provider
              </Text>
              <SegmentedControl
                aria-label="Captcha provider"
                data={[
                  { label: "ALTCHA (local backend)", value: "altcha" },
                  { label: "hCaptcha (hosted Supabase)", value: "hcaptcha" },
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
                label="hCaptcha site key"
                required
                value={values.hcaptchaSiteKey}
                error={errors.hcaptchaSiteKey}
                onChange={(event) => set("hcaptchaSiteKey")(event.currentTarget.value)}
              />
            )}
            <TextInput
              label="Site origin"
              description="The public website that serves /captcha.html, e.g. https://www.example.com"
              required
              value={values.siteOrigin}
              error={errors.siteOrigin}
              onChange={(event) => set("siteOrigin")(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setValues(DEFAULT_SETTINGS)}>
                Use local defaults
              </Button>
              <Group>
                {onCancel && (
                  <Button variant="default" onClick={onCancel}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" loading={saving}>
                  Save and connect
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
