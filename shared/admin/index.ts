/** Public API of the shared admin UI (issue #4): the routes, the two captcha providers and the auth store. */
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
export type { Notify, Toast } from "./ui/notify";
