/**
 * The security headers of every response of the built site (issue #23): one
 * source for the static host (site/scripts/build.ts writes them into the
 * build's `_headers` file, see headers-file.ts) and for our own server
 * (site/scripts/serve-static.ts applies that same file). The Content-Security-Policy
 * allows exactly what the pages load, built from the build's settings: the
 * Supabase URL, the captcha provider and the hashes of the inline scripts the
 * build wrote. Why each source is there: docs/security-headers.md.
 *
 * No Node imports: hashing uses Web Crypto, so the module type-checks with the
 * site and runs under the build scripts.
 */
import { VIDEO_EMBED_FRAME_ORIGINS } from "../../../shared/content/video-embeds";

/** Captcha of the admin sign-in (VITE_CAPTCHA_PROVIDER). */
export type CaptchaProvider = "altcha" | "hcaptcha";

/** What the CSP is built from: the build's settings. */
export interface SecurityHeaderSettings {
  /** The Supabase project URL the pages call (VITE_SUPABASE_URL); only its origin is used. */
  supabaseUrl: string;
  /** The admin sign-in's captcha: `hcaptcha` adds hCaptcha's hosts, `altcha` its blob: workers. */
  captchaProvider: CaptchaProvider;
  /** CSP hash sources (`'sha256-…'`) of the inline scripts of the built pages (inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

/** hCaptcha's documented CSP sources (script, frame, style and connect). */
export const HCAPTCHA_SOURCES = ["https://hcaptcha.com", "https://*.hcaptcha.com"] as const;

/** The video players' frames (issue #28): our own origin and the privacy-enhanced YouTube and Vimeo players. */
const VIDEO_FRAMES = ["self", ...VIDEO_EMBED_FRAME_ORIGINS.map((origin) => `"${origin}"`)].join(" ");

/**
 * Browser features the site never uses, switched off for it and any frame it
 * embeds; clipboard-write stays for the pages' own "copy link" buttons.
 * Autoplay, fullscreen and picture-in-picture are the video players' (issue
 * #28): our own `<video>` and the YouTube / Vimeo frames, nobody else's
 * (the visitor's press on play starts an embed, which needs autoplay).
 * clipboard-read is left at its default (this origin, behind the browser's
 * permission prompt) so a test or a visitor's tools can read what was copied.
 * Only features Chromium knows: an unknown one is reported as a header error.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  `autoplay=(${VIDEO_FRAMES})`,
  "browsing-topics=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  `fullscreen=(${VIDEO_FRAMES})`,
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  `picture-in-picture=(${VIDEO_FRAMES})`,
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * The headers that do not depend on the build's settings (the Vite dev
 * server sends these too; it cannot send the CSP, see docs/security-headers.md).
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
});

/**
 * The Content-Security-Policy of the site's pages (public pages, 404 pages,
 * the admin at /admin and the desktop's /captcha.html), one directive per
 * need; see docs/security-headers.md for why each source is there.
 * @throws TypeError when supabaseUrl is not an absolute URL.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): string {
  const supabase = new URL(settings.supabaseUrl).origin;
  const hcaptcha = settings.captchaProvider === "hcaptcha" ? [...HCAPTCHA_SOURCES] : [];
  const directives: [name: string, sources: string[]][] = [
    ["default-src", ["'self'"]],
    // Only our own files and the build's own inline scripts (by hash): no 'unsafe-inline', no eval.
    ["script-src", ["'self'", ...(settings.scriptHashes ?? []), ...hcaptcha]],
    // Mantine and the ALTCHA widget write <style> elements and style attributes at runtime.
    ["style-src", ["'self'", "'unsafe-inline'", ...hcaptcha]],
    // Content images from Storage, editors' external https image links, blob: previews of chosen files (admin).
    ["img-src", ["'self'", "blob:", "https:", supabase]],
    // Video files from Storage on the item pages' native player (issue #26), blob: previews of a chosen file (admin).
    ["media-src", ["'self'", "blob:", supabase]],
    // REST, Auth, Storage and the ALTCHA challenge live at the project's origin; the search index at ours.
    ["connect-src", ["'self'", supabase, ...hcaptcha]],
    // ALTCHA solves its proof of work in workers started from blob: URLs.
    ["worker-src", settings.captchaProvider === "altcha" ? ["'self'", "blob:"] : ["'self'"]],
    // The privacy-enhanced YouTube and Vimeo players, framed only after the visitor presses play (issue #28).
    ["frame-src", [...VIDEO_EMBED_FRAME_ORIGINS, ...hcaptcha]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}

/**
 * Every security header of the built site: the CSP (contentSecurityPolicy)
 * plus STATIC_SECURITY_HEADERS, as `{ name: value }` in the order written.
 * @throws TypeError when settings.supabaseUrl is not an absolute URL.
 */
export function securityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return { "Content-Security-Policy": contentSecurityPolicy(settings), ...STATIC_SECURITY_HEADERS };
}

/** Script types a browser runs (no type, a JavaScript MIME type or `module`); data blocks such as JSON are not. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
  return type === "" || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * The text of every inline script a browser would run in `html` (no `src`,
 * not a data block like `type="application/json"`), exactly as written
 * between the tags, which is what a CSP hash covers.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** The CSP hash source of a script's text: `'sha256-<base64 of SHA-256 of its UTF-8 bytes>'`. */
export async function scriptHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The distinct hash sources of the inline scripts of all `pages` (HTML texts), sorted so builds compare equal. */
export async function inlineScriptHashes(pages: Iterable<string>): Promise<string[]> {
  const texts = new Set<string>();
  for (const html of pages) for (const text of inlineScripts(html)) texts.add(text);
  return (await Promise.all([...texts].map(scriptHash))).sort();
}
