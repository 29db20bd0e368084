/**
 * White paper category filter of spec §2 Resource pages, pure for unit tests.
 * The rule is the site's one card-filter rule (islands/card-filter.ts), which
 * the page's buttons apply in plain DOM (issue #24); these map the buttons'
 * labels and the papers' categories onto it.
 */
import { ANY_CHOICE, cardMatches, type FilterKey } from "../../islands/card-filter";

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

/** The filter value of a button `label`: ANY_CHOICE for 'All Papers', else the label in lower case ("technical analysis"). */
export const whitePaperChoice = (label: string): string => (label === "All Papers" ? ANY_CHOICE : label.toLowerCase());

/** The filter key of a paper: its category with underscores turned into spaces, lower case ("technical analysis"). */
export const whitePaperKey = (paper: { category: string }): FilterKey => ({
  value: paper.category.replace(/_/g, " ").toLowerCase(),
  text: "",
});

/** Papers whose category, underscores turned into spaces, equals `label` ignoring case; all papers for 'All Papers'. */
export function filterWhitePapers<T extends { category: string }>(papers: readonly T[], label: string): T[] {
  const state = { choice: whitePaperChoice(label), query: "" };
  return papers.filter((p) => cardMatches(whitePaperKey(p), state));
}
