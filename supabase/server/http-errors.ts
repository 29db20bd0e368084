/**
 * The error types of the server (issue #8). Every refusal is an ApiError
 * subclass that knows which service it belongs to and how that service
 * renders it: PostgrestError `{code, message, details, hint}`, StorageError
 * `{statusCode, code, error, message}` (HTTP 400 with the real status as a
 * string), AuthError (GoTrue's versioned or legacy body) and GatewayError
 * (Kong's `{message}`). The renderer is chosen by the error's class, never by
 * the request path: each service mounts `serviceErrorHandler` as its onError,
 * so an unexpected exception inside a route still answers in that service's
 * own shape.
 */
import type { Context, ErrorHandler } from "hono";

/** The API version auth-js sends and GoTrue echoes (wire reference §3). */
export const AUTH_API_VERSION = "2024-01-01";

/** An error with the HTTP status, JSON body and extra headers to answer with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === "string" ? body.message : `HTTP ${status}`);
    this.name = new.target.name;
  }

  /** Whether the request body may be left partly unread (a refused oversized body): the connection must close. */
  get closesConnection(): boolean {
    return this.status === 413;
  }

  /** The JSON body this error answers request `c` with (a service may vary it by request). */
  protected bodyFor(_c: Context): unknown {
    return this.body;
  }

  /** The JSON response of this error for request `c`. */
  render(c: Context): Response {
    for (const [k, v] of Object.entries(this.headers)) c.header(k, v);
    if (this.closesConnection) c.header("Connection", "close");
    return c.json(this.bodyFor(c), this.status as 400);
  }
}

/** A PostgREST error (wire reference §2). */
export class PostgrestError extends ApiError {}

/** A Storage error: the HTTP status is 400 (500 for internal errors); `statusCode` carries the real one. */
export class StorageError extends ApiError {
  override get closesConnection(): boolean {
    return this.body.statusCode === "413";
  }
}

/** The API gateway's (Kong's) own refusals, e.g. a missing or unknown apikey (wire reference §0). */
export class GatewayError extends ApiError {}

/**
 * A GoTrue error; rendered as `{code, message}` for clients sending
 * `X-Supabase-Api-Version: 2024-01-01`, else as the legacy
 * `{code: <status>, error_code, msg}` (wire reference §3).
 */
export class AuthError extends ApiError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super(status, { code, message }, { "x-sb-error-code": code, "X-Supabase-Api-Version": AUTH_API_VERSION });
  }

  protected override bodyFor(c: Context): unknown {
    const versioned = (c.req.header("x-supabase-api-version") ?? "") >= AUTH_API_VERSION;
    return versioned
      ? { code: this.code, message: this.message }
      : { code: this.status, error_code: this.code, msg: this.message };
  }
}

/** A PostgREST error: `{code, message, details, hint}` (wire reference §2). */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): PostgrestError {
  return new PostgrestError(status, { code, details, hint, message }, headers);
}

/**
 * A Storage error: HTTP 400 with the real status as a string in `statusCode`
 * (wire reference §4); internal errors keep 500.
 */
export function storageError(statusCode: number, code: string, error: string, message: string): StorageError {
  return new StorageError(statusCode >= 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
}

/** The gateway's 401 bodies for a missing or unknown apikey (wire reference §0). */
export const gatewayErrors = {
  missing: () =>
    new GatewayError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    }),
  invalid: () =>
    new GatewayError(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    }),
  noRoute: () => new GatewayError(404, { message: "no Route matched with those values" }),
  internal: () => new GatewayError(500, { message: "An unexpected error occurred" }),
};

/** Each service's answer to an exception that is not an ApiError (a bug, or a fault such as a full disk). */
export const internalErrors = {
  rest: () => pgrstError(500, "PGRST000", "Internal server error"),
  storage: () => storageError(500, "InternalError", "internal", "Internal Server Error"),
  auth: () => new AuthError(500, "unexpected_failure", "Unexpected failure"),
  gateway: gatewayErrors.internal,
};

/**
 * The onError handler of one service: an ApiError renders itself (by its
 * class); anything else is logged (unless `quiet`) and answered with
 * `internal()`, the service's own 500.
 */
export function serviceErrorHandler(internal: () => ApiError, quiet: boolean): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) return err.render(c);
    if (!quiet) console.error(`[local-supabase] ${c.req.method} ${c.req.path}:`, err);
    return internal().render(c);
  };
}
