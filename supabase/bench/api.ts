/**
 * `npm run bench:api`: starts the local Supabase on a random port with an
 * in-memory seeded database and drives it with autocannon over loopback
 * (10 connections, ~10 s per scenario). Autocannon runs as its own process
 * (its CLI) so the load generator does not share the server's event loop.
 * Target: ≥ 1,000 req/s and p99 < 20 ms for the public white papers list.
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { startLocalSupabase } from "../server/index";

const autocannonCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("autocannon/package.json")),
  "autocannon.js",
);

const seconds = Number(process.env.BENCH_SECONDS ?? "10");
const connections = Number(process.env.BENCH_CONNECTIONS ?? "10");

/** One scenario's figures. */
interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Scenario {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body?: string;
}

/** Runs autocannon's CLI with `--json` and returns the figures. */
async function run(name: string, s: Scenario, duration = seconds): Promise<Figures> {
  const args = [autocannonCli, "-j", "-c", String(connections), "-d", String(duration), "-m", s.method ?? "GET"];
  for (const [k, v] of Object.entries(s.headers)) args.push("-H", `${k}=${v}`);
  if (s.body) args.push("-b", s.body);
  args.push(s.url);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const server = await startLocalSupabase({ port: 0, dataDir: "memory", captchaProvider: "none", quiet: true });
try {
  const headers = { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` };
  const ids = (await (await fetch(`${server.url}/rest/v1/videos?select=id`, { headers })).json()) as { id: string }[];
  const list: Scenario = {
    url: `${server.url}/rest/v1/white_papers?select=*&order=date_published.desc`,
    headers: { ...headers, "accept-profile": "public" },
  };
  // Warm-up (not reported): lets V8 and the Postgres WASM module reach steady state.
  await run("warm-up", list, 3);
  const results: Figures[] = [];
  results.push(await run("GET /rest/v1/white_papers?select=*&order=date_published.desc", list));
  results.push(
    await run("POST /rest/v1/rpc/increment_video_views", {
      url: `${server.url}/rest/v1/rpc/increment_video_views`,
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-profile": "public" },
      body: JSON.stringify({ video_id: ids[0]!.id }),
    }),
  );
  console.log(`\nautocannon: ${connections} connections, ${seconds} s each, loopback\n`);
  console.table(
    results.map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors,
      "non-2xx": r.non2xx,
    })),
  );
  const listFigures = results[0]!;
  const ok = listFigures.rps >= 1000 && listFigures.p99 < 20;
  console.log(`White papers list target (≥ 1000 req/s, p99 < 20 ms): ${ok ? "met" : "NOT met"}`);
} finally {
  await server.close();
}
