/**
 * Entry of /captcha.html, the desktop console's captcha page (issue #5):
 * reads `provider=altcha|hcaptcha` (plus `challengeUrl` or `sitekey`) from the
 * query, renders the ALTCHA web component or the hCaptcha checkbox and hands
 * the token, errors and expiry to `window.captchaBridge` (the desktop web
 * view's preload). Opened in a plain browser, it only shows the widget.
 */
import { startCaptchaPage } from "./captcha-page";

startCaptchaPage(window, document);
