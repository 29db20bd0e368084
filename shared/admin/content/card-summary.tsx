/** The body of a content card under its title (spec §2 Admin dashboard, §8 Admin content). */
import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A dimmed line of facts, then the description cut to two lines. */
export function CardSummary({ meta, description }: { meta: ReactNode; description: string }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {meta}
      </Text>
      <Text size="sm" lineClamp={2}>
        {description}
      </Text>
    </>
  );
}
