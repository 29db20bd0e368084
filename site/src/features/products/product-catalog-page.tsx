/**
 * Product catalog (spec §2): search box and category dropdown over the four
 * built-in sample products (PDC drill bits, roller cone bits, integral
 * stabilizers, expandable reamers); runs on the page only.
 */
import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration, type IllustrationKind } from "../../components/media/illustration";
import { LazyImage } from "../../components/media/lazy-image";
import { useTObject } from "../../lib/use-t-list";
import { filterProducts, PRODUCT_CATEGORIES, type SampleProduct } from "./product-search";

const ART: Record<string, IllustrationKind> = {
  pdc: "pdc",
  roller: "roller",
  stabilizer: "stabilizer",
  reamer: "reamer",
};

/** The product catalog page. */
export default function ProductCatalogPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string>("all");
  const products = tObject<SampleProduct[]>("catalog.products");
  const shown = filterProducts(products, query, category);
  return (
    <>
      <PageHero
        eyebrow={t("catalog.hero.eyebrow")}
        title={t("catalog.hero.title")}
        subtitle={t("catalog.hero.subtitle")}
      />
      <PageSection>
        <Group align="flex-end" gap="md" mb="xl" role="search">
          <TextInput
            type="search"
            label={t("catalog.search")}
            placeholder={t("catalog.searchPlaceholder")}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: "1 1 280px" }}
          />
          <NativeSelect
            label={t("catalog.category")}
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
            data={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) }))}
            style={{ flex: "0 1 240px" }}
          />
        </Group>
        <Text mb="md" aria-live="polite">
          {t("catalog.count", { count: shown.length })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {shown.map((p) => (
            <Card key={p.id} withBorder padding="lg" data-testid="product-card">
              <Card.Section mb="sm">
                <LazyImage alt={p.name}>
                  <Illustration kind={ART[p.id] ?? "pdc"} />
                </LazyImage>
              </Card.Section>
              <Badge variant="filled" color="blue.8">
                {t(`catalog.categories.${p.category}`)}
              </Badge>
              <Title order={2} size="h4" mt="xs">
                {p.name}
              </Title>
              <Text size="sm" mt={4}>
                {p.description}
              </Text>
              <ul className="benefits">
                {p.specs.map((s) => (
                  <li key={s}>
                    <Text size="sm" span>
                      {s}
                    </Text>
                  </li>
                ))}
              </ul>
              <Button component={LocaleLink} to="/get-quote" mt="md" variant="outline" fullWidth>
                {t("common.getQuote")}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        {shown.length === 0 && (
          <Text ta="center" mt="xl">
            {t("catalog.empty")}
          </Text>
        )}
      </PageSection>
    </>
  );
}
