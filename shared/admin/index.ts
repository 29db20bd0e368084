/** Public API of the shared admin UI (issue #4): the routes, the two captcha providers, the auth store and its language (issue #10). */
export { AdminRoutes, type AdminRoutesProps } from "./admin-routes";
export {
  type AdminAccess,
  type AuthState,
  type AuthStore,
  type AuthStoreOptions,
  createAuthStore,
} from "./auth/auth-store";
export { AltchaCaptcha, type AltchaCaptchaProps } from "./captcha/altcha-captcha";
export { HCaptchaCaptcha, type HCaptchaCaptchaProps } from "./captcha/hcaptcha-captcha";
export type { AdminHost, CaptchaWidgetProps } from "./host";
export { type AdminLanguage, setAdminLanguage, useAdminI18n } from "./i18n";
export type { Notify, Toast } from "./ui/notify";
