/**
 * Get quote (spec §2 Get quote, §3, §5, §8): hero, the 'RSS Drilling System
 * Quote Request' form and the immediate assistance block. Submitting shows
 * the 'Quote Request Submitted' toast and keeps the form as it is.
 */
import { Button, Checkbox, Container, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { QuoteRequest } from "../../../../shared/types/domain";
import { CONTACT } from "../../app/contact-info";
import { PageHero } from "../../components/blocks/page-hero";
import { FormFields } from "../../components/forms/form-fields";
import { showToast } from "../../lib/toast";
import { QUOTE_FIELDS } from "./quote-fields";

const INITIAL: QuoteRequest = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  projectType: "",
  expectedDepth: "",
  formation: "",
  timeline: "",
  budget: "",
  additionalRequirements: "",
  newsletter: false,
};

/** The quote request page. */
export default function QuotePage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<QuoteRequest>(INITIAL);
  const { newsletter, ...textValues } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    console.info(`Quote request (kept on the page): ${JSON.stringify(form)}`);
    showToast(t("quote.toast.title"), t("quote.toast.message"));
  };
  return (
    <>
      <PageHero eyebrow={t("quote.hero.eyebrow")} title={t("quote.hero.title")} subtitle={t("quote.hero.subtitle")} />
      <Container size="lg" py={56}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="xl" component="form" onSubmit={submit} aria-labelledby="quote-form-title">
              <Title order={2} id="quote-form-title" mb="xs">
                {t("quote.form.title")}
              </Title>
              <Text c="dimmed" mb="lg">
                {t("quote.form.intro")}
              </Text>
              <FormFields
                prefix="quote.form"
                fields={QUOTE_FIELDS}
                values={textValues}
                onChange={(name, value) => setForm((f) => ({ ...f, [name]: value }))}
              />
              <Checkbox
                mt="lg"
                name="newsletter"
                label={t("quote.form.fields.newsletter")}
                checked={newsletter}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setForm((f) => ({ ...f, newsletter: checked }));
                }}
              />
              <Text size="sm" mt="md">
                {t("forms.requiredNote")}
              </Text>
              <Button type="submit" size="md" mt="lg">
                {t("quote.form.submit")}
              </Button>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="xl">
                <Title order={2} size="h3" mb="xs">
                  {t("quote.assist.title")}
                </Title>
                <Text mb="md">{t("quote.assist.text")}</Text>
                <Stack gap="sm">
                  <Button component="a" href={CONTACT.mainPhoneHref} fullWidth>
                    {t("quote.assist.call", { phone: CONTACT.mainPhone })}
                  </Button>
                  <Button component="a" href={`mailto:${CONTACT.salesEmail}`} variant="outline" fullWidth>
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
