/**
 * Router links in the page's language (issue #10): components write English
 * site paths (typed against the route table, so a link to a page that does
 * not exist fails typecheck) and the link points at the same page in the
 * language being shown ("/get-quote" becomes "/zh/get-quote" on a Chinese page).
 */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Link } from "react-router-dom";
import { withLocale, type SitePath } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** Props of LocaleLink: react-router's Link with `to` an English site path. */
export type LocaleLinkProps = Omit<ComponentPropsWithoutRef<typeof Link>, "to"> & { to: SitePath };

/** A react-router Link to `to` in the current language. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={withLocale(to, locale)} {...rest} />;
});
