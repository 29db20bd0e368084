/** Page chrome of every public route (spec §2): header, main content in a Suspense boundary, footer. */
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { applyDocumentMeta, documentMetaOf } from "../../lib/document-meta";
import { PageSpinner } from "../blocks/page-spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Layout route element; keeps the document title and description in step with the route and language. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => applyDocumentMeta(documentMetaOf(pathname, t)), [pathname, t, i18n.language]);
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
