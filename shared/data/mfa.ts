/**
 * Two-factor sign-in (TOTP MFA, issue #29) through supabase-js `auth.mfa`,
 * and the team's MFA requirement (`team_settings.mfa_required`,
 * docs/team-roles.md). Every failure is a DataError carrying Auth's code
 * (`mfa_verification_failed`, `mfa_challenge_expired`, `insufficient_aal`, ...).
 */
import type { AppSupabaseClient } from "../supabase/client";
import { toDataError } from "./errors";

/** A TOTP factor of the signed-in user. */
export interface TotpFactor {
  id: string;
  friendlyName: string;
  /** 'verified' once a code confirmed it; an unverified factor does not count for sign-in. */
  status: "verified" | "unverified";
  createdAt: string;
}

/** A new, unverified factor: the QR code (an SVG `data:` URL), the base32 secret and the otpauth URI. */
export interface TotpEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
  uri: string;
}

/** The session's assurance level and the level the user's factors allow. */
export interface AssuranceLevel {
  /** 'aal1' after a password, 'aal2' after a verified code; null without a session. */
  current: string | null;
  /** 'aal2' when the user has a verified factor, else the current level. */
  next: string | null;
}

/** Auth's code for a wrong TOTP code. */
export const MFA_WRONG_CODE = "mfa_verification_failed";
/** Auth's code for an expired challenge. */
export const MFA_CHALLENGE_EXPIRED = "mfa_challenge_expired";
/** Auth's code for an action that needs an aal2 session (e.g. removing a verified factor). */
export const MFA_INSUFFICIENT_AAL = "insufficient_aal";

/** The user's TOTP factors, verified or not, oldest first. @throws DataError */
export async function listTotpFactors(client: AppSupabaseClient): Promise<TotpFactor[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw toDataError(error, error.status);
  return data.all
    .filter((f) => f.factor_type === "totp")
    .map((f) => ({
      id: f.id,
      friendlyName: f.friendly_name ?? "",
      status: f.status === "verified" ? "verified" : "unverified",
      createdAt: f.created_at,
    }));
}

/** Starts a TOTP enrolment named `friendlyName` (unique per user). @throws DataError (`mfa_factor_name_conflict`) */
export async function enrollTotp(client: AppSupabaseClient, friendlyName: string): Promise<TotpEnrolment> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (error) throw toDataError(error, error.status);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/**
 * Challenges factor `factorId` and verifies the 6-digit `code`: confirms an
 * enrolment, or raises the session to aal2 at sign-in.
 * @throws DataError (`mfa_verification_failed` for a wrong code)
 */
export async function verifyTotp(client: AppSupabaseClient, factorId: string, code: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw toDataError(error, error.status);
}

/** Removes factor `factorId`; a verified one only from an aal2 session. @throws DataError (`insufficient_aal`) */
export async function unenrollTotp(client: AppSupabaseClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw toDataError(error, error.status);
}

/** The session's assurance level (read from the session; no request). @throws DataError */
export async function assuranceLevel(client: AppSupabaseClient): Promise<AssuranceLevel> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw toDataError(error, error.status);
  return { current: data.currentLevel, next: data.nextLevel };
}

/** Whether a code step is due: the user has a verified factor and the session is still aal1. */
export const needsCodeStep = (level: AssuranceLevel | null): boolean =>
  level !== null && level.next === "aal2" && level.current !== "aal2";

/**
 * Whether the team requires MFA (`team_settings.mfa_required`). Only admins
 * may read the row: for anyone else the answer is null (unknown).
 * @throws DataError on a request error
 */
export async function fetchMfaRequired(client: AppSupabaseClient): Promise<boolean | null> {
  const { data, error, status } = await client.from("team_settings").select("mfa_required").maybeSingle();
  if (error) throw toDataError(error, status);
  return data ? data.mfa_required : null;
}
