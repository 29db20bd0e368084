/**
 * Content in both languages over the real local server (issue #10): an admin
 * saves the Chinese fields (and a document's Chinese name) through the data
 * modules the admin uses, a visitor reads them back through the public ones,
 * and a visitor cannot write them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentName, localized, TRANSLATED_FIELDS, zhColumn } from "../../shared/content/translations";
import { createDocumentation, listDocumentation } from "../../shared/data/documentation";
import { createCaseStudy, listCaseStudies } from "../../shared/data/case-studies";
import { createVideo, listVideos } from "../../shared/data/videos";
import { createWhitePaper, listWhitePapers } from "../../shared/data/white-papers";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { caseStudy, documentation, video, whitePaper } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let visitor: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  visitor = anonClient(server);
});
afterAll(() => server?.close());

/** A value for every translated field of `table` and its Chinese twin. */
function translated(table: keyof typeof TRANSLATED_FIELDS, tag: string): Record<string, string> {
  return Object.fromEntries(
    TRANSLATED_FIELDS[table].flatMap((field) => [
      [field, `${field} ${tag}`],
      [zhColumn(field), `中文${field} ${tag}`],
    ]),
  );
}

describe("Chinese fields", () => {
  it("an admin saves every translated field and a visitor reads them back", async () => {
    const tag = String(Date.now());
    await createWhitePaper(admin, whitePaper(translated("white_papers", tag)) as never);
    await createCaseStudy(admin, caseStudy(translated("case_studies", tag)) as never);
    await createVideo(admin, video(translated("videos", tag)) as never);

    const [papers, cases, videos] = await Promise.all([
      listWhitePapers(visitor),
      listCaseStudies(visitor),
      listVideos(visitor),
    ]);
    for (const [table, rows] of [
      ["white_papers", papers],
      ["case_studies", cases],
      ["videos", videos],
    ] as const) {
      const row = (rows as Record<string, unknown>[]).find((r) => r.title === `title ${tag}`);
      expect(row, table).toBeDefined();
      for (const field of TRANSLATED_FIELDS[table]) {
        expect(localized(row!, field, "zh"), `${table}.${field}`).toBe(`中文${field} ${tag}`);
        expect(localized(row!, field, "en"), `${table}.${field}`).toBe(`${field} ${tag}`);
      }
    }
  });

  it("a document keeps its Chinese name; a document without one shows the English name", async () => {
    const title = `Docs ${Date.now()}`;
    await createDocumentation(admin, {
      ...documentation({ title, title_zh: "文档" }),
      documents: [
        { name: "Operator manual", name_zh: "操作手册", download_url: "https://example.com/a.pdf" },
        { name: "Parts list", download_url: "https://example.com/b.pdf" },
      ],
    } as never);
    const entry = (await listDocumentation(visitor)).find((d) => d.title === title)!;
    expect(localized(entry, "title", "zh")).toBe("文档");
    expect(entry.documents.map((d) => documentName(d, "zh"))).toEqual(["操作手册", "Parts list"]);
    expect(entry.documents.map((d) => documentName(d, "en"))).toEqual(["Operator manual", "Parts list"]);
  });

  it("a visitor cannot write a Chinese field", async () => {
    const [paper] = await listWhitePapers(visitor);
    const { error, status } = await visitor.from("white_papers").update({ title_zh: "篡改" }).eq("id", paper!.id);
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "42501" });
    const { data } = await visitor.from("white_papers").select("title_zh").eq("id", paper!.id).single();
    expect(data?.title_zh).not.toBe("篡改");
  });
});
