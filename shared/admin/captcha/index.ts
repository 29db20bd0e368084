/** The two captcha providers behind CaptchaWidgetProps (issue #4), for the site and the desktop console. */
export { AltchaCaptcha, type AltchaCaptchaProps } from "./altcha-captcha";
export { HCaptchaCaptcha, type HCaptchaCaptchaProps } from "./hcaptcha-captcha";
