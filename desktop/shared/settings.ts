/**
 * Connection settings of the desktop console (issue #5): which Supabase
 * project, which captcha and which site origin serves the captcha page.
 * Validated with zod in main (settings.json) and in the settings screen.
 */
// zod without its eval probe: the settings screen parses these under the renderer's CSP (no eval).
import { z } from "../../shared/zod-jitless";
import { LOCAL_ANON_KEY, LOCAL_SITE_ORIGIN, LOCAL_SUPABASE_URL } from "../../shared/local-defaults";
import type { Language } from "../../shared/i18n/languages";

/** The local backend's anon key (one source: shared/local-defaults.ts), re-exported for the settings' users. */
export { LOCAL_ANON_KEY };

/**
 * Every problem a settings value can have, by stable code, with its English
 * text (issue #10: the settings screen shows the code's text in the admin's
 * language, from `desktopSettings.problems.<code>` in shared/admin/i18n).
 */
export const SETTINGS_PROBLEMS = {
  invalidJson: "not valid JSON",
  required: "is required",
  notText: "must be text",
  notUrl: "must be a valid URL",
  notHttp: "must be an http:// or https:// URL",
  notOrigin: "must be an origin (scheme, host and port only)",
  anonKey: "must be the project's anon key",
  provider: 'must be "altcha" or "hcaptcha"',
  hcaptchaSiteKey: "is required for hCaptcha",
  unknownField: "is not a known setting",
  notObject: "must be a JSON object",
  invalid: "is not valid",
} as const;

/** Code of a settings problem (a key of SETTINGS_PROBLEMS). */
export type SettingsProblemCode = keyof typeof SETTINGS_PROBLEMS;

/**
 * One problem, as main and the renderer pass it over IPC (issue #25: typed
 * data, never text to split): the field it concerns ("(file)" for the whole
 * file), its code, and the code's English text (for logs).
 */
export interface SettingsProblem {
  field: string;
  code: SettingsProblemCode;
  message: string;
}

/** The problem `code` on `field`, with its English text. */
export function settingsProblem(field: string, code: SettingsProblemCode): SettingsProblem {
  return { field, code, message: SETTINGS_PROBLEMS[code] };
}

/** A string field's messages: "is required" when absent, "must be text" otherwise. */
const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? SETTINGS_PROBLEMS.required : SETTINGS_PROBLEMS.notText),
  });

const httpUrl = text()
  .trim()
  .pipe(z.url({ error: SETTINGS_PROBLEMS.notUrl }))
  .refine((value) => /^https?:\/\//.test(value), SETTINGS_PROBLEMS.notHttp)
  .transform((value) => value.replace(/\/+$/, ""));

const origin = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.pathname === "/" && !url.search && !url.hash;
}, SETTINGS_PROBLEMS.notOrigin);

/** zod schema of settings.json; rejects unknown providers, non-http URLs and a missing hCaptcha site key. */
export const settingsSchema = z
  .object(
    {
      /** Supabase project URL, e.g. http://localhost:54321 or https://<ref>.supabase.co. */
      supabaseUrl: httpUrl,
      /** The public anon key (never the service_role key). */
      supabaseAnonKey: text().trim().min(20, SETTINGS_PROBLEMS.anonKey),
      /** altcha for the local backend, hcaptcha for hosted Supabase. */
      captchaProvider: z.enum(["altcha", "hcaptcha"], {
        error: (issue) => (issue.input === undefined ? SETTINGS_PROBLEMS.required : SETTINGS_PROBLEMS.provider),
      }),
      /** hCaptcha site key; required when captchaProvider is hcaptcha. */
      hcaptchaSiteKey: text().trim().default(""),
      /** Origin of the public site that serves /captcha.html, e.g. http://localhost:5173. */
      siteOrigin: origin,
    },
    { error: SETTINGS_PROBLEMS.notObject },
  )
  .strict()
  .superRefine((value, ctx) => {
    if (value.captchaProvider === "hcaptcha" && !value.hcaptchaSiteKey) {
      ctx.addIssue({ code: "custom", path: ["hcaptchaSiteKey"], message: SETTINGS_PROBLEMS.hcaptchaSiteKey });
    }
  });

/** Validated settings (URLs without a trailing slash). */
export type DesktopSettings = z.infer<typeof settingsSchema>;

/** Defaults: the embedded local backend, ALTCHA and the local site (spec: local backend by default). */
export const DEFAULT_SETTINGS: DesktopSettings = Object.freeze({
  supabaseUrl: LOCAL_SUPABASE_URL,
  supabaseAnonKey: LOCAL_ANON_KEY,
  captchaProvider: "altcha",
  hcaptchaSiteKey: "",
  siteOrigin: LOCAL_SITE_ORIGIN,
});

/** The code whose English text is `message`; null for a text not in SETTINGS_PROBLEMS. */
export function settingsProblemCode(message: string): SettingsProblemCode | null {
  const entry = Object.entries(SETTINGS_PROBLEMS).find(([, english]) => english === message);
  return entry ? (entry[0] as SettingsProblemCode) : null;
}

/**
 * Validates raw settings; errors are values.
 * @returns the settings, or every problem (a zod message that is not one of
 * SETTINGS_PROBLEMS becomes code "invalid").
 */
export function parseSettings(
  raw: unknown,
): { ok: true; settings: DesktopSettings } | { ok: false; problems: SettingsProblem[] } {
  const result = settingsSchema.safeParse(raw);
  if (result.success) return { ok: true, settings: result.data };
  const problems = result.error.issues.flatMap((issue): SettingsProblem[] => {
    const field = issue.path.join(".") || "(file)";
    if (issue.code === "unrecognized_keys") return issue.keys.map((key) => settingsProblem(key, "unknownField"));
    return [settingsProblem(field, settingsProblemCode(issue.message) ?? "invalid")];
  });
  return { ok: false, problems };
}

/**
 * URL of the captcha page for these settings, its widget labelled in
 * `language` (issue #10): `<siteOrigin>/captcha.html?provider=…&challengeUrl=…|sitekey=…&lang=en|zh`.
 */
export function captchaPageUrl(settings: DesktopSettings, language: Language = "en"): string {
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
