/**
 * The e-mail rule of the enquiry forms (issue #30), free of zod so the form
 * fields can use it without loading the schemas: one expression for the
 * client (schema.ts), the browser's own check (`pattern`) and, word for word,
 * the `enquiries_email_address` constraint of the table.
 */

/** One label of a domain name (WHATWG: letters, digits, inner hyphens, at most 63 characters). */
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";
/** The last label of the domain: two or more letters, or an IDN label (xn--...). */
const TOP_LABEL = "(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,57}[a-zA-Z0-9])?)";

/**
 * The e-mail rule of every form (issue #30): the WHATWG "valid e-mail
 * address" of `<input type="email">`, plus a dot in the domain whose last
 * label has two or more letters. "a@b" and "a@b.c" fail, "a@b.co" passes.
 * The same expression is the `enquiries_email_address` constraint of
 * `supabase/migrations/20261203120000_enquiry_promises.sql`.
 */
export const EMAIL_PATTERN = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/**
 * The part of the e-mail rule the browser's `type="email"` check leaves out
 * (a dotted domain with a 2+ letter last label), as an HTML `pattern`
 * attribute: browsers match it against the whole value with the `v` flag,
 * so `-` inside a class is escaped.
 */
export const EMAIL_DOMAIN_PATTERN_ATTR = "[^@]+@[^@]+\\.(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9\\-]+)";

/** True when `text` is an e-mail address the forms and the `enquiries` table accept (see EMAIL_PATTERN). */
export const isEnquiryEmail = (text: string): boolean => EMAIL_PATTERN.test(text);
