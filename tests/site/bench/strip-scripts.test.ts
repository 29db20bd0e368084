// The no-JS baseline (issue #13): every script gone from every page, everything else kept.
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deferredEntry } from "../../../site/scripts/build";
import { countScripts, stripScripts, writeNoJsCopy } from "../../../site/bench/strip-scripts";

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>(function(){if(localStorage.getItem("lang")==="zh")location.replace("/zh")})()</script>
    <title>ProSteer</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="preload" as="script" href="/assets/x.js">
    <link rel="preload" as="image" href="/hero.webp">
    <LINK REL=modulepreload href=/assets/y.js>
  </head>
  <body>
    <div id="root"><p>Drilling <b>script</b> &lt;script&gt; text</p></div>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <SCRIPT type="application/json">{"a":1}</SCRIPT >
    ${deferredEntry("/assets/index-1.js")}
  </body>
</html>`;

describe("stripScripts", () => {
  it("removes inline, module and JSON scripts and script preloads, keeping the rest", () => {
    const out = stripScripts(page);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/modulepreload/i);
    expect(out).not.toContain('as="script"');
    expect(out).not.toMatch(/\.js\b/);
    for (const kept of [
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '<link rel="preload" as="image" href="/hero.webp">',
      "<title>ProSteer</title>",
      '<div id="root"><p>Drilling <b>script</b> &lt;script&gt; text</p></div>',
    ])
      expect(out).toContain(kept);
  });

  it("counts what it removes and leaves a page without scripts unchanged", () => {
    expect(countScripts(page)).toBe(7);
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(stripScripts(plain)).toBe(plain);
    expect(countScripts(plain)).toBe(0);
  });
});

describe("writeNoJsCopy", () => {
  let work = "";
  afterEach(() => rm(work, { recursive: true, force: true }));

  it("copies the site and strips every HTML page, nested ones included, leaving other files alone", async () => {
    work = await mkdtemp(path.join(tmpdir(), "no-js-test-"));
    const from = path.join(work, "site");
    await mkdir(path.join(from, "zh", "get-quote"), { recursive: true });
    await mkdir(path.join(from, "assets"), { recursive: true });
    await writeFile(path.join(from, "index.html"), page);
    await writeFile(path.join(from, "zh", "get-quote", "index.html"), page);
    await writeFile(path.join(from, "assets", "index-1.js"), "console.log(1)");
    const to = path.join(work, "no-js");

    expect(await writeNoJsCopy(from, to)).toEqual({ pages: 2, scripts: 14 });
    for (const file of ["index.html", "zh/get-quote/index.html"]) {
      const html = await readFile(path.join(to, file), "utf8");
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain("Drilling");
    }
    expect(await readFile(path.join(to, "assets", "index-1.js"), "utf8")).toBe("console.log(1)");
    expect(await readFile(path.join(from, "index.html"), "utf8")).toBe(page);
    await expect(writeNoJsCopy(from, to)).rejects.toThrow();
  });
});
