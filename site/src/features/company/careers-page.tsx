/**
 * Careers (spec §2): four benefit cards and six full-time openings. Learn
 * more expands the role (one at a time, in plain DOM: islands/disclosure.ts,
 * issue #24); Apply, general application and Contact HR open e-mail.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { departmentContact } from "../../app/contact-info";
import { CardGrid, type CardItem } from "../../components/blocks/card-grid";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { disclosureProps } from "../../islands/disclosure";
import { useTObject } from "../../lib/use-t-list";

interface Opening {
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  details: string;
}

/** The careers page. */
export default function CareersPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  return (
    <>
      <PageHero
        eyebrow={t("careers.hero.eyebrow")}
        title={t("careers.hero.title")}
        subtitle={t("careers.hero.subtitle")}
      />
      <PageSection title={t("careers.benefits.title")} intro={t("careers.benefits.intro")} alt>
        <CardGrid items={tObject<CardItem[]>("careers.benefits.items")} />
      </PageSection>
      <PageSection title={t("careers.openings.title")} intro={t("careers.openings.intro")}>
        <Stack gap="md">
          {tObject<Opening[]>("careers.openings.items").map((job, i) => (
            <Card key={job.title} withBorder padding="lg">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div style={{ flex: "1 1 320px" }}>
                  <Title order={3} size="h4">
                    {job.title}
                  </Title>
                  <Group gap="xs" mt={6}>
                    <Badge variant="filled" color="blue.8">
                      {job.department}
                    </Badge>
                    <Badge variant="outline" color="dark">
                      {job.location}
                    </Badge>
                    <Badge variant="outline" color="dark">
                      {job.type}
                    </Badge>
                  </Group>
                  <Text size="sm" mt="sm">
                    {job.description}
                  </Text>
                  <Text size="sm" mt="sm" id={`job-${i}-details`} hidden>
                    {job.details}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    variant="outline"
                    {...disclosureProps("jobs", `job-${i}-details`, t("common.learnMore"), t("careers.openings.less"))}
                  >
                    {t("common.learnMore")}
                  </Button>
                  <Button
                    component="a"
                    href={`${departmentContact("careers").emailHref}?subject=${encodeURIComponent(job.title)}`}
                  >
                    {t("careers.openings.apply")}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </PageSection>
      <CtaBand
        title={t("careers.cta.title")}
        text={t("careers.cta.text")}
        actions={[
          {
            to: `${departmentContact("careers").emailHref}?subject=General%20application` as const,
            label: t("careers.cta.general"),
          },
          { to: departmentContact("careers").emailHref, label: t("careers.cta.hr") },
        ]}
      />
    </>
  );
}
