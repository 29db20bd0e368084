/**
 * Home #contact (spec §2 Home): First Name, Last Name, Company, Email Address,
 * Phone Number, Project Details and Send Message, beside the headquarters'
 * phone, e-mail and address. Sending stores the message as a `contact`
 * enquiry (issue #9, components/forms/enquiry-form.tsx).
 *
 * The section stays server HTML until it nears the viewport (home-page.tsx)
 * and hydrates later; its fields are uncontrolled, so whatever a visitor
 * typed into that HTML is still there once it hydrates.
 */
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { companyAddress, departmentContact } from "../../app/contact-info";
import { useLocale } from "../../i18n/use-locale";
import { PageSection } from "../../components/blocks/page-section";
import { EnquiryForm } from "../../components/forms/enquiry-form";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useTranslation } from "react-i18next";
import { CONTACT_FIELDS, CONTACT_KEYS } from "./contact-fields";

/** Lazy contact section. */
export default function ContactSection() {
  const { t } = useTranslation();
  useHashScroll("contact");
  // The company's general contact and address: site settings (issue #30).
  const general = departmentContact("general");
  const locale = useLocale();
  return (
    <PageSection id="contact" title={t("home.contact.title")} intro={t("home.contact.intro")}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Stack gap="md">
          <Title order={3} size="h4">
            {t("home.contact.directTitle")}
          </Title>
          <Text>{t("home.contact.directText")}</Text>
          <Text>
            <a href={general.phoneHref}>{general.phone}</a>
          </Text>
          <Text>
            <a href={general.emailHref}>{general.email}</a>
          </Text>
          <Text>{companyAddress(locale)}</Text>
        </Stack>
        <EnquiryForm
          form="contact"
          fields={CONTACT_FIELDS}
          keys={CONTACT_KEYS}
          submitLabel={t("home.contact.send")}
          success={{ title: t("home.contact.toastTitle"), text: t("home.contact.toastText") }}
          contact={{ phone: general.phone, email: general.email }}
          label={t("home.contact.formLabel")}
          buttonAlign="end"
          style={{ gridColumn: "span 2" }}
        />
      </SimpleGrid>
    </PageSection>
  );
}
