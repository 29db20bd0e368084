/**
 * `npm run db:push` (issue #23): `supabase db push --db-url "$SUPABASE_DB_URL"`
 * with the pinned CLI, for a hosted project. The CLI lists the migrations
 * the project lacks and asks before applying them (`-- --yes` skips the
 * question); other flags pass through (`-- --dry-run` lists and applies
 * nothing, `-- --include-all`). Telemetry and the update check are off.
 */
import { dbPush, readHostedDbUrl, SupabaseCliError } from "./supabase-cli";

/** Flags that pick another target than SUPABASE_DB_URL: refused, so that one command cannot mean two databases. */
const TARGET_FLAGS = ["--db-url", "--linked", "--local", "--project-ref"];

/** Pushes; exits 1 with the reason on a missing setting or a failed push. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const conflicting = args.filter((a) => TARGET_FLAGS.includes(a.split("=")[0]!));
  if (conflicting.length > 0) {
    throw new Error(`npm run db:push targets SUPABASE_DB_URL; drop ${conflicting.join(", ")}`);
  }
  const dbUrl = readHostedDbUrl();
  // The CLI's own flags, except --yes/--dry-run which dbPush() places itself.
  const extraArgs = args.filter((a) => a !== "--yes" && a !== "--dry-run");
  await dbPush(dbUrl, {
    stdio: "inherit",
    yes: args.includes("--yes"),
    dryRun: args.includes("--dry-run"),
    extraArgs,
    timeoutMs: 30 * 60_000,
  });
}

main().catch((e: unknown) => {
  if (e instanceof SupabaseCliError) {
    // The CLI wrote to this terminal: its own error is just above.
    console.error(
      `npm run db:push: supabase db push failed (exit code ${e.exitCode ?? "none"}), see its output above.`,
    );
  } else {
    console.error(e instanceof Error ? e.message : String(e));
  }
  process.exitCode = 1;
});
