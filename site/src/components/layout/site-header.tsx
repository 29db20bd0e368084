/**
 * Fixed 64 px header (spec §2 Shared chrome): brand, the five anchor nav
 * buttons, site search (issue #14, beside the nav), Get Quote, language
 * switch, and a menu toggle on small screens whose menu closes after an item
 * is chosen (Escape closes it too).
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { HOME_SECTIONS } from "../../app/paths";
import { useUiStore } from "../../stores/ui-store";
import { BrandMark } from "../media/brand-mark";
import { LanguageSwitch } from "./language-switch";
import { LocaleLink } from "./locale-link";
import { NavAnchor } from "./nav-anchor";
import { SearchButton } from "./search-button";

/** The site header. */
export function SiteHeader() {
  const { t } = useTranslation();
  const menuOpen = useUiStore((s) => s.menuOpen);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname, setMenuOpen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen, setMenuOpen]);

  const close = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LocaleLink to="/" className="brand" aria-label={t("header.brandHome")}>
          <BrandMark />
          <span className="brand__name">{t("brand.name")}</span>
        </LocaleLink>
        <nav className="site-nav" aria-label={t("header.mainNav")}>
          {HOME_SECTIONS.map((section) => (
            <NavAnchor key={section} section={section} label={t(`nav.${section}`)} />
          ))}
        </nav>
        <div className="site-header__actions">
          <SearchButton />
          <LocaleLink to="/get-quote" className="btn btn--filled btn--sm get-quote">
            {t("nav.getQuote")}
          </LocaleLink>
          <LanguageSwitch />
          <button
            ref={toggleRef}
            type="button"
            className="burger"
            onClick={() => setMenuOpen(!menuOpen)}
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu" hidden={!menuOpen} aria-label={t("header.mobileNav")}>
        {HOME_SECTIONS.map((section) => (
          <NavAnchor key={section} section={section} label={t(`nav.${section}`)} onChosen={close} block />
        ))}
        <LocaleLink to="/get-quote" onClick={close} className="btn btn--filled btn--block" style={{ marginTop: 8 }}>
          {t("nav.getQuote")}
        </LocaleLink>
      </nav>
    </header>
  );
}
