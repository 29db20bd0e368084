/**
 * `npm run bench:admin` (issue #12): how fast the admin's content lists load
 * with many items. Starts the local Supabase on a random port with a
 * throwaway in-memory seeded database, adds BENCH_ADMIN_ITEMS items (default
 * 1,000) of each of the four content types in SQL (one in twenty moved to the
 * trash, so the lists' `deleted_at is null` filter has rows to skip), signs
 * in as the seeded admin with supabase-js and calls the admin tabs' own list
 * functions (shared/data: listWhitePapersForAdmin ... listDocumentationForAdmin)
 * plus the dashboard's counts and each tab's trash count, BENCH_ADMIN_RUNS
 * times each (default 30, after 3 warm-up calls). Prints p50 / p95 / max in
 * ms per call. Target: p95 < 200 ms for each list (BENCH_STRICT=1: exit 1
 * when missed). Env: BENCH_ADMIN_ITEMS, BENCH_ADMIN_RUNS, BENCH_STRICT.
 */
import { performance } from "node:perf_hooks";
import { signInWithPassword } from "../../shared/data/auth";
import { countAllContent } from "../../shared/data/content";
import { countTrash } from "../../shared/data/content-trash";
import { listCaseStudiesForAdmin } from "../../shared/data/case-studies";
import { listDocumentationForAdmin } from "../../shared/data/documentation";
import { listVideosForAdmin } from "../../shared/data/videos";
import { listWhitePapersForAdmin } from "../../shared/data/white-papers";
import { createSupabaseClient, type AppSupabaseClient } from "../../shared/supabase/client";
import { EDITORIAL_TABLES } from "../../shared/types/domain";
import { DEFAULT_SEED_ACCOUNTS } from "../seed/seed";
import { startServer } from "../server/index";

const items = Number(process.env.BENCH_ADMIN_ITEMS ?? "1000");
const runs = Number(process.env.BENCH_ADMIN_RUNS ?? "30");
const strict = process.env.BENCH_STRICT === "1";
/** The issue's target for each admin list, p95 in ms. */
const TARGET_P95_MS = 200;

/** A description of realistic length (~330 characters). */
const DESCRIPTION =
  "Field results from a twelve-well horizontal campaign: continuous proportional steering held the " +
  "planned trajectory within 0.5 degrees while cutting connection time; vibration logs show lower " +
  "stick-slip in the build section, and bit wear stayed inside the operator's limits across every run " +
  "of the tool string in mixed carbonate and shale formations.";

/** SQL that adds `n` rows to each content table (created_at spread over the last n minutes) and trashes one in twenty. */
function seedSql(n: number): string {
  const d = `'${DESCRIPTION.replaceAll("'", "''")}'`;
  const url = (kind: string) => `'https://cdn.example.com/${kind}/' || g || '.bin'`;
  const at = "now() - make_interval(mins => g)";
  return `
insert into public.white_papers (title, title_zh, description, description_zh, author, date_published, pages, category, image_url, pdf_url, created_at)
  select 'Bench white paper ' || g, '基准白皮书 ' || g, ${d}, ${d}, 'Bench Author', date '2026-01-01' - g, 10 + g % 40,
         (array['technical_analysis','data_analytics','industry_trends','sustainability'])[1 + g % 4], ${url("image")}, ${url("pdf")}, ${at}
  from generate_series(1, ${n}) g;
insert into public.case_studies (title, title_zh, description, description_zh, location, location_zh, year, image_url, drilling_time_reduction, target_accuracy, cost_savings, created_at)
  select 'Bench case study ' || g, '基准案例 ' || g, ${d}, ${d}, 'North Sea', '北海', 2000 + g % 26, ${url("image")}, g % 50, 90 + g % 10, '$' || g || 'k', ${at}
  from generate_series(1, ${n}) g;
insert into public.videos (title, title_zh, description, description_zh, thumbnail_url, duration, duration_zh, views, date_published, category, video_url, created_at)
  select 'Bench video ' || g, '基准视频 ' || g, ${d}, ${d}, ${url("thumb")}, '12 min', '12 分钟', g * 7, date '2026-01-01' - g,
         (array['product_demo','installation','training','webinar'])[1 + g % 4], ${url("video")}, ${at}
  from generate_series(1, ${n}) g;
insert into public.documentation (title, title_zh, description, description_zh, category, image_url, documents, created_at)
  select 'Bench documentation ' || g, '基准文档 ' || g, ${d}, ${d}, 'technical-specs', ${url("image")},
         jsonb_build_array(jsonb_build_object('name', 'Manual ' || g, 'download_url', 'https://cdn.example.com/doc/' || g || '.pdf'),
                           jsonb_build_object('name', 'Datasheet ' || g, 'name_zh', '数据表 ' || g, 'download_url', 'https://cdn.example.com/doc/' || g || '-ds.pdf')),
         ${at}
  from generate_series(1, ${n}) g;
${EDITORIAL_TABLES.map((t) => `update public.${t} set deleted_at = now() - interval '1 day' where title like 'Bench %' and (extract(epoch from created_at)::bigint / 60) % 20 = 0;`).join("\n")}
analyze;
`;
}

/** p-th percentile (nearest rank) of sorted `values`. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `call` `runs` times after 3 warm-up calls; returns the figures in ms and the last result's size. */
async function measure(name: string, call: () => Promise<unknown>) {
  let size = 0;
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await call();
    times.push(performance.now() - start);
    size = Array.isArray(result) ? result.length : typeof result === "number" ? result : 0;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    call: name,
    rows: size,
    "p50 ms": round(percentile(times, 50)),
    "p95 ms": round(percentile(times, 95)),
    "max ms": round(times.at(-1)!),
  };
}

const server = await startServer({ port: 0, dataDir: "memory", captchaProvider: "none", quiet: true });
try {
  const seeding = performance.now();
  await server.db.exec(seedSql(items));
  console.log(
    `Added ${items} items of each content type (1 in 20 in the trash) in ${Math.round(performance.now() - seeding)} ms.`,
  );

  const admin: AppSupabaseClient = createSupabaseClient({
    url: server.url,
    anonKey: server.anonKey,
    autoRefreshToken: false,
    persistSession: false,
  });
  await signInWithPassword(admin, DEFAULT_SEED_ACCOUNTS.admin.email, DEFAULT_SEED_ACCOUNTS.admin.password, "");

  const lists = [
    await measure("listWhitePapersForAdmin", () => listWhitePapersForAdmin(admin)),
    await measure("listCaseStudiesForAdmin", () => listCaseStudiesForAdmin(admin)),
    await measure("listVideosForAdmin", () => listVideosForAdmin(admin)),
    await measure("listDocumentationForAdmin", () => listDocumentationForAdmin(admin)),
  ];
  const others = [
    await measure("countAllContent (dashboard)", () => countAllContent(admin).then(() => 0)),
    await measure("countTrash white_papers (Trash (n))", () => countTrash(admin, "white_papers")),
  ];
  console.log(`\nAdmin calls as the seeded admin over loopback, ${runs} runs each after 3 warm-up calls:\n`);
  console.table([...lists, ...others]);
  const missed = lists.filter((r) => r["p95 ms"] >= TARGET_P95_MS);
  console.log(
    missed.length === 0
      ? `Admin list target (p95 < ${TARGET_P95_MS} ms with ${items} items per type): met`
      : `Admin list target (p95 < ${TARGET_P95_MS} ms): NOT met by ${missed.map((r) => r.call).join(", ")}`,
  );
  if (strict && missed.length > 0) process.exitCode = 1;
} finally {
  await server.close();
}
