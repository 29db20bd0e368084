/**
 * Issue #23: every response of the local backend, REST, Auth and Storage,
 * successes, errors and CORS preflights alike, carries
 * `X-Content-Type-Options: nosniff` (set once, in createApp).
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";

let server: RunningServer;
/** Every Response the supabase-js client received, in order. */
const seen: Response[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

/** A supabase-js client whose fetch records every response. */
function recordingClient(key: string) {
  return createClient<Database>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        seen.push(response);
        return response;
      },
    },
  });
}

const nosniff = (response: Response) => response.headers.get("x-content-type-options");

describe("X-Content-Type-Options on the local backend", () => {
  it("supabase-js REST, Auth and Storage calls all get nosniff, errors included", async () => {
    const anon = recordingClient(server.anonKey);
    const service = recordingClient(server.serviceRoleKey);
    seen.length = 0;
    expect((await anon.from("white_papers").select("id").limit(1)).error).toBeNull();
    expect((await anon.from("no_such_table" as "white_papers").select("id")).error?.code).toBe("PGRST205");
    const signIn = await anon.auth.signInWithPassword({ email: "nobody@example.com", password: "wrong-password" });
    expect(signIn.error).not.toBeNull();
    // A "PDF" whose bytes are HTML: what nosniff keeps a browser from rendering as a page.
    const html = new Blob(["<html><script>alert(1)</script>"], { type: "application/pdf" });
    const bucket = service.storage.from("content-files");
    expect((await bucket.upload("nosniff/page.pdf", html)).error).toBeNull();
    expect((await bucket.download("nosniff/page.pdf")).error).toBeNull();
    expect((await bucket.download("nosniff/missing.pdf")).error).not.toBeNull();
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.map((r) => [r.url.replace(server.url, ""), r.status, nosniff(r)])).toEqual(
      seen.map((r) => [r.url.replace(server.url, ""), r.status, "nosniff"]),
    );
  });

  it("OPTIONS preflights, the gateway's 401 and unknown routes get nosniff", async () => {
    const preflight = await fetch(`${server.url}/rest/v1/white_papers`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(nosniff(preflight)).toBe("nosniff");
    const noKey = await fetch(`${server.url}/auth/v1/user`);
    expect(noKey.status).toBe(401);
    expect(nosniff(noKey)).toBe("nosniff");
    const unknown = await fetch(`${server.url}/no/such/api`);
    expect(unknown.status).toBe(404);
    expect(nosniff(unknown)).toBe("nosniff");
  });
});
