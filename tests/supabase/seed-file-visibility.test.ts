/**
 * The seed's files end where their items' visibility calls for (issue #27):
 * seedDatabase() with the anon key finishes with the file sync over every
 * row, so a draft's files are in the private twins and the published items'
 * stay public (supabase/seed/seed.ts).
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import type { Database } from "../../shared/types/database";
import { seedDatabase } from "../../supabase/seed/seed";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { whitePaper } from "../fixtures/content";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

/** Objects of `bucket`, by name (as the superuser). */
async function objectsIn(bucket: string): Promise<Set<string>> {
  const r = await server.db.query<{ name: string }>("select name from storage.objects where bucket_id = $1", [bucket]);
  return new Set(r.rows.map((row) => row.name));
}

describe("seedDatabase({ anonKey })", () => {
  it("leaves a draft's files in the private twins and the published items' in the public buckets", async () => {
    const service = createClient<Database>(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // A draft whose files were uploaded to the public buckets (as seeds before issue #27 did).
    const { data, error } = await service
      .from("white_papers")
      .insert(whitePaper({ status: "draft" }) as Database["public"]["Tables"]["white_papers"]["Insert"])
      .select("id")
      .single();
    expect(error).toBeNull();
    const pdf = `white-papers/${data!.id}/pdf-1.pdf`;
    const up = await service.storage
      .from(DOCUMENTS_BUCKET)
      .upload(pdf, new Blob(["%PDF-1.4 draft"], { type: "application/pdf" }));
    expect(up.error).toBeNull();

    const result = await seedDatabase({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      anonKey: server.anonKey,
    });
    expect(result.seededContent).toBe(true);
    expect((await objectsIn(privateTwinOf(DOCUMENTS_BUCKET))).has(pdf)).toBe(true);
    expect((await objectsIn(DOCUMENTS_BUCKET)).has(pdf)).toBe(false);
    // Everything the seed inserted is published: its files stay public, none went private.
    const { data: news } = await service.from("news").select("id, image_url");
    expect(news!.length).toBeGreaterThan(0);
    const publicImages = await objectsIn(IMAGES_BUCKET);
    for (const item of news!) {
      if (item.image_url) expect(publicImages.has(item.image_url.split("/content-images/")[1]!)).toBe(true);
    }
    expect(await objectsIn(privateTwinOf(IMAGES_BUCKET))).toEqual(new Set());
  }, 240_000); // a whole seed: files generated, rendered variants
});
