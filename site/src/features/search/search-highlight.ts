/**
 * Marking the matched words of a search result (issue #14): splits a text into
 * plain and marked segments, and cuts an excerpt around the first match. The
 * dialog renders marked segments as `<mark>`.
 */
import { isHanTerm, normalizeText } from "./search-text";

/** A piece of text; `mark` when it matched the query. */
export interface TextSegment {
  text: string;
  mark: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pattern matching any of `terms` (normalised words or Chinese pairs):
 * words only at the start of a word ("pdc" marks "PDC" and "PDCs", not
 * "xpdc"), Chinese anywhere; longest first. Undefined when no term is usable.
 */
function patternOf(terms: readonly string[]): RegExp | undefined {
  const usable = [...new Set(terms.map(normalizeText).filter((t) => t.trim() !== ""))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) return undefined;
  const parts = usable.map((t) => (isHanTerm(t) ? escape(t) : `(?<![\\p{L}\\p{N}])${escape(t)}`));
  return new RegExp(parts.join("|"), "giu");
}

/** Splits `text` into segments, marking every occurrence of `terms` (case-insensitive). Adjacent marks stay separate segments. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  const pattern = patternOf(terms);
  if (!pattern || text === "") return text === "" ? [] : [{ text, mark: false }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * An excerpt of at most about `length` characters of `text` around the first
 * match of `terms` (from the start when nothing matches), cut at spaces where
 * it can, with "…" where text was left out, and its matches marked.
 */
export function excerpt(text: string, terms: readonly string[], length = 160): TextSegment[] {
  const pattern = patternOf(terms);
  const first = pattern ? (pattern.exec(text)?.index ?? 0) : 0;
  if (text.length <= length) return highlight(text, terms);
  let start = Math.max(0, first - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < first && space - start < 20) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first && end - space < 20) end = space;
  }
  const segments = highlight(text.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: "…", mark: false });
  if (end < text.length) segments.push({ text: "…", mark: false });
  return segments;
}
