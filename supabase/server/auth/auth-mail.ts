/**
 * The local Auth's outgoing e-mail (issue #29: invitations). Every message is
 * recorded as JSON in the outbox folder `<data dir>/auth-mail/` (one file per
 * message, named `<time>-<kind>-<id>.json`, holding to, subject, text, the
 * link, the token hash and the 6-digit code) and its link is printed to stderr
 * unless quiet, so invitations work in local development without any mail
 * server; when an SMTP server is configured (SMTP_URL, as for enquiry e-mail)
 * the message is also sent through it with nodemailer. Hosted, Supabase Auth
 * sends these e-mails itself (its SMTP settings and e-mail templates).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { SMTP_TIMEOUTS } from "../../functions/notify-enquiry/smtp-mailer.ts";

/** Folder of the outbox inside the data folder. */
export const AUTH_MAIL_FOLDER = "auth-mail";

/** One e-mail of the local Auth. */
export interface AuthMail {
  kind: "invite";
  to: string;
  subject: string;
  text: string;
  /** The link the message asks to open (GoTrue's ConfirmationURL). */
  link: string;
  /** GoTrue's TokenHash: what `verifyOtp({ token_hash, type })` takes. */
  tokenHash: string;
  /** GoTrue's Token: the 6-digit code, for `verifyOtp({ email, token, type })`. */
  token: string;
  /** Where the link leads after verification. */
  redirectTo: string;
}

/** A recorded message: the mail plus when it was recorded. */
export interface RecordedAuthMail extends AuthMail {
  id: string;
  sentAt: string;
}

/** Sends (and records) the local Auth's e-mail. */
export interface AuthMailer {
  /** Records `mail`, then sends it through SMTP when configured. @throws nodemailer's error when SMTP refuses it. */
  send(mail: AuthMail): Promise<void>;
  close(): void;
}

/** Settings of the mailer. */
export interface AuthMailerOptions {
  /** The outbox folder (created when missing). */
  outboxDir: string;
  /** `smtp://…` or `smtps://…`; unset: record only. */
  smtpUrl?: string | undefined;
  /** Sender of the messages. */
  from: string;
  /** Print each message's link to stderr. */
  log?: ((line: string) => void) | undefined;
}

/** A mailer recording into `outboxDir` and, with `smtpUrl`, sending through SMTP. */
export function createAuthMailer(options: AuthMailerOptions): AuthMailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const id = randomUUID();
      const sentAt = new Date().toISOString();
      const record: RecordedAuthMail = { id, sentAt, ...mail };
      const file = path.join(options.outboxDir, `${sentAt.replace(/[:.]/g, "-")}-${mail.kind}-${id}.json`);
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      options.log?.(`[local-supabase] ${mail.kind} e-mail to ${mail.to}: ${mail.link}`);
      if (smtp) await smtp.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => smtp?.close(),
  };
}

/** The messages recorded in `outboxDir`, oldest first (for tests and tools). */
export async function readAuthOutbox(outboxDir: string): Promise<RecordedAuthMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), "utf8")) as RecordedAuthMail),
  );
}
