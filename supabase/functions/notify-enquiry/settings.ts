/**
 * Settings of the notify-enquiry function (issue #9, item 5), read from the
 * environment: Edge Function secrets when hosted (`supabase secrets set`),
 * the local backend's environment (supabase/server/settings.ts) locally.
 *
 * | Variable            | Meaning |
 * |---------------------|---------|
 * | SMTP_URL            | `smtps://user:password@host:465` or `smtp://…`; unset: no e-mail (local backend) or every call records "not configured" (hosted). |
 * | ENQUIRY_NOTIFY_TO   | The sales address the e-mail goes to. |
 * | ENQUIRY_NOTIFY_FROM | The sender address (one the SMTP server may send as). |
 * | SITE_URL            | Origin of the public site, for the inbox link (hosted; locally VITE_SITE_URL). Optional. |
 * | NOTIFY_ENQUIRY_WEBHOOK_SECRET | The shared secret the Database Webhook sends in `x-webhook-secret` (issue #23), at least 32 characters; unset: every call is refused. Locally: the backend's own (random per start unless set). |
 */
import type { NotifySettings } from "./handler.ts";

/** Whether `url` names an SMTP server nodemailer can use (smtp:// or smtps:// with a host). */
export function isSmtpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === "smtp:" || u.protocol === "smtps:") && u.hostname !== "";
  } catch {
    return false;
  }
}

/** The variable (function secret) that holds the webhook secret (issue #23). */
export const WEBHOOK_SECRET_ENV = "NOTIFY_ENQUIRY_WEBHOOK_SECRET";

/**
 * The webhook secret read through `get` (e.g. `Deno.env.get`), trimmed;
 * undefined when unset or blank, which makes the handler refuse every call.
 */
export function webhookSecretFromEnv(get: (name: string) => string | undefined): string | undefined {
  return get(WEBHOOK_SECRET_ENV)?.trim() || undefined;
}

/** Local default of ENQUIRY_NOTIFY_TO. */
export const DEFAULT_NOTIFY_TO = "sales@example.com";
/** Local default of ENQUIRY_NOTIFY_FROM. */
export const DEFAULT_NOTIFY_FROM = "RSS Drilling website <website@example.com>";

/** Settings plus the SMTP server to send through. */
export interface NotifyConfig extends NotifySettings {
  smtpUrl: string;
}

/**
 * Reads the hosted function's settings through `get` (e.g. `Deno.env.get`).
 * SMTP_URL, ENQUIRY_NOTIFY_TO and ENQUIRY_NOTIFY_FROM are required there (no
 * guessed addresses in production); SITE_URL is optional.
 * @returns the settings, or `problem`: one sentence naming what to set.
 */
export function notifyConfigFromEnv(
  get: (name: string) => string | undefined,
): { config: NotifyConfig } | { problem: string } {
  const value = (name: string) => get(name)?.trim() || undefined;
  const smtpUrl = value("SMTP_URL");
  const to = value("ENQUIRY_NOTIFY_TO");
  const from = value("ENQUIRY_NOTIFY_FROM");
  const missing = [!smtpUrl && "SMTP_URL", !to && "ENQUIRY_NOTIFY_TO", !from && "ENQUIRY_NOTIFY_FROM"].filter(Boolean);
  if (missing.length > 0) {
    return { problem: `notify-enquiry is not configured: set ${missing.join(", ")} (supabase secrets set)` };
  }
  if (!isSmtpUrl(smtpUrl!)) return { problem: "notify-enquiry: SMTP_URL must start with smtp:// or smtps://" };
  return { config: { smtpUrl: smtpUrl!, to: to!, from: from!, siteUrl: value("SITE_URL") } };
}
