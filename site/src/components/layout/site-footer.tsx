/**
 * Footer (spec §2 Shared chrome): every product, service, resource and
 * company link, the policy links (Privacy Policy goes to /privacy, issue #9;
 * Terms of Service and Cookie Policy stay placeholders), three social
 * placeholders and the copyright line, whose year is the build's (issue #30,
 * build-year.ts).
 */
import { useTranslation } from "react-i18next";
import { LocaleLink } from "./locale-link";
import { PRIVACY_ROUTE, routeOf, type RouteKey } from "../../app/paths";
import { BrandMark } from "../media/brand-mark";
import { buildYear } from "./build-year";

const COLUMNS = [
  {
    key: "products",
    links: ["rssSystems", "drillingTools", "measurementTools", "softwareSolutions"],
  },
  {
    key: "services",
    links: ["technicalSupport", "training", "maintenance", "consulting"],
  },
  {
    key: "resources",
    links: ["documentation", "caseStudies", "whitePapers", "videoLibrary"],
  },
  {
    key: "company",
    links: ["about", "careers", "news", "contact"],
  },
] as const;

const SOCIAL = ["linkedin", "youtube", "x"] as const;
const POLICIES = ["privacy", "terms", "cookies"] as const;

/** The site footer. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <LocaleLink to="/" className="brand brand--light" aria-label={t("header.brandHome")}>
            <BrandMark />
            <span className="brand__name">{t("brand.name")}</span>
          </LocaleLink>
          <p>{t("footer.tagline")}</p>
          <ul className="social" aria-label={t("footer.social")}>
            {SOCIAL.map((s) => (
              <li key={s}>
                <a href="#" aria-label={t(`footer.socialLinks.${s}`)} onClick={(e) => e.preventDefault()}>
                  {s === "x" ? "X" : s === "linkedin" ? "in" : "▶"}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="site-footer__heading">
              {t(`footer.${column.key}`)}
            </h2>
            <ul>
              {column.links.map((key: RouteKey) => (
                <li key={key}>
                  <LocaleLink to={routeOf(key).path}>{t(`footer.links.${key}`)}</LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>{t("footer.copyright", { year: buildYear() })}</p>
        <ul aria-label={t("footer.legal")}>
          {POLICIES.map((p) => (
            <li key={p}>
              {p === "privacy" ? (
                <LocaleLink to={routeOf(PRIVACY_ROUTE).path}>{t(`footer.policies.${p}`)}</LocaleLink>
              ) : (
                <a href="#" onClick={(e) => e.preventDefault()}>
                  {t(`footer.policies.${p}`)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
