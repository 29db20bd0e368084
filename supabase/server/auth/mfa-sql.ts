/**
 * The SQL of MFA for the `/auth/v1/factors` routes (issue #29): TOTP factors
 * (auth.mfa_factors), their challenges (auth.mfa_challenges) and the
 * authentication methods of a session (auth.mfa_amr_claims), as GoTrue keeps
 * them. Statements run as the server (db/statements.ts); multi-statement
 * changes are one transaction. An id that is not a UUID matches nothing.
 * Errors are Postgres's own.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { UUID_PATTERN } from "../db/database";
import { execute, query, queryOne, transaction, type SqlTarget } from "../db/statements";
import { newRefreshToken, type IssuedSession } from "./sessions-sql";
import { getUserById } from "./users-sql";

/** How long a challenge can be verified, in seconds (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** Unverified factors older than this many seconds are removed at the next enrolment (GoTrue's factor expiry). */
export const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
/** Most factors a user may have (GoTrue's MFA_MAX_ENROLLED_FACTORS default). */
export const MAX_ENROLLED_FACTORS = 10;

/** A row of auth.mfa_factors. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp";
  status: "unverified" | "verified";
  secret: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

const FACTOR_COLUMNS =
  "id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at, last_challenged_at";

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A factor as GoTrue serialises it (no secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at),
  };
}

/** The factors of the users `userIds`, oldest first, by user id. */
export async function factorsOfUsers(on: SqlTarget, userIds: string[]): Promise<Map<string, FactorRow[]>> {
  const out = new Map<string, FactorRow[]>();
  if (userIds.length === 0) return out;
  const rows = await query<FactorRow>(
    on,
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r]);
  return out;
}

/** The factors of one user, oldest first. */
export async function factorsOf(on: SqlTarget, userId: string): Promise<FactorRow[]> {
  return (await factorsOfUsers(on, [userId])).get(userId) ?? [];
}

/** Factor `factorId` if it belongs to `userId`, else undefined. */
export async function getOwnedFactor(on: SqlTarget, userId: string, factorId: string): Promise<FactorRow | undefined> {
  if (!UUID_PATTERN.test(factorId)) return undefined;
  return queryOne<FactorRow>(on, `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [
    factorId,
    userId,
  ]);
}

/** Removes unverified factors of `userId` older than UNVERIFIED_FACTOR_EXPIRY_SECONDS (as GoTrue does before an enrolment). */
export async function deleteExpiredFactors(on: SqlTarget, userId: string): Promise<void> {
  await execute(
    on,
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
       and created_at < now() - make_interval(secs => $2)`,
    [userId, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  );
}

/** Stores a new unverified TOTP factor. @returns its row. */
export async function createTotpFactor(
  on: SqlTarget,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const id = randomUUID();
  await execute(
    on,
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4)`,
    [id, userId, friendlyName, secret],
  );
  return (await getOwnedFactor(on, userId, id))!;
}

/** A challenge of a factor. */
export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

/** Records a challenge of `factorId` from `ip` (and the factor's last_challenged_at). @returns it. */
export async function createChallenge(db: Db, factorId: string, ip: string): Promise<ChallengeRow> {
  const id = randomUUID();
  return transaction(db, async (tx) => {
    await execute(tx, "insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)", [
      id,
      factorId,
      ip,
    ]);
    await execute(tx, "update auth.mfa_factors set last_challenged_at = now() where id = $1", [factorId]);
    return (await queryOne<ChallengeRow>(
      tx,
      "select id, factor_id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1",
      [id],
    ))!;
  });
}

/** Challenge `challengeId` of factor `factorId`, or undefined. */
export async function getChallenge(
  on: SqlTarget,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  if (!UUID_PATTERN.test(challengeId)) return undefined;
  return queryOne<ChallengeRow>(
    on,
    "select id, factor_id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1 and factor_id = $2",
    [challengeId, factorId],
  );
}

/** Deletes a challenge (an expired one, as GoTrue does). */
export async function deleteChallenge(on: SqlTarget, challengeId: string): Promise<void> {
  await execute(on, "delete from auth.mfa_challenges where id = $1", [challengeId]);
}

/** Whether the challenge was created more than CHALLENGE_EXPIRY_SECONDS ago. */
export function challengeExpired(c: ChallengeRow, now = Date.now()): boolean {
  return now > new Date(c.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000;
}

/**
 * A correct TOTP code for a challenge, in one transaction, as GoTrue's
 * verifyTOTPFactor: the challenge is marked verified, the factor verified,
 * the session gains a `totp` authentication method and becomes aal2, its
 * refresh token is rotated (the aal1 one can no longer be used), the user's
 * other aal1 sessions end and their other unverified TOTP factors go.
 * @returns the session to answer with.
 */
export async function completeTotpVerification(
  db: Db,
  args: { userId: string; sessionId: string; factorId: string; challengeId: string },
): Promise<IssuedSession> {
  return transaction(db, async (tx) => {
    await execute(tx, "update auth.mfa_challenges set verified_at = now() where id = $1", [args.challengeId]);
    await execute(
      tx,
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'",
      [args.factorId],
    );
    await execute(
      tx,
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [args.sessionId],
    );
    await execute(tx, "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
      args.sessionId,
      args.factorId,
    ]);
    await execute(tx, "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [
      args.sessionId,
    ]);
    const refreshToken = newRefreshToken();
    await execute(tx, "insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
      refreshToken,
      args.userId,
      args.sessionId,
    ]);
    await execute(tx, "delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'", [
      args.userId,
      args.sessionId,
    ]);
    await execute(
      tx,
      "delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified' and factor_type = 'totp'",
      [args.userId, args.factorId],
    );
    const session = (await queryOne<{ created_at: Date }>(tx, "select created_at from auth.sessions where id = $1", [
      args.sessionId,
    ]))!;
    const user = (await getUserById(tx, args.userId))!;
    return { user, sessionId: args.sessionId, refreshToken, createdAt: new Date(session.created_at) };
  });
}

/**
 * Deletes a factor and downgrades the sessions it raised to aal2 (their
 * `totp` method goes), in one transaction (GoTrue's unenrol and admin delete).
 */
export async function deleteFactor(db: Db, factorId: string): Promise<void> {
  await transaction(db, async (tx) => {
    const raised = await query<{ id: string }>(tx, "select id from auth.sessions where factor_id = $1", [factorId]);
    for (const { id } of raised) {
      await execute(tx, "delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [
        id,
      ]);
    }
    await execute(tx, "update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1", [factorId]);
    await execute(tx, "delete from auth.mfa_factors where id = $1", [factorId]);
  });
}

/** The assurance level of a session and its authentication methods, newest first (GoTrue's CalculateAALAndAMR). */
export interface Assurance {
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
}

/**
 * The session's `aal` and `amr` claims from its authentication methods; a
 * session from before they were recorded counts as a password sign-in at its start.
 */
export async function sessionAssurance(on: SqlTarget, sessionId: string, createdAt: Date): Promise<Assurance> {
  const rows = await query<{ authentication_method: string; updated_at: Date }>(
    on,
    "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1",
    [sessionId],
  );
  const amr = (
    rows.length > 0
      ? rows.map((r) => ({
          method: r.authentication_method,
          timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000),
        }))
      : [{ method: "password", timestamp: Math.floor(createdAt.getTime() / 1000) }]
  ).sort((a, b) => b.timestamp - a.timestamp);
  return { aal: rows.some((r) => r.authentication_method === "totp") ? "aal2" : "aal1", amr };
}
