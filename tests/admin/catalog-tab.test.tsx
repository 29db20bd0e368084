/**
 * The catalog tab (spec §2 catalog tab, §5, §7, §8; issue #27 the catalog
 * form) with the host's native file chooser (issue #4 pickCatalogFile), on a
 * fake backend. The upload goes through XMLHttpRequest (the only browser API
 * with upload progress): a scripted XMLHttpRequest stands in for it and
 * answers through the fake backend's routes, so progress and cancel are
 * driven step by step.
 */
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminHost } from "../../shared/admin/host";
import type { CatalogFile } from "../../shared/types/domain";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, FAKE_URL, json, signedInStorage } from "./fake-backend";

// The fake backend's client is a plain supabase-js client; the raw upload asks for its URL and key.
vi.mock("../../shared/supabase/client", async (original) => ({
  ...(await original<typeof import("../../shared/supabase/client")>()),
  clientProject: () => ({ url: FAKE_URL, anonKey: "anon-key" }),
}));

let backend: ReturnType<typeof createFakeBackend>;
let files: CatalogFile[];

const row = (name: string, size: number | null, over: Partial<CatalogFile> = {}): CatalogFile => ({
  id: `id-${name}`,
  name,
  title: name.replace(/\.pdf$/, " title"),
  file_url: `${FAKE_URL}/storage/v1/object/public/content-files/catalogs/${name}`,
  file_size: size,
  mime_type: "application/pdf",
  category: "drilling-tools",
  language: "en",
  status: "published",
  created_at: "2026-03-04T10:00:00Z",
  updated_at: "2026-03-04T10:00:00Z",
  ...over,
});

/** The scripted XMLHttpRequest: the test moves the upload on with `progress`, `finish` and sees `aborted`. */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  url = "";
  headers: Record<string, string> = {};
  body: Blob | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    ScriptedXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded, total: this.body!.size, lengthComputable: true });
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function renderCatalog(host: Partial<AdminHost>) {
  const fullHost = adminHost(backend.client(signedInStorage()), host);
  renderAdmin(fullHost);
  fireEvent.click(await screen.findByRole("tab", { name: "Catalog Files" }));
  await screen.findByRole("heading", { name: "Upload a catalog" });
  return fullHost;
}

/** Waits for the upload to start and returns its request. */
async function started(): Promise<ScriptedXhr> {
  await waitFor(() => expect(ScriptedXhr.last).not.toBeNull());
  return ScriptedXhr.last!;
}

