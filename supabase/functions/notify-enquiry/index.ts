/**
 * notify-enquiry, the hosted Edge Function (issue #9, item 5): a Database
 * Webhook on inserts into public.enquiries calls it, and it e-mails the sales
 * address through SMTP (handler.ts says what it answers). Deploy and wiring:
 * docs/hosted-supabase.md step 11.
 *
 * Reads its settings from the function's secrets (settings.ts: SMTP_URL,
 * ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM, SITE_URL, and
 * NOTIFY_ENQUIRY_WEBHOOK_SECRET, the secret the webhook must send in the
 * `x-webhook-secret` header; without it every call is refused, issue #23) and the platform's own
 * SUPABASE_URL plus the secret key (`SUPABASE_SECRET_KEYS`' `default`, else
 * the legacy SUPABASE_SERVICE_ROLE_KEY). Missing settings do not stop it:
 * each call then records "not configured" on the enquiry, so the inbox
 * shows it. Deno only; Node runs handler.ts directly.
 */
import { serviceClientFromEnv } from "../_lib/service-client.ts";
import { createNotifyEnquiryHandler } from "./handler.ts";
import { notifyConfigFromEnv, WEBHOOK_SECRET_ENV, webhookSecretFromEnv } from "./settings.ts";
import { smtpMailer } from "./smtp-mailer.ts";
import { supabaseEnquiryStore } from "./supabase-store.ts";

// The part of Deno's global this file uses (declared here so the Node typecheck accepts the file too).
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const client = serviceClientFromEnv((name) => Deno.env.get(name), "notify-enquiry");
const store = supabaseEnquiryStore(client);
const read = notifyConfigFromEnv((name) => Deno.env.get(name));
if ("problem" in read) console.error(read.problem);
const webhookSecret = webhookSecretFromEnv((name) => Deno.env.get(name));
if (!webhookSecret) console.error(`notify-enquiry: ${WEBHOOK_SECRET_ENV} is not set: every call will be refused`);

const handler =
  "config" in read
    ? createNotifyEnquiryHandler({
        settings: read.config,
        sendMail: smtpMailer(read.config.smtpUrl).send,
        store,
        webhookSecret,
      })
    : createNotifyEnquiryHandler({
        settings: { to: "", from: "" },
        sendMail: () => Promise.reject(new Error(read.problem)),
        store,
        webhookSecret,
      });

Deno.serve(handler);
