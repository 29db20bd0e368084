/**
 * A random version 4 UUID, in browsers, Node and Deno alike:
 * `crypto.randomUUID` where it exists (browsers only give it to secure
 * contexts), else the same UUID built from `crypto.getRandomValues` (a site
 * served over plain http on a LAN address). Used for a new content item's id
 * (shared/data/content-save.ts) and an enquiry's idempotency key
 * (shared/enquiries/idempotency.ts, issue #30).
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
