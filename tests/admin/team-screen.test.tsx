/**
 * The Team screen at /admin/team (issue #29) with a real supabase-js client on
 * the fake backend: the members with role, last sign-in, MFA status and a
 * pending invitation; Invite (validation, the function's body, the toast, the
 * list refreshed); a demotion asks first and the last-admin refusal is shown;
 * Remove asks, naming the member; the MFA requirement asks first; access
 * requests are dismissed; the history reads in words; a publisher gets the
 * not-allowed message; Chinese texts.
 */
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "../../shared/admin/i18n";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, json, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
/** The machine running the tests may be busy: the first screen may take a while. */
const SLOW = { timeout: 20_000 };
configure({ asyncUtilTimeout: 20_000 });
let bodies: Record<string, unknown[]>;

const ME = "u-admin";
const members = () => [
  {
    user_id: ME,
    email: "admin@example.com",
    role: "admin",
    last_sign_in_at: "2026-11-20T10:00:00Z",
    mfa_enabled: true,
    invitation_pending: false,
    invited_by: null,
    created_at: "2026-01-01T00:00:00Z",
  },
  {
    user_id: "u-pub",
    email: "publisher@example.com",
    role: "publisher",
    last_sign_in_at: null,
    mfa_enabled: false,
    invitation_pending: false,
    invited_by: ME,
    created_at: "2026-01-02T00:00:00Z",
  },
  {
    user_id: "u-new",
    email: "new@example.com",
    role: "author",
    last_sign_in_at: null,
    mfa_enabled: false,
    invitation_pending: true,
    invited_by: ME,
    created_at: "2026-01-03T00:00:00Z",
  },
];

function record(key: string, body: unknown) {
  (bodies[key] ??= []).push(body);
}

/** The admin's Team screen answers; `isAdmin` false with `role` makes an author or publisher. */
function onTeam(options: { isAdmin?: boolean; role?: string } = {}) {
  backend.on("POST /rest/v1/rpc/is_admin", () => json(200, options.isAdmin ?? true));
  backend.on("POST /rest/v1/rpc/staff_role", () => json(200, options.role ?? "admin"));
  backend.on("POST /rest/v1/rpc/list_team_members", () => json(200, members()));
  backend.on("GET /rest/v1/team_settings", () => json(200, { mfa_required: false, updated_at: null }));
  backend.on("GET /rest/v1/access_requests", () =>
    json(200, [
      {
        id: "r1",
        user_id: "u-ed",
        email: "editor@example.com",
        message: "Please let me write news",
        created_at: "2026-11-21T09:00:00Z",
      },
    ]),
  );
  backend.on("GET /rest/v1/team_history", () =>
    json(200, [
      {
        id: 2,
        action: "role_set",
        actor_email: "admin@example.com",
        member_email: "publisher@example.com",
        old_role: "author",
        new_role: "publisher",
        details: {},
        occurred_at: "2026-11-21T10:00:00Z",
      },
      {
        id: 1,
        action: "mfa_requirement_changed",
        actor_email: "admin@example.com",
        member_email: null,
        old_role: null,
        new_role: null,
        details: { mfa_required: false },
        occurred_at: "2026-11-20T10:00:00Z",
      },
    ]),
  );
}

function renderTeam() {
  return renderAdmin(adminHost(backend.client(signedInStorage(ME, "admin@example.com"))), { path: "/admin/team" });
}

async function pickOption(label: string | RegExp, option: string, container: HTMLElement = document.body) {
  // jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
  Element.prototype.scrollIntoView ??= () => {};
  fireEvent.click(within(container).getByLabelText(label, { selector: "input" }));
  fireEvent.click(await screen.findByRole("option", { name: option }, SLOW));
}

