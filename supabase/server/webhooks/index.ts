/**
 * Database Webhooks of the local backend (issue #9, item 5): what a hosted
 * project's dashboard webhook does for enquiries, done in-process.
 *
 * Hosted: a trigger on public.enquiries (AFTER INSERT, made by the dashboard,
 * not by a migration) posts `{ type: "INSERT", table, schema, record,
 * old_record }` to the notify-enquiry Edge Function through pg_net.
 * Local: at start the server creates the same kind of trigger, also outside
 * the migrations, which `pg_notify`s only the new row's id (pg_notify payloads
 * are capped at 8,000 bytes); the server LISTENs (PGlite), builds the webhook
 * payload (its `record` carries only the id, the one field the handler reads)
 * and calls the very handler of `supabase/functions/notify-enquiry/` with a
 * service_role client against its own URL, sending the shared webhook secret
 * in `x-webhook-secret` as the hosted webhook does (issue #23; the secret is
 * NOTIFY_ENQUIRY_WEBHOOK_SECRET, random per start when unset). Calls run one
 * at a time, after the insert has committed, so a slow or failing SMTP server
 * never delays or undoes a visitor's insert; a failure is logged to stderr with the enquiry
 * id and stored in `notify_error` by the handler.
 *
 * Without SMTP_URL nothing is sent and the trigger is removed
 * (removeDatabaseWebhooks), so a data folder used with e-mail before does not
 * keep notifying nobody.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type { Db } from "../db/database";
import { createNotifyEnquiryHandler, WEBHOOK_SECRET_HEADER } from "../../functions/notify-enquiry/handler.ts";
import type { NotifyConfig } from "../../functions/notify-enquiry/settings.ts";
import { smtpMailer } from "../../functions/notify-enquiry/smtp-mailer.ts";
import { supabaseEnquiryStore } from "../../functions/notify-enquiry/supabase-store.ts";

/** The NOTIFY channel the trigger signals on. */
export const ENQUIRY_CHANNEL = "local_webhook_enquiries_insert";
/** The trigger's name: also the name to give the hosted webhook (docs/hosted-supabase.md step 11). */
export const ENQUIRY_TRIGGER = "notify_enquiry";

/** Where the local backend is and how to reach the notify-enquiry handler's dependencies. */
export interface DatabaseWebhooksOptions {
  db: Db;
  /** The server's own API URL (the handler re-reads the row through it). */
  url: string;
  serviceRoleKey: string;
  notify: NotifyConfig;
  /**
   * The shared secret the webhook sends in `x-webhook-secret` and the handler
   * requires (at least 32 characters); default: 32 random bytes, hex, per start.
   */
  webhookSecret?: string | undefined;
  /** Where failures go (default console.error, i.e. stderr). */
  log?: (line: string) => void;
}

/** Running webhooks. */
export interface DatabaseWebhooks {
  /** Resolves once every notification signalled so far has been handled (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops listening, waits for the calls under way and closes the SMTP transport. */
  close(): Promise<void>;
}

// Owned by the bootstrap superuser, like hosted's supabase_functions schema (its webhook machinery);
// no API role gets any right on it. The function runs as the inserting role, which needs none:
// PostgreSQL checks EXECUTE when a trigger is created, not when it fires.
const INSTALL_SQL = `
create schema if not exists supabase_functions;
revoke all on schema supabase_functions from public;
create or replace function supabase_functions.local_webhook_notify()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify(tg_argv[0], new.id::text);
  return null;
end;
$$;
revoke all on function supabase_functions.local_webhook_notify() from public;
create or replace trigger ${ENQUIRY_TRIGGER}
  after insert on public.enquiries
  for each row execute function supabase_functions.local_webhook_notify('${ENQUIRY_CHANNEL}');
`;

/** Drops the local enquiry webhook trigger if an earlier start made it (no e-mail configured now). */
export async function removeDatabaseWebhooks(db: Db): Promise<void> {
  await db.exec(`do $$ begin
    if to_regclass('public.enquiries') is not null then
      drop trigger if exists ${ENQUIRY_TRIGGER} on public.enquiries;
    end if;
  end $$`);
}

/**
 * Creates the trigger (idempotent), LISTENs, and hands each new enquiry to the
 * notify-enquiry handler. Call it once the server listens on `url`.
 * @throws when the trigger cannot be created (e.g. no public.enquiries table).
 */
export async function startDatabaseWebhooks(options: DatabaseWebhooksOptions): Promise<DatabaseWebhooks> {
  const log = options.log ?? ((line: string) => console.error(line));
  const prefixed = (line: string) => log(`[local-supabase] ${line}`);
  const webhookSecret = options.webhookSecret || randomBytes(32).toString("hex");
  const mailer = smtpMailer(options.notify.smtpUrl);
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const handler = createNotifyEnquiryHandler({
    settings: options.notify,
    sendMail: mailer.send,
    store: supabaseEnquiryStore(client),
    webhookSecret,
    log: prefixed,
  });

  // One call at a time, in insert order.
  let queue: Promise<void> = Promise.resolve();
  const deliver = async (id: string) => {
    const payload = { type: "INSERT", table: "enquiries", schema: "public", record: { id }, old_record: null };
    try {
      const response = await handler(
        new Request(`${options.url}/functions/v1/notify-enquiry`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${options.serviceRoleKey}`,
            [WEBHOOK_SECRET_HEADER]: webhookSecret,
          },
          body: JSON.stringify(payload),
        }),
      );
      await response.body?.cancel();
    } catch (e) {
      // The handler answers every failure itself; this is only a last guard.
      prefixed(`notify-enquiry: enquiry ${id}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  await options.db.exec(INSTALL_SQL);
  const unlisten = await options.db.listen(ENQUIRY_CHANNEL, (id) => {
    queue = queue.then(() => deliver(id));
  });

  let closed = false;
  return {
    idle: () => queue,
    async close() {
      if (closed) return;
      closed = true;
      await unlisten().catch(() => undefined);
      await queue;
      mailer.close();
    },
  };
}
