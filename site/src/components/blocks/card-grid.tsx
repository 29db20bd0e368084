/** Grid of content cards: title, optional badge/meta, description, bullet list, illustration and actions. */
import { Badge, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { IllustrationKind } from "../../../../shared/content-cards/illustration";
import { Illustration } from "../../../../shared/content-cards/illustration";
import { LazyImage } from "../../../../shared/content-cards/lazy-image";

/** One card's copy (from the locales). */
export interface CardItem {
  title: string;
  description?: string;
  /** Up to a handful of bullet points (e.g. three benefits, spec §2 Home). */
  points?: string[];
  /** Short label shown as a badge (category, level...). */
  badge?: string;
  /** Extra line such as a duration or location. */
  meta?: string;
}

interface CardGridProps {
  items: CardItem[];
  /** Columns at large widths (default 4). */
  cols?: number;
  /** Illustration per card (index-aligned) — rendered lazily. */
  art?: IllustrationKind[];
  /** Extra content per card (buttons). */
  footer?: (item: CardItem, index: number) => ReactNode;
  /** Heading level of card titles (default 3). */
  order?: 3 | 4;
}

/** Responsive card grid. */
export function CardGrid({ items, cols = 4, art, footer, order = 3 }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg">
      {items.map((item, i) => {
        const kind = art?.[i];
        return (
          <Card key={item.title} withBorder padding="lg" radius="md">
            {kind && (
              <Card.Section mb="md">
                <LazyImage alt={item.title} ratio={16 / 9}>
                  <Illustration kind={kind} />
                </LazyImage>
              </Card.Section>
            )}
            {(item.badge || item.meta) && (
              <Group gap="xs" mb="xs">
                {item.badge && (
                  <Badge variant="filled" color="blue.8">
                    {item.badge}
                  </Badge>
                )}
                {item.meta && (
                  <Text size="sm" c="dimmed">
                    {item.meta}
                  </Text>
                )}
              </Group>
            )}
            <Title order={order} size="h4" mb="xs">
              {item.title}
            </Title>
            {item.description && <Text size="sm">{item.description}</Text>}
            {item.points && item.points.length > 0 && (
              <ul className="benefits">
                {item.points.map((p) => (
                  <li key={p}>
                    <Text size="sm" span>
                      {p}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
            {footer && <div style={{ marginTop: "auto", paddingTop: 16 }}>{footer(item, i)}</div>}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
