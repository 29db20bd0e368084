/**
 * Generates and uploads the files of the seeded content (issue #11) and
 * returns the rows to insert, their file columns set to the files' public
 * URLs: a cover and a PDF per white paper, an image per case study, a
 * thumbnail, a short WebM and English and Chinese captions per video
 * (issue #28, seed-videos.ts; in the videos bucket), an image and one PDF per
 * document of each documentation entry. Images go to content-images, PDFs to content-files,
 * at `contentObjectPath(table, row id, slot, extension, SEED_STAMP)`, so a
 * seed always writes the same paths (uploads are upserts: a re-run after a
 * failed seed replaces them). Each picture's WebP variants (issue #24,
 * shared/content/image-variants.ts) are stored with it, before any row
 * points at it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { contentObjectPath, DOCUMENTS_BUCKET, IMAGES_BUCKET } from "../../shared/content/storage-layout";
import type { TranslatedTable } from "../../shared/content/translations";
import type { Database, TablesInsert } from "../../shared/types/database";
import { renderSeedImage, type SeedImageKind } from "./content-images";
import { encodeImageVariant, storeImageVariants } from "./image-variants";
import { buildDocumentPdf, buildWhitePaperPdf } from "./content-pdfs";
import { CASE_STUDIES, DOCUMENTATION, NEWS, SEED_VIDEO_WITHOUT_FILE, VIDEOS, WHITE_PAPERS } from "./content";
import { cachedBuild } from "./seed-cache";
import { formatVideoDuration } from "../../shared/content/video-duration";
import { VIDEO_MIME_TYPES, VIDEOS_BUCKET, videoObjectPath } from "../../shared/content/video-storage";
import { buildSeedVideo, SEED_VIDEO_BACKGROUNDS, SEED_VIDEO_SECONDS, seedCaptions, titleFont } from "./seed-videos";

/** The `stamp` of every seeded object path (2026-01-15T00:00:00Z in ms). */
export const SEED_STAMP = Date.UTC(2026, 0, 15);

/** Uploads running at once (the local server answers one at a time; this overlaps building and sending). */
const UPLOAD_CONCURRENCY = 4;

/** The seeded content rows, ready to insert. */
export interface SeedContentRows {
  whitePapers: TablesInsert<"white_papers">[];
  caseStudies: TablesInsert<"case_studies">[];
  videos: TablesInsert<"videos">[];
  documentation: TablesInsert<"documentation">[];
  /** News items with their pictures (issue #26: every item page has a share image). */
  news: TablesInsert<"news">[];
}

type Client = SupabaseClient<Database>;

/** Runs `tasks` with at most `limit` at a time; rejects with the first failure. */
/**
 * Alt text of a seeded picture in both languages (issue #26: required for a
 * published item's picture). The generated pictures are drilling scenes
 * without text (content-images.ts), so the text says that and names the item.
 * `column` is the picture's column prefix: "image" (image_alt, image_alt_zh)
 * or "thumbnail" (thumbnail_alt, thumbnail_alt_zh).
 */
export function seedAltText<C extends "image" | "thumbnail">(
  column: C,
  item: { title: string; title_zh?: string | null },
): Record<`${C}_alt` | `${C}_alt_zh`, string> {
  return {
    [`${column}_alt`]: `Drawing of a drilling scene for "${item.title}"`,
    [`${column}_alt_zh`]: `《${item.title_zh ?? item.title}》配图：钻井场景示意图`,
  } as Record<`${C}_alt` | `${C}_alt_zh`, string>;
}

async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Builds and uploads every seeded file, then returns the rows pointing at them.
 * @throws the first Storage error (as supabase-js reports it).
 */
