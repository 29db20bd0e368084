/**
 * Build-time settings of the site, read from Vite's `import.meta.env` and
 * checked at start (every bad key listed at once). Defaults point at the
 * embedded local backend. Only public values live here: the anon key is public
 * by design; the service_role key and JWT secret never reach the bundle.
 */
import { z } from "../../../shared/zod-jitless";
import { LOCAL_ANON_KEY, LOCAL_SITE_ORIGIN, LOCAL_SUPABASE_URL } from "../../../shared/local-defaults";

const schema = z.object({
  VITE_SUPABASE_URL: z.string().url().default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).default(LOCAL_ANON_KEY),
  VITE_CAPTCHA_PROVIDER: z.enum(["altcha", "hcaptcha"]).default("altcha"),
  VITE_HCAPTCHA_SITE_KEY: z.string().default(""),
  VITE_SITE_URL: z.string().url().default(LOCAL_SITE_ORIGIN),
});

export type SiteEnv = z.infer<typeof schema>;

/**
 * Parses the given environment (default `import.meta.env`).
 * @throws Error listing every missing or malformed key.
 */
export function parseSiteEnv(raw: Record<string, unknown>): SiteEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== "" && v !== undefined));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid site settings: ${problems}`);
  }
  if (result.data.VITE_CAPTCHA_PROVIDER === "hcaptcha" && !result.data.VITE_HCAPTCHA_SITE_KEY) {
    throw new Error("Invalid site settings: VITE_HCAPTCHA_SITE_KEY is required when VITE_CAPTCHA_PROVIDER=hcaptcha");
  }
  return result.data;
}

// `?? {}`: the build scripts import this module under Node, where there is no import.meta.env.
export const env: SiteEnv = parseSiteEnv((import.meta.env ?? {}) as unknown as Record<string, unknown>);
