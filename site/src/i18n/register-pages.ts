/**
 * Side-effect module: registers the English resources of the non-home pages.
 * Route loaders import it alongside a page so the home page's first bundle
 * carries only the chrome and home copy.
 */
import { i18n } from "./index";
import { enRest } from "./locales/en/rest";

i18n.addResourceBundle("en", "translation", enRest, true, false);
