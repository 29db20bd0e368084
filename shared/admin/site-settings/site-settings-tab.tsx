/**
 * The "Site settings" tab of the dashboard (issue #30; admins only, like the
 * whole dashboard): the company's name and address in both languages, a
 * phone number and an e-mail address per department, the branch offices
 * (added, removed and reordered here), the social profile URLs (empty: no
 * icon) and the Terms of Service and Cookie Policy texts in
 * both languages. A @mantine/form form validated by the settings' zod schema
 * (shared/site-settings/schema.ts, the rules of the table's CHECKs); Save
 * writes the row (shared/data/site-settings.ts) with a toast, and the status
 * line under the title shows the rebuild of the site the save requested
 * (site-status, issue #27). What was typed survives leaving the tab: an
 * unsaved form is kept per client until saved or discarded.
 */
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect, useRef } from "react";
import { DataError } from "../../data/errors";
import {
  DEPARTMENTS,
  LEGAL_PAGES,
  OFFICE_FIELDS,
  SETTINGS_LIMITS,
  SETTINGS_LANGUAGES,
  SOCIAL_NETWORKS,
  emailColumn,
  legalColumn,
  phoneColumn,
  socialColumn,
} from "../../site-settings/fields";
import { type SiteSettingsForm, emptyOffice, settingsToForm, siteSettingsFormSchema } from "../../site-settings/schema";
import type { AppSupabaseClient } from "../../supabase/client";
import { useAdminHost } from "../auth/admin-context";
import { formatDateTime } from "../forms/format";
import { type AdminKey, type AdminT, useAdminI18n } from "../i18n";
import { SiteStatusBadge } from "../site-status/site-status";
import { toastError, toastSuccess } from "../ui/notify";
import { useSaveSiteSettings, useSiteSettings } from "./use-site-settings";

/** Unsaved forms, per client, kept while the tab is not shown (the dashboard unmounts hidden tabs). */
const drafts = new WeakMap<AppSupabaseClient, SiteSettingsForm>();

/** The message of a failed save. */
function saveError(error: unknown, t: AdminT): string {
  if (error instanceof DataError) {
    if (error.code === "invalid") return t("siteSettings.invalid");
    if (error.code === "23514") return t("siteSettings.refused", { error: error.message });
    if (error.code === "42501" || error.code === "not_found") return t("siteSettings.notAdmin");
  }
  return t("siteSettings.saveFailed", { error: error instanceof Error ? error.message : String(error) });
}

