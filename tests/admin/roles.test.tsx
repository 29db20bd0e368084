/**
 * Team roles in the console (issue #29): the permissions module mirrors
 * docs/team-roles.md, an author's content dialog offers Save draft and Submit
 * for review (never a publishing button), and the dashboard shows an author
 * and a publisher only the tabs and buttons their role may use.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionsFor } from "../../shared/admin/auth/permissions";
import { DialogActions } from "../../shared/admin/content/dialog-actions";
import type { StaffRole } from "../../shared/data";
import type { ContentStatus } from "../../shared/types/domain";
import { adminHost, renderAdmin, renderWithMantine } from "../fixtures/render";
import { createFakeBackend, json, onAdminDashboard, signedInStorage } from "./fake-backend";

afterEach(cleanup);

describe("permissionsFor", () => {
  const row = (role: StaffRole | null) => {
    const p = permissionsFor(role);
    return [
      p.canEditDrafts,
      p.canPublish,
      p.canTrash,
      p.canManageCatalog,
      p.canRequestSiteBuild,
      p.canReviewRequests,
      p.canSeeEnquiries,
      p.canManageTeam,
      p.canManageSettings,
    ];
  };
  it("an author edits drafts only", () => {
    expect(row("author")).toEqual([true, false, false, false, false, false, false, false, false]);
  });
  it("a publisher also publishes, trashes, manages the catalog and reviews; no enquiries, team or settings", () => {
    expect(row("publisher")).toEqual([true, true, true, true, true, true, false, false, false]);
  });
  it("an admin may do everything", () => {
    expect(row("admin").every(Boolean)).toBe(true);
  });
  it("no role: nothing", () => {
    expect(row(null).some(Boolean)).toBe(false);
  });
});

function renderAuthorActions(current: ContentStatus | null) {
  const onSave = vi.fn();
  const onSubmitForReview = vi.fn();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  renderWithMantine(
    <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
      <DialogActions
        current={current}
        saving={null}
        canPublish={false}
        onSubmitForReview={onSubmitForReview}
        onCancel={vi.fn()}
        onSave={onSave}
        onPreview={vi.fn()}
      />
    </form>,
  );
  return { onSave, onSubmit, onSubmitForReview };
}

describe("an author's DialogActions", () => {
  it.each([null, "draft"] as const)("item %s: Save draft submits the form, Submit for review sends it", (current) => {
    const { onSave, onSubmit, onSubmitForReview } = renderAuthorActions(current);
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create & publish" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(onSubmitForReview).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a published item: no Update, no Move to draft, and the hint says who may change it", () => {
    renderAuthorActions("published");
    for (const name of ["Update", "Move to draft", "Save draft", "Submit for review"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.getByText(/Only publishers and admins can change it/)).toBeTruthy();
  });

  it("a publisher keeps Publish (the default)", () => {
    renderWithMantine(
      <DialogActions current="draft" saving={null} onCancel={vi.fn()} onSave={vi.fn()} onPreview={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit for review" })).toBeNull();
  });
});

/** The dashboard for a member whose is_admin is false and staff_role is `role`. */
async function openDashboardAs(role: "author" | "publisher") {
  const backend = createFakeBackend();
  onAdminDashboard(backend, [
    {
      id: "wp-1",
      title: "Stored paper",
      status: "draft",
      publish_at: null,
      updated_at: "2026-03-04T10:00:00Z",
      created_at: "2026-03-04T10:00:00Z",
      deleted_at: null,
    },
  ]);
  backend.on("POST /rest/v1/rpc/is_admin", () => json(200, false));
  backend.on("POST /rest/v1/rpc/staff_role", () => json(200, role));
  backend.on("GET /rest/v1/review_requests", () =>
    json(200, [
      {
        id: "rr-1",
        table_name: "white_papers",
        item_id: "wp-1",
        item_title: "Stored paper",
        requested_at: "2026-03-05T10:00:00Z",
        requested_by_email: "author@example.com",
      },
    ]),
  );
  renderAdmin(adminHost(backend.client(signedInStorage("u-" + role, `${role}@example.com`))));
  await screen.findByRole("heading", { name: "Stored paper" });
  return backend;
}

describe("the dashboard by role", () => {
  it("an author: content tabs only, no Trash, no delete, no site update, no review list", async () => {
    const backend = await openDashboardAs("author");
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["White Papers", "Case Studies", "Videos", "Documentation", "News"]);
    expect(screen.queryByRole("button", { name: /^Trash/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Stored paper" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Update the site now" })).toBeNull();
    expect(screen.queryByText("Waiting for review")).toBeNull();
    expect(screen.getByTestId("staff-role").textContent).toBe("Your role: Author");
    expect(backend.requestCount("GET /rest/v1/enquiries")).toBe(0);
    expect(backend.requestCount("GET /rest/v1/review_requests")).toBe(0);
  });

  it("a publisher: catalog and trash, the review list with Open and Dismiss; no Enquiries or Site settings", async () => {
    const backend = await openDashboardAs("publisher");
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["White Papers", "Case Studies", "Videos", "Documentation", "News", "Catalog Files"]);
    expect(screen.getByRole("button", { name: /^Trash/ })).toBeTruthy();
    const list = (await screen.findByText("Waiting for review")).closest("section")!;
    expect(within(list).getByRole("button", { name: "Open Stored paper" })).toBeTruthy();
    backend.on("DELETE /rest/v1/review_requests", () => new Response(null, { status: 204 }));
    fireEvent.click(within(list).getByRole("button", { name: "Dismiss the request for Stored paper" }));
    await waitFor(() => expect(backend.requestCount("DELETE /rest/v1/review_requests")).toBe(1));
    fireEvent.click(within(list).getByRole("button", { name: "Open Stored paper" }));
    expect(await screen.findByText("Edit White Paper")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
    expect(backend.requestCount("GET /rest/v1/enquiries")).toBe(0);
  });
});
