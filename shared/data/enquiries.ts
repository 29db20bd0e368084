/**
 * Enquiries data access (issue #9): the public forms send through
 * `submitEnquiry`; the admin inbox lists, updates, deletes and counts. The
 * browser tests and the integration tests drive this same module.
 */
import type { EnquiryForm, EnquiryLocale, EnquiryStatus } from "../enquiries/forms";
import { enquiryErrors, toEnquiryInsert, type EnquiryIssue, type EnquiryValues } from "../enquiries/schema";
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables } from "../types/database";
import { DataError, toDataError } from "./errors";

/** One stored enquiry as admins read it. */
export type Enquiry = Omit<Tables<"enquiries">, "form" | "status" | "locale" | "details"> & {
  form: EnquiryForm;
  status: EnquiryStatus;
  locale: EnquiryLocale;
  details: Record<string, string | boolean>;
};

/** DataError code of a payload refused by the form's schema before sending. */
export const INVALID_ENQUIRY = "invalid_enquiry";
/** PostgREST code of the per-address rate limit (HTTP 429). */
export const ENQUIRY_RATE_LIMITED = "PT429";
/**
 * Postgres unique_violation: on a visitor's insert only `idempotency_key` can
 * collide (issue #30), i.e. the same submission was stored by a racing request.
 */
const ALREADY_STORED = "23505";

/** A submission refused before it was sent: field key → message key (schema.ts). */
export class EnquiryValidationError extends DataError {
  readonly fields: Record<string, EnquiryIssue>;
  constructor(fields: Record<string, EnquiryIssue>) {
    super(`Check these fields: ${Object.keys(fields).join(", ")}`, { code: INVALID_ENQUIRY });
    this.name = "EnquiryValidationError";
    this.fields = fields;
  }
}

/** Where and how a visitor sent a form. */
export interface SubmitContext {
  locale: EnquiryLocale;
  /** Path of the page, e.g. `/get-quote`. */
  page: string;
  /** The hidden honeypot field's value: anything but "" means a bot filled it. */
  honeypot?: string;
  /**
   * The submission's UUID (issue #30; `newIdempotencyKey()`): the same key
   * sent again stores nothing and resolves as stored.
   */
  idempotencyKey?: string;
}

/**
 * Checks `values` with the form's schema and stores them as one enquiry row
 * (insert only, `return=minimal`: visitors cannot read enquiries back).
 * A filled honeypot resolves as if stored without sending anything, so a bot
 * learns nothing. A repeat of an `idempotencyKey` already stored resolves as
 * stored: the table skips it (or refuses a racing twin with 23505).
 * @returns `true` when the row is stored, `false` when the honeypot held it back.
 * @throws EnquiryValidationError (code `invalid_enquiry`) when the schema
 *   refuses `values`; DataError with the server's code otherwise (`PT429`
 *   rate limited, `23514` a check constraint, network failures without code).
 */
export async function submitEnquiry(
  client: AppSupabaseClient,
  form: EnquiryForm,
  values: EnquiryValues,
  context: SubmitContext,
): Promise<boolean> {
  const fields = enquiryErrors(form, values);
  if (Object.keys(fields).length > 0) throw new EnquiryValidationError(fields);
  if (context.honeypot) return false;
  const row = toEnquiryInsert(form, values, context);
  const { error, status } = await client.from("enquiries").insert(row);
  if (error && !(error.code === ALREADY_STORED && row.idempotency_key)) throw toDataError(error, status);
  return true;
}

/** Filters of the admin inbox; all optional. */
export interface EnquiryFilter {
  form?: EnquiryForm;
  status?: EnquiryStatus;
}

/**
 * Admin list: enquiries matching `filter`, newest first.
 * @throws DataError (an editor gets an empty list: RLS hides every row).
 */
export async function listEnquiries(client: AppSupabaseClient, filter: EnquiryFilter = {}): Promise<Enquiry[]> {
  let query = client.from("enquiries").select("*");
  if (filter.form) query = query.eq("form", filter.form);
  if (filter.status) query = query.eq("status", filter.status);
  const { data, error, status } = await query.order("created_at", { ascending: false });
  if (error) throw toDataError(error, status);
  return (data ?? []) as Enquiry[];
}

/**
 * What the inbox search looks in (`matchesSearch` of ./search.ts): the
 * enquiry's name, e-mail, phone, company, position, page, note and every
 * detail value.
 */
export function enquirySearchFields(enquiry: Enquiry): (string | null)[] {
  return [
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    enquiry.company,
    enquiry.position,
    enquiry.page,
    enquiry.note,
    ...Object.values(enquiry.details ?? {}).map(String),
  ];
}

/**
 * Admin change: sets `status` and/or `note` of enquiry `id` (the only
 * columns admins may update).
 * @throws DataError
 */
export async function updateEnquiry(
  client: AppSupabaseClient,
  id: string,
  change: { status?: EnquiryStatus; note?: string | null },
): Promise<void> {
  const { error, status } = await client.from("enquiries").update(change).eq("id", id);
  if (error) throw toDataError(error, status);
}

/** Admin delete of enquiry `id` (e.g. a visitor's deletion request). @throws DataError */
export async function deleteEnquiry(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, status } = await client.from("enquiries").delete().eq("id", id);
  if (error) throw toDataError(error, status);
}

/**
 * Exact number of enquiries, all or only those with `status` (head-only
 * request, as the other count cards).
 * @throws DataError
 */
export async function countEnquiries(client: AppSupabaseClient, status?: EnquiryStatus): Promise<number> {
  let query = client.from("enquiries").select("id", { count: "exact", head: true });
  if (status) query = query.eq("status", status);
  const { count, error, status: http } = await query;
  if (error) throw toDataError(error, http);
  return count ?? 0;
}

/**
 * Enquiries created after `since` (ISO timestamp), oldest first: what arrived
 * since the inbox last looked (desktop notifications).
 * @throws DataError
 */
export async function enquiriesSince(client: AppSupabaseClient, since: string): Promise<Enquiry[]> {
  const { data, error, status } = await client
    .from("enquiries")
    .select("*")
    .gt("created_at", since)
    .order("created_at", { ascending: true });
  if (error) throw toDataError(error, status);
  return (data ?? []) as Enquiry[];
}