beforeEach(() => {
  backend = createFakeBackend();
  bodies = {};
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

describe("Team screen", () => {
  it("lists the members with role, last sign-in, MFA status and a pending invitation; requests and history", async () => {
    onTeam();
    renderTeam();
    const table = await screen.findByTestId("team-members", {}, SLOW);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-email"))).toEqual([
      "admin@example.com",
      "new@example.com",
      "publisher@example.com",
    ]);
    expect(within(rows[0]!).getByText("Enabled")).toBeTruthy();
    expect(within(rows[0]!).getByText("you")).toBeTruthy();
    expect(within(rows[1]!).getByText("Invitation pending")).toBeTruthy();
    expect(within(rows[2]!).getByText("Not set up")).toBeTruthy();
    expect(within(rows[2]!).getByText("Never")).toBeTruthy();
    expect(
      (screen.getByLabelText("Role of publisher@example.com", { selector: "input" }) as HTMLInputElement).value,
    ).toBe("Publisher");
    expect(await screen.findByText("Please let me write news", {}, SLOW)).toBeTruthy();
    expect(
      await screen.findByText("admin@example.com changed publisher@example.com from Author to Publisher", {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText("admin@example.com turned off required two-factor sign-in")).toBeTruthy();
  });

  it("invites with validation, sends e-mail and role to invite-member, toasts and refreshes the list", async () => {
    onTeam();
    backend.on("POST /functions/v1/invite-member", ({ body }) => {
      record("invite", body);
      return json(200, { user_id: "u-x", email: "colleague@example.com", role: "publisher", invited: true });
    });
    renderTeam();
    await screen.findByTestId("team-members", {}, SLOW);
    fireEvent.click(screen.getByRole("button", { name: "Invite member" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: "not an address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter an e-mail address such as name@example.com")).toBeTruthy();
    expect(bodies["invite"]).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: "Colleague@Example.com" },
    });
    await pickOption(/^Role/, "Publisher", dialog);
    const listed = backend.requestCount("POST /rest/v1/rpc/list_team_members");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    });
    expect(await screen.findByText("Invitation sent to colleague@example.com")).toBeTruthy();
    expect(bodies["invite"]).toEqual([{ email: "colleague@example.com", role: "publisher" }]);
    await waitFor(() => expect(backend.requestCount("POST /rest/v1/rpc/list_team_members")).toBeGreaterThan(listed));
  });

  it("shows the function's refusal in the dialog and keeps what was typed", async () => {
    onTeam();
    backend.on("POST /functions/v1/invite-member", () =>
      json(409, { code: "already_member", error: "This address already has a role." }),
    );
    renderTeam();
    await screen.findByTestId("team-members", {}, SLOW);
    fireEvent.click(screen.getByRole("button", { name: "Invite member" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
    const field = within(dialog).getByLabelText(/E-mail address/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "publisher@example.com" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    });
    expect(
      await within(dialog).findByText(
        "This address already belongs to a team member. Change their role in the list instead.",
      ),
    ).toBeTruthy();
    expect(field.value).toBe("publisher@example.com");
  });

  it("asks before demoting yourself and shows the last-admin refusal (PT409)", async () => {
    onTeam();
    backend.on("POST /rest/v1/rpc/set_member_role", ({ body }) => {
      record("role", body);
      return json(409, {
        code: "PT409",
        message: "The team must keep at least one admin",
        details: null,
        hint: null,
      });
    });
    renderTeam();
    await screen.findByTestId("team-members", {}, SLOW);
    await pickOption("Role of admin@example.com", "Author");
    const confirm = await screen.findByRole("dialog", { name: "Change your own role?" });
    expect(within(confirm).getByText(/You will become Author/)).toBeTruthy();
    expect(bodies["role"]).toBeUndefined();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole("button", { name: "Change role" }));
    });
    expect(bodies["role"]).toEqual([{ member: ME, new_role: "author" }]);
    const message = "The last admin cannot be removed or demoted. Make someone else an admin first.";
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(message))).toBe(true));
  });

  it("promotes without asking", async () => {
    onTeam();
    backend.on("POST /rest/v1/rpc/set_member_role", ({ body }) => {
      record("role", body);
      return new Response(null, { status: 204 });
    });
    renderTeam();
    await screen.findByTestId("team-members", {}, SLOW);
    await pickOption("Role of publisher@example.com", "Admin");
    await waitFor(() => expect(bodies["role"]).toEqual([{ member: "u-pub", new_role: "admin" }]));
    expect(await screen.findByText("publisher@example.com is now Admin")).toBeTruthy();
  });

  it("asks before removing, naming the member, their session and their content", async () => {
    onTeam();
    backend.on("POST /rest/v1/rpc/remove_member", ({ body }) => {
      record("remove", body);
      return new Response(null, { status: 204 });
    });
    renderTeam();
    await screen.findByTestId("team-members", {}, SLOW);
    fireEvent.click(screen.getByRole("button", { name: "Remove new@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove new@example.com?" });
    expect(dialog.textContent).toContain("their session ends");
    expect(dialog.textContent).toContain("The content they wrote stays");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Remove member" }));
    });
    expect(bodies["remove"]).toEqual([{ member: "u-new" }]);
    expect(await screen.findByText("new@example.com was removed from the team")).toBeTruthy();
  });

  it("asks before requiring MFA, counting members without a factor, and reports an aal1 refusal", async () => {
    onTeam();
    backend.on("PATCH /rest/v1/team_settings", ({ body }) => {
      record("mfa", body);
      return json(200, []);
    });
    renderTeam();
    const toggle = await screen.findByRole("switch", { name: /Require two-factor sign-in/ }, SLOW);
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Require two-factor sign-in?" });
    expect(dialog.textContent).toContain("will be unable to write anything until they enrol");
    expect(dialog.textContent).toContain("Members without it: 2.");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Require" }));
    });
    expect(bodies["mfa"]).toEqual([{ mfa_required: true }]);
    expect(await screen.findByText(/This change needs a two-factor session/)).toBeTruthy();
  });

  it("dismisses an access request", async () => {
    onTeam();
    backend.on("DELETE /rest/v1/access_requests", ({ query }) => {
      record("dismiss", query.get("id"));
      return json(200, [{ id: "r1" }]);
    });
    renderTeam();
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss the request of editor@example.com" }, SLOW));
    expect(await screen.findByText("Request dismissed")).toBeTruthy();
    expect(bodies["dismiss"]).toEqual(["eq.r1"]);
  });

  it("tells a publisher the screen is for administrators and loads nothing of the team", async () => {
    onTeam({ isAdmin: false, role: "publisher" });
    renderTeam();
    expect(
      await screen.findByText(
        "Only administrators can manage the team. Ask an administrator if you need a change.",
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(backend.requestCount("POST /rest/v1/rpc/list_team_members")).toBe(0);
  });

  it("speaks Chinese", async () => {
    await act(() => setAdminLanguage("zh"));
    onTeam();
    renderTeam();
    expect(await screen.findByRole("heading", { name: "团队" }, SLOW)).toBeTruthy();
    const table = await screen.findByTestId("team-members", {}, SLOW);
    expect(within(table).getByText("邀请待接受")).toBeTruthy();
    expect(within(table).getByText("已启用")).toBeTruthy();
    expect(screen.getByRole("button", { name: "邀请成员" })).toBeTruthy();
  });
});
