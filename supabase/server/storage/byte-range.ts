/**
 * Byte ranges of object downloads (RFC 9110 §14), as hosted Storage answers
 * them (issue #28: video players ask for ranges to start and to seek): one
 * range `bytes=<first>-<last>`, `bytes=<first>-` or `bytes=-<suffix length>`
 * gives 206 with that part; a range that starts past the end gives 416;
 * anything else (no header, several ranges, a malformed one) the whole
 * object, as RFC 9110 allows a server that ignores Range.
 */

/** What to send for a Range header: the whole object, one part, or 416. */
export type RangeAnswer = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * Reads `header` (the request's Range) against an object of `size` bytes.
 * @returns the part as inclusive byte offsets `start`..`end`.
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "part", start, end };
}
