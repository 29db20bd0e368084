/**
 * The admin routes in a memory router (spec §2 Admin sign-in / dashboard, §4
 * Captcha token, §6): a fake captcha widget and a real supabase-js client on a fake backend.
 */
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, useLocation } from "react-router-dom";
import type { AdminHost, CaptchaWidgetProps } from "../../shared/admin/host";
import { ADMIN_LANGUAGE_STORAGE_KEY, setAdminLanguage } from "../../shared/admin/i18n";
import { CONTENT_TABLES } from "../../shared/types/domain";
import { adminHost, renderAdmin } from "../fixtures/render";
import { memoryStorage } from "../fixtures/storage";
import { createFakeBackend, json, sessionFor, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
let tokens = 0;

/** Stands in for ALTCHA/hCaptcha: a button that "solves" it, showing how often it was reset. */
function FakeCaptcha({ onVerify, resetSignal, language }: CaptchaWidgetProps) {
  return (
    <button
      type="button"
      data-reset={resetSignal}
      data-language={language}
      onClick={() => onVerify(`captcha-${++tokens}`)}
    >
      Solve captcha
    </button>
  );
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, storage = memoryStorage(), extra: Partial<AdminHost> = {}) {
  return renderAdmin(adminHost(backend.client(storage), { CaptchaWidget: FakeCaptcha, ...extra }), {
    path,
    routes: (
      <>
        <Route path="/" element={<h1>Site home</h1>} />
        <Route path="/zh" element={<h1>Chinese site home</h1>} />
      </>
    ),
    children: <Where />,
  });
}

async function signInAs(email: string) {
  await screen.findByRole("button", { name: "Sign In" });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/, { selector: "input" }), { target: { value: "pw" } });
  fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
  });
}

beforeEach(() => {
  backend = createFakeBackend();
  tokens = 0;
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  // supabase-js warns about one GoTrueClient per test sharing the storage key.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await act(() => setAdminLanguage("en"));
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("AdminRoutes sign-in page", () => {
  it("keeps Sign In disabled until the captcha is solved", async () => {
    renderAt("/admin");
    const button = await screen.findByRole("button", { name: "Sign In" });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByLabelText(/Email/).getAttribute("type")).toBe("email");
    fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
  });

  it("shows 'Captcha Required' when Enter is pressed without a token", async () => {
    renderAt("/admin");
    const email = await screen.findByLabelText(/Email/);
    fireEvent.keyDown(email, { key: "Enter" });
    expect(await screen.findByText("Captcha Required")).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Please complete the captcha verification")).toBeInstanceOf(HTMLElement);
  });

  it("reads 'Signing In...' while busy, then on failure toasts, clears the token and resets the widget", async () => {
    let fail: (r: Response) => void = () => {};
    backend.on("POST /auth/v1/token", () => new Promise<Response>((resolve) => (fail = resolve)));
    renderAt("/admin");
    await signInAs("admin@example.com");
    expect(screen.getByRole("button", { name: "Signing In..." })).toHaveProperty("disabled", true);
    await act(async () => fail(json(400, { error_code: "invalid_credentials", msg: "Invalid login credentials" })));
    expect(await screen.findByText("Authentication Error")).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Invalid login credentials")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Solve captcha" }).getAttribute("data-reset")).toBe("1");
  });

  it("shows Access Denied to a signed-in non-admin", async () => {
    backend.on("POST /auth/v1/token", () => json(200, sessionFor("u-editor", "editor@example.com")));
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    backend.on("POST /rest/v1/rpc/staff_role", () => json(200, null)); // issue #29: no role
    backend.on("POST /rest/v1/rpc/team_administrators", () => json(200, ["admin@example.com"]));
    renderAt("/admin");
    await signInAs("editor@example.com");
    expect(await screen.findByText("Access Denied")).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("You don't have admin privileges to access this area.")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInstanceOf(HTMLElement);
  });

  it("sends an admin to /admin/dashboard, which loads the counts and the first tab", async () => {
    backend.on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    for (const table of CONTENT_TABLES) {
      backend.on(
        `HEAD /rest/v1/${table}`,
        () => new Response(null, { status: 200, headers: { "Content-Range": "*/3" } }),
      );
    }
    backend.on("GET /rest/v1/white_papers", () => json(200, []));
    // The site status's build records (issue #27).
    backend.on("GET /rest/v1/site_builds", () => json(200, []));
    // Issue #29: no MFA requirement, no review requests.
    backend.on("GET /rest/v1/team_settings", () => json(200, [{ mfa_required: false }]));
    backend.on("GET /rest/v1/review_requests", () => json(200, []));
    // The dashboard's recent activity and purged-file cleanup (issue #12).
    backend.on("GET /rest/v1/content_audit_log", () => json(200, []));
    // The dashboard's enquiries inbox (issue #9) loads with it.
    backend.on("GET /rest/v1/enquiries", () => json(200, []));
    renderAt("/admin");
    await signInAs("admin@example.com");
    expect(await screen.findByText("Secure Admin Dashboard")).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId("path").textContent).toBe("/admin/dashboard");
    await waitFor(() => expect(screen.getAllByText("3")).toHaveLength(CONTENT_TABLES.length));
    expect(await screen.findByText("No white papers yet")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("tab", { name: "White Papers" }).getAttribute("aria-selected")).toBe("true");
    expect(backend.requestCount("POST /rest/v1/rpc/is_admin")).toBe(1);
  });
});

