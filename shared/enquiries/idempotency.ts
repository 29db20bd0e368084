/**
 * Idempotency keys of enquiry submissions (issue #30), free of zod so the
 * form component can make one without loading the schemas: one key per
 * submission, sent as `idempotency_key`; the `enquiries` table stores one row
 * per key (supabase/migrations/20261203120000_enquiry_promises.sql).
 */

/**
 * A new idempotency key: a random UUID v4. Uses `crypto.randomUUID` where the
 * page is a secure context, else builds it from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
