/** White paper category filter of spec §2 Resource pages, pure for unit tests. */

/** Filter button labels in order; 'All Papers' is the default (spec §4). 'Case Studies' matches no stored category, by spec. */
export const WHITE_PAPER_FILTERS = [
  "All Papers",
  "Technical Analysis",
  "Data Analytics",
  "Industry Trends",
  "Sustainability",
  "Case Studies",
] as const;
/** One filter button label. */
export type WhitePaperFilter = (typeof WHITE_PAPER_FILTERS)[number];

/** Papers whose category, underscores turned into spaces, equals `label` ignoring case; all papers for 'All Papers'. */
export function filterWhitePapers<T extends { category: string }>(papers: readonly T[], label: string): T[] {
  if (label === "All Papers") return [...papers];
  const wanted = label.toLowerCase();
  return papers.filter((p) => p.category.replace(/_/g, " ").toLowerCase() === wanted);
}
