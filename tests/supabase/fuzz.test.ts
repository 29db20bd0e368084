/**
 * A deterministic slice (~300 requests, every family × every caller) of the
 * hostile-request fuzzer supabase/bench/fuzz.ts (issue #8): no request may
 * get a 5xx or hang, nothing may be written but the admin's intended writes,
 * and the object files must still match storage.objects.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, describeCase, FAMILIES, runFuzz, type FuzzReport } from "../../supabase/bench/fuzz";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";

const SEED = 8;
const COUNT = 300;

let server: RunningServer;
let report: FuzzReport;

beforeAll(async () => {
  server = await startTestServer();
  report = await runFuzz(server, { seed: SEED, count: COUNT });
}, 120_000);
afterAll(() => server?.close());

describe(`fuzz slice: seed ${SEED}, ${COUNT} hostile requests`, () => {
  it("covers every family for every caller and every service", () => {
    expect(report.requests).toBe(COUNT);
    const seen = new Set(report.results.map((r) => `${r.case.family}/${r.case.caller}`));
    expect(seen.size).toBe(Object.keys(FAMILIES).length * CALLERS.length);
    expect(Object.keys(report.byService).sort()).toEqual(expect.arrayContaining(["auth", "rest", "rpc", "storage"]));
  });

  it("answers no request with a 5xx and lets none hang", () => {
    expect(report.serverErrors.map((e) => `${e.status} ${describeCase(e.case)} -> ${e.excerpt}`)).toEqual([]);
    expect(report.transportErrors.map((e) => describeCase(e.case))).toEqual([]);
  });

  it("mostly refuses: more than 3 in 4 answers are 4xx", () => {
    const all = report.results.filter((r) => r.status !== null);
    const refused = all.filter((r) => r.status! >= 400 && r.status! < 500).length;
    expect(refused / all.length).toBeGreaterThan(0.75);
  });

  it("writes nothing but the admin's intended writes, and leaves no stray object file", () => {
    expect(report.unintendedWrites).toEqual([]);
    expect(report.fileMismatches).toEqual([]);
    expect(report.adminWrites).toBeGreaterThan(0);
  });
});
