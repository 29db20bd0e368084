/**
 * Text handling of site search (issue #14): one normalisation and one
 * tokenizer for the build-time index and the visitor's query, so both split
 * text the same way.
 *
 * - Latin (and other alphabetic) text: words of letters and digits, lower-cased
 *   after NFKC ("ＭＷＤ" → "mwd").
 * - Chinese (Han) text has no spaces: the index keeps every character and
 *   every pair of neighbouring characters ("随钻测量" → 随, 钻, 测, 量, 随钻,
 *   钻测, 测量); a query keeps only the pairs ("随钻测量" → 随钻, 钻测, 测量)
 *   and a lone character as itself, so "随钻" matches exactly the texts that
 *   contain "随钻" and nothing that merely has 随 and 钻 apart.
 * - Chinese terms are stored encoded: "_" and four base-36 digits per
 *   character ("随" → "_0tqn"). MiniSearch's term tree looks up a node's
 *   children one by one; with thousands of distinct characters at its root,
 *   indexing the Chinese pages took about 200 ms, encoded about 20 ms (Node,
 *   30 pages). `decodeTerm` turns a matched term back into text for marking.
 */

const TOKEN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+)/gu;
const HAN = /^\p{Script=Han}+$/u;

/** NFKC plus lower case: what every stored and typed text goes through before matching. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** True when `term` is Chinese characters only. */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}

/** Marks an encoded Chinese term. */
const HAN_MARK = "_";
/** Base-36 digits per encoded character (every code point up to U+1679615 fits). */
const DIGITS = 4;

/** One character's four base-36 digits. */
const charCode = (c: string): string => c.codePointAt(0)!.toString(36).padStart(DIGITS, "0");

/** Encodes a Chinese term for the index: "_" plus four base-36 digits per character. */
export function encodeHan(term: string): string {
  let encoded = HAN_MARK;
  for (const c of term) encoded += charCode(c);
  return encoded;
}

/** True when `term` is an encoded Chinese term (as the index and queries hold them). */
export function isEncodedHan(term: string): boolean {
  return term.startsWith(HAN_MARK);
}

/** An index or query term as text: decodes Chinese terms ("_…" → "随钻"), returns words unchanged. */
export function decodeTerm(term: string): string {
  if (!isEncodedHan(term)) return term;
  let text = "";
  for (let i = HAN_MARK.length; i + DIGITS <= term.length; i += DIGITS) {
    text += String.fromCodePoint(parseInt(term.slice(i, i + DIGITS), 36));
  }
  return text;
}

/** Appends to `out` the encoded pairs of neighbouring characters of a run (`codes`: its characters' digits), or its lone character. */
function pushPairs(out: string[], codes: readonly string[]): void {
  if (codes.length === 1) out.push(HAN_MARK + codes[0]!);
  for (let i = 0; i < codes.length - 1; i++) out.push(HAN_MARK + codes[i]! + codes[i + 1]!);
}

/**
 * Index tokens of `text`: words, plus every Chinese character and character
 * pair, encoded (see module doc). Each character is encoded once (issue
 * #24: the browser builds the index while the page is idle, so this is kept
 * cheap: about 5 times faster than encoding every pair anew).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [, han, word] of normalizeText(text).matchAll(TOKEN)) {
    if (word) tokens.push(word);
    else if (han) {
      const codes = Array.from(han, charCode);
      if (codes.length > 1) for (const code of codes) tokens.push(HAN_MARK + code);
      pushPairs(tokens, codes);
    }
  }
  return tokens;
}

/** Query terms of what the visitor typed: words, and Chinese character pairs (a lone character as itself), encoded; duplicates dropped. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const [, han, word] of normalizeText(query).matchAll(TOKEN)) {
    if (word) terms.push(word);
    else if (han) pushPairs(terms, Array.from(han, charCode));
  }
  return [...new Set(terms)];
}
