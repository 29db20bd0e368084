/**
 * The local builder's step, run once for a browser test (issue #30): claims
 * the requested site builds of the test backend (claim_site_build, as `npm
 * start`'s builder does), re-renders the pages their changes affect in the
 * test site (site/scripts/rebuild/rebuild.ts rebuildSite: a site settings
 * change means every page) and records the build live, or failed with the
 * error. The browser tests' static server has no builder of its own, so a
 * spec that checks "after the rebuild" runs this:
 *   node --import tsx tests/e2e/support/rebuild-site.ts <site dir> <backend url>
 * Prints the rebuild's result as JSON; exits 1 when nothing was requested or
 * the rebuild failed.
 */
import { buildRecords } from "../../../site/scripts/rebuild/build-records";
import { rebuildSite } from "../../../site/scripts/rebuild/rebuild";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../../supabase/server/keys";

const [outDir, url] = process.argv.slice(2);
if (!outDir || !url) throw new Error("usage: rebuild-site.ts <site dir> <backend url>");
const records = buildRecords(url, DEFAULT_SERVICE_ROLE_KEY);
const claimed = await records.claim();
if (!claimed) {
  console.error("No site build was requested");
  process.exit(1);
}
try {
  const result = await rebuildSite(outDir, claimed.changes);
  await records.finish(claimed.id, true);
  console.log(JSON.stringify(result));
} catch (error) {
  await records.finish(claimed.id, false, error);
  console.error(error);
  process.exit(1);
}
