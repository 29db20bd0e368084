/**
 * Small pdf-lib drawing helpers shared by the seed's generated PDFs (the
 * catalog, the white papers and the documentation documents, issue #11):
 * fonts, text that only holds characters the standard fonts can encode,
 * word-wrapped paragraphs, a bar chart, a table and the page frame.
 * Units are PDF points (1/72 in); A4 is 595 × 842, origin bottom left.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

/** A4 portrait in points. */
export const A4: [number, number] = [595, 842];
/** Left and right margin in points. */
export const MARGIN = 56;
/** The text width between the margins, in points. */
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;

/** Brand colours (the site's dark blue primary and amber accent). */
export const COLORS = {
  ink: rgb(0.1, 0.12, 0.18),
  muted: rgb(0.38, 0.42, 0.48),
  navy: rgb(0.05, 0.2, 0.4),
  blue: rgb(0.09, 0.39, 0.67),
  sky: rgb(0.65, 0.8, 0.93),
  amber: rgb(0.96, 0.62, 0),
  rule: rgb(0.8, 0.83, 0.87),
  white: rgb(1, 1, 1),
};

/** The three standard fonts the seed uses (WinAnsi: Latin text, °, ±, en/em dashes). */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * A new PDF with its metadata set and the standard fonts embedded. Dates are
 * fixed so the same input gives the same document.
 */
export async function createPdf(meta: {
  title: string;
  author: string;
  subject: string;
  /** ISO date, e.g. "2026-09-14". */
  date: string;
  keywords?: string[];
}): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  const date = new Date(`${meta.date}T00:00:00Z`);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator("RSS Drilling Technologies");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  if (meta.keywords) doc.setKeywords(meta.keywords);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, fonts };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** `s` with every character `font` cannot encode replaced by "?" (standard fonts are WinAnsi only). */
export function encodable(font: PDFFont, s: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...s].map((ch) => (known.has(ch.codePointAt(0)!) ? ch : "?")).join("");
}

/** Draws one line of text at (x, y) (baseline), `size` in points. */
export function text(
  page: PDFPage,
  font: PDFFont,
  s: string,
  x: number,
  y: number,
  size = 11,
  color: RGB = COLORS.ink,
): void {
  page.drawText(encodable(font, s), { x, y, size, font, color });
}

/** `s` broken into lines no wider than `width` points at `size` (words are never split). */
export function wrap(font: PDFFont, s: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of encodable(font, s).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws a word-wrapped paragraph whose first baseline is `y`.
 * @returns the baseline below the paragraph's last line plus one blank half line.
 */
export function paragraph(
  page: PDFPage,
  font: PDFFont,
  s: string,
  x: number,
  y: number,
  opts: { size?: number; width?: number; color?: RGB; leading?: number } = {},
): number {
  const size = opts.size ?? 10.5;
  const leading = opts.leading ?? size * 1.45;
  let line = y;
  for (const l of wrap(font, s, size, opts.width ?? TEXT_WIDTH)) {
    page.drawText(l, { x, y: line, size, font, color: opts.color ?? COLORS.ink });
    line -= leading;
  }
  return line - leading / 2;
}

/**
 * Draws a captioned bar chart in the box (x, y) – (x + width, y + height),
 * y being the box's bottom. Values are scaled to the largest one.
 */
export function barChart(
  page: PDFPage,
  fonts: PdfFonts,
  box: { x: number; y: number; width: number; height: number },
  bars: readonly (readonly [label: string, value: number])[],
  caption: string,
  unit = "",
): void {
  const { x, y, width, height } = box;
  const plotBottom = y + 34;
  const plotHeight = height - 60;
  page.drawRectangle({ x, y, width, height, borderColor: COLORS.rule, borderWidth: 0.8 });
  const max = Math.max(...bars.map(([, v]) => v), 1);
  const slot = (width - 40) / bars.length;
  for (let i = 0; i <= 4; i++) {
    const gy = plotBottom + (plotHeight * i) / 4;
    page.drawLine({
      start: { x: x + 20, y: gy },
      end: { x: x + width - 20, y: gy },
      thickness: 0.4,
      color: COLORS.rule,
    });
  }
  bars.forEach(([label, value], i) => {
    const barHeight = (plotHeight * value) / max;
    const bx = x + 20 + i * slot + slot * 0.2;
    page.drawRectangle({
      x: bx,
      y: plotBottom,
      width: slot * 0.6,
      height: barHeight,
      color: i === bars.length - 1 ? COLORS.amber : COLORS.blue,
    });
    text(page, fonts.bold, `${value}${unit}`, bx, plotBottom + barHeight + 4, 8);
    text(page, fonts.regular, label, bx, plotBottom - 12, 8, COLORS.muted);
  });
  text(page, fonts.italic, caption, x + 10, y + 8, 8.5, COLORS.muted);
}

/**
 * Draws a table with a bold header row and thin rules; `columns` are the
 * column widths in points, `y` the first baseline.
 * @returns the baseline below the table.
 */
export function table(
  page: PDFPage,
  fonts: PdfFonts,
  x: number,
  y: number,
  columns: readonly number[],
  rows: readonly (readonly string[])[],
  size = 9.5,
): number {
  const rowHeight = size * 2;
  rows.forEach((row, r) => {
    let cx = x;
    row.forEach((cell, c) => {
      text(page, r === 0 ? fonts.bold : fonts.regular, cell, cx + 4, y - r * rowHeight, size);
      cx += columns[c] ?? 0;
    });
    const ruleY = y - r * rowHeight - size * 0.7;
    page.drawLine({
      start: { x, y: ruleY },
      end: { x: x + columns.reduce((a, b) => a + b, 0), y: ruleY },
      thickness: r === 0 ? 1 : 0.4,
      color: r === 0 ? COLORS.ink : COLORS.rule,
    });
  });
  return y - rows.length * rowHeight - size;
}

/** Draws the running header line and the "page n of m" footer of a page. */
export function pageFrame(page: PDFPage, fonts: PdfFonts, header: string, pageNumber: number, pageCount: number) {
  text(page, fonts.regular, header, MARGIN, A4[1] - 36, 8, COLORS.muted);
  page.drawLine({
    start: { x: MARGIN, y: A4[1] - 42 },
    end: { x: A4[0] - MARGIN, y: A4[1] - 42 },
    thickness: 0.5,
    color: COLORS.rule,
  });
  text(page, fonts.regular, "RSS Drilling Technologies", MARGIN, 30, 8, COLORS.muted);
  const label = `Page ${pageNumber} of ${pageCount}`;
  text(page, fonts.regular, label, A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(label, 8), 30, 8, COLORS.muted);
}

/** A small deterministic number generator (mulberry32) seeded from a string, for figures that differ per document. */
export function seededRandom(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
