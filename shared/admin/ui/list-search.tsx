/** The search box and "N of M" count above an admin list (spec §2 Admin dashboard, §8). */
import { Group, Text, TextInput } from "@mantine/core";
import { SearchIcon } from "./icons";

/** Props of ListSearch. */
export interface ListSearchProps {
  /** The box's accessible name and placeholder, e.g. 'Search white papers'. */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The count shown beside the box, e.g. '3 of 10' ('' while loading). */
  count: string;
}

/** A search box with its live count of matching rows. */
export function ListSearch({ label, query, onQueryChange, count }: ListSearchProps) {
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={label}
        placeholder={label}
        leftSection={<SearchIcon />}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        w={280}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-count">
        {count}
      </Text>
    </Group>
  );
}
