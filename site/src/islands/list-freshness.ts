/**
 * After load, a data page checks its prerendered lists against the database
 * (issue #13: "data pages fetch their lists without pulling the whole
 * client"): each list named for the page (islands/page-hydration.ts) is read
 * again over plain fetch (lib/public-lists.ts) and compared with the rows in
 * the page's HTML. Content published, edited or withdrawn since the build
 * makes the page hydrate, and its list (lib/use-remote-list.ts) then shows
 * the database's rows; unchanged rows cost no more JavaScript. Counters
 * that change with every visit (a video's `views`) are not compared: the
 * page shows the build's count until the visitor uses it, as any cached
 * page would, rather than loading the whole page's code for each view.
 */
import { PUBLIC_LISTS } from "../lib/public-lists";
import { prerenderedList } from "../lib/prerendered-lists";
import { withRetry } from "../lib/retry";

/** Columns that change with every visit, left out of the comparison. */
export const VOLATILE_COLUMNS: readonly string[] = ["views"];

/** The rows as compared: JSON without the volatile columns. */
export function comparable(rows: readonly unknown[]): string {
  return JSON.stringify(rows, (key, value: unknown) => (VOLATILE_COLUMNS.includes(key) ? undefined : value));
}

/**
 * Whether any of `labels` needs the page to render in the browser: it was not
 * prerendered (the build could not read it), or the database's rows differ
 * from the prerendered ones. A list that cannot be read now is left as
 * prerendered (false), with the error logged (spec §8: errors are silent on
 * the page).
 */
export async function listsChanged(labels: readonly string[]): Promise<boolean> {
  const results = await Promise.all(
    labels.map(async (label) => {
      const spec = PUBLIC_LISTS.find((list) => list.label === label);
      if (!spec) throw new Error(`No public list "${label}"`);
      const prerendered = prerenderedList(label);
      if (!prerendered) return true;
      try {
        const rows = await withRetry(() => spec.fetch());
        return comparable(rows) !== comparable(prerendered);
      } catch (error) {
        console.error(`Failed to load ${label}`, error);
        return false;
      }
    }),
  );
  return results.some(Boolean);
}
