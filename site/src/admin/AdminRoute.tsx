/**
 * The site's admin host (issue #4): builds the browser AdminHost (the site's
 * Supabase client with localStorage sessions, the captcha provider chosen by
 * VITE_CAPTCHA_PROVIDER, window.open for Preview) and renders the shared
 * admin routes. Mounted lazily at /admin/* so none of this reaches the public pages' bundles.
 */
import { lazy, Suspense, useEffect } from "react";
import { AdminRoutes } from "../../../shared/admin/admin-routes";
import type { AdminHost, CaptchaWidgetProps } from "../../../shared/admin/host";
import { useAdminI18n } from "../../../shared/admin/i18n";
import { withLocale } from "../app/paths";
import { env } from "../config/env";
import { supabase } from "../config/supabase";
import { useUiStore } from "../stores/ui-store";

/** Where the local backend serves ALTCHA challenges. */
const challengeUrl = `${env.VITE_SUPABASE_URL}/captcha/v1/challenge`;

// Only the configured provider's code is fetched (hCaptcha's loader is not needed locally, and vice versa).
const Altcha = lazy(() =>
  import("../../../shared/admin/captcha/altcha-captcha").then((m) => ({ default: m.AltchaCaptcha })),
);
const HCaptcha = lazy(() =>
  import("../../../shared/admin/captcha/hcaptcha-captcha").then((m) => ({ default: m.HCaptchaCaptcha })),
);

/** The configured captcha provider behind the common widget interface, labelled in the admin's language. */
function SiteCaptcha(props: CaptchaWidgetProps) {
  const { t } = useAdminI18n();
  return (
    <Suspense fallback={<p>{t("captcha.loading")}</p>}>
      {env.VITE_CAPTCHA_PROVIDER === "hcaptcha" ? (
        <HCaptcha {...props} siteKey={env.VITE_HCAPTCHA_SITE_KEY} />
      ) : (
        <Altcha {...props} challengeUrl={challengeUrl} />
      )}
    </Suspense>
  );
}

const host: AdminHost = {
  client: supabase,
  CaptchaWidget: SiteCaptcha,
  openExternal: (url) => {
    window.open(url, "_blank", "noopener,noreferrer");
  },
  // The admin's not-found page links home in the admin's language: "/" or "/zh".
  siteHome: (language) => withLocale("/", language),
};

/** /admin/* of the site: the shared admin area with the browser host. */
export default function AdminRoute() {
  // The site mounts its toast outlet lazily, on the first public toast; the admin toasts from the start.
  useEffect(() => {
    if (!useUiStore.getState().toastsWanted) useUiStore.setState({ toastsWanted: true });
  }, []);
  return <AdminRoutes host={host} />;
}
