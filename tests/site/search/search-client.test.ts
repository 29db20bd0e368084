/**
 * The page's side of site search (issue #24, src/features/search/search-client.ts
 * and search-service.ts): the search is prepared ahead of use, opened, and
 * answers queries through messages, in a worker or, without workers, in the
 * page. The network boundary (fetch) is a stub serving a small index file
 * and database lists; the worker is a stand-in running the real service
 * (jsdom has no workers), so that a worker's failure can be simulated.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchReply, SearchRequest, SearchState } from "../../../site/src/features/search/search-service";
import { indexFile, stubSearchNetwork, type StubNetwork } from "./search-fixtures";

let network: StubNetwork;
beforeEach(() => {
  vi.resetModules();
  network = stubSearchNetwork(indexFile(20));
});
afterEach(() => vi.unstubAllGlobals());

const client = () => import("../../../site/src/features/search/search-client");

/** Collects a session's states; `next(n)` waits until `n` have arrived. */
function stateLog() {
  const states: SearchState[] = [];
  const onState = (state: SearchState) => states.push(state);
  const next = (count: number) => vi.waitFor(() => expect(states.length).toBeGreaterThanOrEqual(count));
  return { states, onState, next };
}

describe("site search without workers (the service in the page)", () => {
  it("prepares the index ahead of use, then opens without fetching the index file again and answers from the build's rows, then the current ones", async () => {
    const { prepareSiteSearch, openSiteSearch, searchSession } = await client();
    prepareSiteSearch("en");
    await vi.waitFor(() => expect(network.indexRequests).toBe(1));
    expect(network.listRequests).toBe(0);
    openSiteSearch("en");
    const log = stateLog();
    const session = searchSession("en", log.onState);
    await log.next(2);
    expect(log.states.slice(0, 2)).toEqual([
      { status: "ready", records: "loading" },
      { status: "ready", records: "live" },
    ]);
    expect(network.indexRequests).toBe(1);
    expect(network.listRequests).toBeGreaterThan(0);
    expect((await session.search("turbine")).map((hit) => hit.url)).toEqual(["/p7"]);
    expect(await session.search("   ")).toEqual([]);
    session.close();
  });

  it("reports an error when nothing can be loaded, and a later open starts afresh", async () => {
    network.failing = true;
    const { openSiteSearch, searchSession } = await client();
    openSiteSearch("en");
    const log = stateLog();
    const session = searchSession("en", log.onState);
    await log.next(1);
    expect(log.states[0]).toEqual({ status: "error" });
    await expect(session.search("turbine")).rejects.toThrow();
    session.close();

    network.failing = false;
    openSiteSearch("en");
    const again = stateLog();
    const retried = searchSession("en", again.onState);
    await again.next(1);
    // The old failure is not replayed to the new session.
    expect(again.states[0]).toEqual({ status: "ready", records: "loading" });
    expect((await retried.search("turbine")).map((hit) => hit.url)).toEqual(["/p7"]);
  });
});

describe("site search in a worker", () => {
  /** Stands in for the browser's Worker: runs the real service, replies asynchronously, can crash. */
  class StandInWorker extends EventTarget {
    static made: StandInWorker[] = [];
    readonly url: string;
    terminated = false;
    private handle?: (request: SearchRequest) => void;
    private readonly ready: Promise<void>;
    constructor(url: URL | string) {
      super();
      this.url = String(url);
      StandInWorker.made.push(this);
      this.ready = import("../../../site/src/features/search/search-service").then((m) => {
        this.handle = m.createSearchService((reply: SearchReply) =>
          setTimeout(() => !this.terminated && this.dispatchEvent(new MessageEvent("message", { data: reply }))),
        );
      });
    }
    postMessage(request: SearchRequest): void {
      void this.ready.then(() => !this.terminated && this.handle!(structuredClone(request)));
    }
    terminate(): void {
      this.terminated = true;
    }
    crash(): void {
      const event = new Event("error") as Event & { message: string };
      event.message = "boom";
      this.dispatchEvent(event);
    }
  }

  beforeEach(() => {
    StandInWorker.made = [];
    vi.stubGlobal("Worker", StandInWorker);
  });

  it("starts one worker from the search worker's module, and answers through it", async () => {
    const { prepareSiteSearch, openSiteSearch, searchSession } = await client();
    prepareSiteSearch("en");
    openSiteSearch("en");
    const log = stateLog();
    const session = searchSession("en", log.onState);
    expect((await session.search("turbine")).map((hit) => hit.title)).toEqual(["Turbine drilling"]);
    expect(StandInWorker.made).toHaveLength(1);
    expect(StandInWorker.made[0]!.url).toMatch(/search-worker/);
    await log.next(1);
    expect(log.states[0]!.status).toBe("ready");
  });

  it("a worker that crashes fails what waits on it and the open searches; the next open starts a new worker", async () => {
    const { openSiteSearch, searchSession } = await client();
    openSiteSearch("en");
    const log = stateLog();
    const session = searchSession("en", log.onState);
    const pending = session.search("turbine");
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    StandInWorker.made[0]!.crash();
    await expect(pending).rejects.toThrow();
    await vi.waitFor(() => expect(log.states).toContainEqual({ status: "error" }));
    expect(StandInWorker.made[0]!.terminated).toBe(true);
    expect(consoleError).toHaveBeenCalled();

    openSiteSearch("en");
    expect(StandInWorker.made).toHaveLength(2);
    expect((await session.search("turbine")).map((hit) => hit.url)).toEqual(["/p7"]);
  });
});
