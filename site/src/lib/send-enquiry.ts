/**
 * Sends one enquiry through the shared data module (issue #9) and turns every
 * way it can end into an outcome the form can word. Loaded on demand by the
 * forms (with the Supabase client and the zod schemas), so none of it weighs
 * on a page's first load or hydration.
 */
import type { EnquiryForm } from "../../../shared/enquiries/forms";
import type { EnquiryIssue, EnquiryValues } from "../../../shared/enquiries/schema";
import {
  ENQUIRY_RATE_LIMITED,
  EnquiryValidationError,
  submitEnquiry,
  type SubmitContext,
} from "../../../shared/data/enquiries";
import { DataError } from "../../../shared/data/errors";
import type { AppSupabaseClient } from "../../../shared/supabase/client";
import { dataClient } from "./data-client";

/** Why a send failed: the form's values, the rate limit, no connection, or the server. */
export type SendFailure =
  | { reason: "invalid"; fields: Record<string, EnquiryIssue> }
  | { reason: "rateLimited" | "network" | "server"; message: string };

/** How a send ended: `stored` is false when the honeypot held it back (shown as sent all the same). */
export type SendOutcome = { ok: true; stored: boolean } | ({ ok: false } & SendFailure);

/**
 * Classifies what `submitEnquiry` (or loading it) threw:
 * - EnquiryValidationError → `invalid` with its field → message-key map;
 * - DataError code PT429 or HTTP 429 → `rateLimited`;
 * - no HTTP answer (status 0 or none: supabase-js's fetch failed), the
 *   browser offline, or a TypeError (a chunk or fetch that did not load) → `network`;
 * - anything else (5xx, a refused check constraint...) → `server`.
 */
export function failureOf(
  error: unknown,
  online = typeof navigator === "undefined" || navigator.onLine !== false,
): SendFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof EnquiryValidationError) return { reason: "invalid", fields: error.fields };
  if (error instanceof DataError) {
    if (error.code === ENQUIRY_RATE_LIMITED || error.status === 429) return { reason: "rateLimited", message };
    if (!online || !error.status) return { reason: "network", message };
    return { reason: "server", message };
  }
  if (!online || error instanceof TypeError) return { reason: "network", message };
  return { reason: "server", message };
}

/**
 * Checks `values` with `form`'s schema and stores them as one enquiry row
 * (shared/data/enquiries.ts `submitEnquiry`). Never throws.
 * @param getClient the Supabase client (default: the site's, loaded lazily).
 */
export async function sendEnquiry(
  form: EnquiryForm,
  values: EnquiryValues,
  context: SubmitContext,
  getClient: () => Promise<AppSupabaseClient> = dataClient,
): Promise<SendOutcome> {
  try {
    const stored = await submitEnquiry(await getClient(), form, values, context);
    return { ok: true, stored };
  } catch (error) {
    return { ok: false, ...failureOf(error) };
  }
}
