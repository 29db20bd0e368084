/**
 * What the `/auth/v1` route modules share (issue #29 split the routes into
 * auth-routes.ts, mfa-routes.ts and invite-routes.ts): the body reader, the
 * client address, input checks, and the AuthKit that authRoutes hands to the
 * modules it mounts (token checks, the token response, the user JSON).
 */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppDeps, AppEnv } from "../context";
import { readJsonBody } from "../http-body";
import { AuthError } from "../http-errors";
import type { Identity } from "../identity";
import type { IssuedSession } from "./sessions-sql";
import type { UserRow } from "./users-sql";

/** The helpers authRoutes gives the route modules it mounts. */
export interface AuthKit {
  deps: AppDeps;
  /** The signed-in user's claims, id and session (403 when the session is gone). */
  userClaims(c: Context<AppEnv>): Promise<{ claims: Record<string, unknown>; sub: string; sessionId: string | null }>;
  /** The bearer token's identity (401 without one, 403 bad_jwt). */
  bearerIdentity(c: Context<AppEnv>): Promise<Identity>;
  /** GoTrue's token response for a session (access token with aal/amr, refresh token, user). */
  sessionResponse(c: Context, session: IssuedSession): Promise<Response>;
  /** A user's JSON with their factors. */
  fullUserJson(user: UserRow): Promise<Record<string, unknown>>;
}

/** What the local Auth takes as an e-mail address. */
export const EMAIL = /^[^\s@\0]+@[^\s@\0]+\.[^\s@\0]+$/;
/** Postgres text cannot hold NUL: such input can match nothing (and must not reach a query). */
export const hasNul = (s: string) => s.includes("\0");
/** Whether a parsed JSON value holds NUL in any string or key (bodies are depth-limited, so recursion is bounded). */
export function containsNul(v: unknown): boolean {
  if (typeof v === "string") return hasNul(v);
  if (Array.isArray(v)) return v.some(containsNul);
  if (typeof v === "object" && v !== null) return Object.entries(v).some(([k, x]) => hasNul(k) || containsNul(x));
  return false;
}

/** The client's address (the challenge and rate-limit key), or `unknown`. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** GoTrue's 413 for an oversized body. */
export const tooLarge = () => new AuthError(413, "request_too_large", "Request body too large");

/**
 * The JSON object body of a request ({} when empty), read by the server's one
 * body reader. Over the size limit: 413 request_too_large; not a JSON object
 * or nested too deep: 400 bad_json, as GoTrue says (Go's decoder stops at
 * its own depth limit with "exceeded max depth").
 */
export async function readBody(c: Context, deps: AppDeps): Promise<Record<string, unknown>> {
  const v = await readJsonBody(c.req.raw, {
    maxBytes: deps.maxJsonBytes,
    errors: {
      tooLarge,
      invalid: (reason) =>
        new AuthError(
          400,
          "bad_json",
          reason === "depth"
            ? "Could not parse request body as JSON: exceeded max depth"
            : "Could not parse request body as JSON",
        ),
    },
  });
  if (v === undefined) return {};
  if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}
