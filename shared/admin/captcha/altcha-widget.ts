/**
 * Loads the ALTCHA web component with the strings of every admin language
 * (issue #10): importing this module defines `<altcha-widget>` and registers
 * ALTCHA's own zh-cn strings (its English ones come with the widget). Used by
 * the site's /admin widget and the desktop's captcha page.
 */
import "altcha";
import "altcha/i18n/zh-cn";
