/**
 * Connection settings of the desktop console (issue #5): which Supabase
 * project, which captcha and which site origin serves the captcha page.
 * Validated with zod in main (settings.json) and in the settings screen.
 */
import { z } from "zod";
import type { CaptchaLanguage } from "./ipc-contract";

/**
 * The local CLI's well-known anon key (a public JWT signed with the local
 * secret); a copy of LOCAL_ANON_KEY in site/src/config/env.ts, which the
 * desktop cannot import because that module parses the site's build env.
 */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

const httpUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must be an http:// or https:// URL")
  .transform((value) => value.replace(/\/+$/, ""));

const origin = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.pathname === "/" && !url.search && !url.hash;
}, "must be an origin (scheme, host and port only)");

/** zod schema of settings.json; rejects unknown providers, non-http URLs and a missing hCaptcha site key. */
export const settingsSchema = z
  .object({
    /** Supabase project URL, e.g. http://localhost:54321 or https://<ref>.supabase.co. */
    supabaseUrl: httpUrl,
    /** The public anon key (never the service_role key). */
    supabaseAnonKey: z.string().trim().min(20, "must be the project's anon key"),
    /** altcha for the local backend, hcaptcha for hosted Supabase. */
    captchaProvider: z.enum(["altcha", "hcaptcha"]),
    /** hCaptcha site key; required when captchaProvider is hcaptcha. */
    hcaptchaSiteKey: z.string().trim().default(""),
    /** Origin of the public site that serves /captcha.html, e.g. http://localhost:5173. */
    siteOrigin: origin,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.captchaProvider === "hcaptcha" && !value.hcaptchaSiteKey) {
      ctx.addIssue({ code: "custom", path: ["hcaptchaSiteKey"], message: "is required for hCaptcha" });
    }
  });

/** Validated settings (URLs without a trailing slash). */
export type DesktopSettings = z.infer<typeof settingsSchema>;

/** Defaults: the embedded local backend, ALTCHA and the local site (spec: local backend by default). */
export const DEFAULT_SETTINGS: DesktopSettings = Object.freeze({
  supabaseUrl: "http://localhost:54321",
  supabaseAnonKey: LOCAL_ANON_KEY,
  captchaProvider: "altcha",
  hcaptchaSiteKey: "",
  siteOrigin: "http://localhost:5173",
});

/**
 * Validates raw settings; errors are values.
 * @returns the settings, or every problem as "field: message".
 */
export function parseSettings(
  raw: unknown,
): { ok: true; settings: DesktopSettings } | { ok: false; problems: string[] } {
  const result = settingsSchema.safeParse(raw);
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`),
  };
}

/**
 * URL of the captcha page for these settings, its widget labelled in
 * `language` (issue #10): `<siteOrigin>/captcha.html?provider=…&challengeUrl=…|sitekey=…&lang=en|zh`.
 */
export function captchaPageUrl(settings: DesktopSettings, language: CaptchaLanguage = "en"): string {
  const url = new URL("/captcha.html", settings.siteOrigin);
  url.searchParams.set("provider", settings.captchaProvider);
  if (settings.captchaProvider === "altcha") {
    url.searchParams.set("challengeUrl", `${settings.supabaseUrl}/captcha/v1/challenge`);
  } else {
    url.searchParams.set("sitekey", settings.hcaptchaSiteKey);
  }
  url.searchParams.set("lang", language);
  return url.toString();
}
