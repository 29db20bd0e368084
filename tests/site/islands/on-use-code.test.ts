/**
 * On-use code (issue #24, src/islands/on-use-code.ts and
 * site/scripts/island-code.ts): the build lists the files a page's island
 * needs beyond the entry; the entry prefetches them once the page is idle
 * (never for a visitor saving data) and preloads them in one round when the
 * island is used.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { chunkClosure, islandCode, islandCodeMeta, type Manifest } from "../../../site/scripts/island-code";
import {
  onUseFiles,
  PREFETCH_DELAY_MS,
  prefetchOnUseCodeWhenIdle,
  preloadOnUseCode,
} from "../../../site/src/islands/on-use-code";

const MANIFEST: Manifest = {
  "index.html": { file: "assets/main.js", imports: ["_attrs.js"], dynamicImports: ["src/islands/hydrate-page.tsx"] },
  "_attrs.js": { file: "assets/attrs.js" },
  "_react.js": { file: "assets/react.js" },
  "src/islands/hydrate-page.tsx": { file: "assets/hydrate.js", imports: ["_react.js", "_attrs.js"] },
  "src/features/company/news-page.tsx": {
    file: "assets/news.js",
    imports: ["_react.js"],
    dynamicImports: ["src/lazy.tsx"],
  },
  "src/lazy.tsx": { file: "assets/lazy.js" },
  "src/i18n/locales/en/company.ts": { file: "assets/company.js" },
};

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("islandCode (build)", () => {
  it("lists each kind's files beyond what the entry loads, static imports only", () => {
    expect(chunkClosure(MANIFEST, ["index.html"])).toEqual(["assets/main.js", "assets/attrs.js"]);
    const code = islandCode(MANIFEST, "index.html", [
      "src/features/company/news-page.tsx",
      "src/i18n/locales/en/company.ts",
    ]);
    expect(code).toEqual({
      island: ["assets/hydrate.js", "assets/react.js", "assets/news.js", "assets/company.js"],
    });
    expect(islandCode(MANIFEST, "index.html", null).island).toEqual([]);
    expect(() => islandCode(MANIFEST, "index.html", ["src/features/missing.tsx"])).toThrow(/missing/);
    expect(islandCodeMeta({ island: ["assets/hydrate.js", "assets/news.js"] })).toBe(
      '<meta name="island-code" content="/assets/hydrate.js /assets/news.js" />',
    );
    expect(islandCodeMeta({ island: [] })).toBe("");
  });
});

describe("on-use code (browser)", () => {
  const withMetas = () => {
    document.head.innerHTML = islandCodeMeta({ island: ["assets/hydrate.js", "assets/react.js"] });
  };
  const links = (rel: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute("href"));

  it("prefetches the other language's page and starts the search worker once the page's work is done, then after the delay the island's code, as cors scripts, once each", async () => {
    withMetas();
    document.body.innerHTML =
      '<header><a data-language-switch="zh" href="/zh/resources/white-papers">中文</a></header>';
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    expect(onUseFiles()).toEqual(["/assets/hydrate.js", "/assets/react.js"]);
    vi.useFakeTimers();
    let finishDataCheck!: () => void;
    const startSearch = vi.fn();
    prefetchOnUseCodeWhenIdle(document, new Promise<void>((resolve) => (finishDataCheck = resolve)), {
      atOnce: startSearch,
    });
    // The page's own work goes first: nothing is asked for while the data check runs.
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(idle).toHaveLength(0);
    expect(startSearch).not.toHaveBeenCalled();
    finishDataCheck();
    await vi.advanceTimersByTimeAsync(0);
    // The small things as soon as the browser is idle, each in an idle period of its own.
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links("prefetch")).toEqual(["/zh/resources/white-papers"]);
    expect(document.head.querySelector('link[href="/zh/resources/white-papers"]')!.getAttribute("as")).toBe("document");
    expect(startSearch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(startSearch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    // After the delay, when the browser is idle: the island's code.
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links("prefetch")).toEqual(["/zh/resources/white-papers", "/assets/hydrate.js", "/assets/react.js"]);
    const script = document.head.querySelector<HTMLLinkElement>('link[href="/assets/hydrate.js"]')!;
    expect(script.crossOrigin).toBe("anonymous");
    expect(script.getAttribute("as")).toBe("script");
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(idle).toHaveLength(0);
    expect(startSearch).toHaveBeenCalledTimes(1);
  });

  it("prefetches the island's code at the visitor's first scroll, before the delay", async () => {
    withMetas();
    const idle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.useFakeTimers();
    prefetchOnUseCodeWhenIdle();
    await vi.advanceTimersByTimeAsync(10);
    // The small things' idle callback only.
    expect(idle).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("scroll"));
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(idle).toHaveBeenCalledTimes(2);
  });

  it("prefetches nothing for a visitor saving data", () => {
    withMetas();
    const idle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    prefetchOnUseCodeWhenIdle();
    expect(idle).not.toHaveBeenCalled();
  });

  it("preloads the island's files when it is used, each once", () => {
    withMetas();
    preloadOnUseCode("island");
    preloadOnUseCode("island");
    expect(links("modulepreload")).toEqual(["/assets/hydrate.js", "/assets/react.js"]);
  });
});
