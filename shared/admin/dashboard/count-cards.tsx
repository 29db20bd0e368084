/**
 * The dashboard's count cards (spec §2 Admin dashboard, §7 Dashboard counts):
 * one card per content table (news since issue #26), then the Enquiries card of issue #9, which
 * highlights how many enquiries are new. Labels and numbers follow the admin
 * language (issue #10).
 */
import { Badge, Paper, SimpleGrid, Text } from "@mantine/core";
import { CONTENT_TABLES, type ContentTable } from "../../types/domain";
import { formatNumber } from "../forms/format";
import { useAdminI18n } from "../i18n";

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

/** One card per content table (spec §2 order) with its label and count, then the Enquiries card. */
export function CountCards({ counts, enquiries }: CountCardsProps) {
  const { t, locale } = useAdminI18n();
  const fresh = enquiries?.new ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md">
      {CONTENT_TABLES.map((table) => (
        <Paper
          key={table}
          withBorder
          radius="md"
          p="md"
          role="group"
          aria-label={t(`tables.${table}`)}
          data-testid={`count-${table}`}
        >
          <Text size="sm" c="dimmed">
            {t(`tables.${table}`)}
          </Text>
          <Text fz={28} fw={700} data-testid="count-value">
            {counts ? formatNumber(counts[table], locale) : "–"}
          </Text>
        </Paper>
      ))}
      <Paper
        withBorder
        radius="md"
        p="md"
        role="group"
        aria-label={t("tables.enquiries")}
        data-testid="count-enquiries"
        data-highlight={fresh > 0 ? "true" : undefined}
        style={fresh > 0 ? { borderColor: "var(--mantine-color-blue-filled)", borderWidth: 2 } : undefined}
      >
        <Text size="sm" c="dimmed">
          {t("tables.enquiries")}
        </Text>
        <Text fz={28} fw={700} data-testid="count-value">
          {enquiries ? formatNumber(enquiries.total, locale) : "–"}
        </Text>
        {enquiries && (
          <Badge
            color={fresh > 0 ? "blue" : "gray"}
            variant={fresh > 0 ? "filled" : "light"}
            data-testid="count-new"
            aria-live="polite"
          >
            {t("dashboard.newCount", { count: fresh })}
          </Badge>
        )}
      </Paper>
    </SimpleGrid>
  );
}
