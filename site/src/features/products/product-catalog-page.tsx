/**
 * Product catalog (spec §2; issue #14 part 4): search box and category
 * dropdown over the built-in sample products: the spec's four (PDC drill
 * bits, roller cone bits, integral stabilizers, expandable reamers) and the
 * company's own MWD and LWD tools with the figures of spec §9, so every
 * category lists at least one (each option shows its count). Runs on the
 * page only.
 *
 * Both controls are uncontrolled: what a visitor typed or chose before the
 * page's JavaScript took over stays in the DOM, and the first effect reads it
 * and applies it (under load, "STABILIZER" typed right after the HTML arrived
 * used to leave the PDC bits listed). The search group gets `data-hydrated`
 * at that moment (the browser tests type before it).
 */
import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration, type IllustrationKind } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";
import { useTObject } from "../../lib/use-t-list";
import {
  categoryCounts,
  filterProducts,
  isProductCategory,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type SampleProduct,
} from "./product-search";

const ART: Record<string, IllustrationKind> = {
  pdc: "pdc",
  roller: "roller",
  stabilizer: "stabilizer",
  reamer: "reamer",
  mwd: "sensor",
  turbine: "turbine",
  gamma: "chart",
  resistivity: "globe",
};

/** The product catalog page. */
export default function ProductCatalogPage() {
  const { t } = useTranslation();
  const tObject = useTObject();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<ProductCategory>("all");
  const controls = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const products = tObject<SampleProduct[]>("catalog.products");
  const shown = filterProducts(products, query, category);
  const counts = categoryCounts(products);

  // Apply what was typed or chosen before hydration (the DOM kept it; React's state did not see it).
  useEffect(() => {
    setQuery(searchInput.current?.value ?? "");
    const chosen = categorySelect.current?.value ?? "all";
    setCategory(isProductCategory(chosen) ? chosen : "all");
    controls.current?.setAttribute("data-hydrated", "true");
  }, []);

  return (
    <>
      <PageHero
        eyebrow={t("catalog.hero.eyebrow")}
        title={t("catalog.hero.title")}
        subtitle={t("catalog.hero.subtitle")}
      />
      <PageSection>
        <Group ref={controls} align="flex-end" gap="md" mb="xl" role="search" data-testid="catalog-controls">
          <TextInput
            ref={searchInput}
            type="search"
            name="q"
            label={t("catalog.search")}
            placeholder={t("catalog.searchPlaceholder")}
            defaultValue=""
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: "1 1 280px" }}
          />
          <NativeSelect
            ref={categorySelect}
            name="category"
            label={t("catalog.category")}
            defaultValue="all"
            onChange={(e) => {
              const chosen = e.currentTarget.value;
              setCategory(isProductCategory(chosen) ? chosen : "all");
            }}
            data={PRODUCT_CATEGORIES.map((c) => ({
              value: c,
              label: t("catalog.categoryOption", { name: t(`catalog.categories.${c}`), count: counts[c] }),
            }))}
            style={{ flex: "0 1 260px" }}
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
