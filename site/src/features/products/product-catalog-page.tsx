/**
 * Product catalog (spec §2; issue #14 part 4): search box and category
 * dropdown over the built-in sample products: the spec's four (PDC drill
 * bits, roller cone bits, integral stabilizers, expandable reamers) and the
 * company's own MWD and LWD tools with the figures of spec §9, so every
 * category lists at least one (each option shows its count). Runs on the
 * page only.
 *
 * Every product is rendered; the search box and the dropdown filter them in
 * plain DOM (issue #24, islands/dom-filter.ts), so the first key answers at
 * once and the page needs no React. What a visitor typed or chose before the
 * script ran stays in the DOM and is applied when it attaches (under load,
 * "STABILIZER" typed right after the HTML arrived used to leave the PDC bits
 * listed); the filter's root then gets `data-filter-ready`.
 */
import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../../components/layout/locale-link";
import { PageHero } from "../../components/blocks/page-hero";
import { PageSection } from "../../components/blocks/page-section";
import { Illustration, type IllustrationKind } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";
import { ANY_CHOICE, FILTER_ATTR, filterCountProps, filterItemProps } from "../../islands/card-filter";
import { useTObject } from "../../lib/use-t-list";
import { categoryCounts, PRODUCT_CATEGORIES, productKey, type SampleProduct } from "./product-search";

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
  const { t, i18n } = useTranslation();
  const tObject = useTObject();
  const products = tObject<SampleProduct[]>("catalog.products");
  const counts = categoryCounts(products);
  // The count line's plural forms, for the DOM filter to fill in ("{{count}} products").
  const countTemplates = Object.fromEntries(
    ["zero", "one", "two", "few", "many", "other"].flatMap((form) => {
      const text = i18n.getResource(i18n.language, "translation", `catalog.count_${form}`) as unknown;
      return typeof text === "string" ? [[form, text]] : [];
    }),
  );

  return (
    <>
      <PageHero
        eyebrow={t("catalog.hero.eyebrow")}
        title={t("catalog.hero.title")}
        subtitle={t("catalog.hero.subtitle")}
      />
      <PageSection>
        <div {...{ [FILTER_ATTR.root]: "" }}>
          <Group align="flex-end" gap="md" mb="xl" role="search" data-testid="catalog-controls">
            <TextInput
              type="search"
              name="q"
              label={t("catalog.search")}
              placeholder={t("catalog.searchPlaceholder")}
              defaultValue=""
              {...{ [FILTER_ATTR.query]: "" }}
              style={{ flex: "1 1 280px" }}
            />
            <NativeSelect
              name="category"
              label={t("catalog.category")}
              defaultValue={ANY_CHOICE}
              {...{ [FILTER_ATTR.select]: "" }}
              data={PRODUCT_CATEGORIES.map((c) => ({
                value: c,
                label: t("catalog.categoryOption", { name: t(`catalog.categories.${c}`), count: counts[c] }),
              }))}
              style={{ flex: "0 1 260px" }}
            />
          </Group>
          <Text mb="md" aria-live="polite" {...filterCountProps(countTemplates)}>
            {t("catalog.count", { count: products.length })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {products.map((p) => (
              <Card key={p.id} withBorder padding="lg" data-testid="product-card" {...filterItemProps(productKey(p))}>
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
          <Text ta="center" mt="xl" hidden={products.length > 0} {...{ [FILTER_ATTR.empty]: "" }}>
            {t("catalog.empty")}
          </Text>
        </div>
      </PageSection>
    </>
  );
}
