/**
 * After load, a data page checks its prerendered lists against the database
 * (issue #13: "data pages fetch their lists without pulling the whole
 * client"): each list named for the page (islands/page-hydration.ts) is read
 * again over plain fetch (lib/public-lists.ts) and compared with the rows in
 * the page's HTML. Content published, edited or withdrawn since the build
 * makes the page hydrate; its list (lib/use-remote-list.ts) then gets the
 * rows read here (lib/fresh-lists.ts) and, so that nothing on screen moves
 * (issue #27), announces them rather than swapping them in. Unchanged rows
 * cost no more JavaScript. Counters that change with every visit (a video's
 * `views`) are not compared: the page shows the build's count until the
 * visitor uses it, as any cached page would, rather than loading the whole
 * page's code for each view.
 *
 * The check runs again whenever the visitor comes back to the page (the tab
 * shown again, or the page restored from the back/forward cache), since the
 * site may have changed while it was open (issue #27).
 */
import { PUBLIC_LISTS } from "../lib/public-lists";
import { prerenderedList } from "../lib/prerendered-lists";
import { comparable, publishFreshList, VOLATILE_COLUMNS } from "../lib/fresh-lists";
import { withRetry } from "../lib/retry";

export { comparable, VOLATILE_COLUMNS };

/**
 * Whether any of `labels` needs the page to render in the browser: it was not
 * prerendered (the build could not read it), or the database's rows differ
 * from the prerendered ones. The rows read are published to
 * lib/fresh-lists.ts. A list that cannot be read now is left as prerendered
 * (false), with the error logged (spec §8: errors are silent on the page).
 */
export async function listsChanged(labels: readonly string[]): Promise<boolean> {
  const results = await Promise.all(
    labels.map(async (label) => {
      const spec = PUBLIC_LISTS.find((list) => list.label === label);
      if (!spec) throw new Error(`No public list "${label}"`);
      const prerendered = prerenderedList(label);
      try {
        const rows = await withRetry(() => spec.fetch());
        publishFreshList(label, rows);
        return !prerendered || comparable(rows) !== comparable(prerendered);
      } catch (error) {
        console.error(`Failed to load ${label}`, error);
        return !prerendered;
      }
    }),
  );
  return results.some(Boolean);
}

/**
 * Checks `labels` now (listsChanged) and again each time the visitor comes
 * back to the page; `onChanged` runs after every check that found a
 * difference (the page hydrates; a hydrated page's lists hear the rows
 * themselves). Resolves after the first check. Checks never overlap.
 */
export async function watchLists(labels: readonly string[], onChanged: () => Promise<void> | void): Promise<void> {
  let running: Promise<void> | undefined;
  const check = (): Promise<void> =>
    (running ??= listsChanged(labels)
      .then((changed) => (changed ? onChanged() : undefined))
      .finally(() => {
        running = undefined;
      }));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void check();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void check();
  });
  await check();
}
