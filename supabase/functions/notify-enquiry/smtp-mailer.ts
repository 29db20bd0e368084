/**
 * The SendMail of the notify-enquiry handler over SMTP (issue #9, item 5),
 * with nodemailer: `smtp://user:password@host:port` (plain, upgraded with
 * STARTTLS when the server offers it) or `smtps://…:465` (TLS from the first
 * byte). Hosted Edge Functions may not connect to ports 25 and 587, so there
 * use `smtps://…:465` (or a provider's alternative port such as 2525 or
 * 2587); see docs/hosted-supabase.md step 11. User and password in the URL
 * are percent-encoded.
 */
import nodemailer from "nodemailer";
import type { MailMessage, SendMail } from "./handler.ts";

/** Milliseconds to wait for the connection, the greeting and each later reply (short: a webhook call must end). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A mailer for `smtpUrl`, plus close() to release the transport. */
export interface SmtpMailer {
  send: SendMail;
  close(): void;
}

/**
 * Opens a transport for `smtpUrl` (one connection per message).
 * send() resolves once the server accepted the message and rejects with
 * nodemailer's error (its `code`, e.g. ECONNECTION, EAUTH, EENVELOPE) otherwise.
 */
export function smtpMailer(smtpUrl: string): SmtpMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message: MailMessage) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
