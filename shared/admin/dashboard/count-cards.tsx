/** The dashboard's five count cards (spec §2 Admin dashboard, §7 Dashboard counts). */
import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { ContentTable } from "../../types/domain";

/** Card labels in display order (spec §2). */
export const COUNT_LABELS: Record<ContentTable, string> = {
  white_papers: "White Papers",
  case_studies: "Case Studies",
  videos: "Videos",
  documentation: "Documentation",
  catalog_files: "Catalog Files",
};

/** Props of CountCards. */
export interface CountCardsProps {
  /** Row count per table; null while loading or after a failed load ('–' shown). */
  counts: Record<ContentTable, number> | null;
}

/** One card per content table with its label and count. */
export function CountCards({ counts }: CountCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
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
    </SimpleGrid>
  );
}