/** The tab: loading, a load failure with Try again, or the form. */
export function SiteSettingsTab() {
  const { t } = useAdminI18n();
  const query = useSiteSettings();
  if (query.isError) {
    return (
      <Alert color="red" title={t("toast.error")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("siteSettings.loadFailed", { error: query.error.message })}</Text>
          <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
            {t("siteSettings.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t("status.loading")} />
      </Group>
    );
  }
  return <SettingsForm stored={settingsToForm(query.data.settings)} updatedAt={query.data.updatedAt} />;
}

function SettingsForm({ stored, updatedAt }: { stored: SiteSettingsForm; updatedAt: string | null }) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const save = useSaveSiteSettings();
  const form = useForm<SiteSettingsForm>({
    mode: "controlled",
    initialValues: stored,
    validate: zod4Resolver(siteSettingsFormSchema, { errorPriority: "first" }),
  });
  const restored = useRef(false);
  // An unsaved form from an earlier visit of the tab comes back as it was.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = drafts.get(client);
    if (draft) form.setValues(draft);
  }, [client, form]);
  const values = form.getValues();
  const dirty = form.isDirty();
  // Kept on every change, so leaving the tab (or the dashboard) never loses it.
  useEffect(() => {
    if (dirty) drafts.set(client, values);
    else drafts.delete(client);
  }, [client, dirty, values]);

  /** The inline error of a field path ("sales_phone", "offices.0.email"), translated. */
  const errorOf = (field: string) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key as AdminKey) : undefined;
  };
  const text = (field: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={field}
      label={label}
      {...form.getInputProps(field)}
      error={errorOf(field)}
      data-field={field}
      {...extra}
    />
  );

  const onSubmit = async () => {
    if (form.validate().hasErrors) {
      toastError(t("siteSettings.invalid"));
      return;
    }
    try {
      const result = await save.mutateAsync(form.getValues());
      const next = settingsToForm(result.settings);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      drafts.delete(client);
      toastSuccess(t("siteSettings.saved"));
    } catch (error) {
      toastError(saveError(error, t));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-labelledby="site-settings-title"
    >
      <Stack gap="lg">
        <div>
          <Group gap="sm" align="center">
            <Title order={2} size="h3" id="site-settings-title">
              {t("siteSettings.title")}
            </Title>
            {updatedAt && <SiteStatusBadge item={{ status: "published", publish_at: null, updated_at: updatedAt }} />}
          </Group>
          <Text c="dimmed" size="sm">
            {t("siteSettings.intro")}{" "}
            {updatedAt
              ? t("siteSettings.lastChanged", { date: formatDateTime(updatedAt, locale) })
              : t("siteSettings.neverChanged")}
          </Text>
        </div>

        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t("siteSettings.company")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("company_name_en", t("siteSettings.companyNameEn"), { required: true })}
            {text("company_name_zh", t("siteSettings.companyNameZh"), { required: true })}
            {text("address_en", t("siteSettings.addressEn"), { required: true })}
            {text("address_zh", t("siteSettings.addressZh"), { required: true })}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t("siteSettings.departments")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DEPARTMENTS.flatMap((d) => {
              const department = t(`siteSettings.department.${d}`);
              return [
                text(phoneColumn(d), t("siteSettings.phone", { department }), { type: "tel", required: true }),
                text(emailColumn(d), t("siteSettings.email", { department }), { type: "email", required: true }),
              ];
            })}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" data-testid="site-settings-offices">
          <Title order={3} size="h4">
            {t("siteSettings.offices")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("siteSettings.officesHint", { max: SETTINGS_LIMITS.offices })}
          </Text>
          <Stack>
            {values.offices.length === 0 && (
              <Text size="sm" fs="italic">
                {t("siteSettings.noOffices")}
              </Text>
            )}
            {values.offices.map((_, index) => {
              const number = index + 1;
              return (
                <Fieldset key={index} legend={t("siteSettings.officeHeading", { number })} data-office={number}>
                  <Group justify="flex-end" mb="xs" wrap="wrap">
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={index === 0}
                        aria-label={t("siteSettings.moveOfficeUp", { number })}
                        onClick={() => form.reorderListItem("offices", { from: index, to: index - 1 })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={index === values.offices.length - 1}
                        aria-label={t("siteSettings.moveOfficeDown", { number })}
                        onClick={() => form.reorderListItem("offices", { from: index, to: index + 1 })}
                      >
                        ↓
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => form.removeListItem("offices", index)}
                      >
                        {t("siteSettings.removeOffice", { number })}
                      </Button>
                    </Group>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {OFFICE_FIELDS.map((field) =>
                      text(`offices.${index}.${field}`, t(`siteSettings.officeField.${field}`), {
                        required: true,
                        ...(field === "phone" ? { type: "tel" } : field === "email" ? { type: "email" } : {}),
                      }),
                    )}
                  </SimpleGrid>
                </Fieldset>
              );
            })}
            <Group>
              <Button
                variant="outline"
                disabled={values.offices.length >= SETTINGS_LIMITS.offices}
                onClick={() => form.insertListItem("offices", emptyOffice())}
              >
                {t("siteSettings.addOffice")}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Title order={3} size="h4">
            {t("siteSettings.social")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("siteSettings.socialHint")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_NETWORKS.map((n) =>
              text(socialColumn(n), t(`siteSettings.network.${n}`), { type: "url", placeholder: "https://" }),
            )}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md">
          <Title order={3} size="h4">
            {t("siteSettings.legal")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("siteSettings.legalHint")}
          </Text>
          <Stack>
            {LEGAL_PAGES.flatMap((p) =>
              SETTINGS_LANGUAGES.map((l) => {
                const field = legalColumn(p, l);
                return (
                  <Textarea
                    key={field}
                    label={t("siteSettings.legalField", {
                      page: t(`siteSettings.page.${p}`),
                      language: t(`siteSettings.language.${l}`),
                    })}
                    autosize
                    minRows={6}
                    maxRows={18}
                    {...form.getInputProps(field)}
                    error={errorOf(field)}
                    data-field={field}
                  />
                );
              }),
            )}
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          {dirty && (
            <Text size="sm" c="orange.8" data-testid="site-settings-unsaved">
              {t("siteSettings.unsaved")}
            </Text>
          )}
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              form.setValues(stored);
              form.resetDirty(stored);
              form.clearErrors();
              drafts.delete(client);
            }}
          >
            {t("siteSettings.discard")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("siteSettings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
