/**
 * The one request-body reader of the server (issue #8), used by REST, Auth
 * and Storage: a size limit (Hono's bodyLimit middleware, chunked bodies
 * included, plus a bounded read that never buffers past the limit) and, for
 * JSON, a nesting-depth limit checked before JSON.parse, so no body can make
 * a later JSON.stringify or the database's JSON parser overflow its stack.
 * Each service passes its own error factories, so refusals keep its shape.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiError } from "./http-errors";

/**
 * Deepest JSON nesting accepted in a request body (arrays and objects count
 * one level each). The product's deepest body (documentation.documents) has 3.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * Hono's bodyLimit middleware answering with `tooLarge()` (thrown, so the
 * service's onError renders it): refuses a declared Content-Length over
 * `maxBytes` without reading, and stops reading a chunked body at `maxBytes`.
 */
export function bodySizeLimit(maxBytes: number, tooLarge: () => ApiError): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}

/**
 * Reads the whole body of `req`, or returns null as soon as it exceeds `limit` bytes.
 * @returns the bytes (empty for no body), or null when too large.
 */
export async function readBounded(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Whether the JSON text `text` nests arrays/objects deeper than `maxDepth`.
 * Brackets inside strings do not count; one linear pass, no recursion, so it
 * is safe on any input (it does not validate the rest of the syntax).
 */
export function jsonTooDeep(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** How a service refuses a JSON body. */
export interface JsonBodyErrors {
  /** The body is over the size limit. */
  tooLarge(): ApiError;
  /** The body is not JSON (`reason` "syntax") or nests deeper than the limit (`reason` "depth"). */
  invalid(reason: "syntax" | "depth"): ApiError;
}

/** Options of readJsonBody. */
export interface JsonBodyOptions {
  /** Largest body in bytes. */
  maxBytes: number;
  /** Deepest nesting (default MAX_JSON_DEPTH). */
  maxDepth?: number;
  errors: JsonBodyErrors;
}

/**
 * Reads and parses a JSON request body, checking size, then depth, then syntax.
 * @returns the parsed value, or undefined for an empty (or all-whitespace) body.
 * @throws the service's `errors.tooLarge()` / `errors.invalid(reason)`.
 */
export async function readJsonBody(req: Request, options: JsonBodyOptions): Promise<unknown> {
  const bytes = await readBounded(req, options.maxBytes);
  if (bytes === null) throw options.errors.tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return undefined;
  if (jsonTooDeep(text, options.maxDepth ?? MAX_JSON_DEPTH)) throw options.errors.invalid("depth");
  try {
    return JSON.parse(text);
  } catch {
    throw options.errors.invalid("syntax");
  }
}
