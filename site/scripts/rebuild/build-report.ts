/**
 * Hosted builds report too (issue #27): a static host's CI runs
 * `npm run build:site` with SITE_BUILD_REPORT=1, SUPABASE_SERVICE_ROLE_KEY
 * and VITE_SUPABASE_URL; the build then claims the requested site builds at
 * its start and records at its end whether it succeeded (or its error), so
 * the admin's "Live on the site" comes from the build's own record. Without
 * SITE_BUILD_REPORT=1 nothing is reported.
 */
import { buildRecords, type BuildRecords } from "./build-records";

/** A claimed build to finish. */
export interface BuildReport {
  /** Records the claimed build as live (ok) or failed with `error`; a failure to record is logged, not thrown. */
  finish(ok: boolean, error?: unknown): Promise<void>;
}

/**
 * Claims the requested builds when `env` asks for reports (SITE_BUILD_REPORT=1);
 * null when it does not or nothing was requested (a deploy started otherwise).
 * A failing claim is logged and the build goes on unreported.
 * @throws Error when SITE_BUILD_REPORT=1 without SUPABASE_SERVICE_ROLE_KEY or VITE_SUPABASE_URL.
 */
export async function claimBuildReport(
  env: NodeJS.ProcessEnv = process.env,
  records?: BuildRecords,
): Promise<BuildReport | null> {
  if (env.SITE_BUILD_REPORT !== "1") return null;
  const url = env.VITE_SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!records && (!url || !key)) {
    throw new Error("SITE_BUILD_REPORT=1 needs SUPABASE_SERVICE_ROLE_KEY and VITE_SUPABASE_URL");
  }
  const target = records ?? buildRecords(url!, key!);
  let claimed;
  try {
    claimed = await target.claim();
  } catch (error) {
    console.warn(`Build report: could not claim the requested builds (${String(error)}); building unreported`);
    return null;
  }
  if (!claimed) {
    console.log("Build report: no site build was requested; building unreported");
    return null;
  }
  console.log(`Build report: building request #${claimed.id}`);
  return {
    async finish(ok, error) {
      try {
        await target.finish(claimed.id, ok, error);
        console.log(`Build report: request #${claimed.id} ${ok ? "live" : "failed"}`);
      } catch (failure) {
        console.warn(`Build report: could not record the end of request #${claimed.id} (${String(failure)})`);
      }
    },
  };
}
