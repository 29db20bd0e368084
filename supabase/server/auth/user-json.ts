/**
 * A user as GoTrue's JSON serialises it (wire reference §3): the shape of
 * `/auth/v1/user`, the admin API's users and a token response's `user`,
 * with the user's MFA factors
 * (issue #25: apart from the routes, which only translate HTTP). In: a row of
 * auth.users (users-sql.ts); out: a plain object, null timestamps omitted.
 */
import { factorJson, type FactorRow } from "./mfa-sql";
import type { UserRow } from "./users-sql";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** A user as GoTrue serialises it (null timestamps omitted; `factors` only when the user has some, issue #29). */
export function userJson(u: UserRow, factors: FactorRow[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? "authenticated",
    role: u.role ?? "authenticated",
    email: u.email ?? "",
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    phone: u.phone ?? "",
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: u.email
      ? [
          {
            identity_id: u.id,
            id: u.id,
            user_id: u.id,
            identity_data: {
              email: u.email,
              email_verified: u.email_confirmed_at !== null,
              phone_verified: false,
              sub: u.id,
            },
            provider: "email",
            last_sign_in_at: iso(u.last_sign_in_at),
            created_at: iso(u.created_at),
            updated_at: iso(u.updated_at),
            email: u.email,
          },
        ]
      : [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}
