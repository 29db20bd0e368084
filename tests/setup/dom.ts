/**
 * Setup of the jsdom project (vitest.config.ts): the browser APIs jsdom lacks
 * and the admin's Mantine components read (style §10), stubbed once for every
 * UI spec. Each is added only where jsdom has none.
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Mantine's autosizing Textarea listens for web fonts loading.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
