/**
 * Bounded request body reading: stops at `limit` bytes whether or not the
 * client declared a Content-Length (chunked uploads included), so no request
 * can make the server buffer more than its limit.
 */

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
