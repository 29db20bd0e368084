/** Page hero: eyebrow, h1, subtitle, actions, optional stats and illustration. */
import { Container, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ActionLink, type Action } from "./action-link";

export interface HeroStat {
  value: string;
  label: string;
}

interface PageHeroProps {
  /** Small line above the title. */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  subtitle?: string;
  /** Buttons under the subtitle. */
  actions?: Action[];
  /** Figures under the buttons (e.g. hero stats of spec §9). */
  stats?: HeroStat[];
  /** Illustration on the right on wide screens. */
  art?: ReactNode;
  /** Section id (the home hero is #home). */
  id?: string;
}

/** The hero band at the top of a page. */
export function PageHero({ eyebrow, title, subtitle, actions = [], stats = [], art, id }: PageHeroProps) {
  return (
    <section className="hero site-section-anchor" id={id} style={{ scrollMarginTop: 64 }}>
      <Container size="lg">
        <div className="hero__grid">
          <div>
            {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
            <Title order={1} c="white" fz={{ base: "2rem", sm: "2.75rem" }} lh={1.15}>
              {title}
            </Title>
            {subtitle && <p className="hero__subtitle">{subtitle}</p>}
            {actions.length > 0 && (
              <Group mt="lg" gap="sm">
                {actions.map((a, i) => (
                  <ActionLink key={a.to} action={{ ...a, variant: a.variant ?? (i === 0 ? "primary" : "light") }} size="md" />
                ))}
              </Group>
            )}
            {stats.length > 0 && (
              <dl className="hero__stats">
                {stats.map((s) => (
                  <div key={s.label} style={{ display: "flex", flexDirection: "column-reverse" }}>
                    <dt className="hero__stat-label">{s.label}</dt>
                    <dd className="hero__stat-value" style={{ margin: 0 }}>
                      {s.value}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          {art && <div className="hero__art">{art}</div>}
        </div>
      </Container>
    </section>
  );
}
