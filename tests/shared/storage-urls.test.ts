/**
 * shared/content/storage-urls.ts (issue #11): public Storage URLs read back
 * into bucket and path, download file names, and `?download=` links.
 */
import { describe, expect, it } from "vitest";
import {
  downloadFileName,
  downloadUrl,
  parsePublicObjectUrl,
  publicObjectUrl,
} from "../../shared/content/storage-urls";

const PDF = "http://127.0.0.1:54321/storage/v1/object/public/content-files/white-papers/5eed/pdf-1.pdf";

describe("parsePublicObjectUrl()", () => {
  it("reads origin, bucket and the decoded path of a public object URL", () => {
    expect(parsePublicObjectUrl(PDF)).toEqual({
      origin: "http://127.0.0.1:54321",
      bucket: "content-files",
      path: "white-papers/5eed/pdf-1.pdf",
    });
    expect(
      parsePublicObjectUrl("https://abc.supabase.co/storage/v1/object/public/content-images/a%20b/c.png?x=1"),
    ).toEqual({ origin: "https://abc.supabase.co", bucket: "content-images", path: "a b/c.png" });
  });

  it("answers null for other URLs, authenticated object URLs and malformed input", () => {
    expect(parsePublicObjectUrl("https://example.com/docs/a.pdf")).toBeNull();
    expect(parsePublicObjectUrl("http://h/storage/v1/object/content-files/a.pdf")).toBeNull();
    expect(parsePublicObjectUrl("http://h/storage/v1/object/public/content-files/")).toBeNull();
    expect(parsePublicObjectUrl("not a url")).toBeNull();
    expect(parsePublicObjectUrl("http://h/storage/v1/object/public/b/%E0%A4%A.pdf")).toBeNull();
  });
});

describe("publicObjectUrl()", () => {
  it("encodes each segment and is read back by parsePublicObjectUrl", () => {
    const url = publicObjectUrl("http://127.0.0.1:54321", "content-images", "white-papers/a b/image #1.png");
    expect(url).toBe(
      "http://127.0.0.1:54321/storage/v1/object/public/content-images/white-papers/a%20b/image%20%231.png",
    );
    expect(parsePublicObjectUrl(url)).toEqual({
      origin: "http://127.0.0.1:54321",
      bucket: "content-images",
      path: "white-papers/a b/image #1.png",
    });
  });
});

describe("downloadFileName()", () => {
  it("keeps the title, drops characters file systems refuse and adds the extension", () => {
    expect(downloadFileName("Geothermal Wells: Steering at 175 °C", "pdf")).toBe(
      "Geothermal Wells Steering at 175 °C.pdf",
    );
    expect(downloadFileName("硬地层中的旋转导向闭环控制", "pdf")).toBe("硬地层中的旋转导向闭环控制.pdf");
    expect(downloadFileName(' a/b\\c*?"<>|\n ', "docx")).toBe("a b c.docx");
    expect(downloadFileName("///", "pdf")).toBe("download.pdf");
    expect(downloadFileName("x".repeat(300), "pdf")).toBe(`${"x".repeat(120)}.pdf`);
  });
});

describe("downloadUrl()", () => {
  it("adds download=<name> to a public Storage URL, as getPublicUrl(path, { download }) does", () => {
    expect(downloadUrl(PDF, "Hard Formations.pdf")).toBe(`${PDF}?download=Hard+Formations.pdf`);
    expect(new URL(downloadUrl(PDF, "硬地层.pdf")).searchParams.get("download")).toBe("硬地层.pdf");
  });

  it("leaves any other URL unchanged", () => {
    expect(downloadUrl("https://example.com/docs/a.pdf", "A.pdf")).toBe("https://example.com/docs/a.pdf");
    expect(downloadUrl("/files/a.pdf", "A.pdf")).toBe("/files/a.pdf");
  });
});
