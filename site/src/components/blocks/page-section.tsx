/** A titled page section with optional intro text and anchor id. */
import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageSectionProps {
  /** Anchor id (home sections: features, specs, about, contact). */
  id?: string;
  /** h2 of the section. */
  title?: string;
  /** Sentence under the title. */
  intro?: string;
  /** White background instead of the page grey. */
  alt?: boolean;
  children: ReactNode;
}

/** Section wrapper with consistent spacing; scroll-margin keeps it clear of the fixed header. */
export function PageSection({ id, title, intro, alt, children }: PageSectionProps) {
  return (
    <section
      id={id}
      className={`site-section${alt ? " site-section--alt" : ""}`}
      aria-labelledby={title && id ? `${id}-title` : undefined}
    >
      <Container size="lg">
        {title && (
          <Title order={2} id={id ? `${id}-title` : undefined} ta="center" mb="xs">
            {title}
          </Title>
        )}
        {intro && (
          <Text ta="center" c="dimmed" maw={720} mx="auto" mb="xl" size="lg">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </section>
  );
}
