/**
 * Terms of Service (/terms) and Cookie Policy (/cookies), issue #30: their
 * texts are site settings the admin edits (shared/site-settings), read at
 * build time (app/contact-info.ts legalText) and rendered from the plain
 * text format of shared/site-settings/legal-text.ts as headings, paragraphs
 * and lists: React elements, never HTML, so markup typed by staff shows as
 * text. Under the text, the general contact address. Prerendered in both
 * languages; never hydrated (islands/page-hydration.ts STATIC).
 */
import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { parseLegalText } from "../../../../shared/site-settings/legal-text";
import type { LegalPage } from "../../../../shared/site-settings/fields";
import { departmentContact, legalText } from "../../app/contact-info";
import type { PageProps } from "../../app/page-modules";
import { PageHero } from "../../components/blocks/page-hero";
import { useLocale } from "../../i18n/use-locale";

/** The page of `kind` ("terms" or "cookies", the route key). */
export default function LegalTextPage({ kind }: PageProps) {
  const { t } = useTranslation();
  const page: LegalPage = kind === "cookies" ? "cookies" : "terms";
  const locale = useLocale();
  const blocks = parseLegalText(legalText(page, locale));
  const contact = departmentContact("general");
  const [before, after] = t(blocks.length === 0 ? "legalText.empty" : "legalText.updated", { email: "\u0000" }).split(
    "\u0000",
  );
  return (
    <>
      <PageHero
        eyebrow={t(`${page}.hero.eyebrow`)}
        title={t(`${page}.hero.title`)}
        subtitle={t(`${page}.hero.subtitle`)}
      />
      <Container size="md" py={56}>
        <Stack gap="sm" data-testid="legal-text">
          {blocks.map((block, index) =>
            block.kind === "heading" ? (
              <Title key={index} order={2} size="h3" mt="md">
                {block.text}
              </Title>
            ) : block.kind === "list" ? (
              <List key={index} spacing="xs">
                {block.items.map((item, i) => (
                  <List.Item key={i}>{item}</List.Item>
                ))}
              </List>
            ) : (
              <Text key={index}>{block.text}</Text>
            ),
          )}
          <Text mt="lg" c="dimmed">
            {before}
            {/* Underlined: a link inside a sentence must not rely on colour alone (axe link-in-text-block). */}
            <Anchor href={contact.emailHref} underline="always">
              {contact.email}
            </Anchor>
            {after}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
