/**
 * The dashboard's Enquiries tab and count card (issue #9 item 4) on a fake
 * backend, for the states the shared local backend cannot be put in:
 * loading, a failed load with its retry, an empty inbox; and the host's
 * `notify` called once per batch of arrivals, never for the first load.
 * (The inbox against the real backend: tests/e2e/admin/enquiries.spec.ts.)
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminHost } from "../../shared/admin/host";
import type { Enquiry } from "../../shared/data/enquiries";
import { storedEnquiry } from "../fixtures/enquiries";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, json, signedInStorage, type Handler } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
let answer: Handler;

function renderDashboard(host: Partial<AdminHost> = {}) {
  const fullHost = adminHost(backend.client(signedInStorage()), host);
  renderAdmin(fullHost);
  return fullHost;
}

const enquiriesCard = () => screen.getByRole("group", { name: "Enquiries" });

beforeEach(() => {
  backend = createFakeBackend();
  answer = () => json(200, []);
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  backend.on("POST /rest/v1/rpc/is_admin", () => json(200, true));
  backend.on("HEAD /rest/v1/*", () => new Response(null, { status: 200, headers: { "Content-Range": "*/2" } }));
  backend.on("GET /rest/v1/white_papers", () => json(200, []));
  // The dashboard's recent activity and purged-file cleanup (issue #12).
  backend.on("GET /rest/v1/content_audit_log", () => json(200, []));
  // The site status's build records (issue #27).
  backend.on("GET /rest/v1/site_builds", () => json(200, []));
  // Issue #29: no MFA requirement, no review requests.
  backend.on("GET /rest/v1/team_settings", () => json(200, [{ mfa_required: false }]));
  backend.on("GET /rest/v1/review_requests", () => json(200, []));
  backend.on("GET /rest/v1/enquiries", (req) => answer(req));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("Enquiries tab", () => {
  it("shows 'Loading enquiries...' until the list arrives, then 'No enquiries yet' and a zero card", async () => {
    let release: (r: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    renderDashboard();
    fireEvent.click(await screen.findByRole("tab", { name: "Enquiries" }));
    expect(await screen.findByText("Loading enquiries...")).toBeInstanceOf(HTMLElement);
    expect(within(enquiriesCard()).getByTestId("count-value").textContent).toBe("–");
    answer = () => json(200, []);
    await act(async () => release(json(200, [])));
    expect(await screen.findByText("No enquiries yet")).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(within(enquiriesCard()).getByTestId("count-value").textContent).toBe("0"));
    expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("0 new");
    expect(enquiriesCard().getAttribute("data-highlight")).toBeNull();
    expect(screen.getByRole("button", { name: "Export CSV" })).toHaveProperty("disabled", true);
  });

  it("a failed load toasts 'Failed to fetch enquiries', shows the error, and 'Try again' loads the list", async () => {
    answer = () => json(500, { code: "XX000", message: "boom" });
    renderDashboard();
    fireEvent.click(await screen.findByRole("tab", { name: "Enquiries" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to fetch enquiries");
    await waitFor(() => expect(screen.getAllByText("Failed to fetch enquiries").length).toBeGreaterThanOrEqual(2));
    expect(within(enquiriesCard()).getByTestId("count-value").textContent).toBe("–");

    answer = () => json(200, [storedEnquiry("e1", "Alan Turing", "2026-11-24T10:00:00+00:00")]);
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Open enquiry from Alan Turing" })).toBeInstanceOf(HTMLElement);
    expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("1 new");
    expect(enquiriesCard().getAttribute("data-highlight")).toBe("true");
  });
});

describe("new enquiries while the dashboard is open", () => {
  it("calls the host's notify once per batch, naming the newest, and never for what was there at first", async () => {
    const first = storedEnquiry("e1", "Alan Turing", "2026-11-24T10:00:00+00:00");
    let rows = [first];
    answer = () => json(200, rows);
    const notify = vi.fn();
    renderDashboard({ notify });
    await waitFor(() => expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("1 new"));
    expect(notify).not.toHaveBeenCalled();

    rows = [
      storedEnquiry("e3", "Grace Hopper", "2026-11-24T10:02:00+00:00"),
      storedEnquiry("e2", "Ada Lovelace", "2026-11-24T10:01:00+00:00"),
      first,
    ];
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith("2 new enquiries", "Newest: Grace Hopper (Bletchley Drilling) · Sales enquiry");
    await waitFor(() => expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("3 new"));

    // The same answer again: nothing new, no second notification.
    const polls = backend.requestCount("GET /rest/v1/enquiries");
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(backend.requestCount("GET /rest/v1/enquiries")).toBe(polls + 1));
    await act(async () => {});
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("a host without notify (the browser) still shows the arrivals", async () => {
    let rows: Enquiry[] = [];
    answer = () => json(200, rows);
    renderDashboard();
    await waitFor(() => expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("0 new"));
    rows = [storedEnquiry("e9", "Hedy Lamarr", "2026-11-24T11:00:00+00:00")];
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(within(enquiriesCard()).getByTestId("count-new").textContent).toBe("1 new"));
  });
});
