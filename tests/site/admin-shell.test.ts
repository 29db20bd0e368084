/** The admin SPA's HTML shell and scripts (issue #24: /admin paints at once). */
import { describe, expect, it } from "vitest";
import { adminShell, adminShellScriptSource } from "../../site/scripts/admin-shell";
import { immediateEntry } from "../../site/scripts/build";
import { inlineScripts } from "../../site/src/config/security-headers";

describe("adminShell()", () => {
  it("/admin: the sign-in form with SignInForm's ids, names and autocomplete, its texts in English and Chinese", () => {
    const { html } = adminShell("/admin");
    for (const text of ["Admin Sign In", "管理员登录", "Email", "电子邮箱", "Password", "密码", "Sign In", "登录"])
      expect(html).toContain(text);
    expect(html).toMatch(
      /<input [^>]*type="email" id="admin-sign-in-email" name="email" autocomplete="username" required>/,
    );
    expect(html).toMatch(
      /<input [^>]*type="password" id="admin-sign-in-password" name="password" autocomplete="current-password" required>/,
    );
    expect(html).toContain('<label class="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"');
    expect(html).toContain('for="admin-sign-in-email"');
    expect(html).toContain('for="admin-sign-in-password"');
  });

  it("/admin: Enter submits nothing (disabled default button, hint described) and never a GET", () => {
    const { html } = adminShell("/admin");
    expect(html).toContain('<form method="post" aria-busy="true">');
    expect(html).not.toMatch(/<form[^>]* action=/);
    expect(html).toMatch(/<button [^>]*type="submit" disabled aria-describedby="admin-shell-sign-in-hint"/);
    expect(html).toContain('id="admin-shell-sign-in-hint"');
  });

  it("/admin: the dashboard's skeleton beside the form, for a stored session", () => {
    const { html } = adminShell("/admin");
    expect(html).toContain('<div class="admin-shell__session">');
    expect(html).toContain("Secure Admin Dashboard");
  });

  it("/admin/dashboard: the loading status without a session, the dashboard's skeleton with one, no form", () => {
    const { html } = adminShell("/admin/dashboard");
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading...");
    expect(html).toContain("加载中...");
    expect(html).toContain("Secure Admin Dashboard");
    expect(html).not.toMatch(/<(input|form)\b/);
  });

  it("is the #admin-shell element, and its CSS hides the React root after it", () => {
    const { head, html } = adminShell("/admin");
    expect(html).toMatch(/^<div id="admin-shell" class="admin-shell">/);
    expect(head).toContain("#admin-shell ~ #root { display: none; }");
    expect(head).toContain(".m_f2d85dd2"); // PasswordInput's inner input rules, inlined
  });

  it("has one inline script in its head, the shell script, and no other", () => {
    const { head, html } = adminShell("/admin");
    expect(inlineScripts(head + html)).toEqual([adminShellScriptSource()]);
  });

  it("with scriptSrc, loads the script from that file and has no inline script", () => {
    const { head, html } = adminShell("/admin", { scriptSrc: "./admin-shell.js" });
    expect(head).toContain('<script src="./admin-shell.js"></script>');
    expect(inlineScripts(head + html)).toEqual([]);
  });
});

describe("adminShellScriptSource()", () => {
  const run = (entries: Record<string, string>, throws = false) => {
    const documentElement = {
      lang: "en",
      attributes: new Set<string>(),
      setAttribute(name: string) {
        this.attributes.add(name);
      },
    };
    const keys = Object.keys(entries);
    const localStorage = {
      get length() {
        return keys.length;
      },
      key: (i: number) => keys[i] ?? null,
      getItem: (key: string) => {
        if (throws) throw new Error("denied");
        return entries[key] ?? null;
      },
    };
    new Function("document", "localStorage", adminShellScriptSource())({ documentElement }, localStorage);
    return { lang: documentElement.lang, session: documentElement.attributes.has("data-admin-session") };
  };
  const session = JSON.stringify({ access_token: "a", refresh_token: "r", user: { id: "u" } });

  it('sets <html lang="zh-CN"> when the toggle stored zh; leaves English otherwise or when storage throws', () => {
    expect(run({ "admin.language": "zh" }).lang).toBe("zh-CN");
    expect(run({ "admin.language": "en" }).lang).toBe("en");
    expect(run({}).lang).toBe("en");
    expect(run({ "admin.language": "zh" }, true).lang).toBe("en");
  });

  it("flags <html data-admin-session> for a stored supabase-js session (sb-<ref>-auth-token with a refresh token)", () => {
    expect(run({ "sb-127-auth-token": session }).session).toBe(true);
    expect(run({ "sb-myproject-auth-token": session, "admin.language": "zh" })).toEqual({
      lang: "zh-CN",
      session: true,
    });
    expect(run({}).session).toBe(false);
    expect(run({ "sb-127-auth-token-code-verifier": session }).session).toBe(false);
    expect(run({ "sb-127-auth-token": "null" }).session).toBe(false);
    expect(run({ "sb-127-auth-token": "{not json" }).session).toBe(false);
    expect(run({ "sb-127-auth-token": session }, true).session).toBe(false);
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
