/**
 * The page island (issue #13): the element around a page's content inside
 * <main>, with the page module and its kind as data attributes, so the
 * browser runtime (entry-client.ts) knows what to hydrate into it and from
 * which module. It takes no room in the layout (`display: contents`).
 */
import type { ReactNode } from "react";
import { ISLAND_KIND_ATTR, ISLAND_PAGE_ATTR } from "./page-attrs";

/** Wraps a page's content: `page` is its module name, `kind` its route key. */
export function PageIsland({ page, kind, children }: { page: string; kind: string; children: ReactNode }) {
  return (
    <div className="page-island" {...{ [ISLAND_PAGE_ATTR]: page, [ISLAND_KIND_ATTR]: kind }}>
      {children}
    </div>
  );
}
