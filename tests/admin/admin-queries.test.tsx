/**
 * The admin's react-query layer (issue #25) on a fake backend: the query
 * keys nest so that one invalidation reaches a content type's list, trash
 * and histories; the cache is emptied when the signed-in user changes; the
 * inbox keeps polling on its timer while the window is hidden, merges a
 * poll's arrivals into the list and notifies once per batch.
 */
import { renderHook, cleanup, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createStore } from "zustand/vanilla";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "../../shared/admin/auth/auth-store";
import { AdminQueryProvider, queryClientFor } from "../../shared/admin/data/query-client";
import { adminKeys } from "../../shared/admin/data/query-keys";
import { useEnquiryInbox } from "../../shared/admin/enquiries/use-enquiry-inbox";
import type { Enquiry } from "../../shared/data/enquiries";
import { storedEnquiry } from "../fixtures/enquiries";
import { createFakeBackend, json } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;

const enquiry = (id: string, name: string, createdAt: string) =>
  storedEnquiry(id, name, createdAt, { form: "contact", company: null, details: {}, page: "/" });

/** A stand-in auth store holding only the signed-in user (all AdminQueryProvider reads). */
const userStore = (id: string | null) =>
  createStore<AuthState>(() => ({ user: id ? { id, email: `${id}@example.com` } : null }) as AuthState);

beforeEach(() => {
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("adminKeys", () => {
  it("nests a content type's list, trash, trash count and item histories under adminKeys.content(table)", () => {
    const prefix = adminKeys.content("videos");
    const keys = [
      adminKeys.contentList("videos"),
      adminKeys.trashList("videos"),
      adminKeys.trashCount("videos"),
      adminKeys.history("videos", "v1"),
    ];
    for (const key of keys) expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    expect(adminKeys.trashCount("videos").slice(0, 4)).toEqual([...adminKeys.trash("videos")]);
    expect(adminKeys.contentList("white_papers")).not.toEqual(adminKeys.contentList("videos"));
    expect(adminKeys.enquiryArrivals().slice(0, 2)).toEqual([...adminKeys.enquiries()]);
  });
});

describe("AdminQueryProvider", () => {
  it("keeps one QueryClient per host client and empties it when the signed-in user changes, not on a token refresh", () => {
    const client = backend.client();
    const store = userStore("u1");
    const queryClient = queryClientFor(client);
    expect(queryClientFor(client)).toBe(queryClient);
    expect(queryClientFor(backend.client())).not.toBe(queryClient);
    render(
      <AdminQueryProvider client={client} store={store}>
        <p>admin</p>
      </AdminQueryProvider>,
    );
    queryClient.setQueryData(adminKeys.counts(), { white_papers: 3 });
    store.setState({ user: { id: "u1", email: "refreshed@example.com" } as AuthState["user"] });
    expect(queryClient.getQueryData(adminKeys.counts())).toEqual({ white_papers: 3 });
    store.setState({ user: null });
    expect(queryClient.getQueryData(adminKeys.counts())).toBeUndefined();
  });
});

describe("useEnquiryInbox()", () => {
  let hidden: PropertyDescriptor | undefined;
  beforeEach(() => {
    hidden = Object.getOwnPropertyDescriptor(document, "visibilityState");
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  afterEach(() => {
    if (hidden) Object.defineProperty(document, "visibilityState", hidden);
    else delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it("polls enquiriesSince on its timer while the window is hidden; arrivals join the list, newest first, and notify once", async () => {
    const first = enquiry("e1", "Alan Turing", "2026-11-24T10:00:00+00:00");
    const later = enquiry("e2", "Grace Hopper", "2026-11-24T10:05:00+00:00");
    let polled: Enquiry[] = [first];
    backend.on("GET /rest/v1/enquiries", ({ query }) => json(200, query.has("created_at") ? polled : [first]));
    const client = backend.client();
    const notify = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminQueryProvider client={client} store={userStore("u1")}>
        {children}
      </AdminQueryProvider>
    );
    const { result } = renderHook(() => useEnquiryInbox({ client, enabled: true, notify, pollIntervalMs: 40 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.rows.map((r) => r.id)).toEqual(["e1"]);

    // The poll asks from a minute before the newest known row (POLL_OVERLAP_MS); the known row is not an arrival.
    await waitFor(() => expect(backend.requestCount("GET /rest/v1/enquiries")).toBeGreaterThanOrEqual(3));
    expect(notify).not.toHaveBeenCalled();

    polled = [first, later];
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(["e2", "e1"]));
    expect(result.current.newCount).toBe(2);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith("1 new enquiry", "Grace Hopper · Contact message");

    const polls = backend.requestCount("GET /rest/v1/enquiries");
    await waitFor(() => expect(backend.requestCount("GET /rest/v1/enquiries")).toBeGreaterThan(polls + 1));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
