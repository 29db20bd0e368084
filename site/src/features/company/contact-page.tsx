/**
 * Contact (spec §2): the contact methods (emergency support in red, then
 * technical support, sales, general; press and careers since issue #30) and
 * the regional offices (the headquarters, then the branch offices: Dubai,
 * Aberdeen and Singapore in the seed) with address, phone and e-mail; buttons
 * dial or write. The methods' phone numbers and e-mail addresses, the
 * headquarters' address and contact, and the branch offices are the site
 * settings the admin edits (issue #30, app/contact-info.ts); the
 * headquarters' name and city are the copy's.
 */
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";
import { useTObject } from "../../lib/use-t-list";
import { branchOffices, companyAddress, departmentContact, type BranchOffice } from "../../app/contact-info";
import { useLocale } from "../../i18n/use-locale";
import { telHref, type Department } from "../../../../shared/site-settings/fields";

/** The department of each contact method, in the copy's order. */
const METHOD_DEPARTMENTS: readonly Department[] = ["emergency", "support", "sales", "general", "press", "careers"];

interface Method {
  title: string;
  description: string;
  hours: string;
  action: string;
}
/** The contact page. */
export default function ContactPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const locale = useLocale();
  const general = departmentContact("general");
  const methods = tObject<Method[]>("contactPage.methods.items").map((m, i) => ({
    ...m,
    ...departmentContact(METHOD_DEPARTMENTS[i] ?? "general"),
  }));
  const offices: BranchOffice[] = [
    {
      ...tObject<{ title: string; location: string }>("contactPage.offices.headquarters"),
      address: companyAddress(locale),
      phone: general.phone,
      email: general.email,
    },
    ...branchOffices(locale),
  ];
  return (
    <>
      <PageHero
        eyebrow={t("contactPage.hero.eyebrow")}
        title={t("contactPage.hero.title")}
        subtitle={t("contactPage.hero.subtitle")}
      />
      <PageSection title={t("contactPage.methods.title")} intro={t("contactPage.methods.intro")} alt>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {methods.map((m, i) => (
            <Card key={m.title} withBorder padding="lg" className={i === 0 ? "emergency" : undefined}>
              <Title order={3} size="h4" className={i === 0 ? "emergency__title" : undefined}>
                {m.title}
              </Title>
              <Text size="sm" mt="xs">
                {m.description}
              </Text>
              <Text size="sm" mt="sm" fw={700}>
                {m.phone}
              </Text>
              <Text size="sm">{m.email}</Text>
              <Text size="sm" c="dimmed">
                {m.hours}
              </Text>
              <Stack gap="xs" mt="md">
                <Button component="a" href={m.phoneHref} color={i === 0 ? "red.9" : undefined}>
                  {m.action}
                </Button>
                <Button component="a" href={m.emailHref} variant="outline" color={i === 0 ? "red.9" : undefined}>
                  {t("contactPage.methods.write")}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={t("contactPage.offices.title")} intro={t("contactPage.offices.intro")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {offices.map((o, i) => (
            <Card key={i} withBorder padding="lg">
              <Card.Section mb="sm">
                <LazyImage alt={o.title}>
                  <Illustration kind="globe" />
                </LazyImage>
              </Card.Section>
              <Title order={3} size="h4">
                {o.title}
              </Title>
              <Text size="sm" c="dimmed">
                {o.location}
              </Text>
              <Text size="sm" mt="xs">
                {o.address}
              </Text>
              <Text size="sm" mt="xs">
                <a href={telHref(o.phone)}>{o.phone}</a>
              </Text>
              <Text size="sm">
                <a href={`mailto:${o.email}`}>{o.email}</a>
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <CtaBand
        title={t("contactPage.cta.title")}
        text={t("contactPage.cta.text")}
        actions={[
          { to: "/get-quote", label: t("common.getQuote") },
          { to: "/products/contact-sales-team", label: t("contactPage.cta.sales") },
        ]}
      />
    </>
  );
}
