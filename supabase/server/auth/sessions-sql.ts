/**
 * The SQL of `auth.sessions` and `auth.refresh_tokens` for the `/auth/v1`
 * routes (issue #25): start a session at sign-in (with its first
 * authentication method, issue #29), rotate its refresh token
 * (GoTrue's reuse interval and compromised-family rule, wire reference §3),
 * check a session of an access token, end sessions at logout. Statements run
 * as the server (db/statements.ts); each multi-statement change is one
 * transaction. Refused refresh tokens come back as values with GoTrue's
 * error code; the routes turn them into HTTP answers. Other errors are
 * Postgres's own.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { UUID_PATTERN } from "../db/database";
import { execute, query, queryOne, transaction, type SqlTarget } from "../db/statements";
import { getUserById, recordSignIn, type UserRow } from "./users-sql";

/** A random refresh token: 12 URL-safe characters, as GoTrue's classic tokens. */
export function newRefreshToken(): string {
  return randomBytes(9).toString("base64url");
}

/** A session just started or refreshed, with what its token response needs. */
export interface IssuedSession {
  /** The user as stored now (after last_sign_in_at was set, at sign-in). */
  user: UserRow;
  sessionId: string;
  /** The refresh token to hand out: a new one, or the current one within the reuse interval. */
  refreshToken: string;
  /** When the session started (the `amr` timestamp of its access tokens). */
  createdAt: Date;
}

/**
 * Starts a session for a user who just signed in: the session row, its first
 * refresh token and the user's last_sign_in_at, in one transaction.
 * @param ip the client's address, stored with the session.
 * @param method how the user authenticated (the session's first `amr` entry): `password`, or `otp` for an e-mail link.
 */
export async function startSession(
  db: Db,
  userId: string,
  ip: string,
  method: "password" | "otp" = "password",
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const createdAt = new Date();
  const user = await transaction(db, async (tx) => {
    await execute(
      tx,
      "insert into auth.sessions (id, user_id, created_at, updated_at, ip) values ($1, $2, $3, $3, $4)",
      [sessionId, userId, createdAt, ip],
    );
    await execute(tx, "insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
      refreshToken,
      userId,
      sessionId,
    ]);
    await execute(
      tx,
      "insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at) values ($1, $2, $3, $3)",
      [sessionId, method, createdAt],
    );
    await recordSignIn(tx, userId);
    return (await getUserById(tx, userId))!;
  });
  return { user, sessionId, refreshToken, createdAt };
}

/** Why a refresh token was refused (GoTrue's error codes). */
export type RefreshRefusal = "refresh_token_not_found" | "refresh_token_already_used";

interface RefreshTokenRow {
  id: number;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  updated_at: Date;
}

/**
 * Exchanges a refresh token for the session's next one, in one transaction.
 * An unrevoked token is revoked and a new child token issued. A revoked token
 * used again within `reuseIntervalSeconds` of its revocation yields the
 * session's current token; later, the family counts as compromised and the
 * session is ended (that deletion is kept although the token is refused).
 * @returns the session, or `{ refused }` with GoTrue's error code.
 */
export async function refreshSession(
  db: Db,
  token: string,
  reuseIntervalSeconds: number,
): Promise<IssuedSession | { refused: RefreshRefusal }> {
  return transaction(db, async (tx): Promise<IssuedSession | { refused: RefreshRefusal }> => {
    const row = await queryOne<RefreshTokenRow>(
      tx,
      "select id, user_id, revoked, session_id, updated_at from auth.refresh_tokens where token = $1",
      [token],
    );
    if (!row || !row.session_id) return { refused: "refresh_token_not_found" };
    const session = await queryOne<{ id: string; created_at: Date }>(
      tx,
      "select id, created_at from auth.sessions where id = $1",
      [row.session_id],
    );
    if (!session) return { refused: "refresh_token_not_found" };
    let next: string;
    if (row.revoked) {
      const withinReuse = Date.now() - new Date(row.updated_at).getTime() <= reuseIntervalSeconds * 1000;
      const active = await queryOne<{ token: string }>(
        tx,
        "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
        [row.session_id],
      );
      if (!withinReuse || !active) {
        // Reuse outside the window: treat the family as compromised and end the session.
        await execute(tx, "delete from auth.sessions where id = $1", [row.session_id]);
        return { refused: "refresh_token_already_used" };
      }
      next = active.token;
    } else {
      next = newRefreshToken();
      await execute(tx, "update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
      await execute(
        tx,
        "insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)",
        [next, row.user_id, row.session_id, token],
      );
      await execute(tx, "update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1", [
        row.session_id,
      ]);
    }
    const user = await getUserById(tx, row.user_id);
    if (!user) return { refused: "refresh_token_not_found" };
    return { user, sessionId: session.id, refreshToken: next, createdAt: new Date(session.created_at) };
  });
}

/** Whether session `sessionId` exists and belongs to `userId` (false for an id that is not a UUID). */
export async function isUserSession(on: SqlTarget, sessionId: string, userId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(sessionId)) return false;
  return (
    (await query(on, "select 1 from auth.sessions where id = $1 and user_id = $2", [sessionId, userId])).length > 0
  );
}

/** Which sessions a logout ends (GoTrue's `scope`). */
export type LogoutScope = "global" | "local" | "others";

/**
 * Ends sessions of `userId` (their refresh tokens go with them): all of them
 * (`global`, or any scope without a `sessionId`), only `sessionId` (`local`),
 * or all but `sessionId` (`others`).
 */
export async function endSessions(
  on: SqlTarget,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === "global" || !sessionId) await execute(on, "delete from auth.sessions where user_id = $1", [userId]);
  else if (scope === "local") await execute(on, "delete from auth.sessions where id = $1", [sessionId]);
  else await execute(on, "delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
}
