/**
 * The backend of `npm run bench:admin` (admin-lists.ts starts it as its own
 * process): the local Supabase on a random port with a throwaway in-memory
 * seeded database, plus BENCH_ADMIN_ITEMS items (default 1,000) of each of
 * the four content types added in SQL, one in twenty moved to the trash (so
 * the lists' `deleted_at is null` filter has rows to skip). Prints one JSON
 * line `{ url, anonKey, seededMs }` when ready; stops on SIGTERM / SIGINT.
 * Captcha off: the bench signs in with supabase-js, not a widget.
 */
import { performance } from "node:perf_hooks";
import { EDITORIAL_TABLES } from "../../shared/types/domain";
import { startServer } from "../server/index";

const items = Number(process.env.BENCH_ADMIN_ITEMS ?? "1000");

/** A description of realistic length (~330 characters). */
const DESCRIPTION =
  "Field results from a twelve-well horizontal campaign: continuous proportional steering held the " +
  "planned trajectory within 0.5 degrees while cutting connection time; vibration logs show lower " +
  "stick-slip in the build section, and bit wear stayed inside the operator's limits across every run " +
  "of the tool string in mixed carbonate and shale formations.";

/**
 * SQL that adds `n` rows to each content table (created_at spread over the last n minutes, each picture with
 * its English and Chinese alt texts) and trashes one in twenty.
 */
function seedSql(n: number): string {
  const d = `'${DESCRIPTION.replaceAll("'", "''")}'`;
  const url = (kind: string) => `'https://cdn.example.com/${kind}/' || g || '.bin'`;
  const at = "now() - make_interval(mins => g)";
  // A published picture needs alt texts in both languages (issue #26).
  const alt = "'Drill string on the rig floor, item ' || g, '钻台上的钻柱，条目 ' || g";
  return `
insert into public.white_papers (title, title_zh, description, description_zh, author, date_published, pages, category, image_url, image_alt, image_alt_zh, pdf_url, created_at)
  select 'Bench white paper ' || g, '基准白皮书 ' || g, ${d}, ${d}, 'Bench Author', date '2026-01-01' - g, 10 + g % 40,
         (array['technical_analysis','data_analytics','industry_trends','sustainability'])[1 + g % 4], ${url("image")}, ${alt}, ${url("pdf")}, ${at}
  from generate_series(1, ${n}) g;
insert into public.case_studies (title, title_zh, description, description_zh, location, location_zh, year, image_url, image_alt, image_alt_zh, drilling_time_reduction, target_accuracy, cost_savings, created_at)
  select 'Bench case study ' || g, '基准案例 ' || g, ${d}, ${d}, 'North Sea', '北海', 2000 + g % 26, ${url("image")}, ${alt}, g % 50, 90 + g % 10, '$' || g || 'k', ${at}
  from generate_series(1, ${n}) g;
insert into public.videos (title, title_zh, description, description_zh, thumbnail_url, thumbnail_alt, thumbnail_alt_zh, duration, duration_zh, views, date_published, category, video_url, created_at)
  select 'Bench video ' || g, '基准视频 ' || g, ${d}, ${d}, ${url("thumb")}, ${alt}, '12 min', '12 分钟', g * 7, date '2026-01-01' - g,
         (array['product_demo','installation','training','webinar'])[1 + g % 4], ${url("video")}, ${at}
  from generate_series(1, ${n}) g;
insert into public.documentation (title, title_zh, description, description_zh, category, image_url, image_alt, image_alt_zh, documents, created_at)
  select 'Bench documentation ' || g, '基准文档 ' || g, ${d}, ${d}, 'technical-specs', ${url("image")}, ${alt},
         jsonb_build_array(jsonb_build_object('name', 'Manual ' || g, 'download_url', 'https://cdn.example.com/doc/' || g || '.pdf'),
                           jsonb_build_object('name', 'Datasheet ' || g, 'name_zh', '数据表 ' || g, 'download_url', 'https://cdn.example.com/doc/' || g || '-ds.pdf')),
         ${at}
  from generate_series(1, ${n}) g;
${EDITORIAL_TABLES.map((t) => `update public.${t} set deleted_at = now() - interval '1 day' where title like 'Bench %' and (extract(epoch from created_at)::bigint / 60) % 20 = 0;`).join("\n")}
analyze;
`;
}

const server = await startServer({ port: 0, dataDir: "memory", captchaProvider: "none", quiet: true });
const started = performance.now();
await server.db.exec(seedSql(items));
console.log(
  JSON.stringify({ url: server.url, anonKey: server.anonKey, seededMs: Math.round(performance.now() - started) }),
);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
