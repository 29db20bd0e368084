/**
 * Get quote (spec §2 Get quote, §3, §5, §8): hero, the 'RSS Drilling System
 * Quote Request' form and the immediate assistance block. Sending stores the
 * request (issue #9), then shows the 'Quote Request Submitted' toast and keeps
 * the form as it is (spec §4).
 */
import { Button, Container, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { departmentContact } from "../../app/contact-info";
import { PageHero } from "../../components/blocks/page-hero";
import { EnquiryForm } from "../../components/forms/enquiry-form";
import { QUOTE_FIELDS } from "./quote-fields";

/** The quote request page. */
export default function QuotePage() {
  const { t } = useTranslation();
  // The sales team's phone and e-mail: site settings (issue #30).
  const sales = departmentContact("sales");
  return (
    <>
      <PageHero eyebrow={t("quote.hero.eyebrow")} title={t("quote.hero.title")} subtitle={t("quote.hero.subtitle")} />
      <Container size="lg" py={56}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EnquiryForm
              form="quote"
              fields={QUOTE_FIELDS}
              keys="quote.form"
              submitLabel={t("quote.form.submit")}
              success={{ title: t("quote.toast.title"), text: t("quote.toast.message") }}
              contact={{ phone: sales.phone, email: sales.email }}
              labelledBy="quote-form-title"
              requiredNote
              header={
                <>
                  <Title order={2} id="quote-form-title" mb="xs">
                    {t("quote.form.title")}
                  </Title>
                  <Text c="dimmed" mb="lg">
                    {t("quote.form.intro")}
                  </Text>
                </>
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="xl">
                <Title order={2} size="h3" mb="xs">
                  {t("quote.assist.title")}
                </Title>
                <Text mb="md">{t("quote.assist.text")}</Text>
                <Stack gap="sm">
                  <Button component="a" href={sales.phoneHref} fullWidth>
                    {t("quote.assist.call", { phone: sales.phone })}
                  </Button>
                  <Button component="a" href={sales.emailHref} variant="outline" fullWidth>
                    {t("quote.assist.email")}
                  </Button>
                </Stack>
              </Paper>
              <Paper withBorder p="xl">
                <Title order={2} size="h3" mb="xs">
                  {t("quote.next.title")}
                </Title>
                <ol className="benefits">
                  {(t("quote.next.steps", { returnObjects: true }) as string[]).map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
