/**
 * The catalog tab (spec §2 catalog tab, §4 Catalog upload, §5, §8) with the
 * host's native file chooser (issue #4 pickCatalogFile), on a fake backend.
 */
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminHost } from "../../shared/admin/host";
import type { CatalogFile } from "../../shared/types/domain";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, FAKE_URL, json, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
let files: CatalogFile[];

const row = (name: string, size: number | null): CatalogFile => ({
  id: `id-${name}`,
  name,
  file_url: `${FAKE_URL}/storage/v1/object/public/content-files/catalogs/${name}`,
  file_size: size,
  mime_type: "application/pdf",
  category: "drilling-tools",
  created_at: "2026-03-04T10:00:00Z",
});

async function renderCatalog(host: Partial<AdminHost>) {
  const fullHost = adminHost(backend.client(signedInStorage()), host);
  renderAdmin(fullHost);
  fireEvent.click(await screen.findByRole("tab", { name: "Catalog Files" }));
  return fullHost;
}

beforeEach(() => {
  // Toasts live in a global store: start each test without the last one's.
  notifications.clean();
  backend = createFakeBackend();
  files = [row("existing.pdf", 1536), row("no-size.pdf", null)];
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  backend.on("POST /rest/v1/rpc/is_admin", () => json(200, true));
  backend.on("HEAD /rest/v1/*", () => new Response(null, { status: 200, headers: { "Content-Range": "*/2" } }));
  backend.on("GET /rest/v1/white_papers", () => json(200, []));
  // The dashboard's recent activity and purged-file cleanup (issue #12).
  backend.on("GET /rest/v1/content_audit_log", () => json(200, []));
  backend.on("GET /rest/v1/catalog_files", () => json(200, files));
  // The dashboard's enquiries inbox (issue #9) loads with it.
  backend.on("GET /rest/v1/enquiries", () => json(200, []));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("catalog tab", () => {
  it("lists name, category, size in KB or 'Unknown', and previews through host.openExternal", async () => {
    const host = await renderCatalog({});
    const table = await screen.findByRole("table", { name: "Catalog files" });
    const existing = within(table).getByText("existing.pdf").closest("tr")!;
    expect(existing.textContent).toContain("2 KB");
    expect(existing.textContent).toContain("drilling-tools");
    expect(within(table).getByText("no-size.pdf").closest("tr")!.textContent).toContain("Unknown");
    expect(screen.getByText("2 of 2")).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole("button", { name: "Open File..." })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Preview existing.pdf" }));
    expect(host.openExternal).toHaveBeenCalledWith(files[0]!.file_url);
  });

  it("shows 'No catalog files uploaded yet' for an empty list", async () => {
    files = [];
    await renderCatalog({});
    expect(await screen.findByText("No catalog files uploaded yet")).toBeInstanceOf(HTMLElement);
  });

  it("refuses a .txt from the host's Open File... without any request", async () => {
    const pickCatalogFile = vi.fn(async () => new File(["x"], "notes.txt", { type: "text/plain" }));
    await renderCatalog({ pickCatalogFile });
    await screen.findByRole("table", { name: "Catalog files" });
    const before = backend.requests.length;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open File..." })));
    expect((await screen.findAllByText(/"notes.txt" is not a PDF, DOC or DOCX file/)).length).toBeGreaterThan(0);
    expect(backend.requests.slice(before)).toEqual([]);
  });

  it("uploads the host's chosen file, shows 'Uploading...' with the input disabled, then toasts and reloads", async () => {
    let finishUpload: (r: Response) => void = () => {};
    backend.on(
      "POST /storage/v1/object/content-files/catalogs/*",
      () => new Promise<Response>((r) => (finishUpload = r)),
    );
    backend.on("POST /rest/v1/catalog_files", () => json(201, row("new.pdf", 4096)));
    const pdf = new File([new Uint8Array(4096)], "new.pdf", { type: "application/pdf" });
    await renderCatalog({ pickCatalogFile: async () => pdf });
    await screen.findByRole("table", { name: "Catalog files" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open File..." })));
    await waitFor(() => expect(screen.getAllByText("Uploading...").length).toBeGreaterThan(0));
    expect(screen.getByLabelText("Catalog file")).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Open File..." })).toHaveProperty("disabled", true);
    files = [row("new.pdf", 4096), ...files];
    await act(async () => finishUpload(json(200, { Key: "content-files/catalogs/x.pdf", Id: "x" })));
    expect(await screen.findByText("Catalog file uploaded successfully")).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText("new.pdf")).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText("Uploading...")).toBeNull();
  });

  /** Answers the lookups of who else uses a file (issue #11): `paper` links to `linked`, nothing else does. */
  function referenceLookups(paper?: { id: string; title: string; linked: string }) {
    // PostgREST's `eq.` and `like.` (`%` any run, `_` any one character) on one column; true without a filter.
    const matches = (query: URLSearchParams, column: string, value: string) => {
      const filter = query.get(column);
      if (filter === null) return true;
      if (filter.startsWith("eq.")) return filter.slice(3) === value;
      const pattern = filter.replace(/^like\./, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`^${pattern.replace(/%/g, ".*").replace(/_/g, ".")}$`).test(value);
    };
    backend.on("GET /rest/v1/white_papers", ({ query }) =>
      json(200, paper && query.has("pdf_url") && matches(query, "pdf_url", paper.linked) ? [paper] : []),
    );
    for (const table of ["case_studies", "videos", "documentation", "news"])
      backend.on(`GET /rest/v1/${table}`, () => json(200, []));
    backend.on("GET /rest/v1/catalog_files", ({ query }) =>
      json(
        200,
        files.filter((f) => matches(query, "file_url", f.file_url)),
      ),
    );
  }

  it("asks before deleting, then removes the object and the row and toasts 'File deleted successfully'", async () => {
    referenceLookups();
    backend.on("DELETE /storage/v1/object/content-files", () => json(200, [{ name: "catalogs/existing.pdf" }]));
    backend.on("DELETE /rest/v1/catalog_files", () => {
      files = files.filter((f) => f.name !== "existing.pdf");
      return new Response(null, { status: 204 });
    });
    await renderCatalog({});
    await screen.findByRole("table", { name: "Catalog files" });
    fireEvent.click(screen.getByRole("button", { name: "Delete existing.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete catalog file?" });
    expect(backend.requestCount("DELETE /rest/v1/catalog_files")).toBe(0);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(await screen.findByText("File deleted successfully")).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.queryByText("existing.pdf")).toBeNull());
    expect(backend.requestCount("DELETE /storage/v1/object/content-files")).toBe(1);
  });
  it("keeps the stored file when a white paper still links to it, deletes the row and says which item uses it (issue #11)", async () => {
    const existing = files[0]!;
    referenceLookups({ id: "wp-1", title: "Bit wear", linked: existing.file_url });
    backend.on("DELETE /rest/v1/catalog_files", () => {
      files = files.filter((f) => f.name !== "existing.pdf");
      return new Response(null, { status: 204 });
    });
    await renderCatalog({});
    await screen.findByRole("table", { name: "Catalog files" });
    fireEvent.click(screen.getByRole("button", { name: "Delete existing.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete catalog file?" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(await screen.findByText("File deleted successfully")).toBeInstanceOf(HTMLElement);
    expect(
      await screen.findByText('"existing.pdf" is still used by White paper "Bit wear", so it was not deleted.'),
    ).toBeInstanceOf(HTMLElement);
    expect(backend.requestCount("DELETE /storage/v1/object/content-files")).toBe(0);
    expect(backend.requestCount("DELETE /rest/v1/catalog_files")).toBe(1);
  });
});
