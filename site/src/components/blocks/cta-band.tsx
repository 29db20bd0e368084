/** Closing call to action band with a title, text and buttons. */
import { Container, Group, Title } from "@mantine/core";
import { ActionLink, type Action } from "./action-link";

/** Navy band at the bottom of a page. */
export function CtaBand({ title, text, actions }: { title: string; text?: string; actions: Action[] }) {
  return (
    <section className="cta-band">
      <Container size="md">
        <Title order={2} c="white">
          {title}
        </Title>
        {text && <p>{text}</p>}
        <Group justify="center" gap="sm" mt="md">
          {actions.map((a, i) => (
            <ActionLink key={a.to} action={{ ...a, variant: a.variant ?? (i === 0 ? "primary" : "light") }} />
          ))}
        </Group>
      </Container>
    </section>
  );
}
