/**
 * The `_redirects` file of the build output (issue #26: a changed slug keeps
 * answering with a permanent redirect), in the format Netlify and Cloudflare
 * Pages read: one rule per line, `<from> <to> <status>`; `#` starts a
 * comment line. The build writes it (formatRedirectsFile) from the previous
 * slugs the database keeps; our static server reads it back
 * (parseRedirectsFile) and applies it as those hosts do (redirectFor): only
 * when no file answers the path, with a trailing slash ignored and the query
 * string carried over.
 *
 * Only the subset the site writes is supported: absolute `from` paths without
 * placeholders or splats, and 301/302/307/308 statuses.
 */

/** The file's name in the build output. */
export const REDIRECTS_FILE = "_redirects";

/** The statuses a rule may have (permanent and temporary redirects). */
const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
/** A rule's status. */
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** One rule: requests for `from` are sent to `to` with `status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** A path as rules match it: without a trailing slash (except "/"). */
const normalPath = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

const isSitePath = (path: string) => path.startsWith("/") && !/[\s*:]/.test(path) && !path.startsWith("//");

/**
 * The `_redirects` text of `rules`, with `comment` lines (each prefixed `# `)
 * on top, one rule per line in the given order.
 * @throws Error for a `from` or `to` that is not a plain absolute path (no
 *   spaces, `*` or `:`), or a status other than 301, 302, 307, 308.
 */
export function formatRedirectsFile(rules: readonly RedirectRule[], comment: readonly string[] = []): string {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    if (!isSitePath(rule.from) || !isSitePath(rule.to)) {
      throw new Error(`Invalid _redirects rule: ${rule.from} -> ${rule.to}`);
    }
    if (!(REDIRECT_STATUSES as readonly number[]).includes(rule.status)) {
      throw new Error(`Invalid _redirects status ${rule.status} for ${rule.from}`);
    }
    lines.push(`${rule.from} ${rule.to} ${rule.status}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The rules of a `_redirects` text, keyed by their `from` path (trailing
 * slash removed); the first rule for a path wins, as on Netlify. A missing
 * status means 301.
 * @throws Error naming the line for a line that is not `<from> <to> [status]`
 *   with plain absolute paths and a supported status.
 */
export function parseRedirectsFile(text: string): Map<string, RedirectRule> {
  const rules = new Map<string, RedirectRule>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const [from, to, statusText, ...rest] = line.split(/\s+/);
    const status = statusText === undefined ? 301 : Number(statusText);
    if (
      rest.length > 0 ||
      !from ||
      !to ||
      !isSitePath(from) ||
      !isSitePath(to) ||
      !(REDIRECT_STATUSES as readonly number[]).includes(status)
    ) {
      throw new Error(`${REDIRECTS_FILE} line ${index + 1} is not "<from> <to> <301|302|307|308>": ${line}`);
    }
    const key = normalPath(from);
    if (!rules.has(key)) rules.set(key, { from, to, status: status as RedirectStatus });
  });
  return rules;
}

/**
 * Where a request for `path` (with its `search`, e.g. "?a=1" or "") is sent,
 * or null when no rule matches: the rule's target with the request's query
 * string, unless the target has one of its own.
 */
export function redirectFor(
  rules: ReadonlyMap<string, RedirectRule>,
  path: string,
  search = "",
): { location: string; status: RedirectStatus } | null {
  const rule = rules.get(normalPath(path));
  if (!rule) return null;
  const location = rule.to.includes("?") || !search ? rule.to : `${rule.to}${search}`;
  return { location, status: rule.status };
}
