/**
 * The dashboard's count cards (spec §2 Admin dashboard, §7 Dashboard counts):
 * the five content cards, then the Enquiries card of issue #9, which
 * highlights how many enquiries are new.
 */
import { Badge, Paper, SimpleGrid, Text } from "@mantine/core";
import type { ContentTable } from "../../types/domain";

/** Card labels in display order (spec §2). */
export const COUNT_LABELS: Record<ContentTable, string> = {
  white_papers: "White Papers",
  case_studies: "Case Studies",
  videos: "Videos",
  documentation: "Documentation",
  catalog_files: "Catalog Files",
};

/** What the Enquiries card shows: all stored enquiries and those with status `new`. */
export interface EnquiryCounts {
  total: number;
  new: number;
}

/** Props of CountCards. */
export interface CountCardsProps {
  /** Row count per table; null while loading or after a failed load ('–' shown). */
  counts: Record<ContentTable, number> | null;
  /** The Enquiries card (issue #9); null while loading or after a failed load ('–' shown). */
  enquiries: EnquiryCounts | null;
}

/** One card per content table with its label and count, then the Enquiries card. */
export function CountCards({ counts, enquiries }: CountCardsProps) {
  const fresh = enquiries?.new ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {(Object.keys(COUNT_LABELS) as ContentTable[]).map((table) => (
        <Paper
          key={table}
          withBorder
          radius="md"
          p="md"
          role="group"
          aria-label={COUNT_LABELS[table]}
          data-testid={`count-${table}`}
        >
          <Text size="sm" c="dimmed">
            {COUNT_LABELS[table]}
          </Text>
          <Text fz={28} fw={700} data-testid="count-value">
            {counts ? counts[table] : "–"}
          </Text>
        </Paper>
      ))}
      <Paper
        withBorder
        radius="md"
        p="md"
        role="group"
        aria-label="Enquiries"
        data-testid="count-enquiries"
        data-highlight={fresh > 0 ? "true" : undefined}
        style={fresh > 0 ? { borderColor: "var(--mantine-color-blue-filled)", borderWidth: 2 } : undefined}
      >
        <Text size="sm" c="dimmed">
          Enquiries
        </Text>
        <Text fz={28} fw={700} data-testid="count-value">
          {enquiries ? enquiries.total : "–"}
        </Text>
        {enquiries && (
          <Badge
            color={fresh > 0 ? "blue" : "gray"}
            variant={fresh > 0 ? "filled" : "light"}
            data-testid="count-new"
            aria-live="polite"
          >
            {fresh} new
          </Badge>
        )}
      </Paper>
    </SimpleGrid>
  );
}
