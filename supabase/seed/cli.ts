/**
 * `npm run db:seed`: seeds a Supabase project (hosted or local) through its
 * API with the service_role key. Env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY
 * (required), SUPABASE_ANON_KEY (optional: with it, each seeded item's files
 * end in the public or private bucket its visibility calls for, issue #27), SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD / SEED_EDITOR_EMAIL /
 * SEED_EDITOR_PASSWORD (defaults as in supabase/server/settings.ts).
 * Idempotent: existing accounts are kept and content is added only once.
 */
import { z } from "zod";
import { readEnvSettings, seedAccountsFrom } from "../server/settings";
import { seedDatabase } from "./seed";

const target = z.object({
  SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .min(20, "SUPABASE_SERVICE_ROLE_KEY is required (the service_role or sb_secret_ key)"),
  SUPABASE_ANON_KEY: z.string().min(20).optional(),
});

async function main(): Promise<void> {
  const parsed = target.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Cannot seed:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  const accounts = seedAccountsFrom(readEnvSettings());
  const result = await seedDatabase({
    url: parsed.data.SUPABASE_URL,
    serviceRoleKey: parsed.data.SUPABASE_SERVICE_ROLE_KEY,
    anonKey: parsed.data.SUPABASE_ANON_KEY,
    accounts,
  });
  console.log(`Seeded ${parsed.data.SUPABASE_URL}`);
  console.log(
    `  accounts created: ${result.createdUsers.length ? result.createdUsers.join(", ") : "none (already there)"}`,
  );
  console.log(
    `  content: ${result.seededContent ? "inserted (white papers, case studies, videos, documentation, catalog PDF, and their generated files in Storage)" : "already seeded, left unchanged"}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : JSON.stringify(e));
  process.exit(1);
});
