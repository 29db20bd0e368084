/**
 * The content dialog's form (issue #25, @mantine/form + the white paper's
 * schema) on a fake backend: Save shows the schema's inline errors and sends
 * nothing, editing a field clears its error, and the unsaved-changes guard
 * asks only while the form differs from what it opened with (typing and then
 * undoing it is not a change).
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWhitePaper } from "../fixtures/content";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, onAdminDashboard, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;

const paper = storedWhitePaper();

beforeEach(async () => {
  notifications.clean();
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, [paper]);
  renderAdmin(adminHost(backend.client(signedInStorage())));
  await screen.findByRole("heading", { name: "Stored paper" });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

const discardPrompt = () => screen.queryByRole("dialog", { name: "Discard unsaved changes?" });

describe("the content dialog's form", () => {
  it("shows the schema's errors on Save, sends nothing, and clears a field's error when it is edited", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Add White Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New White Paper" });
    fireEvent.change(within(dialog).getByLabelText("Pages", { exact: false }), { target: { value: "12.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(4);
    expect(within(dialog).getByText("Enter a whole number")).toBeTruthy();
    expect(within(dialog).getByRole("alert")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Pages", { exact: false }), { target: { value: "12" } });
    await waitFor(() => expect(within(dialog).queryByText("Enter a whole number")).toBeNull());
    expect(within(dialog).getAllByText("This field is required")).toHaveLength(4);
  });

  it("asks before closing a changed Add dialog, and not once the change is undone", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Add White Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New White Paper" });
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    fireEvent.change(title, { target: { value: "Draft title" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const prompt = await screen.findByRole("dialog", { name: "Discard unsaved changes?" });
    fireEvent.click(within(prompt).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(discardPrompt()).toBeNull());
    expect((title as HTMLInputElement).value).toBe("Draft title");

    fireEvent.change(title, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add New White Paper" })).toBeNull());
    expect(discardPrompt()).toBeNull();
  });

  it("closes an unchanged Edit dialog at once and asks once a stored value is changed", async () => {
    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit White Paper" })).toBeNull());
    expect(discardPrompt()).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    fireEvent.change(within(dialog).getByLabelText("Author", { exact: false }), { target: { value: "B" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("dialog", { name: "Discard unsaved changes?" })).toBeTruthy();
  });
});