describe("AdminRoutes language toggle (issue #10)", () => {
  it("switches the sign-in page, its captcha and <html lang> to Chinese, remembers it and switches back", async () => {
    renderAt("/admin");
    const toggle = await screen.findByRole("group", { name: "Language" });
    expect(screen.getByRole("button", { name: "EN" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Solve captcha" }).getAttribute("data-language")).toBe("en");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "中文" })));
    expect(await screen.findByRole("heading", { name: "管理员登录" })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("button", { name: "登录" })).toHaveProperty("disabled", true);
    expect(screen.getByLabelText(/电子邮箱/).getAttribute("type")).toBe("email");
    expect(screen.getByRole("button", { name: "Solve captcha" }).getAttribute("data-language")).toBe("zh");
    expect(toggle.getAttribute("aria-label")).toBe("语言");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe("zh");
    fireEvent.keyDown(screen.getByLabelText(/电子邮箱/), { key: "Enter" });
    expect(await screen.findByText("需要人机验证")).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("请完成人机验证")).toBeInstanceOf(HTMLElement);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "EN" })));
    expect(await screen.findByRole("heading", { name: "Admin Sign In" })).toBeInstanceOf(HTMLElement);
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("opens in the remembered language and shows the Chinese dashboard to an admin", async () => {
    await act(() => setAdminLanguage("zh"));
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    for (const table of CONTENT_TABLES) {
      backend.on(
        `HEAD /rest/v1/${table}`,
        () => new Response(null, { status: 200, headers: { "Content-Range": "*/1" } }),
      );
    }
    backend.on("GET /rest/v1/white_papers", () => json(200, []));
    // The site status's build records (issue #27).
    backend.on("GET /rest/v1/site_builds", () => json(200, []));
    // Issue #29: no MFA requirement, no review requests.
    backend.on("GET /rest/v1/team_settings", () => json(200, [{ mfa_required: false }]));
    backend.on("GET /rest/v1/review_requests", () => json(200, []));
    // The dashboard's recent activity and purged-file cleanup (issue #12).
    backend.on("GET /rest/v1/content_audit_log", () => json(200, []));
    backend.on("GET /rest/v1/enquiries", () => json(200, []));
    const stored = signedInStorage();
    renderAt("/admin/dashboard", stored);
    expect(await screen.findByText("安全管理后台")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("tab", { name: "白皮书" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("暂无白皮书")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("button", { name: "添加白皮书" })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("button", { name: "退出登录" })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText("Secure Admin Dashboard")).toBeNull();
  });
});

describe("AdminRoutes route guard", () => {
  it("shows Access Denied to a signed-in non-admin who opens /admin/dashboard directly", async () => {
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    backend.on("POST /rest/v1/rpc/staff_role", () => json(200, null)); // issue #29: no role
    backend.on("POST /rest/v1/rpc/team_administrators", () => json(200, ["admin@example.com"]));
    const stored = signedInStorage("u-editor", "editor@example.com");
    renderAt("/admin/dashboard", stored);
    expect(await screen.findByText("Access Denied")).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId("path").textContent).toBe("/admin/dashboard");
    expect(screen.queryByText("Secure Admin Dashboard")).toBeNull();
  });

  it("sends a visitor from /admin/dashboard to /admin", async () => {
    renderAt("/admin/dashboard");
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId("path").textContent).toBe("/admin");
  });
});

describe("AdminRoutes unknown paths (spec §2 not-found page, issue #14)", () => {
  for (const path of ["/admin/not-a-real-page", "/admin/dashboard/x", "/admin/white-papers/new/edit"]) {
    it(`${path} shows the not-found page, logs the path and links back to the admin`, async () => {
      renderAt(path);
      expect(await screen.findByText("Oops! Page not found")).toBeInstanceOf(HTMLElement);
      expect(screen.getByRole("heading", { name: "404" })).toBeInstanceOf(HTMLElement);
      expect(screen.getByTestId("path").textContent).toBe(path);
      expect(console.error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", path);
      // A host without a public site (desktop) gets no 'Return to Home'.
      expect(screen.queryByRole("link", { name: "Return to Home" })).toBeNull();
      const back = screen.getByRole("link", { name: "Back to the admin console" });
      expect(back.getAttribute("href")).toBe("/admin");
      await act(async () => fireEvent.click(back));
      expect(await screen.findByRole("button", { name: "Sign In" })).toBeInstanceOf(HTMLElement);
      expect(screen.getByTestId("path").textContent).toBe("/admin");
    });
  }

  it("links 'Return to Home' to the host's site home in the admin's language", async () => {
    renderAt("/admin/unknown", memoryStorage(), { siteHome: (language) => (language === "zh" ? "/zh" : "/") });
    const home = await screen.findByRole("link", { name: "Return to Home" });
    expect(home.getAttribute("href")).toBe("/");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "中文" })));
    expect(await screen.findByText("抱歉！页面未找到")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole("link", { name: "返回管理后台" }).getAttribute("href")).toBe("/admin");
    const zhHome = screen.getByRole("link", { name: "返回首页" });
    expect(zhHome.getAttribute("href")).toBe("/zh");
    await act(async () => fireEvent.click(zhHome));
    expect(await screen.findByRole("heading", { name: "Chinese site home" })).toBeInstanceOf(HTMLElement);
  });

  it("still shows the sign-in page at /admin/ and the guard at /admin/dashboard/", async () => {
    renderAt("/admin/dashboard/");
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText("Oops! Page not found")).toBeNull();
  });
});
