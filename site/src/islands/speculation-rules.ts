/**
 * The speculation rules the entry adds once the page is idle (issue #24,
 * islands/on-use-code.ts): prefetch the page the header's language toggle
 * leads to, so the switch needs no request. One text for every page (a
 * document rule matching the toggle, not a URL list), so the site's CSP
 * allows it by its hash (site/scripts/build.ts adds it to script-src)
 * instead of any inline script.
 */
export const LANGUAGE_PREFETCH_RULES = JSON.stringify({
  prefetch: [{ where: { selector_matches: "a[data-language-switch]" }, eagerness: "immediate" }],
});
