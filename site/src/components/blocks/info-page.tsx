/**
 * Config-driven information page: a hero and a list of blocks (cards, stats,
 * table, text, call to action); a cards block may end with the page's
 * Download Catalog button (issue #27). Copy lives at `pages.<page>.<block>` in the
 * locales; structure, links and illustrations live in the page's config.
 */
import { Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IllustrationKind } from "../../../../shared/content-cards/illustration";
import { Illustration } from "../../../../shared/content-cards/illustration";
import type { CatalogCategory } from "../../../../shared/types/domain";
import { useTObject } from "../../lib/use-t-list";
import { ActionLink, type Action } from "./action-link";
import { CardGrid, type CardItem } from "./card-grid";
import { CatalogDownloadButton } from "./catalog-download-button";
import { CtaBand } from "./cta-band";
import { DataTable, type TableData } from "./data-table";
import { PageHero, type HeroStat } from "./page-hero";
import { PageSection } from "./page-section";
import { StatGrid, type StatItem } from "./stat-grid";

/** A link whose label is a translation key. */
export interface ActionSpec {
  to: Action["to"];
  labelKey: string;
}

/** One block of an info page: card grid, stat row, table, text columns or call to action. */
export type Block =
  | {
      kind: "cards";
      key: string;
      cols?: number;
      art?: IllustrationKind[];
      cardAction?: ActionSpec;
      /** The product line whose Download Catalog button follows the cards (issue #27). */
      catalog?: CatalogCategory;
    }
  | { kind: "stats"; key: string }
  | { kind: "table"; key: string }
  | { kind: "text"; key: string }
  | { kind: "cta"; key: string; actions: ActionSpec[] };

/** Structure of an info page; its copy lives at `pages.<page>`. */
export interface InfoPageConfig {
  /** Locale key under `pages.` */
  page: string;
  heroActions?: ActionSpec[];
  /** Whether the hero has `stats` in the locale. */
  heroStats?: boolean;
  heroArt?: IllustrationKind;
  blocks: Block[];
}

interface TextBlock {
  title: string;
  items: { title: string; text: string }[];
}

/** Renders one block of an info page; sections alternate background. */
function BlockView({
  block,
  base,
  alt,
  values,
}: {
  block: Block;
  base: string;
  alt: boolean;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const tObject = useTObject();
  const key = `${base}.${block.key}`;
  const id = `${block.key}-section`;
  switch (block.kind) {
    case "cards":
      return (
        <PageSection id={id} title={t(`${key}.title`)} intro={t(`${key}.intro`)} alt={alt}>
          <CardGrid
            items={tObject<CardItem[]>(`${key}.items`, values)}
            cols={block.cols}
            art={block.art}
            footer={
              block.cardAction
                ? () => (
                    <ActionLink
                      action={{
                        to: block.cardAction!.to,
                        label: `${t(block.cardAction!.labelKey)}`,
                        variant: "outline",
                      }}
                      size="sm"
                      fullWidth
                    />
                  )
                : undefined
            }
          />
          {block.catalog && (
            <Group justify="center" mt="xl">
              <CatalogDownloadButton category={block.catalog} />
            </Group>
          )}
        </PageSection>
      );
    case "stats":
      return (
        <PageSection id={id} title={t(`${key}.title`)} alt={alt}>
          <StatGrid items={tObject<StatItem[]>(`${key}.items`)} />
        </PageSection>
      );
    case "table":
      return (
        <PageSection id={id} title={t(`${key}.title`)} intro={t(`${key}.intro`)} alt={alt}>
          <DataTable {...tObject<TableData>(`${key}.table`)} />
        </PageSection>
      );
    case "text": {
      const data = tObject<TextBlock>(key);
      return (
        <PageSection id={id} title={data.title} alt={alt}>
          <SimpleGrid cols={{ base: 1, md: data.items.length }} spacing="xl">
            {data.items.map((item) => (
              <div key={item.title}>
                <Title order={3} mb="xs">
                  {item.title}
                </Title>
                <Text>{item.text}</Text>
              </div>
            ))}
          </SimpleGrid>
        </PageSection>
      );
    }
    case "cta":
      return (
        <CtaBand
          title={t(`${key}.title`)}
          text={t(`${key}.text`)}
          actions={block.actions.map((a) => ({ to: a.to, label: t(a.labelKey) }))}
        />
      );
  }
}

/**
 * Renders `config`: hero then blocks. `values` fill the copy's `{{name}}`
 * placeholders (the hero's subtitle, the cards; issue #30: the hotline number
 * from the site settings).
 */
export function InfoPage({ config, values }: { config: InfoPageConfig; values?: Record<string, string> }) {
  const { t } = useTranslation();
  const tObject = useTObject();
  const base = `pages.${config.page}`;
  return (
    <>
      <PageHero
        eyebrow={t(`${base}.hero.eyebrow`)}
        title={t(`${base}.hero.title`)}
        subtitle={t(`${base}.hero.subtitle`, values)}
        actions={(config.heroActions ?? []).map((a) => ({ to: a.to, label: t(a.labelKey) }))}
        stats={config.heroStats ? tObject<HeroStat[]>(`${base}.hero.stats`) : []}
        art={
          config.heroArt ? (
            <div style={{ borderRadius: 12, overflow: "hidden", aspectRatio: "16 / 10" }}>
              <Illustration kind={config.heroArt} />
            </div>
          ) : undefined
        }
      />
      {config.blocks.map((block, i) => (
        <BlockView key={block.key} block={block} base={base} alt={i % 2 === 0} values={values} />
      ))}
    </>
  );
}
