/**
 * The SQL of `auth.users` for the `/auth/v1` routes (issue #25): find a user
 * by id or sign-in e-mail, create, list and delete users, record a sign-in.
 * Statements run as the server (db/statements.ts), as GoTrue runs as its own
 * admin role; the table is closed to the API roles. Functions take the
 * database or an open transaction first and return rows (UserRow), never
 * HTTP answers; an id that is not a UUID matches no user (it never reaches
 * Postgres, which would raise 22P02). Errors are Postgres's own.
 */
import { randomUUID } from "node:crypto";
import { UUID_PATTERN } from "../db/database";
import { execute, query, queryOne, type SqlTarget } from "../db/statements";

/** A row of auth.users with the columns the Auth API answers with. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

const USER_COLUMNS =
  "id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at, phone, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous";

/** The user with this id, or undefined (also for an id that is not a UUID). */
export async function getUserById(on: SqlTarget, id: string): Promise<UserRow | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  return queryOne<UserRow>(on, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
}

/** The user who signs in with `email` (already trimmed and lower-case), or undefined; deleted users never match. */
export async function getUserByEmail(on: SqlTarget, email: string): Promise<UserRow | undefined> {
  return queryOne<UserRow>(
    on,
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
    [email],
  );
}

/** Whether any user, deleted ones included, has `email` (lower-case), as GoTrue's email_exists check. */
export async function isEmailTaken(on: SqlTarget, email: string): Promise<boolean> {
  return (await query(on, "select 1 from auth.users where lower(email) = $1", [email])).length > 0;
}

/** A user the admin API creates. */
export interface NewUser {
  /** Trimmed, lower-case. */
  email: string;
  /** bcrypt hash, or null for a user without a password. */
  passwordHash: string | null;
  /** true: `email_confirmed_at` is now; false: unconfirmed. */
  emailConfirmed: boolean;
  /** Stored as raw_app_meta_data (must hold no NUL: jsonb cannot). */
  appMetadata: Record<string, unknown>;
  /** Stored as raw_user_meta_data (must hold no NUL). */
  userMetadata: Record<string, unknown>;
}

/**
 * Creates a user (aud and role `authenticated`) with a new UUID.
 * @returns the stored row.
 * @throws the Postgres error of the insert (e.g. 23505 for a duplicate e-mail).
 */
export async function createUser(on: SqlTarget, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  await execute(
    on,
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb)`,
    [
      id,
      user.email,
      user.passwordHash,
      user.emailConfirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  return (await getUserById(on, id))!;
}

/**
 * One page of users, oldest first (then by id).
 * @param page 1-based page number; `perPage` users per page (both whole numbers ≥ 1).
 * @returns the page's users and the number of users in all.
 */
export async function listUsers(
  on: SqlTarget,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const users = await query<UserRow>(
    on,
    `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = (await queryOne<{ n: number }>(on, "select count(*)::int as n from auth.users"))!.n;
  return { users, total };
}

/** Deletes the user (their sessions and refresh tokens go with them). @returns whether there was one. */
export async function deleteUser(on: SqlTarget, id: string): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  return (await execute(on, "delete from auth.users where id = $1", [id])) > 0;
}

/** Sets the user's last_sign_in_at to now (the transaction's time). */
export async function recordSignIn(on: SqlTarget, userId: string): Promise<void> {
  await execute(on, "update auth.users set last_sign_in_at = now() where id = $1", [userId]);
}

/** Sets the user's password hash (bcrypt) and updated_at. */
export async function setPasswordHash(on: SqlTarget, userId: string, passwordHash: string): Promise<void> {
  await execute(on, "update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
    userId,
    passwordHash,
  ]);
}

/** Merges `data` into the user's raw_user_meta_data (top-level keys replaced, as GoTrue's UpdateUserMetaData). */
export async function mergeUserMetadata(on: SqlTarget, userId: string, data: Record<string, unknown>): Promise<void> {
  await execute(
    on,
    "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1",
    [userId, JSON.stringify(data)],
  );
}

/**
 * Records an invitation (issue #29): a new unconfirmed user without a password
 * when `existing` is undefined (user metadata `data`), else the existing
 * unconfirmed user; either way the confirmation token becomes `tokenHash` and
 * invited_at and confirmation_sent_at now.
 * @returns the stored row.
 */
export async function recordInvitation(
  on: SqlTarget,
  args: { email: string; data: Record<string, unknown>; tokenHash: string; existing: UserRow | undefined },
): Promise<UserRow> {
  const user =
    args.existing ??
    (await createUser(on, {
      email: args.email,
      passwordHash: null,
      emailConfirmed: false,
      appMetadata: { provider: "email", providers: ["email"] },
      userMetadata: args.data,
    }));
  await execute(
    on,
    `update auth.users set confirmation_token = $2, invited_at = now(), confirmation_sent_at = now(), updated_at = now()
     where id = $1`,
    [user.id, args.tokenHash],
  );
  return (await getUserById(on, user.id))!;
}

/** The user whose confirmation token is `tokenHash`, with when it was sent, or undefined. */
export async function getUserByConfirmationToken(on: SqlTarget, tokenHash: string): Promise<UserRow | undefined> {
  if (tokenHash === "") return undefined;
  return queryOne(
    on,
    `select ${USER_COLUMNS} from auth.users
     where confirmation_token = $1 and deleted_at is null`,
    [tokenHash],
  );
}

/**
 * Confirms a user's e-mail from a verified link (GoTrue's signupVerify): the
 * token is cleared, email_confirmed_at set, and `passwordHash` stored when the
 * user has no password yet (an invitee gets a random one until they set theirs).
 */
export async function confirmEmail(on: SqlTarget, userId: string, passwordHash: string | null): Promise<void> {
  await execute(
    on,
    `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
       encrypted_password = coalesce(encrypted_password, $2), updated_at = now() where id = $1`,
    [userId, passwordHash],
  );
}
