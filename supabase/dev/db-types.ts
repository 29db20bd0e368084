/**
 * `npm run db:types` (issue #23): starts a throwaway PostgreSQL set up like a
 * hosted project, pushes supabase/migrations with the pinned Supabase CLI,
 * runs postgres-meta's TypeScript generator against it and writes
 * shared/types/database.ts (Prettier-formatted, marked generated). Prints
 * whether the file changed and how long each step took. Needs PostgreSQL's
 * server binaries (`apt-get install postgresql`); no Docker, no network.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DATABASE_TYPES_FILE, generateDatabaseTypes, readCommittedTypes } from "./database-types";
import { startHostedLikeDb } from "./hosted-like-db";
import { REPO_ROOT } from "./repo-root";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Generates and writes the types file. @throws whatever a step throws (PostgreSQL, the CLI, the generator). */
async function main(): Promise<void> {
  const started = Date.now();
  const { cluster, push } = await startHostedLikeDb();
  let generated: string;
  const generating = Date.now();
  try {
    generated = await generateDatabaseTypes(cluster.url("postgres"));
  } finally {
    await cluster.stop();
  }
  const generateMs = Date.now() - generating;
  const before = await readCommittedTypes();
  const file = path.relative(REPO_ROOT, DATABASE_TYPES_FILE);
  if (before === generated) {
    console.log(`${file} is up to date.`);
  } else {
    await writeFile(DATABASE_TYPES_FILE, generated);
    console.log(`wrote ${file}`);
  }
  console.log(
    `PostgreSQL ${cluster.version}; supabase db push ${seconds(push.ms)}, type generation ${seconds(generateMs)}, ` +
      `total ${seconds(Date.now() - started)}`,
  );
}

main().catch((e: unknown) => {
  console.error(`npm run db:types failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