export async function uploadSeedFiles(client: Client): Promise<SeedContentRows> {
  const tasks: (() => Promise<void>)[] = [];

  /**
   * Queues one upload of what `build(input)` makes (cached on disk by
   * seed-cache.ts) and returns the public URL it will have.
   */
  const file = <I>(
    table: TranslatedTable,
    id: string,
    slot: "pdf" | "image" | "thumbnail" | "document",
    kind: "png" | "pdf",
    build: (input: I) => Promise<Uint8Array>,
    input: I,
    stamp = SEED_STAMP,
  ): string => {
    const bucket = client.storage.from(kind === "png" ? IMAGES_BUCKET : DOCUMENTS_BUCKET);
    const path = contentObjectPath(table, id, slot, kind, stamp);
    const contentType = kind === "png" ? "image/png" : "application/pdf";
    tasks.push(async () => {
      const bytes = await cachedBuild(`${table}/${slot}`, input, () => build(input));
      const { error } = await bucket.upload(path, new Blob([bytes as BlobPart], { type: contentType }), {
        contentType,
        upsert: true,
      });
      if (error) throw error;
      if (kind === "png")
        await storeImageVariants(client, path, bytes, (original, width) =>
          cachedBuild(`${table}/${slot}/webp-${width}`, input, () => encodeImageVariant(original, width)),
        );
    });
    return bucket.getPublicUrl(path).data.publicUrl;
  };

  const image =
    (kind: SeedImageKind) =>
    ([seed, category]: [string, string]) =>
      renderSeedImage(kind, seed, category);

  const whitePapers = WHITE_PAPERS.map((paper) => ({
    ...paper,
    ...seedAltText("image", paper),
    image_url: file("white_papers", paper.id, "image", "png", image("cover"), [paper.id, paper.category ?? ""]),
    pdf_url: file("white_papers", paper.id, "pdf", "pdf", buildWhitePaperPdf, {
      title: paper.title,
      author: paper.author,
      datePublished: paper.date_published,
      abstract: paper.description,
      category: paper.category ?? "technical_analysis",
      pages: paper.pages ?? 12,
    }),
  }));
  const caseStudies = CASE_STUDIES.map((study) => ({
    ...study,
    ...seedAltText("image", study),
    image_url: file("case_studies", study.id, "image", "png", image("case-study"), [study.id, ""]),
  }));
  /** Queues one upload to the videos bucket (issue #28) and returns the public URL it will have. */
  const videoFile = (
    id: string,
    slot: string,
    extension: keyof typeof VIDEO_MIME_TYPES,
    build: () => Promise<Uint8Array>,
  ) => {
    const bucket = client.storage.from(VIDEOS_BUCKET);
    const path = videoObjectPath(id, slot, extension, SEED_STAMP);
    const contentType = VIDEO_MIME_TYPES[extension];
    tasks.push(async () => {
      const bytes = await build();
      const { error } = await bucket.upload(path, new Blob([bytes as BlobPart], { type: contentType }), {
        contentType,
        upsert: true,
      });
      if (error) throw error;
    });
    return bucket.getPublicUrl(path).data.publicUrl;
  };
  const font = titleFont();
  const text = (value: string) => () => Promise.resolve(new TextEncoder().encode(value));
  const videos = VIDEOS.map((video, i) => ({
    ...video,
    ...seedAltText("thumbnail", video),
    thumbnail_url: file("videos", video.id, "thumbnail", "png", image("thumbnail"), [video.id, video.category ?? ""]),
    ...(video.id === SEED_VIDEO_WITHOUT_FILE
      ? { video_url: null }
      : {
          video_url: videoFile(video.id, "video", "webm", () => {
            const input = {
              title: video.title,
              background: SEED_VIDEO_BACKGROUNDS[video.category ?? ""] ?? "0x0d3366",
              toneHz: 330 + 55 * i,
              font,
            };
            return cachedBuild("videos/video", input, () => buildSeedVideo(input));
          }),
          captions_url: videoFile(video.id, "captions-en", "vtt", text(seedCaptions(video, "en"))),
          captions_zh_url: videoFile(video.id, "captions-zh", "vtt", text(seedCaptions(video, "zh"))),
          duration_seconds: SEED_VIDEO_SECONDS,
          duration: formatVideoDuration(SEED_VIDEO_SECONDS),
          duration_zh: null,
        }),
  }));
  const documentation = DOCUMENTATION.map(({ numberPrefix, documents, ...entry }) => ({
    ...entry,
    ...seedAltText("image", entry),
    image_url: file("documentation", entry.id, "image", "png", image("documentation"), [entry.id, ""]),
    documents: documents.map(({ pages, ...names }, i) => ({
      ...names,
      download_url: file(
        "documentation",
        entry.id,
        "document",
        "pdf",
        buildDocumentPdf,
        {
          entryTitle: entry.title,
          name: names.name,
          description: entry.description,
          category: entry.category,
          number: `${numberPrefix}-${String(i + 1).padStart(2, "0")}`,
          pages,
        },
        SEED_STAMP + i,
      ),
    })),
  }));

  // One insert of several rows sends every column any row has, so `featured` is given to all.
  const news = NEWS.map((item) => ({
    featured: false,
    ...item,
    ...seedAltText("image", item),
    image_url: file("news", item.id, "image", "png", image("case-study"), [item.id, item.category ?? ""]),
  }));

  await runLimited(tasks, UPLOAD_CONCURRENCY);
  return { whitePapers, caseStudies, videos, documentation, news };
}
