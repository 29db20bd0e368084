/**
 * A header nav item pointing at a home anchor (spec §2 Header): on the home
 * page it scrolls smoothly to the section; elsewhere it navigates to
 * `/#<section>` (`/zh#<section>` on Chinese pages, issue #10).
 */
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { href, stripLocale, type HomeSection } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";
import { scrollToId } from "../../lib/scroll";

interface NavAnchorProps {
  /** Home section id (home, features, specs, about, contact). */
  section: HomeSection;
  /** Visible label. */
  label: string;
  /** Called after the item is chosen (closes the mobile menu). */
  onChosen?: () => void;
  /** Full-width style for the mobile menu. */
  block?: boolean;
}

/** Nav button that scrolls on / and links to the anchor URL elsewhere. */
export function NavAnchor({ section, label, onChosen, block }: NavAnchorProps) {
  const { pathname } = useLocation();
  const target = href("home", useLocale(), section);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (stripLocale(pathname) === "/" && scrollToId(section)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, "", target);
    }
    onChosen?.();
  };
  return (
    <Link to={target} onClick={onClick} className={`btn btn--subtle btn--sm${block ? " btn--block btn--start" : ""}`}>
      {label}
    </Link>
  );
}
