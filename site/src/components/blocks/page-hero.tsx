/** Page hero: eyebrow, h1, subtitle, actions, optional stats and illustration (plain markup: first paint needs no component code). */
import type { ReactNode } from "react";
import { ActionLink, type Action } from "./action-link";

/** A hero figure and its label (e.g. 48V / Power Generation). */
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
  /** Fills the first screen (home). */
  full?: boolean;
}

/** The hero band at the top of a page. */
export function PageHero({ eyebrow, title, subtitle, actions = [], stats = [], art, id, full }: PageHeroProps) {
  return (
    <section className={`hero${full ? " hero--full" : ""}`} id={id} style={{ scrollMarginTop: 64 }}>
      <div className="container">
        <div className="hero__grid">
          <div>
            {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
            <h1 className="hero__title">{title}</h1>
            {subtitle && <p className="hero__subtitle">{subtitle}</p>}
            {actions.length > 0 && (
              <div className="hero__actions">
                {actions.map((a, i) => (
                  <ActionLink
                    key={a.to}
                    action={{ ...a, variant: a.variant ?? (i === 0 ? "primary" : "light") }}
                    size="md"
                  />
                ))}
              </div>
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
      </div>
    </section>
  );
}
