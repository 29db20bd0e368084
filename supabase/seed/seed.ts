/**
 * Seeds a Supabase project (local or hosted) through supabase-js with the
 * service_role key: the admin, editor, author and publisher accounts (issue #29), sample content for every
 * public page (news too, issue #26) with its generated files (covers, images, thumbnails and PDFs
 * in Storage, seed-files.ts, issue #11), and one generated catalog PDF in
 * content-files/catalogs/.
 * Idempotent: accounts that exist are kept; each content table (and the
 * catalog) is filled only while it is empty, so a re-run completes a seed
 * that stopped half-way (issue #23) and changes nothing on a seeded project.
 * Files are uploaded to the public buckets, then, given the anon key, every
 * item's files are put where its visibility calls for (issue #27: a draft's,
 * a scheduled or trashed item's in the private twins; shared/data/file-visibility.ts).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../shared/types/database";
import { DOCUMENTS_BUCKET } from "../../shared/content/storage-layout";
import { describeSyncFailures, syncFileVisibility } from "../../shared/data/file-visibility";
import { seedSiteSettings } from "../../shared/data/site-settings";
import { buildCatalogPdf } from "./catalog-pdf";
import { SEED_SLUG_CHANGES } from "./content";
import { SEED_STAMP, uploadSeedFiles } from "./seed-files";
import { DEFAULT_SEED_ACCOUNTS, type SeedAccountList } from "./accounts";

export { DEFAULT_SEED_ACCOUNTS, type SeedAccountList } from "./accounts";

/** What seedDatabase did. */
export interface SeedResult {
  /** Accounts created (e-mails); existing ones are not touched. */
  createdUsers: string[];
  /** Whether any content or the catalog was inserted (false when every seeded table already had rows). */
  seededContent: boolean;
}

type Client = SupabaseClient<Database>;

/** The tables the seed fills, each with one insert (so each is either empty or complete). */
const SEED_TABLES = ["catalog_files", "white_papers", "case_studies", "videos", "documentation", "news"] as const;
type SeedTable = (typeof SEED_TABLES)[number];

async function ensureUser(client: Client, email: string, password: string): Promise<{ id: string; created: boolean }> {
  const { data: list, error: listError } = await client.auth.admin.listUsers({ page: 1, perPage: 1000 });
  if (listError) throw listError;
  const found = list.users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
  if (found) return { id: found.id, created: false };
  const { data, error } = await client.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { id: data.user.id, created: true };
}

/**
 * Seeds the project at `url` with the service_role key. With `anonKey`, a
 * seed that inserted content ends by moving each item's files to the bucket
 * its visibility calls for (without it, the next site build with
 * SITE_BUILD_REPORT=1 does: docs/publishing.md).
 * @throws the first supabase-js error (auth, PostgREST or storage), or an
 *   Error naming the files that could not be moved.
 */
export async function seedDatabase(opts: {
  url: string;
  serviceRoleKey: string;
  /** The project's anon key: it decides which items are visible (issue #27). */
  anonKey?: string;
  accounts?: SeedAccountList;
}): Promise<SeedResult> {
  const accounts = opts.accounts ?? DEFAULT_SEED_ACCOUNTS;
  const client: Client = createClient<Database>(opts.url, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const createdUsers: string[] = [];
  const admin = await ensureUser(client, accounts.admin.email, accounts.admin.password);
  if (admin.created) createdUsers.push(accounts.admin.email);
  const editor = await ensureUser(client, accounts.editor.email, accounts.editor.password);
  if (editor.created) createdUsers.push(accounts.editor.email);
  // Issue #29: an author and a publisher; an existing role row is kept as it is.
  const author = accounts.author ?? DEFAULT_SEED_ACCOUNTS.author;
  const publisher = accounts.publisher ?? DEFAULT_SEED_ACCOUNTS.publisher;
  const authorUser = await ensureUser(client, author.email, author.password);
  if (authorUser.created) createdUsers.push(author.email);
  const publisherUser = await ensureUser(client, publisher.email, publisher.password);
  if (publisherUser.created) createdUsers.push(publisher.email);
  const { error: adminError } = await client.from("admin_users").upsert(
    [
      { user_id: admin.id, role: "admin" },
      { user_id: authorUser.id, role: "author" },
      { user_id: publisherUser.id, role: "publisher" },
    ],
    { onConflict: "user_id", ignoreDuplicates: true },
  );
  if (adminError) throw adminError;
  // The company details, social profiles and legal texts (issue #30): the defaults while nobody edited them.
  await seedSiteSettings(client);

  // Each table is filled only while it is empty, so a re-run completes a seed that stopped
  // half-way (issue #23) and leaves a project that has content alone.
  const empty = {} as Record<SeedTable, boolean>;
  for (const table of SEED_TABLES) {
    const { count, error } = await client.from(table).select("id", { count: "exact", head: true });
    if (error) throw error;
    empty[table] = (count ?? 0) === 0;
  }
  if (!SEED_TABLES.some((t) => empty[t])) return { createdUsers, seededContent: false };

  const steps: PromiseLike<{ error: unknown }>[] = [];
  if (empty.catalog_files) {
    const pdf = await buildCatalogPdf();
    const objectPath = `catalogs/${SEED_STAMP}.pdf`;
    const bucket = client.storage.from(DOCUMENTS_BUCKET);
    const { error: uploadError } = await bucket.upload(
      objectPath,
      new Blob([pdf as BlobPart], { type: "application/pdf" }),
      {
        contentType: "application/pdf",
        upsert: true,
      },
    );
    if (uploadError) throw uploadError;
    const catalogUrl = bucket.getPublicUrl(objectPath).data.publicUrl;
    steps.push(
      client.from("catalog_files").insert({
        name: "Drilling Tools Catalog 2026.pdf",
        title: "Drilling Tools Catalog 2026",
        language: "en",
        status: "published",
        file_url: catalogUrl,
        file_size: pdf.byteLength,
        mime_type: "application/pdf",
        category: "drilling-tools",
      }),
    );
  }
  if (SEED_TABLES.some((t) => t !== "catalog_files" && empty[t])) {
    const rows = await uploadSeedFiles(client);
    if (empty.news) steps.push(client.from("news").insert(rows.news));
    if (empty.white_papers) steps.push(client.from("white_papers").insert(rows.whitePapers));
    if (empty.case_studies) steps.push(client.from("case_studies").insert(rows.caseStudies));
    if (empty.videos) steps.push(client.from("videos").insert(rows.videos));
    if (empty.documentation) steps.push(client.from("documentation").insert(rows.documentation));
  }
  for (const step of steps) {
    const { error } = await step;
    if (error) throw error;
  }
  // Addresses that changed after going live (issue #26): first slug at insert, current slug now.
  for (const change of SEED_SLUG_CHANGES) {
    if (!empty[change.table]) continue;
    for (const slug of [change.firstSlug, change.slug]) {
      const { error } = await client.from(change.table).update({ slug }).eq("id", change.id);
      if (error) throw error;
    }
  }
  if (opts.anonKey) {
    const anon: Client = createClient<Database>(opts.url, opts.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { failed } = await syncFileVisibility(client, anon, "all");
    if (failed.length > 0) throw new Error(describeSyncFailures(failed));
  }
  return { createdUsers, seededContent: true };
}
