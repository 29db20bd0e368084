/**
 * Video playback data (issue #28) on the local backend:
 *
 * - the columns of migration 20261204100000_video_playback.sql: embed_url
 *   accepts exactly what parseVideoEmbed accepts (the same samples as
 *   tests/shared/video-embeds.test.ts), never together with video_url;
 *   duration_seconds is never negative;
 * - the seed's videos (supabase/seed/seed-videos.ts): each published one but
 *   SEED_VIDEO_WITHOUT_FILE has a real WebM in the public `videos` bucket,
 *   served to anyone at /object/public/videos/... as video/webm (also in
 *   byte ranges, which players ask for), and English and Chinese WebVTT
 *   captions beside it; its length is stated in seconds and as text.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePublicObjectUrl } from "../../shared/content/storage-urls";
import { formatVideoDuration } from "../../shared/content/video-duration";
import { VIDEOS_BUCKET, VIDEOS_PRIVATE_BUCKET, videoObjectPath } from "../../shared/content/video-storage";
import type { Database } from "../../shared/types/database";
import { SEED_VIDEO_WITHOUT_FILE, VIDEOS } from "../../supabase/seed/content";
import { SEED_STAMP } from "../../supabase/seed/seed-files";
import { SEED_VIDEO_SECONDS } from "../../supabase/seed/seed-videos";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { video } from "../fixtures/content";
import { ACCEPTED_EMBED_URLS, REFUSED_EMBED_URLS } from "../fixtures/video-embeds";

let server: RunningServer;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  server = await startTestServer();
  service = createClient<Database>(server.url, server.serviceRoleKey, { auth: { persistSession: false } });
});
afterAll(() => server?.close());

/** Inserts a video with `over`, returns the PostgREST error code (null when inserted) and removes the row. */
async function insertCode(over: Record<string, unknown>): Promise<string | null> {
  const { data, error } = await service.from("videos").insert(video(over)).select("id").single();
  if (data) await service.from("videos").delete().eq("id", data.id);
  return error?.code ?? null;
}

describe("videos' playback columns", () => {
  it("accept every embed URL parseVideoEmbed accepts", async () => {
    for (const [url] of ACCEPTED_EMBED_URLS) expect(await insertCode({ embed_url: url }), url).toBeNull();
  });

  it("refuse every embed URL parseVideoEmbed refuses (check violation, nothing stored)", async () => {
    const before = (await service.from("videos").select("id", { count: "exact", head: true })).count;
    for (const url of REFUSED_EMBED_URLS.filter((u) => u !== "")) {
      expect(await insertCode({ embed_url: url }), url).toBe("23514");
    }
    expect((await service.from("videos").select("id", { count: "exact", head: true })).count).toBe(before);
  });

  it("refuse a file and an embed together, and a negative duration", async () => {
    expect(
      await insertCode({ video_url: "https://example.test/a.webm", embed_url: "https://youtu.be/dQw4w9WgXcQ" }),
    ).toBe("23514");
    expect(await insertCode({ duration_seconds: -1 })).toBe("23514");
    expect(await insertCode({ duration_seconds: 0, captions_url: null, captions_zh_url: null })).toBeNull();
  });
});

describe("the seeded videos", () => {
  it("play from the public videos bucket: WebM, captions in both languages, length in seconds", async () => {
    const { data: rows, error } = await service.from("videos").select("*").order("id");
    expect(error).toBeNull();
    expect(rows).toHaveLength(VIDEOS.length);
    const withFile = rows!.filter((row) => row.id !== SEED_VIDEO_WITHOUT_FILE);
    expect(withFile.length).toBeGreaterThanOrEqual(4);
    const prefix = `${server.url}/storage/v1/object/public/${VIDEOS_BUCKET}/`;
    for (const row of withFile) {
      expect(row.status).toBe("published");
      expect(row.video_url).toBe(`${prefix}${videoObjectPath(row.id, "video", "webm", SEED_STAMP)}`);
      expect(row.captions_url).toBe(`${prefix}${videoObjectPath(row.id, "captions-en", "vtt", SEED_STAMP)}`);
      expect(row.captions_zh_url).toBe(`${prefix}${videoObjectPath(row.id, "captions-zh", "vtt", SEED_STAMP)}`);
      expect(row.embed_url).toBeNull();
      expect(row.duration_seconds).toBe(SEED_VIDEO_SECONDS);
      expect(row.duration).toBe(formatVideoDuration(SEED_VIDEO_SECONDS));

      // Anyone, no key: the file itself, a real WebM (EBML header), small.
      const file = await fetch(row.video_url!);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("video/webm");
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(bytes.byteLength).toBeGreaterThan(20_000);
      expect(bytes.byteLength).toBeLessThan(600_000);
      // Players ask for byte ranges (seeking).
      const range = await fetch(row.video_url!, { headers: { Range: "bytes=0-99" } });
      expect(range.status).toBe(206);
      expect((await range.arrayBuffer()).byteLength).toBe(100);
      expect(range.headers.get("content-range")).toBe(`bytes 0-99/${bytes.byteLength}`);
      const tail = await fetch(row.video_url!, { headers: { Range: "bytes=-10" } });
      expect(tail.status).toBe(206);
      expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([...bytes.subarray(bytes.byteLength - 10)]);
      const past = await fetch(row.video_url!, { headers: { Range: `bytes=${bytes.byteLength}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get("content-range")).toBe(`bytes */${bytes.byteLength}`);
      // The site's player asks with CORS (its captions tracks are on this origin): Storage allows any origin.
      const cors = await fetch(row.captions_url!, { headers: { Origin: "http://localhost:4173" } });
      expect(cors.headers.get("access-control-allow-origin")).toMatch(/^(\*|http:\/\/localhost:4173)$/);

      for (const [url, title] of [
        [row.captions_url!, row.title],
        [row.captions_zh_url!, row.title_zh ?? row.title],
      ] as const) {
        const captions = await fetch(url);
        expect(captions.status).toBe(200);
        expect(captions.headers.get("content-type")).toMatch(/^text\/vtt/);
        const text = await captions.text();
        expect(text.startsWith("WEBVTT\n")).toBe(true);
        expect(text).toContain(title);
        expect(text).toMatch(/00:00\.000 --> /);
      }

      // Stored where the sync keeps a published item's files: the public bucket, not its private twin.
      const parsed = parsePublicObjectUrl(row.video_url!)!;
      expect(parsed.bucket).toBe(VIDEOS_BUCKET);
      const folder = parsed.path.slice(0, parsed.path.lastIndexOf("/"));
      const { data: objects } = await service.storage.from(VIDEOS_BUCKET).list(folder);
      expect(objects?.map((o) => o.name).sort()).toEqual(
        [`captions-en-${SEED_STAMP}.vtt`, `captions-zh-${SEED_STAMP}.vtt`, `video-${SEED_STAMP}.webm`].sort(),
      );
      expect(objects?.find((o) => o.name.endsWith(".webm"))?.metadata?.mimetype).toBe("video/webm");
      const { data: hidden } = await service.storage.from(VIDEOS_PRIVATE_BUCKET).list(folder);
      expect(hidden ?? []).toEqual([]);
    }
    const without = rows!.find((row) => row.id === SEED_VIDEO_WITHOUT_FILE)!;
    expect([without.video_url, without.embed_url, without.captions_url]).toEqual([null, null, null]);
  });
});
