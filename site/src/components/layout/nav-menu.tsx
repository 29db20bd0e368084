/**
 * The header's Products, Services and Resources menus (issue #30), markup
 * only: disclosure menus that work before any script, in the browser's own
 * terms (no ARIA `menu` role, no React on the client):
 *
 * - `NavMenuToggle` (wide screens): a button with `popovertarget` and its
 *   panel, an auto popover: Enter, Space, a click or a tap opens it, Tab
 *   walks from the button into its links, Escape or a click outside closes
 *   it (focus back on the button), and opening one closes the other. The
 *   panel is a full-width sheet under the 64 px header in the top layer, so
 *   it moves nothing on the page.
 * - `NavMenuSection` (the phone menu): a `<details>` per menu; one open at a
 *   time (`name`).
 *
 * header-behaviour.ts adds what needs a script: `aria-expanded` on the
 * toggles, and closing a panel once one of its links is chosen.
 */
import { useTranslation } from "react-i18next";
import { routeOf } from "../../app/paths";
import { LocaleLink } from "./locale-link";
import { navPanelId, type NavMenu } from "./nav-menus";

/** Where a menu is drawn: the wide header's panel or the phone menu's section (ids stay unique). */
type Place = "nav" | "mobile";

/** The links of `menu`, a list per group; each group has a heading when the menu has more than one. */
function MenuLinks({ menu, place }: { menu: NavMenu; place: Place }) {
  const { t } = useTranslation();
  const headed = menu.groups.length > 1;
  return (
    <>
      {menu.groups.map((group) => {
        const headingId = `${place}-${menu.key}-${group.key}`;
        return (
          <div key={group.key} className="nav-group">
            {headed && (
              <p id={headingId} className="nav-group__heading">
                {t(`header.groups.${menu.key}.${group.key}`)}
              </p>
            )}
            <ul className="nav-group__links" aria-labelledby={headed ? headingId : undefined}>
              {group.routes.map((key) => (
                <li key={key}>
                  <LocaleLink to={routeOf(key).path} className="nav-group__link">
                    {t(`meta.${key}.title`)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/** A wide-screen menu: its toggle button and its popover panel (the panel follows the button, as Tab does). */
export function NavMenuToggle({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation();
  const id = navPanelId(menu.key);
  return (
    <>
      <button type="button" className="btn btn--subtle btn--sm nav-menu__toggle" popoverTarget={id}>
        {t(`footer.${menu.key}`)}
      </button>
      <div id={id} popover="auto" className="nav-panel">
        <div className="nav-panel__inner">
          <MenuLinks menu={menu} place="nav" />
        </div>
      </div>
    </>
  );
}

/** A menu in the phone menu: a disclosure (`<details>`), one open at a time. */
export function NavMenuSection({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation();
  return (
    <details className="mobile-menu__section" name="mobile-menu-section">
      <summary className="btn btn--subtle btn--sm btn--block btn--start mobile-menu__summary">
        {t(`footer.${menu.key}`)}
      </summary>
      <div className="mobile-menu__links">
        <MenuLinks menu={menu} place="mobile" />
      </div>
    </details>
  );
}
