/**
 * A header nav item pointing at a home anchor (spec §2 Header): a link to
 * `/#<section>` (`/zh#<section>` on Chinese pages, issue #10); on the home
 * page header-behaviour.ts makes it scroll smoothly to the section instead.
 */
import { href, type HomeSection } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

interface NavAnchorProps {
  /** Home section id (home, features, specs, about, contact). */
  section: HomeSection;
  /** Visible label. */
  label: string;
  /** Full-width style for the mobile menu. */
  block?: boolean;
}

/** Nav link to a home section. */
export function NavAnchor({ section, label, block }: NavAnchorProps) {
  return (
    <a
      href={href("home", useLocale(), section)}
      data-section={section}
      className={`btn btn--subtle btn--sm${block ? " btn--block btn--start" : ""}`}
    >
      {label}
    </a>
  );
}
