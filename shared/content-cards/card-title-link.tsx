/**
 * The title of a public content card as the link to the item's own page
 * (issue #26: every white paper, case study, video and news item has a
 * page; the lists link each card to it with a real `<a href>`, so
 * open-in-new-tab, copy-link and crawlers work). One link per card, on the
 * title; the card's own buttons (Download PDF, Preview, Watch Video) stay
 * as they are. The site's list pages pass `href` (site/src/app/paths.ts
 * `itemHref`); the admin's preview (issue #12) passes none, so a draft's
 * preview shows the title as plain text and nothing in it navigates away.
 */
import type { ReactNode } from "react";

/** Class of the title link (shared/content-cards/content-cards.css: inherits the heading's colour, visible focus). */
export const CARD_TITLE_LINK_CLASS = "content-card__link";

/** Props of CardTitleLink. */
export interface CardTitleLinkProps {
  /** The item page's URL path in the page's language ("/zh/company/news/x"); none: plain text (the admin preview). */
  href?: string;
  /** The title text. */
  children: ReactNode;
}

/** The title, as a link to `href` when there is one. */
export function CardTitleLink({ href, children }: CardTitleLinkProps) {
  if (!href) return <>{children}</>;
  return (
    <a className={CARD_TITLE_LINK_CLASS} href={href}>
      {children}
    </a>
  );
}
