/**
 * The notify-enquiry handler (issue #9, item 5 "Notification"; spec §3 for
 * the fields): e-mails the sales address about one new enquiry, as a plain
 * `(request: Request) => Promise<Response>` so the same code runs as the
 * hosted Edge Function (`index.ts`, Deno) and inside the local backend
 * (`supabase/server/webhooks/`, Node).
 *
 * Caller: only the Database Webhook, which sends the shared secret in the
 * `x-webhook-secret` header (issue #23; WEBHOOK_SECRET_HEADER). The platform's
 * JWT check lets anyone holding the public key through, so the handler checks
 * the header first, in constant time, before reading the body; without a
 * configured secret it refuses every call (fail closed) and logs why.
 *
 * Input: a Database Webhook payload, `{ type: "INSERT", table: "enquiries",
 * schema: "public", record: { id, … }, old_record: null }`. Only `record.id`
 * is used: the row is read again with the service_role key and nothing else
 * in the payload is trusted.
 *
 * Output: a text e-mail in which every visitor-supplied value is either
 * folded onto one line or indented under its label, so no value can start a
 * line of its own (issue #23: a `page` or message with CR/LF cannot forge a
 * "Field: value" line). There is no HTML part.
 *
 * Answers (JSON bodies):
 * - 200 `{ id, notified: true }`: one e-mail sent, `notified_at` set and `notify_error` cleared;
 * - 200 `{ id, skipped: "already notified" }`: `notified_at` was already set, nothing sent;
 * - 401 `{ error }`: no `x-webhook-secret` header, a wrong one, or no secret configured (nothing read or sent);
 * - 400 `{ error }`: not a JSON INSERT payload for public.enquiries with a UUID `record.id`;
 * - 404 `{ error }`: no enquiry has that id (nothing sent);
 * - 405 `{ error }`: not POST;
 * - 502 `{ id?, error }`: the e-mail failed (its reason is stored in `notify_error` and
 *   logged with the enquiry id) or the row could not be read. The enquiry itself is
 *   never touched otherwise: it was stored before the webhook fired.
 */
import { FIELD_LABELS, FORM_LABELS, OPTION_LABELS } from "../_shared/enquiries/labels.ts";
import type { Tables } from "../_shared/types/database.ts";

/** Where the e-mail goes and what it links to. */
export interface NotifySettings {
  /** The sales address (RFC 5322 address list, e.g. `sales@example.com` or `Sales <sales@example.com>`). */
  to: string;
  /** The sender the SMTP server accepts, e.g. `Website <no-reply@example.com>`. */
  from: string;
  /** Origin of the public site (e.g. `https://www.example.com`); the e-mail links to its admin inbox. Optional. */
  siteUrl?: string | undefined;
}

/** One e-mail as handed to the mail transport (nodemailer's message fields). */
export interface MailMessage {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
}

/** Sends one e-mail; rejects with the transport's error when it was not accepted. */
export type SendMail = (message: MailMessage) => Promise<void>;

/** The columns of a `public.enquiries` row the e-mail needs (the generated row type, issue #23). */
export type EnquiryRecord = Pick<
  Tables<"enquiries">,
  | "id"
  | "form"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "position"
  | "details"
  | "locale"
  | "page"
  | "created_at"
  | "notified_at"
>;

/** Reads and marks enquiry rows with the service_role key (see supabase-store.ts). */
export interface EnquiryStore {
  /** The row with `id`, or null when there is none. @throws when the read fails. */
  get(id: string): Promise<EnquiryRecord | null>;
  /** Sets `notified_at` to now and clears `notify_error`. @throws when the update fails. */
  markNotified(id: string): Promise<void>;
  /** Records why the e-mail failed in `notify_error`. @throws when the update fails. */
  markFailed(id: string, reason: string): Promise<void>;
}

/** What createNotifyEnquiryHandler needs. */
export interface NotifyEnquiryDeps {
  settings: NotifySettings;
  sendMail: SendMail;
  store: EnquiryStore;
  /**
   * The shared secret the caller must send in `x-webhook-secret` (hosted: the
   * NOTIFY_ENQUIRY_WEBHOOK_SECRET function secret; local: the backend's own).
   * Undefined, empty or shorter than MIN_WEBHOOK_SECRET_LENGTH: every call is refused.
   */
  webhookSecret: string | undefined;
  /** Where failures are reported (default console.error: stderr locally, the function's logs when hosted). */
  log?: (line: string) => void;
}

