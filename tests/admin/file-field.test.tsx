/**
 * The white paper dialog's file fields (issue #11) on a fake backend: a file
 * of the wrong type is refused inline, a chosen one is previewed with its
 * name and size and can be removed, the host's native chooser is offered
 * when it has one, and a stored file shows with Replace / Remove; a stored
 * file of a hidden item (issue #27: in the private twin) is previewed and
 * opened through a signed URL, a published one through its public URL.
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
  // Signing a private twin's object: not there unless a test says otherwise (the item is published, issue #27).
  backend.on("POST /storage/v1/object/sign/*", () =>
    json(400, { statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" }),
  );
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

  it("previews a hidden item's stored cover and opens its PDF through signed URLs of the private twin (issue #27)", async () => {
    const cover = `${FAKE_URL}/storage/v1/object/public/content-images/white-papers/wp-1/image-1.png`;
    onAdminDashboard(backend, [storedWhitePaper({ status: "draft", pdf_url: STORED_PDF, image_url: cover })]);
    const signed: { path: string; body: unknown }[] = [];
    backend.on("POST /storage/v1/object/sign/*", ({ path, body }) => {
      signed.push({ path, body });
      const object = path.replace("/storage/v1", "");
      return json(200, { signedURL: `${object}?token=t-${object.split("/").at(-1)}` });
    });
    const openExternal = vi.fn();
    await renderDashboard({ openExternal });
    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    const thumb = await within(dialog).findByRole("img", { name: "Cover image preview" });
    expect(thumb.getAttribute("src")).toBe(
      `${FAKE_URL}/storage/v1/object/sign/content-images-private/white-papers/wp-1/image-1.png?token=t-image-1.png`,
    );
    const link = await within(dialog).findByRole("link", { name: "pdf-1.pdf" });
    const signedPdf = `${FAKE_URL}/storage/v1/object/sign/content-files-private/white-papers/wp-1/pdf-1.pdf?token=t-pdf-1.pdf`;
    await waitFor(() => expect(link.getAttribute("href")).toBe(signedPdf));
    // Signed for an hour; opening the PDF asks again (the builder may have moved it since).
    expect(signed.map((s) => s.path).sort()).toEqual([
      "/storage/v1/object/sign/content-files-private/white-papers/wp-1/pdf-1.pdf",
      "/storage/v1/object/sign/content-images-private/white-papers/wp-1/image-1.png",
    ]);
    expect(signed.map((s) => s.body)).toEqual([{ expiresIn: 3600 }, { expiresIn: 3600 }]);
    fireEvent.click(link);
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(signedPdf));
    expect(signed).toHaveLength(3);
  });

  it("opens a published item's stored PDF at its public URL when the private twin has no such object", async () => {
    const openExternal = vi.fn();
    await renderDashboard({ openExternal });
    fireEvent.click(screen.getByRole("button", { name: "Edit Stored paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit White Paper" });
    // A link once the file's place is known (until then its public URL might answer 400).
    const link = await within(dialog).findByRole("link", { name: "pdf-1.pdf" });
    expect(link.getAttribute("href")).toBe(STORED_PDF);
    fireEvent.click(link);
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(STORED_PDF));
    expect(backend.requestCount("POST /storage/v1/object/sign/content-files-private/white-papers/wp-1/pdf-1.pdf")).toBe(
      2,
    );
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
