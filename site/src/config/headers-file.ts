/**
 * The `_headers` file of the build output (issue #23), in the format Netlify
 * and Cloudflare Pages read: a path pattern on its own line, then its headers
 * as indented `Name: value` lines; `#` starts a comment line. Patterns are
 * absolute paths where `*` matches anything (slashes included) and
 * `:placeholder` one path segment. The build writes it (formatHeadersFile);
 * our static server reads it back (parseHeadersFile) and applies the rules
 * matching each request (headersForPath), so both serve the same headers.
 */

/** The file's name in the build output. */
export const HEADERS_FILE = "_headers";

/** Cloudflare Pages ignores longer lines; the build refuses to write one. */
export const MAX_LINE_LENGTH = 2000;

/** One rule: the headers sent for every path matching `path`. */
export interface HeaderRule {
  /** Path pattern, e.g. `/*`, `/admin/*`, `/blog/:slug`. */
  path: string;
  /** Header names and values, in file order (a name may repeat). */
  headers: [name: string, value: string][];
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** True when `value` could not be sent as one header line (CR, LF or NUL would split or cut it). */
const unsafeValue = (value: string) => /[\r\n\0]/.test(value);

/**
 * The `_headers` text of `rules`, with `comment` lines (each prefixed `# `) on top.
 * @throws Error for a path that does not start with `/`, an invalid header
 *   name, a value with CR/LF/NUL, or a line longer than MAX_LINE_LENGTH.
 */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    if (!rule.path.startsWith("/") || /\s/.test(rule.path)) throw new Error(`Invalid _headers path: ${rule.path}`);
    lines.push(rule.path);
    for (const [name, value] of rule.headers) {
      if (!HEADER_NAME.test(name)) throw new Error(`Invalid header name in _headers: ${name}`);
      if (unsafeValue(value)) throw new Error(`Header ${name} has a line break in its value`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  const long = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (long) throw new Error(`_headers line longer than ${MAX_LINE_LENGTH} characters: ${long.slice(0, 60)}…`);
  return `${lines.join("\n")}\n`;
}

/**
 * Parses a `_headers` text: blank lines and `#` comments are skipped, an
 * unindented line starts a rule, an indented `Name: value` line adds a header
 * to the current rule (the value trimmed; it may contain colons).
 * @throws Error naming the line number for a header before any path, an
 *   indented line without a colon, an invalid header name, or an unindented
 *   line that is not an absolute path.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `_headers line ${index + 1}`;
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith("/")) throw new Error(`${where}: a rule must start with an absolute path: ${trimmed}`);
      rules.push({ path: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any path`);
    const colon = trimmed.indexOf(":");
    if (colon <= 0) throw new Error(`${where}: expected "Name: value", got: ${trimmed}`);
    const name = trimmed.slice(0, colon).trim();
    if (!HEADER_NAME.test(name)) throw new Error(`${where}: invalid header name: ${name}`);
    rule.headers.push([name, trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression of a path pattern: `*` any characters, `:name` one segment, the rest literal. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

/** True when the request path `pathname` (no query) matches the rule pattern `pattern`. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return patternRegExp(pattern).test(pathname);
}

/**
 * The headers of every rule matching `pathname`, as `{ name: value }` with
 * names as written: rules apply in file order and a name set by several
 * matching rules gets their values joined by `, ` (as Cloudflare Pages does;
 * the build never writes the same header in two rules that both match).
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const found = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!matchesPath(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = found.get(key);
      found.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(found.values());
}
