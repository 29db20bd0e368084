/**
 * The one error type of the server: each API throws an ApiError carrying the
 * exact body and status its real counterpart sends (PostgREST, GoTrue,
 * Storage), and the app's single onError renders it.
 */

/** An error with the HTTP status, JSON body and extra headers to answer with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === "string" ? body.message : `HTTP ${status}`);
    this.name = "ApiError";
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
): ApiError {
  return new ApiError(status, { code, details, hint, message }, headers);
}

/**
 * A Storage error: HTTP 400 with the real status as a string in `statusCode`
 * (wire reference §4); internal errors keep 500.
 */
export function storageError(statusCode: number, code: string, error: string, message: string): ApiError {
  return new ApiError(statusCode >= 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });
}

/** A GoTrue error; rendered as `{code, message}` or the legacy shape by the auth routes (wire reference §3). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** The gateway's 401 bodies for a missing or unknown apikey (wire reference §0). */
export const gatewayErrors = {
  missing: () =>
    new ApiError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    }),
  invalid: () =>
    new ApiError(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    }),
};
