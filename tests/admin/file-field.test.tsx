/**
 * The white paper dialog's file fields (issue #11) on a fake backend: a file
 * of the wrong type is refused inline, a chosen one is previewed with its
 * name and size and can be removed, the host's native chooser is offered
 * when it has one, and a stored file shows with Replace / Remove.
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminHost } from "../../shared/admin/host";
import { storedWhitePaper } from "../fixtures/content";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, FAKE_URL, json, onAdminDashboard, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;

const STORED_PDF = `${FAKE_URL}/storage/v1/object/public/content-files/white-papers/wp-1/pdf-1.pdf`;
const paper = storedWhitePaper({ pdf_url: STORED_PDF });

async function renderDashboard(host: Partial<AdminHost> = {}) {
  renderAdmin(adminHost(backend.client(signedInStorage()), host));
  await screen.findByRole("heading", { name: "Stored paper" });
}

beforeEach(() => {
  notifications.clean();
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, [paper]);
  // Storage info of a stored file: no original name kept (a seeded file) unless a test says otherwise (issue #25).
  backend.on("GET /storage/v1/object/info/*", () => json(200, { metadata: {} }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

const addDialog = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Add White Paper" }));
  return screen.findByRole("dialog", { name: "Add New White Paper" });
};

describe("white paper file fields", () => {
  it("refuses an SVG cover inline, previews a chosen PDF with its size, and removes it again", async () => {
    await renderDashboard();
    const dialog = await addDialog();
    fireEvent.change(within(dialog).getByLabelText("Cover image file"), {
      target: { files: [new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })] },
    });
    expect(await within(dialog).findByText("logo.svg: This type of file is not accepted here")).toBeTruthy();

    const pdf = new File([new Uint8Array(3072)], "report.pdf", { type: "application/pdf" });
    fireEvent.change(within(dialog).getByLabelText("PDF file"), { target: { files: [pdf] } });
    expect(await within(dialog).findByText("report.pdf")).toBeTruthy();
    expect(within(dialog).getByText("3 KB, uploaded when you save")).toBeTruthy();
    // The link input gives way to the chosen file; Remove brings the dropzone and the link back.
    expect(within(dialog).queryByLabelText("PDF URL")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove PDF" }));
    await waitFor(() => expect(within(dialog).getByLabelText("PDF file")).toBeTruthy());
    expect(within(dialog).getByLabelText("PDF URL")).toBeTruthy();
  });

  it("offers the host's native chooser for each file field and takes the file it returns", async () => {
    const pickFile = vi.fn(async (kind: "document" | "image") =>
      kind === "image" ? new File([new Uint8Array(10)], "cover.webp", { type: "image/webp" }) : null,
    );
    await renderDashboard({ pickFile });
    const dialog = await addDialog();
    const buttons = within(dialog).getAllByRole("button", { name: "Open File..." });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(await within(dialog).findByText("cover.webp")).toBeTruthy();
    expect(pickFile).toHaveBeenCalledWith("image");
  });

  it("shows a stored PDF by name with Replace and Remove when editing", async () => {
    await renderDashboard();
    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    expect(within(dialog).getByText("pdf-1.pdf")).toBeTruthy();
    expect(within(dialog).getByText("Stored file")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Replace PDF" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Remove PDF" })).toBeTruthy();
    expect((within(dialog).getByLabelText("PDF URL") as HTMLInputElement).value).toBe(STORED_PDF);
  });

  it("shows a stored PDF under the name it was uploaded with, from its Storage metadata (issue #25)", async () => {
    backend.on("GET /storage/v1/object/info/*", ({ path }) =>
      json(
        200,
        path.endsWith("/content-files/white-papers/wp-1/pdf-1.pdf")
          ? { metadata: { originalName: "Q3 钻井报告.pdf" } }
          : {},
      ),
    );
    await renderDashboard();
    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    expect(await within(dialog).findByText("Q3 钻井报告.pdf")).toBeTruthy();
    expect(within(dialog).queryByText("pdf-1.pdf")).toBeNull();
    expect(backend.requestCount("GET /storage/v1/object/info/content-files/white-papers/wp-1/pdf-1.pdf")).toBe(1);
  });
});
