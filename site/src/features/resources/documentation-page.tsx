/**
 * Documentation (spec §2 Resource pages): four categories with document
 * lists. Entries of the documentation table (listDocumentation) join the
 * category they name (case-insensitive) and link each document; other
 * categories get their own group; static titles fall back to a request link.
 * Each entry shows its stored image (issue #11) and its documents as
 * download links: a document in Storage downloads under its own name
 * (`?download=`), any other link opens in a new tab.
 */
import { Anchor, Badge, Card, List, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import { DocumentationEntry } from "../../../../shared/content-cards/documentation-entry";
import type { Documentation } from "../../../../shared/types/domain";
import { CtaBand } from "../../components/blocks/cta-band";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { PageSpinner } from "../../components/blocks/page-spinner";
import { DOCUMENTATION_LIST } from "../../lib/public-lists";
import { freshListProps, useRemoteList } from "../../lib/use-remote-list";
import { FreshListBar } from "../../components/blocks/fresh-list-bar";
import { useTObject } from "../../lib/use-t-list";
import { itemAnchor } from "../../lib/item-anchor";

const EN_TITLES = ["Technical Specifications", "Installation Guides", "Operation Manuals", "Maintenance Guides"];

interface StaticCategory {
  /** Stored category id it collects (the documentType values: technical-specs...). */
  match: string;
  title: string;
  description: string;
  documents: string[];
}

/** Normalised category: lower case, separators as single spaces ("Installation-Guide" → "installation guide"). */
const norm = (category: string) =>
  category
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * Groups entries under the static categories: a stored category matches its
 * id (technical-specs...) or its English title, ignoring case and separators;
 * the rest are grouped by their own category. `known` is keyed by the id.
 */
export function groupDocumentation(
  entries: readonly Documentation[],
  categories: readonly { match: string; title: string }[],
) {
  const known = new Map<string, Documentation[]>(categories.map((c) => [c.match, []]));
  const lookup = new Map<string, string>();
  for (const c of categories) {
    lookup.set(norm(c.match), c.match);
    lookup.set(norm(c.title), c.match);
  }
  const other = new Map<string, Documentation[]>();
  for (const entry of entries) {
    const id = lookup.get(norm(entry.category));
    const bucket = id === undefined ? undefined : known.get(id);
    if (bucket) bucket.push(entry);
    else other.set(entry.category, [...(other.get(entry.category) ?? []), entry]);
  }
  return { known, other };
}

/** How many entries of the first category have their picture in the HTML (the rest wait for the viewport). */
const EAGER_ENTRIES = 3;

/** Linked documents of data entries; `eager`: the list is near the top of the page (issue #13). */
function EntryList({ entries, eager = false }: { entries: Documentation[]; eager?: boolean }) {
  return (
    <>
      {entries.map((entry, index) => (
        <DocumentationEntry
          key={entry.id}
          entry={entry}
          id={itemAnchor("documentation", entry.id)}
          eager={eager && index < EAGER_ENTRIES}
        />
      ))}
    </>
  );
}

/** The documentation page. */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const list = useRemoteList(DOCUMENTATION_LIST.fetch, DOCUMENTATION_LIST.label);
  const { items, loading } = list;
  const categories = tObject<StaticCategory[]>("documentation.categories");
  // Titles are matched in English whatever the UI language.
  const { known, other } = groupDocumentation(
    items,
    categories.map((c, i) => ({ match: c.match, title: EN_TITLES[i] ?? c.title })),
  );
  return (
    <>
      <PageHero
        eyebrow={t("documentation.hero.eyebrow")}
        title={t("documentation.hero.title")}
        subtitle={t("documentation.hero.subtitle")}
      />
      <PageSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" {...freshListProps(DOCUMENTATION_LIST.label)}>
          {categories.map((c, index) => {
            const entries = known.get(c.match) ?? [];
            return (
              <Card key={c.match} withBorder padding="lg" data-testid="doc-category">
                <Title order={2} size="h3">
                  {c.title}
                </Title>
                <Text size="sm" mt={4}>
                  {c.description}
                </Text>
                {loading ? <PageSpinner minHeight={80} /> : <EntryList entries={entries} eager={index === 0} />}
                <Text fw={700} mt="md" size="sm">
                  {t("documentation.onRequest")}
                </Text>
                <List size="sm" mt={4}>
                  {c.documents.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List>
                <Anchor component={LocaleLink} to="/products/request-technical-docs" size="sm" mt="sm">
                  {t("documentation.request")}
                </Anchor>
              </Card>
            );
          })}
          {[...other.entries()].map(([category, entries]) => (
            <Card key={category} withBorder padding="lg" data-testid="doc-category">
              <Badge variant="filled" color="blue.8" w="fit-content">
                {t("documentation.more")}
              </Badge>
              <Title order={2} size="h3" mt="xs">
                {category}
              </Title>
              <EntryList entries={entries} />
            </Card>
          ))}
        </SimpleGrid>
        <FreshListBar list={list} kind="documentation" />
      </PageSection>
      <CtaBand
        title={t("documentation.cta.title")}
        text={t("documentation.cta.text")}
        actions={[
          { to: "/products/request-technical-docs", label: t("documentation.request") },
          { to: "/services/technical-support", label: t("documentation.cta.support") },
        ]}
      />
    </>
  );
}
