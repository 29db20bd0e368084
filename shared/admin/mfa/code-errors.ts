/** The message of a failed code verification (issue #29), in the admin language. */
import { DataError } from "../../data";
import { MFA_CHALLENGE_EXPIRED, MFA_WRONG_CODE } from "../../data/mfa";
import { adminT } from "../i18n";

/** Wrong code and expired challenge get their own words; anything else says what the server said. */
export function codeErrorMessage(err: unknown): string {
  const code = err instanceof DataError ? err.code : undefined;
  if (code === MFA_WRONG_CODE) return adminT("mfa.wrongCode");
  if (code === MFA_CHALLENGE_EXPIRED) return adminT("mfa.expired");
  return adminT("mfa.enrollFailed", { error: err instanceof Error ? err.message : String(err) });
}
