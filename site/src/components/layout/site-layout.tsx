/**
 * Page chrome of every public route (spec §2): header, main content in a
 * Suspense boundary, footer. Rendered by the prerender: every public page is
 * a prerendered document in its language (issue #10), and in the browser
 * only the header's behaviour and the page island run (issue #13,
 * entry-client.ts).
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { PageSpinner } from "../blocks/page-spinner";
import { LanguageOfferTemplate } from "./language-offer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Layout route element. */
export function SiteLayout() {
  const { t } = useTranslation();
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
      <LanguageOfferTemplate />
    </>
  );
}
