/**
 * Page islands (issue #13, src/islands/page-hydration.ts): every page module
 * has an entry, and the prerendered content of a page marked `static` has
 * no control at all (no button, field, form or script-only link): it is
 * never hydrated, so nothing in it may need React (the list filters' controls
 * answer without it, issue #24, so they do not count). An interactive page does
 * have one, so the list is not marked interactive for nothing either. Data
 * pages (with `lists`) are interactive whatever their HTML: their rows may
 * have to render in the browser.
 */
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES, NOT_FOUND_PAGE } from "../../../site/src/app/paths";
import { render } from "../../../site/src/entry-server";
import { PAGE_COPY, type PageName } from "../../../site/src/i18n/copy-modules";
import { PAGE_HYDRATION } from "../../../site/src/islands/page-hydration";
import { PUBLIC_LISTS } from "../../../site/src/lib/public-lists";

/** The HTML inside the page island of a prerendered body. */
function islandHtml(html: string, page: string): string {
  const start = html.indexOf(`data-island="${page}"`);
  expect(start, `no page island for ${page}`).toBeGreaterThan(-1);
  const footer = html.indexOf("<footer", start);
  return html.slice(start, footer === -1 ? undefined : footer);
}

/** A control, a script-only link, or a part only the browser can finish (a lazy picture's placeholder). */
const CONTROL =
  /<(button|input|select|textarea|form)\b|<a(?![^>]*\bhref=)[\s>]|class="lazy-image"(?![^>]*data-lazy-reveal)/;
/** A list filter's control or a show-more button (islands/dom-filter.ts, disclosure.ts): it answers in plain DOM, without React. */
const DOM_FILTER_CONTROL =
  /<(button|input|select)\b[^>]*\bdata-(filter-choice|filter-query|filter-select|disclosure)\b[^>]*>/g;

/** Whether `content` has a control that needs React (CONTROL, less those answering in plain DOM). */
const needsReact = (content: string) => CONTROL.test(content.replace(DOM_FILTER_CONTROL, ""));

describe("page islands", () => {
  it("has one entry per page module, and data pages name known lists", () => {
    expect(Object.keys(PAGE_HYDRATION).sort()).toEqual(Object.keys(PAGE_COPY).sort());
    const labels = PUBLIC_LISTS.map((l) => l.label);
    for (const spec of Object.values(PAGE_HYDRATION)) for (const l of spec.lists ?? []) expect(labels).toContain(l);
  });

  it("marks static exactly the pages whose content has no control", async () => {
    const routes = [
      ...PUBLIC_ROUTES.map((r) => ({ path: r.path, page: r.page as PageName })),
      { path: "/404", page: NOT_FOUND_PAGE as PageName },
    ];
    for (const { path, page } of routes) {
      if (PAGE_HYDRATION[page].lists) {
        expect(PAGE_HYDRATION[page].hydrate).toBe("interaction");
        continue;
      }
      const { html } = await render(path);
      const content = islandHtml(html, page);
      const hasControl = needsReact(content);
      expect(hasControl, `${path} (${page}) is marked ${PAGE_HYDRATION[page].hydrate}`).toBe(
        PAGE_HYDRATION[page].hydrate === "interaction",
      );
    }
  }, 60_000);
});