/** The path of the admin inbox under the site's origin (the dashboard's Enquiries tab). */
export const ADMIN_INBOX_PATH = "/admin/dashboard";
/** Longest `notify_error` stored (the column allows 2,000 characters). */
export const MAX_NOTIFY_ERROR = 500;
/** Largest request body read, in bytes; a webhook payload of the largest enquiry is far smaller. */
export const MAX_BODY_BYTES = 256 * 1024;

/** The request header that carries the shared webhook secret (issue #23). */
export const WEBHOOK_SECRET_HEADER = "x-webhook-secret";
/** Shortest secret accepted; a shorter one counts as not configured. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANGUAGES: Record<string, string> = { en: "English", zh: "Chinese" };

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * Checks a Database Webhook payload for an insert into public.enquiries.
 * @returns the enquiry id, or a message saying what is wrong.
 */
export function enquiryIdFromPayload(payload: unknown): { id: string } | { error: string } {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { error: "Expected a Database Webhook payload (a JSON object)" };
  }
  const p = payload as Record<string, unknown>;
  if (p.type !== "INSERT") return { error: `Only INSERT events are handled (type: ${JSON.stringify(p.type)})` };
  if (p.schema !== "public" || p.table !== "enquiries") {
    return { error: "Only inserts into public.enquiries are handled" };
  }
  const record = p.record;
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    return { error: "The payload has no record" };
  }
  const id = (record as Record<string, unknown>).id;
  if (typeof id !== "string" || !UUID.test(id)) return { error: "record.id must be the enquiry's UUID" };
  return { id: id.toLowerCase() };
}

/**
 * Line breaks a mail client may honour: CR LF, CR, LF, vertical tab, form
 * feed, NEL and the Unicode line and paragraph separators.
 */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One header-safe line: control characters (CR, LF, tabs, NEL, line separators, …) become spaces. */
