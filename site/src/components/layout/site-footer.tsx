/**
 * Footer (spec §2 Shared chrome): every product, service, resource and
 * company link, the policy links (Privacy Policy goes to /privacy, issue #9;
 * Terms of Service and Cookie Policy stay placeholders), three social
 * placeholders and the 2024 copyright line.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PRIVACY_PATH } from "../../app/paths";
import { BrandMark } from "../media/brand-mark";

const COLUMNS = [
  {
    key: "products",
    links: [
      ["/products/rss-systems", "rssSystems"],
      ["/products/drilling-tools", "drillingTools"],
      ["/products/measurement-tools", "measurementTools"],
      ["/products/software-solutions", "softwareSolutions"],
    ],
  },
  {
    key: "services",
    links: [
      ["/services/technical-support", "technicalSupport"],
      ["/services/training", "training"],
      ["/services/maintenance", "maintenance"],
      ["/services/consulting", "consulting"],
    ],
  },
  {
    key: "resources",
    links: [
      ["/resources/documentation", "documentation"],
      ["/resources/case-studies", "caseStudies"],
      ["/resources/white-papers", "whitePapers"],
      ["/resources/video-library", "videoLibrary"],
    ],
  },
  {
    key: "company",
    links: [
      ["/company/about", "about"],
      ["/company/careers", "careers"],
      ["/company/news", "news"],
      ["/company/contact", "contact"],
    ],
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
          <Link to="/" className="brand brand--light" aria-label={t("header.brandHome")}>
            <BrandMark />
            <span className="brand__name">{t("brand.name")}</span>
          </Link>
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
              {column.links.map(([to, key]) => (
                <li key={to}>
                  <Link to={to}>{t(`footer.links.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>{t("footer.copyright")}</p>
        <ul aria-label={t("footer.legal")}>
          {POLICIES.map((p) => (
            <li key={p}>
              {p === "privacy" ? (
                <Link to={PRIVACY_PATH}>{t(`footer.policies.${p}`)}</Link>
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
