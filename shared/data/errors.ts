/**
 * One error type for every data module: keeps PostgREST's / Storage's / Auth's
 * `code`, `details` and `hint` so callers branch on `code`, never on the text.
 */
export class DataError extends Error {
  /** PostgREST code (`PGRST116`, `42501`...), storage code (`InvalidMimeType`) or auth code. */
  readonly code: string | undefined;
  readonly details: string | null;
  readonly hint: string | null;
  /** HTTP status when known. */
  readonly status: number | undefined;

  constructor(
    message: string,
    opts: { code?: string; details?: string | null; hint?: string | null; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "DataError";
    this.code = opts.code;
    this.details = opts.details ?? null;
    this.hint = opts.hint ?? null;
    this.status = opts.status;
  }
}

interface ErrorLike {
  message?: string;
  code?: string | number;
  details?: string | null;
  hint?: string | null;
  status?: number;
  statusCode?: string | number;
}

/** Wraps a supabase-js error value (`{ message, code, details, hint }`) in a DataError. */
export function toDataError(error: ErrorLike, status?: number): DataError {
  return new DataError(error.message ?? "Unknown error", {
    code: error.code === undefined ? undefined : String(error.code),
    details: error.details ?? null,
    hint: error.hint ?? null,
    status: status ?? error.status,
    cause: error,
  });
}

/** PostgREST's code for `.single()` finding no row (spec §8: treated as "no catalog"). */
export const NO_ROWS = "PGRST116";