function oneLine(text: string, max = 200): string {
  const clean = text.replace(CONTROL, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function shownValue(form: string, key: string, value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return OPTION_LABELS[form as keyof typeof OPTION_LABELS]?.[key]?.[text] ?? text;
}

/**
 * The body lines of one labelled visitor value (issue #23): a one-line value
 * as `Label: value`; a value with line breaks as `Label:` followed by each of
 * its lines indented by two spaces, so no visitor text ever starts a line and
 * a forged "Field: value" line reads as part of the value. Other control
 * characters within a line become spaces; the label is folded to one line.
 */
export function fieldLines(label: string, value: string): string[] {
  const name = oneLine(label, 200);
  const lines = value.split(LINE_BREAK).map((line) => line.replace(CONTROL, " "));
  if (lines.length === 1) return [`${name}: ${lines[0]}`];
  return [`${name}:`, ...lines.map((l) => `  ${l}`)];
}

/** Whether a jsonb value is a JSON object (the shape `details` always has). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The e-mail for one enquiry: to the sales address, reply-to the visitor,
 * subject "<form label>: <name> (<company>)", and a text body listing every
 * filled field with the form's label (option values by their label,
 * checkboxes as Yes/No, in the order of FIELD_LABELS), then language, page,
 * time received, the enquiry id and a link to the admin inbox.
 */
export function composeEnquiryMail(row: EnquiryRecord, settings: NotifySettings): MailMessage {
  const form = row.form as keyof typeof FORM_LABELS;
  const formLabel = FORM_LABELS[form] ?? row.form;
  const labels = FIELD_LABELS[form] ?? {};
  const details = isObject(row.details) ? row.details : {};
  const columns = row as unknown as Record<string, unknown>;
  const splitName = "firstName" in details || "lastName" in details;
  const lines: string[] = [];
  const shown = new Set<string>();
  for (const [key, label] of Object.entries(labels)) {
    // The quote and contact forms ask for first and last name; `name` only joins them.
    if (key === "name" && splitName) continue;
    const value = key in details ? details[key] : key !== "details" ? columns[key] : undefined;
    shown.add(key);
    if (value === null || value === undefined || value === "") continue;
    lines.push(...fieldLines(label, shownValue(row.form, key, value)));
  }
  for (const [key, value] of Object.entries(details)) {
    if (shown.has(key) || value === null || value === "") continue;
    lines.push(...fieldLines(key, shownValue(row.form, key, value)));
  }
  const received = new Date(row.created_at);
  const when = Number.isNaN(received.getTime())
    ? row.created_at
    : `${received.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const language = LANGUAGES[row.locale] ? `${LANGUAGES[row.locale]} (${row.locale})` : row.locale;
  const inbox = settings.siteUrl ? `${settings.siteUrl.replace(/\/+$/, "")}${ADMIN_INBOX_PATH}` : undefined;
  const name = oneLine(row.name);
  const text = [
    `New ${oneLine(formLabel).toLowerCase()} from the website.`,
    "",
    ...lines,
    "",
    ...fieldLines("Language", language),
    ...fieldLines("Page", row.page ?? "(not recorded)"),
    ...fieldLines("Received", when),
    `Enquiry: ${row.id}`,
    "",
    inbox ? `Open the inbox: ${inbox}` : "Open the Enquiries tab of the admin console to manage it.",
    `Reply to this e-mail to answer ${name} <${oneLine(row.email, 254)}>.`,
    "",
  ].join("\n");
  const company = row.company ? oneLine(row.company, 100) : "";
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: row.email },
    subject: oneLine(`${formLabel}: ${name}${company ? ` (${company})` : ""}`, 250),
    text,
  };
}

/** A short, single-line reason for `notify_error`: the transport's code and first message line. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = oneLine(message.split("\n")[0] ?? "", MAX_NOTIFY_ERROR) || "Unknown error";
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === "string" && code && !first.includes(code) ? `${code}: ${first}` : first;
  return text.slice(0, MAX_NOTIFY_ERROR);
}

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const text = await request.text();
  return new TextEncoder().encode(text).length > MAX_BODY_BYTES ? null : text;
}

/** The SHA-256 digest of `text`'s UTF-8 bytes. */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * Whether `given` equals `expected`, in time that depends on neither: both are
 * hashed to 32 bytes first (so lengths leak nothing), then every byte is compared.
 */
export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Builds the handler (see the module comment for what it answers).
 * It never throws: every failure is an answer.
 */
export function createNotifyEnquiryHandler(deps: NotifyEnquiryDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((line: string) => console.error(line));
  const secret = deps.webhookSecret ?? "";
  const configured = secret.length >= MIN_WEBHOOK_SECRET_LENGTH;
  const unauthorized = () => json(401, { error: `Send the webhook secret in the ${WEBHOOK_SECRET_HEADER} header` });
  return async (request) => {
    // Who is calling comes first: nothing is read (body, row) for a caller without the secret.
    if (!configured) {
      log(
        `notify-enquiry: refused a call: no webhook secret is configured (set NOTIFY_ENQUIRY_WEBHOOK_SECRET, ` +
          `at least ${MIN_WEBHOOK_SECRET_LENGTH} characters, with supabase secrets set); every call is refused until then`,
      );
      return unauthorized();
    }
    const given = request.headers.get(WEBHOOK_SECRET_HEADER);
    if (given === null || !(await secretsMatch(given, secret))) {
      log(`notify-enquiry: refused a call without the right ${WEBHOOK_SECRET_HEADER} header`);
      return unauthorized();
    }
    if (request.method !== "POST") {
      return json(405, { error: "Send the Database Webhook payload with POST" }, { allow: "POST" });
    }
    let payload: unknown;
    try {
      const body = await readBody(request);
      if (body === null) return json(400, { error: `The body is larger than ${MAX_BODY_BYTES} bytes` });
      payload = JSON.parse(body);
    } catch {
      return json(400, { error: "The body is not JSON" });
    }
    const parsed = enquiryIdFromPayload(payload);
    if ("error" in parsed) return json(400, { error: parsed.error });
    const { id } = parsed;

    let row: EnquiryRecord | null;
    try {
      row = await deps.store.get(id);
    } catch (e) {
      log(`notify-enquiry: enquiry ${id}: could not read the row: ${shortError(e)}`);
      return json(502, { id, error: "Could not read the enquiry" });
    }
    if (!row) return json(404, { error: "No enquiry has this id" });
    if (row.notified_at) return json(200, { id, skipped: "already notified" });

    try {
      await deps.sendMail(composeEnquiryMail(row, deps.settings));
    } catch (e) {
      const reason = shortError(e);
      log(`notify-enquiry: enquiry ${id}: the e-mail to the sales address failed: ${reason}`);
      try {
        await deps.store.markFailed(id, reason);
      } catch (e2) {
        log(`notify-enquiry: enquiry ${id}: could not record the failure: ${shortError(e2)}`);
      }
      // The reason stays in notify_error and the log; callers holding only the public key learn nothing of the mail setup.
      return json(502, { id, error: "The e-mail could not be sent; the reason is recorded on the enquiry" });
    }
    try {
      await deps.store.markNotified(id);
    } catch (e) {
      log(`notify-enquiry: enquiry ${id}: e-mailed, but notified_at could not be set: ${shortError(e)}`);
    }
    return json(200, { id, notified: true });
  };
}
