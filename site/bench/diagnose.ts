/**
 * `npm run bench:diagnose` (issue #24): where a page's total blocking time
 * comes from. Builds and serves the site as `bench:site` does (no no-JS
 * copy), runs Lighthouse (mobile preset, simulated throttling, performance
 * only) on each page `--runs` times and prints, per run, the TBT, every long
 * task with its simulated start and duration (ms) and what Lighthouse
 * attributes it to, the script bootup per URL, the main-thread breakdown by
 * group, and the scripts and fetches the load requested (KiB on the wire,
 * simulated start). Measures nothing `bench:site` judges: it is for finding
 * out why a figure moved; compare builds by running it on each.
 *
 * CLI: `npm run bench:diagnose -- --routes /,/zh/resources/white-papers [--runs 3]`
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../scripts/chromium";
import { startBenchSite } from "./site-build";

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
interface Bootup {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}
interface WorkGroup {
  group: string;
  duration: number;
}
interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** The `details.items` of a Lighthouse audit, empty when it has none. */
function itemsOf<T>(audit: { details?: unknown } | undefined): T[] {
  const details = audit?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { routes: { type: "string" }, runs: { type: "string" } } });
  const routes = (values.routes ?? "/").split(",").filter(Boolean);
  const runs = Number(values.runs ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got "${values.runs}"`);
  const site = await startBenchSite();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
  });
  const ms = (n: number | undefined) => Math.round(n ?? 0);
  try {
    for (const route of routes) {
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(`${site.ours.url}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const audits = result.lhr.audits;
        const local = (url: string) => url.replace(site.ours.url, "");
        console.log(`\n== ${route} run ${run}: TBT ${ms(audits["total-blocking-time"]?.numericValue)} ms`);
        for (const task of itemsOf<LongTask>(audits["long-tasks"]))
          console.log(`  long task ${ms(task.duration)} ms at ${ms(task.startTime)} ms: ${local(task.url)}`);
        for (const b of itemsOf<Bootup>(audits["bootup-time"]))
          console.log(
            `  bootup ${local(b.url)}: ${ms(b.total)} ms (script ${ms(b.scripting)}, parse ${ms(b.scriptParseCompile)})`,
          );
        const groups = itemsOf<WorkGroup>(audits["mainthread-work-breakdown"]);
        console.log(`  main thread: ${groups.map((g) => `${g.group} ${ms(g.duration)} ms`).join(", ")}`);
        for (const n of itemsOf<NetworkItem>(audits["network-requests"])) {
          if (n.resourceType !== "Script" && n.resourceType !== "Fetch") continue;
          const kib = ((n.transferSize ?? 0) / 1024).toFixed(1);
          console.log(`  ${n.resourceType} ${kib} KiB at ${ms(n.networkRequestTime)} ms: ${local(n.url)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
