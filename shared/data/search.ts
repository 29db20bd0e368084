/** The lists' text search, one rule for the admin's content, catalog and enquiry lists. */

/**
 * True when every word of `query` (split on white space) occurs, ignoring
 * case, in at least one of `fields` taken together; absent fields are
 * skipped and an empty `query` matches everything.
 */
export function matchesSearch(query: string, fields: readonly (string | number | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((f) => f !== null && f !== undefined)
    .join(" ")
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}
