/**
 * Links in the page's language (issue #10): components write English site
 * paths (typed against the route table, so a link to a page that does not
 * exist fails typecheck) and the link points at the same page in the
 * language being shown ("/get-quote" becomes "/zh/get-quote" on a Chinese
 * page). Plain anchors: every public page is prerendered, and following a
 * link loads it (issue #13: no client-side router on the public pages).
 */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { withLocale, type SitePath } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** Props of LocaleLink: an anchor's, with `to` an English site path instead of `href`. */
export type LocaleLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href"> & { to: SitePath };

/** An anchor to `to` in the current language. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <a ref={ref} href={withLocale(to, locale)} {...rest} />;
});
