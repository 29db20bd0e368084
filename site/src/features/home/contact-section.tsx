/**
 * Home #contact: First Name, Last Name, Company, Email Address, Phone Number,
 * Project Details and Send Message (spec §2 Home). Submitting is not defined
 * by the spec: the message is kept on the page, logged, and acknowledged.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT } from "../../app/contact-info";
import { PageSection } from "../../components/blocks/page-section";
import { useNativeValidation } from "../../components/forms/use-native-validation";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { showToast } from "../../lib/toast";

const EMPTY = { firstName: "", lastName: "", company: "", email: "", phone: "", details: "" };

/** Lazy contact section. */
export default function ContactSection() {
  const { t } = useTranslation();
  const validation = useNativeValidation();
  const [form, setForm] = useState(EMPTY);
  useHashScroll("contact");
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    console.info(`Contact message (kept on the page): ${JSON.stringify(form)}`);
    showToast(t("home.contact.toastTitle"), t("home.contact.toastText"));
  };
  return (
    <PageSection id="contact" title={t("home.contact.title")} intro={t("home.contact.intro")}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Stack gap="md">
          <Title order={3} size="h4">
            {t("home.contact.directTitle")}
          </Title>
          <Text>{t("home.contact.directText")}</Text>
          <Text>
            <a href={CONTACT.mainPhoneHref}>{CONTACT.mainPhone}</a>
          </Text>
          <Text>
            <a href={`mailto:${CONTACT.infoEmail}`}>{CONTACT.infoEmail}</a>
          </Text>
          <Text>{t("home.contact.address")}</Text>
        </Stack>
        <Paper
          withBorder
          p="xl"
          style={{ gridColumn: "span 2" }}
          component="form"
          onSubmit={submit}
          aria-label={t("home.contact.formLabel")}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("home.contact.firstName")}
              required
              autoComplete="given-name"
              {...bind("firstName")}
              {...validation}
            />
            <TextInput
              label={t("home.contact.lastName")}
              required
              autoComplete="family-name"
              {...bind("lastName")}
              {...validation}
            />
            <TextInput label={t("home.contact.company")} autoComplete="organization" {...bind("company")} />
            <TextInput
              label={t("home.contact.email")}
              type="email"
              required
              autoComplete="email"
              {...bind("email")}
              {...validation}
            />
            <TextInput label={t("home.contact.phoneLabel")} type="tel" autoComplete="tel" {...bind("phone")} />
          </SimpleGrid>
          <Textarea
            mt="md"
            className="textarea-min"
            label={t("home.contact.details")}
            placeholder={t("home.contact.detailsPlaceholder")}
            autosize
            minRows={4}
            {...bind("details")}
          />
          <Group justify="flex-end" mt="lg">
            <Button type="submit">{t("home.contact.send")}</Button>
          </Group>
        </Paper>
      </SimpleGrid>
    </PageSection>
  );
}
