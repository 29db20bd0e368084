/**
 * Fixed 64 px header (spec §2 Shared chrome): brand, the five anchor nav
 * buttons, the Products, Services and Resources menus (issue #30,
 * nav-menu.tsx), site search (issue #14, beside the nav), Get Quote, language
 * switch, and a menu toggle on small screens whose menu (the same anchors and
 * menus) closes after an item is chosen, by Escape and by a tap outside it.
 * The menus and the phone menu are popovers and `<details>`, so they work
 * before any script. Rendered at build time; its behaviour is attached in
 * the browser by header-behaviour.ts (issue #13: no React on the client for
 * the header), which reads the labels from data attributes.
 */
import { useTranslation } from "react-i18next";
import { HOME_SECTIONS } from "../../app/paths";
import { BrandMark } from "../media/brand-mark";
import { LanguageSwitch } from "./language-switch";
import { LocaleLink } from "./locale-link";
import { NavAnchor } from "./nav-anchor";
import { NavMenuSection, NavMenuToggle } from "./nav-menu";
import { NAV_MENUS } from "./nav-menus";
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
          {NAV_MENUS.map((menu) => (
            <NavMenuToggle key={menu.key} menu={menu} />
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
            popoverTarget="mobile-menu"
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu" popover="auto" aria-label={t("header.mobileNav")}>
        {HOME_SECTIONS.map((section) => (
          <NavAnchor key={section} section={section} label={t(`nav.${section}`)} block />
        ))}
        {NAV_MENUS.map((menu) => (
          <NavMenuSection key={menu.key} menu={menu} />
        ))}
        <LocaleLink to="/get-quote" className="btn btn--filled btn--block" style={{ marginTop: 8 }}>
          {t("nav.getQuote")}
        </LocaleLink>
      </nav>
    </header>
  );
}
