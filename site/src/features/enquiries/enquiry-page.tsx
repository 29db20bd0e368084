/**
 * Enquiry pages (spec §2 Product pages, §3 payloads, §5): technical docs,
 * representative, sales, consultation and demo. The payload stays on the
 * page; submitting logs it and acknowledges with the form's response promise.
 */
import { Button, Container, Grid, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT } from "../../app/contact-info";
import { PageHero } from "../../components/blocks/page-hero";
import { FormFields } from "../../components/forms/form-fields";
import { showToast } from "../../lib/toast";
import { useTObject } from "../../lib/use-t-list";
import { emptyPayload, ENQUIRY_FIELDS, type EnquiryKind } from "./enquiry-config";

/** One enquiry page; `kind` picks the form and its copy (`enquiry.<kind>`). */
export default function EnquiryPage({ kind }: { kind: EnquiryKind }) {
  const { t } = useTranslation();
  const tObject = useTObject();
  const [payload, setPayload] = useState(() => emptyPayload(kind));
  const prefix = `enquiry.${kind}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    console.info(`Enquiry ${kind} (kept on the page): ${JSON.stringify(payload)}`);
    showToast(t(`${prefix}.toastTitle`), t(`${prefix}.toastText`));
  };
  return (
    <>
      <PageHero eyebrow={t(`${prefix}.eyebrow`)} title={t(`${prefix}.title`)} subtitle={t(`${prefix}.subtitle`)} />
      <Container size="lg" py={56}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="xl" component="form" onSubmit={submit} aria-labelledby="enquiry-form-title">
              <Title order={2} id="enquiry-form-title" mb="xs">
                {t(`${prefix}.formTitle`)}
              </Title>
              <Text c="dimmed" mb="lg">
                {t(`${prefix}.promise`)}
              </Text>
              <FormFields
                prefix={`${prefix}.form`}
                fields={ENQUIRY_FIELDS[kind]}
                values={payload}
                onChange={(name, value) => setPayload((p) => ({ ...p, [name]: value }))}
              />
              <Text size="sm" mt="md">
                {t("forms.requiredNote")}
              </Text>
              <Button type="submit" size="md" mt="lg">
                {t(`${prefix}.submit`)}
              </Button>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="xl">
                <Title order={2} size="h3" mb="sm">
                  {t(`${prefix}.asideTitle`)}
                </Title>
                <List spacing="xs">
                  {tObject<string[]>(`${prefix}.asidePoints`).map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Paper>
              <Paper withBorder p="xl">
                <Title order={2} size="h3" mb="sm">
                  {t("enquiry.direct.title")}
                </Title>
                <Text mb="sm">{t("enquiry.direct.text")}</Text>
                <Stack gap="xs">
                  <Button component="a" href={CONTACT.mainPhoneHref} variant="outline">
                    {CONTACT.mainPhone}
                  </Button>
                  <Button component="a" href={`mailto:${CONTACT.salesEmail}`} variant="outline">
                    {CONTACT.salesEmail}
                  </Button>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
