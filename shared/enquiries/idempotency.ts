/**
 * Idempotency keys of enquiry submissions (issue #30), free of zod so the
 * form component can make one without loading the schemas: one key per
 * submission, sent as `idempotency_key`; the `enquiries` table stores one row
 * per key (supabase/migrations/20261203120000_enquiry_promises.sql).
 */

import { randomUuid } from "../random-uuid";

/** A new idempotency key: a random UUID v4 (randomUuid). */
export function newIdempotencyKey(): string {
  return randomUuid();
}
