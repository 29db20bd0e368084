/**
 * Footer (spec §2 Shared chrome): every product, service, resource and
 * company link, the policy links (Privacy Policy /privacy, issue #9; Terms
 * of Service /terms and Cookie Policy /cookies, issue #30), the company's
 * address and general contact and an icon per social profile the site
 * settings have (issue #30, app/contact-info.ts; none without a URL), and
 * the copyright line with the company's name, whose year is the build's
 * (issue #30, build-year.ts).
 */
import { useTranslation } from "react-i18next";
import { LocaleLink } from "./locale-link";
import { COOKIES_ROUTE, PRIVACY_ROUTE, routeOf, TERMS_ROUTE, type RouteKey } from "../../app/paths";
import { companyAddress, companyName, departmentContact, socialProfiles } from "../../app/contact-info";
import { useLocale } from "../../i18n/use-locale";
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

/** The short mark of each network's icon. */
const SOCIAL_MARK = { linkedin: "in", x: "X", youtube: "▶", facebook: "f" } as const;
/** The policy links and their routes. */
const POLICIES = [
  ["privacy", PRIVACY_ROUTE],
  ["terms", TERMS_ROUTE],
  ["cookies", COOKIES_ROUTE],
] as const;

/** The site footer. */
export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const general = departmentContact("general");
  const profiles = socialProfiles();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <LocaleLink to="/" className="brand brand--light" aria-label={t("header.brandHome")}>
            <BrandMark />
            <span className="brand__name">{t("brand.name")}</span>
          </LocaleLink>
          <p>{t("footer.tagline")}</p>
          <address className="site-footer__contact">
            {companyAddress(locale)}
            <br />
            <a href={general.phoneHref}>{general.phone}</a> · <a href={general.emailHref}>{general.email}</a>
          </address>
          {profiles.length > 0 && (
            <ul className="social" aria-label={t("footer.social")}>
              {profiles.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    aria-label={t(`footer.socialLinks.${network}`)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {SOCIAL_MARK[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
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
        <p>{t("footer.copyright", { year: buildYear(), company: companyName(locale) })}</p>
        <ul aria-label={t("footer.legal")}>
          {POLICIES.map(([p, route]) => (
            <li key={p}>
              <LocaleLink to={routeOf(route).path}>{t(`footer.policies.${p}`)}</LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
