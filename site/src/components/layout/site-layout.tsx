/**
 * Page chrome of every public route (spec §2): header, main content in a
 * Suspense boundary, footer. Keeps the UI language in step with the URL
 * (issue #10: `/zh/…` is Chinese; the header toggle, links and the browser's
 * back and forward buttons all change it through the URL) and the document
 * head in step with the route and language.
 */
import { Suspense, useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { localeOf } from "../../app/paths";
import { changeLanguage } from "../../i18n";
import { applyDocumentMeta, documentMetaOf } from "../../lib/document-meta";
import { PageSpinner } from "../blocks/page-spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** useLayoutEffect in the browser; nothing on the server (no warning there). */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Layout route element. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const locale = localeOf(pathname);
  // Before paint: when the toggle has loaded the copy already this switches in the same frame.
  useBrowserLayoutEffect(() => {
    if (i18n.language !== locale) void changeLanguage(locale);
  }, [locale, i18n]);
  useEffect(() => {
    if (i18n.language === locale) applyDocumentMeta(documentMetaOf(pathname, t));
  }, [pathname, t, i18n.language, locale]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner minHeight={600} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
