/**
 * The staff password policy (issue #29), one source for the local Auth and
 * the check against supabase/config.toml (`[auth] minimum_password_length`,
 * `password_requirements`), which hosted Auth enforces. Checked like GoTrue's
 * checkPasswordStrength on password changes (`PUT /auth/v1/user`, which is
 * also how an invitee sets a first password) and admin password updates; the
 * admin API's user creation (the seed) is not checked, as on hosted. A
 * refusal is GoTrue's: 422 `weak_password` with the messages joined and
 * `weak_password.reasons` (`length`, `characters`).
 */
import type { Context } from "hono";
import { AuthError } from "../http-errors";

/** Fewest characters (UTF-8 bytes, as GoTrue counts) of a password (config.toml `minimum_password_length`). */
export const MIN_PASSWORD_LENGTH = 12;
/** config.toml's `password_requirements` value the character sets below stand for. */
export const PASSWORD_REQUIREMENTS = "lower_upper_letters_digits";
/** A password needs one character of each set (GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS for that value). */
export const REQUIRED_CHARACTERS = ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"] as const;
/** GoTrue refuses longer passwords (bcrypt reads at most 72 bytes). */
export const MAX_PASSWORD_LENGTH = 72;

/** GoTrue's refusal of a weak password: 422 `weak_password`, with `weak_password.reasons`. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, "weak_password", message);
  }

  protected override bodyFor(c: Context): unknown {
    return { ...(super.bodyFor(c) as Record<string, unknown>), weak_password: { reasons: this.reasons } };
  }
}

/**
 * Checks `password` against the policy.
 * @throws AuthError 400 validation_failed when over MAX_PASSWORD_LENGTH;
 *   WeakPasswordError (422) when too short or missing a required kind of character.
 */
export function assertStrongPassword(password: string): void {
  // Lengths in UTF-8 bytes, as GoTrue's Go len() counts them.
  const bytes = Buffer.byteLength(password, "utf8");
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw new AuthError(400, "validation_failed", `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < MIN_PASSWORD_LENGTH) {
    reasons.push("length");
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (REQUIRED_CHARACTERS.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${REQUIRED_CHARACTERS.join(", ")}.`);
  }
  if (reasons.length > 0) throw new WeakPasswordError(messages.join(" "), reasons);
}
