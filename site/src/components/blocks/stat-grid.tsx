/** Row of figures with labels (about stats, consulting and maintenance rows of spec §2). */
import { Paper, SimpleGrid, Text } from "@mantine/core";

export interface StatItem {
  value: string;
  label: string;
}

/** Figures in a responsive grid. */
export function StatGrid({ items }: { items: StatItem[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: items.length }} spacing="lg">
      {items.map((s) => (
        <Paper key={s.label} withBorder p="lg" ta="center">
          <div className="stat-value">{s.value}</div>
          <Text mt={4}>{s.label}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
