/** The admin SPA's HTML shell and scripts (issue #24: /admin paints at once). */
import { describe, expect, it } from "vitest";
import { adminLanguageScript, adminShell } from "../../site/scripts/admin-shell";
import { immediateEntry } from "../../site/scripts/build";
import { inlineScripts } from "../../site/src/config/security-headers";

describe("adminShell()", () => {
  it("/admin: the sign-in card's title, intro and field labels in English and Chinese, and no form fields", () => {
    const { html } = adminShell("/admin");
    for (const text of ["Admin Sign In", "管理员登录", "Email", "电子邮箱", "Password", "密码"])
      expect(html).toContain(text);
    expect(html).not.toMatch(/<(input|form|button)\b/);
    expect(html).toContain('aria-busy="true"');
  });

  it("/admin/dashboard: the loading status in both languages, not the sign-in card", () => {
    const { html } = adminShell("/admin/dashboard");
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading...");
    expect(html).toContain("加载中...");
    expect(html).not.toContain("Admin Sign In");
  });

  it("has one inline script in its head, the language script, and no other", () => {
    const { head, html } = adminShell("/admin");
    expect(inlineScripts(head + html)).toEqual([adminLanguageScript().replace(/^<script>|<\/script>$/g, "")]);
  });
});

describe("adminLanguageScript()", () => {
  const run = (stored: string | null, throws = false) => {
    const documentElement = { lang: "en" };
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error("denied");
        return key === "admin.language" ? stored : null;
      },
    };
    new Function("document", "localStorage", inlineScripts(adminLanguageScript())[0]!)(
      { documentElement },
      localStorage,
    );
    return documentElement.lang;
  };

  it('sets <html lang="zh-CN"> when the toggle stored zh; leaves English otherwise or when storage throws', () => {
    expect(run("zh")).toBe("zh-CN");
    expect(run("en")).toBe("en");
    expect(run(null)).toBe("en");
    expect(run("zh", true)).toBe("en");
  });
});

describe("immediateEntry()", () => {
  it("a module script for the entry and modulepreloads for its imports and the admin area's chunk, each once", () => {
    const manifest = {
      "admin.html": { file: "assets/admin-1.js", isEntry: true, imports: ["_shared.js"], dynamicImports: ["x.tsx"] },
      "_shared.js": { file: "assets/shared-1.js", dynamicImports: ["src/admin/AdminRoute.tsx"] },
      "src/admin/AdminRoute.tsx": { file: "assets/AdminRoute-1.js", imports: ["_shared.js", "_mantine.js"] },
      "_mantine.js": { file: "assets/mantine-1.js" },
      "x.tsx": { file: "assets/x-1.js" },
    };
    expect(immediateEntry(manifest, "admin.html").split(/\n\s*/)).toEqual([
      '<script type="module" crossorigin src="/assets/admin-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/AdminRoute-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/mantine-1.js" />',
    ]);
  });
});
