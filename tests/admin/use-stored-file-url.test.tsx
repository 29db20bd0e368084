/**
 * useStoredFileUrl and useViewableItem (issue #27) on a fake backend: a
 * stored file in the private twin is shown through a signed URL, one that is
 * not there (published) through its public URL, an external link as it is
 * without a request; nothing is returned while the answer is pending, and a
 * failed signature falls back to the public URL.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminProvider } from "../../shared/admin/auth/admin-context";
import type { AuthStore } from "../../shared/admin/auth/auth-store";
import { useStoredFileUrl, useViewableItem } from "../../shared/admin/content/use-stored-file-url";
import { adminHost } from "../fixtures/render";
import { createFakeBackend, FAKE_URL, json, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;

const publicUrl = (bucket: string, path: string) => `${FAKE_URL}/storage/v1/object/public/${bucket}/${path}`;
const signedUrl = (bucket: string, path: string) => `${FAKE_URL}/storage/v1/object/sign/${bucket}/${path}?token=t`;
/** Objects the fake private twins hold, as `bucket/path`. */
let privateObjects: Set<string>;

beforeEach(() => {
  backend = createFakeBackend();
  privateObjects = new Set();
  vi.spyOn(console, "error").mockImplementation(() => {});
  backend.on("POST /storage/v1/object/sign/*", ({ path }) => {
    const object = path.replace("/storage/v1/object/sign/", "");
    return privateObjects.has(object)
      ? json(200, { signedURL: `/object/sign/${object}?token=t` })
      : json(400, { statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

/** A wrapper with a fresh QueryClient (no retries, as the admin's) and the admin host of the fake backend. */
function wrapper() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const host = adminHost(backend.client(signedInStorage()));
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <AdminProvider host={host} store={{} as AuthStore}>
        {children}
      </AdminProvider>
    </QueryClientProvider>
  );
}

describe("useStoredFileUrl()", () => {
  it("gives a private file's signed URL, null while asking, and a published file's public URL", async () => {
    privateObjects.add("content-images-private/news/n1/image-1.png");
    const hidden = publicUrl("content-images", "news/n1/image-1.png");
    const host = wrapper();
    const { result } = renderHook(() => useStoredFileUrl(hidden), { wrapper: host });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(signedUrl("content-images-private", "news/n1/image-1.png")));

    const shown = publicUrl("content-files", "catalogs/1.pdf");
    const published = renderHook(() => useStoredFileUrl(shown), { wrapper: host });
    await waitFor(() => expect(published.result.current).toBe(shown));
    expect(backend.requestCount("POST /storage/v1/object/sign/content-files-private/catalogs/1.pdf")).toBe(1);
  });

  it("returns external links and empty values at once, without a request", () => {
    const host = wrapper();
    const { result: external } = renderHook(() => useStoredFileUrl("https://cdn.example.com/a.png"), {
      wrapper: host,
    });
    expect(external.current).toBe("https://cdn.example.com/a.png");
    const { result: empty } = renderHook(() => useStoredFileUrl(""), { wrapper: host });
    expect(empty.current).toBeNull();
    expect(backend.requests).toEqual([]);
  });

  it("falls back to the public URL when Storage fails to answer", async () => {
    backend.on("POST /storage/v1/object/sign/*", () =>
      json(500, { statusCode: "500", error: "internal", message: "down" }),
    );
    const url = publicUrl("content-files", "white-papers/w/pdf-1.pdf");
    const { result } = renderHook(() => useStoredFileUrl(url), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toBe(url));
  });
});

describe("useViewableItem()", () => {
  it("swaps a documentation entry's stored picture and documents for viewable URLs, keeping external links", async () => {
    privateObjects.add("content-images-private/documentation/d1/image-1.png");
    privateObjects.add("content-files-private/documentation/d1/document-1.pdf");
    const item = {
      id: "d1",
      title: "Manual",
      image_url: publicUrl("content-images", "documentation/d1/image-1.png"),
      documents: [
        { name: "Stored", download_url: publicUrl("content-files", "documentation/d1/document-1.pdf") },
        { name: "Published", download_url: publicUrl("content-files", "documentation/d1/document-2.pdf") },
        { name: "Elsewhere", download_url: "https://example.com/m.pdf" },
      ],
    };
    const { result } = renderHook(() => useViewableItem("documentation", item), { wrapper: wrapper() });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual({
      id: "d1",
      title: "Manual",
      image_url: signedUrl("content-images-private", "documentation/d1/image-1.png"),
      documents: [
        { name: "Stored", download_url: signedUrl("content-files-private", "documentation/d1/document-1.pdf") },
        { name: "Published", download_url: publicUrl("content-files", "documentation/d1/document-2.pdf") },
        { name: "Elsewhere", download_url: "https://example.com/m.pdf" },
      ],
    });
  });
});
