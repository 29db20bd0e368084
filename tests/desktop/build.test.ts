import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const out = (path: string) => join(root, "out", path);
const require = createRequire(import.meta.url);

describe("npm run build:desktop (electron-vite build)", () => {
  beforeAll(async () => {
    const { build } = await import("electron-vite");
    await build({ configFile: join(root, "electron.vite.config.ts"), root, logLevel: "silent" });
  }, 120_000);

  it("writes the main, both preload and the renderer bundles where package.json points", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { main: string };
    expect(pkg.main).toBe("out/main/index.js");
    for (const file of ["main/index.js", "preload/index.cjs", "preload/captcha.cjs", "renderer/index.html"]) {
      expect(existsSync(out(file)), file).toBe(true);
    }
  });

  it("main is a self-contained ES module importing only electron and Node built-ins", () => {
    const code = readFileSync(out("main/index.js"), "utf8");
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports).toContain("electron");
    for (const specifier of imports) expect(specifier).toMatch(/^(electron|node:.+)$/);
  });

  it("each preload is CommonJS that requires nothing but electron (sandboxed preloads cannot load chunks)", () => {
    for (const file of ["preload/index.cjs", "preload/captcha.cjs"]) {
      const code = readFileSync(out(file), "utf8");
      const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
      expect(required, file).toEqual(["electron"]);
      expect(code, file).not.toMatch(/^import /m);
      expect(code, file).toContain("exposeInMainWorld");
    }
  });

  it("the renderer HTML loads its bundle relatively and carries the CSP meta tag", () => {
    const html = readFileSync(out("renderer/index.html"), "utf8");
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).toMatch(/http-equiv="Content-Security-Policy"\s+content="default-src 'none'; script-src 'self';/);
  });

  it("the renderer HTML paints the admin's sign-in form before #root, its script a file (no inline script) (issue #24)", () => {
    const html = readFileSync(out("renderer/index.html"), "utf8");
    expect(html).toMatch(
      /<div id="admin-shell" class="admin-shell">[\s\S]*<form method="post"[\s\S]*<\/div>\s*<div id="root">/,
    );
    expect(html).toMatch(/<input [^>]*type="email" id="admin-sign-in-email" name="email" autocomplete="username"/);
    expect(html).toMatch(/<input [^>]*type="password" id="admin-sign-in-password" name="password"/);
    for (const text of ["Admin Sign In", "管理员登录", "Sign In", "登录"]) expect(html).toContain(text);
    expect(html).toContain('<script src="./admin-shell.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(readFileSync(out("renderer/admin-shell.js"), "utf8")).toContain("localStorage");
  });
});

describe("build/electron-builder.yml", () => {
  const yaml = require("js-yaml") as { load(text: string): Record<string, unknown> };
  const config = yaml.load(readFileSync(join(root, "build/electron-builder.yml"), "utf8"));

  it("passes electron-builder's own schema validation", async () => {
    const { validateConfiguration } = require("app-builder-lib/out/util/config/config.js") as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = require("builder-util") as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it("targets AppImage + deb, NSIS and dmg, ships only out/ and turns the dangerous fuses off", () => {
    expect(config["linux"]).toMatchObject({ target: ["AppImage", "deb"] });
    expect(config["win"]).toMatchObject({ target: ["nsis"] });
    expect(config["mac"]).toMatchObject({ target: ["dmg"] });
    expect(config["files"]).toEqual(expect.arrayContaining(["out/**/*", "!node_modules/**/*"]));
    expect(config["electronFuses"]).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
    });
  });

  it("has a 1024 px PNG icon in build/", () => {
    const png = readFileSync(join(root, "build/icon.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
    expect(png.readUInt32BE(20)).toBe(png.readUInt32BE(16));
  });
});
