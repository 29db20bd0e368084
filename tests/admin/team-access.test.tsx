/**
 * The team pages outside the Team screen (issue #29) with a real supabase-js
 * client on the fake backend: the no-role account's Access Denied with its
 * administrators and "Request access" (sent, rate limit), and
 * /admin/accept-invite (a used link explained; the session from the link's
 * fragment, the password rules, auth.updateUser, sign-out, then the sign-in
 * page with "Password set — sign in"), in English and Chinese.
 */
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "../../shared/admin/i18n";
import { adminHost, renderAdmin } from "../fixtures/render";
import { memoryStorage } from "../fixtures/storage";
import { createFakeBackend, json, sessionFor, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
const SLOW = { timeout: 20_000 };
configure({ asyncUtilTimeout: 20_000 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

beforeEach(() => {
  backend = createFakeBackend();
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await act(() => setAdminLanguage("en"));
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("Access Denied for an account without a role", () => {
  function renderEditor() {
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    backend.on("POST /rest/v1/rpc/staff_role", () => json(200, null));
    backend.on("POST /rest/v1/rpc/team_administrators", () => json(200, ["boss@example.com", "admin@example.com"]));
    renderAdmin(adminHost(backend.client(signedInStorage("u-ed", "editor@example.com"))), { path: "/admin" });
  }

  it("names the administrators and sends a request with the message", async () => {
    const sent: unknown[] = [];
    backend.on("POST /rest/v1/rpc/request_access", ({ body }) => {
      sent.push(body);
      return json(200, "req-1");
    });
    renderEditor();
    expect(await screen.findByText("Access Denied", {}, SLOW)).toBeTruthy();
    const list = await screen.findByTestId("team-administrators", {}, SLOW);
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["mailto:admin@example.com", "mailto:boss@example.com"]);
    fireEvent.change(screen.getByLabelText("Message (optional)"), { target: { value: " I write the news " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Request access" }));
    });
    expect(await screen.findByText("Your request was sent to the administrators.")).toBeTruthy();
    expect(sent).toEqual([{ message: "I write the news" }]);
  });

  it("explains the daily limit (PT429) and keeps the message", async () => {
    backend.on("POST /rest/v1/rpc/request_access", () =>
      json(429, { code: "PT429", message: "Too many access requests", details: null, hint: null }),
    );
    renderEditor();
    const field = (await screen.findByLabelText("Message (optional)", {}, SLOW)) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: "again" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Request access" }));
    });
    expect(await screen.findByText("You have sent 3 requests in the last 24 hours. Try again tomorrow.")).toBeTruthy();
    expect(field.value).toBe("again");
  });

  it("speaks Chinese", async () => {
    await act(() => setAdminLanguage("zh"));
    backend.on("POST /rest/v1/rpc/request_access", () => json(200, "req-2"));
    renderEditor();
    expect(await screen.findByText("您的管理员", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "申请访问" })).toBeTruthy();
  });
});

describe("/admin/accept-invite", () => {
  const invitee = sessionFor("u-inv", "invitee@example.com");

  function renderAccept(path: string) {
    return renderAdmin(adminHost(backend.client(memoryStorage())), {
      path,
      routes: <Route path="/" element={<h1>Site home</h1>} />,
      children: <Where />,
    });
  }

  it("explains a used or expired link and points to the sign-in", async () => {
    renderAccept(
      "/admin/accept-invite#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid",
    );
    expect(await screen.findByText("This invitation link cannot be used", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "This invitation link is invalid, already used or expired. Ask an administrator to invite you again.",
    );
    expect(screen.getByTestId("where").textContent).toBe("/admin/accept-invite");
  });

  it("sets the session from the fragment, checks the password, saves it, signs out and opens the sign-in", async () => {
    const updates: unknown[] = [];
    backend.on("GET /auth/v1/user", () => json(200, invitee.user));
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    backend.on("POST /rest/v1/rpc/staff_role", () => json(200, "author"));
    backend.on("PUT /auth/v1/user", ({ body }) => {
      updates.push(body);
      return json(200, invitee.user);
    });
    backend.on("POST /auth/v1/logout", () => new Response(null, { status: 204 }));
    renderAccept(
      `/admin/accept-invite#access_token=${invitee.access_token}&refresh_token=r-1&expires_in=3600&token_type=bearer&type=invite`,
    );
    expect(await screen.findByText("Choose a password for invitee@example.com.", {}, SLOW)).toBeTruthy();
    // The tokens left the address bar.
    expect(screen.getByTestId("where").textContent).toBe("/admin/accept-invite");

    const password = screen.getByLabelText(/New password/, { selector: "input" });
    const confirm = screen.getByLabelText(/Repeat the password/, { selector: "input" });
    fireEvent.change(password, { target: { value: "Short-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Use at least 12 characters.")).toBeTruthy();
    fireEvent.change(password, { target: { value: "alllowercaseletters" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Use a lower case letter, an upper case letter and a digit.")).toBeTruthy();
    fireEvent.change(password, { target: { value: "Invited-author-1" } });
    fireEvent.change(confirm, { target: { value: "Invited-author-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("The passwords do not match.")).toBeTruthy();
    expect(updates).toEqual([]);

    fireEvent.change(confirm, { target: { value: "Invited-author-1" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    });
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin"), SLOW);
    expect(updates).toEqual([expect.objectContaining({ password: "Invited-author-1" })]);
    expect(backend.requestCount("POST /auth/v1/logout")).toBe(1);
    expect(await screen.findByText("Password set — sign in")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign In" }, SLOW)).toBeTruthy();
  });

  it("shows Auth's weak_password refusal in Chinese", async () => {
    await act(() => setAdminLanguage("zh"));
    backend.on("GET /auth/v1/user", () => json(200, invitee.user));
    backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    backend.on("POST /rest/v1/rpc/staff_role", () => json(200, "author"));
    backend.on("PUT /auth/v1/user", () =>
      // GoTrue's legacy error shape (no API version header): error_code names the refusal.
      json(422, {
        code: 422,
        error_code: "weak_password",
        msg: "Password is known to be weak",
        weak_password: { reasons: ["pwned"] },
      }),
    );
    renderAccept(`/admin/accept-invite#access_token=${invitee.access_token}&refresh_token=r-1&type=invite`);
    expect(await screen.findByText("接受邀请", {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/新密码/, { selector: "input" }), { target: { value: "Invited-author-1" } });
    fireEvent.change(screen.getByLabelText(/再次输入密码/, { selector: "input" }), {
      target: { value: "Invited-author-1" },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "设置密码" }));
    });
    expect(await screen.findByText("密码至少需要 12 个字符，并包含小写字母、大写字母和数字。")).toBeTruthy();
  });
});