beforeEach(() => {
  // Toasts live in a global store: start each test without the last one's.
  notifications.clean();
  ScriptedXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", ScriptedXhr);
  backend = createFakeBackend();
  files = [
    row("existing.pdf", 1536),
    row("no-size.pdf", null, { status: "draft", language: "zh", category: "rss-systems" }),
  ];
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
  // The site's build records (issue #27) load with the dashboard.
  backend.on("GET /rest/v1/site_builds", () => json(200, []));
  // Issue #29: no MFA requirement, no review requests.
  backend.on("GET /rest/v1/team_settings", () => json(200, [{ mfa_required: false }]));
  backend.on("GET /rest/v1/review_requests", () => json(200, []));
  // Signing a file of the private twin (issue #27): the draft's file is there, a published one's is not.
  backend.on("POST /storage/v1/object/sign/*", ({ path }) =>
    path.endsWith("/content-files-private/catalogs/no-size.pdf")
      ? json(200, { signedURL: "/object/sign/content-files-private/catalogs/no-size.pdf?token=t1" })
      : json(400, { statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(backend.unhandled).toEqual([]);
});

/** Fills the form: title (replacing the suggestion), category and language by their labels. */
function fill({ title, category, language }: { title?: string; category?: string; language?: string }) {
  if (title !== undefined)
    fireEvent.change(screen.getByRole("textbox", { name: /Title/ }), { target: { value: title } });
  if (category) fireEvent.change(screen.getByRole("combobox", { name: /Category/ }), { target: { value: category } });
  if (language) fireEvent.change(screen.getByRole("combobox", { name: /Language/ }), { target: { value: language } });
}

describe("catalog list", () => {
  it("shows title, name, category, language, status, size in KB or 'Unknown', and previews through host.openExternal (a draft's file signed)", async () => {
    const host = await renderCatalog({});
    const table = await screen.findByRole("table", { name: "Catalog files" });
    const existing = within(table).getByText("existing.pdf").closest("tr")!;
    for (const text of ["existing title", "Drilling Tools", "English", "Published", "2 KB"])
      expect(existing.textContent).toContain(text);
    const draft = within(table).getByText("no-size.pdf").closest("tr")!;
    for (const text of ["RSS Systems", "Chinese", "Draft", "Unknown"]) expect(draft.textContent).toContain(text);
    expect(screen.getByText("2 of 2")).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole("button", { name: "Open File..." })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Preview existing.pdf" }));
    await waitFor(() => expect(host.openExternal).toHaveBeenCalledWith(files[0]!.file_url));
    // The draft's file is private (issue #27): Preview opens a signed URL of the private twin, asked on the click.
    fireEvent.click(screen.getByRole("button", { name: "Preview no-size.pdf" }));
    await waitFor(() =>
      expect(host.openExternal).toHaveBeenLastCalledWith(
        `${FAKE_URL}/storage/v1/object/sign/content-files-private/catalogs/no-size.pdf?token=t1`,
      ),
    );
    expect(backend.requestCount("POST /storage/v1/object/sign/content-files-private/catalogs/no-size.pdf")).toBe(1);
  });

  it("shows 'No catalog files uploaded yet' for an empty list", async () => {
    files = [];
    await renderCatalog({});
    expect(await screen.findByText("No catalog files uploaded yet")).toBeInstanceOf(HTMLElement);
  });

  it("publishes a draft and moves a published catalog to draft (PATCH status)", async () => {
    const patches: unknown[] = [];
    backend.on("PATCH /rest/v1/catalog_files", ({ body, query }) => {
      patches.push({ body, id: query.get("id") });
      const id = query.get("id")!.slice(3);
      const status = (body as { status: CatalogFile["status"] }).status;
      files = files.map((f) => (f.id === id ? { ...f, status } : f));
      return json(
        200,
        files.find((f) => f.id === id),
      );
    });
    await renderCatalog({});
    await screen.findByRole("table", { name: "Catalog files" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish no-size title" })));
    expect(await screen.findByText('"no-size title" published')).toBeInstanceOf(HTMLElement);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move existing title to draft" })));
    expect(await screen.findByText('"existing title" moved to draft: visitors no longer see it')).toBeInstanceOf(
      HTMLElement,
    );
    expect(patches).toEqual([
      { body: { status: "published" }, id: "eq.id-no-size.pdf" },
      { body: { status: "draft" }, id: "eq.id-existing.pdf" },
    ]);
  });

  it("asks before deleting, then removes the object (from the public bucket and its private twin) and the row and toasts 'File deleted successfully'", async () => {
    for (const table of ["white_papers", "case_studies", "videos", "documentation", "news"])
      backend.on(`GET /rest/v1/${table}`, () => json(200, []));
    backend.on("GET /rest/v1/catalog_files", ({ query }) =>
      json(200, query.has("file_url") ? files.filter((f) => `eq.${f.file_url}` === query.get("file_url")) : files),
    );
    backend.on("DELETE /storage/v1/object/content-files", () => json(200, [{ name: "catalogs/existing.pdf" }]));
    backend.on("DELETE /storage/v1/object/content-files-private", () => json(200, []));
    backend.on("DELETE /rest/v1/catalog_files", () => {
      files = files.filter((f) => f.name !== "existing.pdf");
      return new Response(null, { status: 204 });
    });
    await renderCatalog({});
    await screen.findByRole("table", { name: "Catalog files" });
    fireEvent.click(screen.getByRole("button", { name: "Delete existing title" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete catalog file?" });
    expect(backend.requestCount("DELETE /rest/v1/catalog_files")).toBe(0);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(await screen.findByText("File deleted successfully")).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.queryByText("existing.pdf")).toBeNull());
    expect(backend.requestCount("DELETE /storage/v1/object/content-files")).toBe(1);
    expect(backend.requestCount("DELETE /storage/v1/object/content-files-private")).toBe(1);
  });
});

describe("catalog form", () => {
  it("refuses to save without a file, a title and a category, with no request", async () => {
    await renderCatalog({});
    await screen.findByRole("table", { name: "Catalog files" });
    const before = backend.requests.length;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save as draft" })));
    expect(screen.getByText("Choose a file first")).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByText("This field is required")).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish" })));
    expect(screen.queryByRole("dialog", { name: "Publish this catalog?" })).toBeNull();
    expect(backend.requests.slice(before)).toEqual([]);
    expect(ScriptedXhr.last).toBeNull();
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

  it("publishes the host's chosen file after asking: progress with percentage, bytes and time left, then the row", async () => {
    const inserted: unknown[] = [];
    backend.on("POST /rest/v1/catalog_files", ({ body }) => {
      inserted.push(body);
      return json(201, row("new.pdf", 4096, body as Partial<CatalogFile>));
    });
    const pdf = new File([new Uint8Array(4096)], "Rotary 2027.pdf", { type: "application/pdf" });
    await renderCatalog({ pickCatalogFile: async () => pdf });
    await screen.findByRole("table", { name: "Catalog files" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open File..." })));
    expect(screen.getByTestId("catalog-chosen-file").textContent).toBe("File: Rotary 2027.pdf (4 KB)");
    // The title is suggested from the file name.
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveProperty("value", "Rotary 2027");
    fill({ category: "rss-systems", language: "zh" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish" })));
    const dialog = await screen.findByRole("dialog", { name: "Publish this catalog?" });
    expect(dialog.textContent).toContain('"Rotary 2027" will be offered to every visitor');
    expect(dialog.textContent).toContain("RSS Systems page (Chinese)");
    expect(ScriptedXhr.last).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Publish" })));

    const xhr = await started();
    // Into the private twin (issue #27): the site builder publishes it.
    expect(xhr.url).toMatch(new RegExp(`^${FAKE_URL}/storage/v1/object/content-files-private/catalogs/\\d+\\.pdf$`));
    expect(xhr.headers).toMatchObject({ apikey: "anon-key", "content-type": "application/pdf", "x-upsert": "false" });
    expect(xhr.headers.authorization).toMatch(/^Bearer ey/);
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Open File..." })).toHaveProperty("disabled", true);
    await act(async () => xhr.progress(1024));
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByTestId("catalog-progress-text").textContent).toMatch(
      /^25% · 1 KB of 4 KB · (about \d+ s left|estimating time left)$/,
    );
    await act(async () => xhr.progress(3072));
    expect(screen.getByTestId("catalog-progress-text").textContent).toMatch(/^75% · 3 KB of 4 KB · /);
    files = [row("new.pdf", 4096, { title: "Rotary 2027" }), ...files];
    await act(async () => xhr.finish(200, { Key: "content-files-private/catalogs/x.pdf", Id: "x" }));
    expect(await screen.findByText('"Rotary 2027" published')).toBeInstanceOf(HTMLElement);
    expect(inserted).toEqual([
      expect.objectContaining({
        name: "Rotary 2027.pdf",
        title: "Rotary 2027",
        category: "rss-systems",
        language: "zh",
        status: "published",
        file_size: 4096,
        mime_type: "application/pdf",
      }),
    ]);
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).toBeNull();
    // The form is empty again for the next catalog.
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveProperty("value", "");
    expect(screen.queryByTestId("catalog-chosen-file")).toBeNull();
  });

  it("saves a draft without asking", async () => {
    const inserted: unknown[] = [];
    backend.on("POST /rest/v1/catalog_files", ({ body }) => {
      inserted.push(body);
      return json(201, row("draft.pdf", 10, body as Partial<CatalogFile>));
    });
    await renderCatalog({
      pickCatalogFile: async () => new File(["%PDF-1.4"], "draft.pdf", { type: "application/pdf" }),
    });
    await screen.findByRole("table", { name: "Catalog files" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open File..." })));
    fill({ title: "Software catalog", category: "software-solutions" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save as draft" })));
    expect(screen.queryByRole("dialog", { name: "Publish this catalog?" })).toBeNull();
    const xhr = await started();
    await act(async () => xhr.finish(200, { Key: "content-files-private/catalogs/x.pdf", Id: "x" }));
    expect(await screen.findByText('"Software catalog" saved as a draft: visitors do not see it')).toBeInstanceOf(
      HTMLElement,
    );
    expect(inserted).toEqual([
      expect.objectContaining({
        title: "Software catalog",
        category: "software-solutions",
        language: "en",
        status: "draft",
      }),
    ]);
  });

  it("Cancel aborts the upload, removes the object in case it was stored, and writes no row", async () => {
    backend.on("DELETE /storage/v1/object/content-files", () => json(200, []));
    backend.on("DELETE /storage/v1/object/content-files-private", () => json(200, []));
    await renderCatalog({
      pickCatalogFile: async () => new File([new Uint8Array(2048)], "big.pdf", { type: "application/pdf" }),
    });
    await screen.findByRole("table", { name: "Catalog files" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open File..." })));
    fill({ category: "measurement-tools" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save as draft" })));
    const xhr = await started();
    await act(async () => xhr.progress(512));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel upload" })));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText("Upload cancelled. Nothing was saved.")).toBeInstanceOf(HTMLElement);
    expect(backend.requestCount("DELETE /storage/v1/object/content-files-private")).toBe(1);
    expect(backend.requestCount("POST /rest/v1/catalog_files")).toBe(0);
    // The form keeps the file and fields, so the admin can try again.
    expect(screen.getByTestId("catalog-chosen-file").textContent).toContain("big.pdf");
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).toBeNull();
  });
});
