/**
 * Enquiry pages (spec §2 Product pages, §3 payloads, §5): technical docs,
 * representative, sales, consultation and demo. Sending stores the enquiry
 * (issue #9, components/forms/enquiry-form.tsx), then acknowledges with the
 * form's response promise.
 */
import { Button, Container, Grid, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { departmentContact } from "../../app/contact-info";
import { PageHero } from "../../components/blocks/page-hero";
import { EnquiryForm } from "../../components/forms/enquiry-form";
import { useTObject } from "../../lib/use-t-list";
import { ENQUIRY_FIELDS, FORM_OF_KIND, type EnquiryKind } from "./enquiry-config";

/** One enquiry page; `kind` picks the form and its copy (`enquiry.<kind>`). */
export default function EnquiryPage({ kind }: { kind: EnquiryKind }) {
  const { t } = useTranslation();
  // The sales team's phone and e-mail: site settings (issue #30).
  const sales = departmentContact("sales");
  const tObject = useTObject();
  const prefix = `enquiry.${kind}`;
  return (
    <>
      <PageHero eyebrow={t(`${prefix}.eyebrow`)} title={t(`${prefix}.title`)} subtitle={t(`${prefix}.subtitle`)} />
      <Container size="lg" py={56}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EnquiryForm
              key={kind}
              form={FORM_OF_KIND[kind]}
              fields={ENQUIRY_FIELDS[kind]}
              keys={`${prefix}.form`}
              submitLabel={t(`${prefix}.submit`)}
              success={{ title: t(`${prefix}.toastTitle`), text: t(`${prefix}.toastText`) }}
              contact={{ phone: sales.phone, email: sales.email }}
              labelledBy="enquiry-form-title"
              requiredNote
              header={
                <>
                  <Title order={2} id="enquiry-form-title" mb="xs">
                    {t(`${prefix}.formTitle`)}
                  </Title>
                  <Text c="dimmed" mb="lg">
                    {t(`${prefix}.promise`)}
                  </Text>
                </>
              }
            />
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
                  <Button component="a" href={sales.phoneHref} variant="outline">
                    {sales.phone}
                  </Button>
                  <Button component="a" href={sales.emailHref} variant="outline">
                    {sales.email}
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
