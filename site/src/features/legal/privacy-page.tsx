/**
 * Privacy Policy (/privacy, issue #9): what the seven enquiry forms store,
 * why, for how long (24 months after an enquiry is closed), who sees it (the
 * sales team, through the admin console), the e-mail notification, how to
 * ask for a copy or deletion (the general e-mail address of the site
 * settings, app/contact-info.ts) and cookies (none for tracking). Prerendered in
 * English like every public page; Chinese after the language switch. The
 * footer's Privacy Policy link and every form's consent sentence lead here.
 */
import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { companyAddress, companyName, departmentContact } from "../../app/contact-info";
import { useLocale } from "../../i18n/use-locale";
import { PageHero } from "../../components/blocks/page-hero";

/** One titled part of the policy: paragraphs, an optional list, and paragraphs after it. */
interface PolicySection {
  title: string;
  paragraphs: string[];
  points?: string[];
  after?: string[];
}

/** `text` with every occurrence of the contact address `email` as a mailto link. */
function linkEmail(text: string, email: string) {
  const parts = text.split(email);
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <Anchor key={i} href={`mailto:${email}`}>
            {email}
          </Anchor>,
          part,
        ],
  );
}

/** The Privacy Policy page. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const email = departmentContact("general").email;
  const sections = t("privacy.sections", {
    returnObjects: true,
    email,
    company: companyName(locale),
    address: companyAddress(locale),
  }) as unknown;
  return (
    <>
      <PageHero
        eyebrow={t("privacy.hero.eyebrow")}
        title={t("privacy.hero.title")}
        subtitle={t("privacy.hero.subtitle")}
      />
      <Container size="md" py={56}>
        <Stack gap="xl">
          {(Array.isArray(sections) ? (sections as PolicySection[]) : []).map((section, index) => (
            <section key={index} aria-labelledby={`privacy-${index}`}>
              <Title order={2} size="h3" id={`privacy-${index}`} mb="sm">
                {section.title}
              </Title>
              {section.paragraphs.map((p) => (
                <Text key={p} mb="sm">
                  {linkEmail(p, email)}
                </Text>
              ))}
              {section.points && (
                <List spacing="xs" mb="sm">
                  {section.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              )}
              {section.after?.map((p) => (
                <Text key={p} mb="sm">
                  {p}
                </Text>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
