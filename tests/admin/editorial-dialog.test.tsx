/**
 * The content dialog's editorial parts (issue #12): which status a save
 * without a choice keeps, the status filter, the saving buttons for a new
 * item / a draft / a published item, the Ctrl/Cmd+S shortcut and the text
 * Copy my text puts on the clipboard after a refused save.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formText } from "../../shared/admin/content/conflict-message";
import { DialogActions } from "../../shared/admin/content/dialog-actions";
import { defaultSaveStatus, statusOf } from "../../shared/admin/content/editorial-status";
import { matchesStatus } from "../../shared/admin/content/status-filter";
import { useSaveShortcut } from "../../shared/admin/content/use-save-shortcut";
import { fileField } from "../../shared/admin/forms/files";
import type { ContentStatus } from "../../shared/types/domain";
import { renderWithMantine } from "../fixtures/render";

afterEach(cleanup);

describe("status rules", () => {
  it("reads a row's status: only 'draft' is a draft", () => {
    expect(statusOf({ status: "draft" })).toBe("draft");
    expect(statusOf({ status: "published" })).toBe("published");
    expect(statusOf({})).toBe("published");
  });

  it("a save without a choice never publishes: new and draft stay drafts, published stays published", () => {
    expect(defaultSaveStatus(null)).toBe("draft");
    expect(defaultSaveStatus("draft")).toBe("draft");
    expect(defaultSaveStatus("published")).toBe("published");
  });

  it("filters rows by status", () => {
    const rows = [{ status: "draft" }, { status: "published" }, { status: "published" }];
    expect(rows.filter((r) => matchesStatus("all", r))).toHaveLength(3);
    expect(rows.filter((r) => matchesStatus("draft", r))).toEqual([{ status: "draft" }]);
    expect(rows.filter((r) => matchesStatus("published", r))).toHaveLength(2);
  });
});

/** Renders the buttons of a dialog for an item of status `current`; returns the onSave spy. */
function renderActions(current: ContentStatus | null, saving: ContentStatus | null = null) {
  const onSave = vi.fn();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  renderWithMantine(
    <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
      <DialogActions current={current} saving={saving} onCancel={vi.fn()} onSave={onSave} onPreview={vi.fn()} />
    </form>,
  );
  return { onSave, onSubmit };
}

describe("DialogActions", () => {
  it("a new item: Save draft submits the form, Create & publish saves as published", () => {
    const { onSave, onSubmit } = renderActions(null);
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Create & publish" }));
    expect(onSave).toHaveBeenCalledWith("published");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("a draft: Save draft and Publish", () => {
    const { onSave } = renderActions("draft");
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("type", "submit");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(onSave).toHaveBeenCalledWith("published");
  });

  it("a published item: Update submits (keeps it published), Move to draft saves as a draft", () => {
    const { onSave, onSubmit } = renderActions("published");
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Move to draft" }));
    expect(onSave).toHaveBeenCalledWith("draft");
  });

  it("while a save runs, the other buttons are disabled", () => {
    renderActions("draft", "published");
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
  });
});

function Shortcut({ active, save }: { active: boolean; save: () => void }) {
  useSaveShortcut(active, save);
  return <input aria-label="Title" />;
}

describe("useSaveShortcut", () => {
  const press = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    screen.getByRole("textbox", { name: "Title" }).dispatchEvent(event);
    return event;
  };

  it("Ctrl+S and Cmd+S in a field save once and stop the browser's Save page", () => {
    const save = vi.fn();
    render(<Shortcut active save={save} />);
    expect(press({ key: "s", ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: "S", metaKey: true }).defaultPrevented).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    // Holding the keys repeats the event: still prevented, saved once.
    expect(press({ key: "s", ctrlKey: true, repeat: true }).defaultPrevented).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("ignores a plain s, Ctrl+Alt+S, and everything while inactive", () => {
    const save = vi.fn();
    const { rerender } = render(<Shortcut active save={save} />);
    expect(press({ key: "s" }).defaultPrevented).toBe(false);
    expect(press({ key: "s", ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    rerender(<Shortcut active={false} save={save} />);
    expect(press({ key: "s", ctrlKey: true }).defaultPrevented).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});

describe("formText (Copy my text)", () => {
  it("lists the typed texts and links, leaving out empty fields and the status", () => {
    const text = formText({
      title: "Bit wear",
      title_zh: "",
      pages: "14",
      pdf_url: fileField("https://x/a.pdf"),
      image_url: fileField(),
      documents: [{ name: "Manual", download_url: "https://x/m.pdf" }],
      status: "draft",
    });
    expect(text).toBe(
      'title: Bit wear\npages: 14\npdf_url: https://x/a.pdf\ndocuments: [{"name":"Manual","download_url":"https://x/m.pdf"}]',
    );
  });
});
