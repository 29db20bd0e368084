/**
 * Fixed 64 px header (spec §2 Shared chrome): brand, the five anchor nav
 * buttons, site search (issue #14, beside the nav), Get Quote, language
 * switch, and a menu toggle on small screens whose menu closes after an item
 * is chosen (Escape closes it too). Rendered at build time; its behaviour is
 * attached in the browser by header-behaviour.ts (issue #13: no React on the
 * client for the header), which reads the labels from data attributes.
 */
import { useTranslation } from "react-i18next";
import { HOME_SECTIONS } from "../../app/paths";
import { BrandMark } from "../media/brand-mark";
import { LanguageSwitch } from "./language-switch";
import { LocaleLink } from "./locale-link";
import { NavAnchor } from "./nav-anchor";
import { SearchButton } from "./search-button";

/** The site header (markup; see header-behaviour.ts for what it does). */
export function SiteHeader() {
  const { t } = useTranslation();
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
            type="button"
            className="burger"
            aria-label={t("header.openMenu")}
            data-label-open={t("header.openMenu")}
            data-label-close={t("header.closeMenu")}
            aria-expanded={false}
            aria-controls="mobile-menu"
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu" hidden aria-label={t("header.mobileNav")}>
        {HOME_SECTIONS.map((section) => (
          <NavAnchor key={section} section={section} label={t(`nav.${section}`)} block />
        ))}
        <LocaleLink to="/get-quote" className="btn btn--filled btn--block" style={{ marginTop: 8 }}>
          {t("nav.getQuote")}
        </LocaleLink>
      </nav>
    </header>
  );
}
