/**
 * The seed's generated PDFs for content items (issue #11): one per white
 * paper (a first page with title, author, date, abstract, a figure and a
 * table, then as many body pages as the row's `pages`) and one per
 * documentation document (a titled first page with a document number, a
 * tool drawing and a data table, then a few body pages). English only: the
 * standard PDF fonts carry no Chinese glyphs, and the documents are the
 * company's English originals. Deterministic: the same input gives the same
 * bytes.
 */
import type { PDFPage } from "pdf-lib";
import {
  A4,
  barChart,
  COLORS,
  createPdf,
  MARGIN,
  pageFrame,
  paragraph,
  seededRandom,
  table,
  text,
  TEXT_WIDTH,
  wrap,
  type PdfFonts,
} from "./pdf-kit";

/** What a white paper's PDF shows. */
export interface WhitePaperPdfInput {
  title: string;
  author: string;
  /** ISO date of publication. */
  datePublished: string;
  /** The abstract (the row's English description). */
  abstract: string;
  /** Stored category id, e.g. "technical_analysis". */
  category: string;
  /** Number of pages to produce (the row's `pages`), at least 2. */
  pages: number;
}

/** What a documentation document's PDF shows. */
export interface DocumentPdfInput {
  /** The documentation entry's title, e.g. "RSS-675 Operations Manual". */
  entryTitle: string;
  /** The document's own name, e.g. "Quick Reference Card". */
  name: string;
  /** The entry's English description. */
  description: string;
  /** Stored category id, e.g. "operation-manual". */
  category: string;
  /** Document number printed on the first page, e.g. "RSSD-OM-675-01". */
  number: string;
  /** Number of pages to produce, at least 1. */
  pages: number;
}

const SECTIONS = [
  "Introduction",
  "Background and previous work",
  "Tool configuration",
  "Method",
  "Field data",
  "Results",
  "Discussion",
  "Operational lessons",
  "Conclusions",
];

const BODY = [
  "Rotary steerable systems keep the whole string turning while the bit is steered, which improves hole cleaning, reduces differential sticking and gives a smoother wellbore than slide drilling with a bent motor.",
  "The push-the-bit steering unit applies side force through three pads driven by a mud-lubricated hydraulic circuit; the control electronics hold the commanded toolface within a few degrees at rotary speeds from 40 to 200 RPM.",
  "Power for the control section comes from a 4-stage downhole turbine generator rated at 48 V and 500 W across the 190 to 350 GPM flow range, with normal operating points at 190, 230 and 350 GPM.",
  "Survey data were taken every stand with the MWD gamma module, corrected for magnetic interference and compared with the plan; inclination accuracy of the near-bit sensor is 0.1 degree with a resolution of 0.01 degree.",
  "Runs were grouped by formation, bit type and bottom-hole assembly. Where the data set was too small for a comparison, the run is reported but left out of the averages.",
  "Downlink commands were sent by flow modulation; the median time from a steering decision at surface to the confirmed toolface change downhole was under four minutes.",
  "The largest gains came from fewer trips: a single BHA drilled the curve and the lateral in most wells, and wiper trips were no longer needed after continuous rotation improved hole cleaning.",
  "Operating limits of -40 to 175 degrees C and 20,000 psi were respected on every run; two runs were ended early because of surface equipment, not because of the downhole tools.",
  "Results should be read with the usual caution of field data: formations, crews and rig equipment differ between wells, and only part of the variance is explained by the steering system.",
];

const CATEGORY_LABELS: Record<string, string> = {
  technical_analysis: "Technical Analysis",
  data_analytics: "Data Analytics",
  industry_trends: "Industry Trends",
  sustainability: "Sustainability",
  "operation-manual": "Operation Manual",
  "installation-guide": "Installation Guide",
  "technical-specs": "Technical Specifications",
  "maintenance-guide": "Maintenance Guide",
};

const labelOf = (category: string) => CATEGORY_LABELS[category] ?? category;

/** Long form of an ISO date ("14 September 2026"). */
function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Body pages 2..count: a numbered section heading and paragraphs drawn from BODY. */
function bodyPages(add: () => PDFPage, fonts: PdfFonts, header: string, first: number, count: number, seed: string) {
  const random = seededRandom(seed);
  for (let n = first; n <= count; n++) {
    const page = add();
    pageFrame(page, fonts, header, n, count);
    const section = SECTIONS[(n - first) % SECTIONS.length]!;
    text(page, fonts.bold, `${n - first + 1}. ${section}`, MARGIN, A4[1] - 90, 15, COLORS.navy);
    let y = A4[1] - 122;
    for (let p = 0; p < 5 && y > 120; p++) {
      y = paragraph(page, fonts.regular, BODY[Math.floor(random() * BODY.length)]!, MARGIN, y);
    }
  }
}

/**
 * A white paper's PDF (A4, `pages` pages).
 * @returns the PDF bytes.
 */
export async function buildWhitePaperPdf(input: WhitePaperPdfInput): Promise<Uint8Array> {
  const pageCount = Math.max(2, input.pages);
  const { doc, fonts } = await createPdf({
    title: input.title,
    author: input.author,
    subject: input.abstract,
    date: input.datePublished,
    keywords: ["white paper", labelOf(input.category), "rotary steerable"],
  });
  const random = seededRandom(input.title);
  const page = doc.addPage(A4);
  const [width, height] = A4;

  page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: COLORS.navy });
  text(page, fonts.bold, "RSS DRILLING TECHNOLOGIES", MARGIN, height - 42, 11, COLORS.white);
  text(page, fonts.regular, `White paper  |  ${labelOf(input.category)}`, MARGIN, height - 58, 9, COLORS.sky);
  page.drawRectangle({ x: MARGIN, y: height - 96, width: 48, height: 4, color: COLORS.amber });

  let y = height - 132;
  for (const line of wrap(fonts.bold, input.title, 22, TEXT_WIDTH)) {
    text(page, fonts.bold, line, MARGIN, y, 22);
    y -= 28;
  }
  text(page, fonts.regular, `${input.author}  |  Published ${longDate(input.datePublished)}`, MARGIN, y - 2, 10.5);
  text(page, fonts.regular, `${pageCount} pages`, MARGIN, y - 17, 9, COLORS.muted);

  y -= 50;
  text(page, fonts.bold, "Abstract", MARGIN, y, 12, COLORS.navy);
  y = paragraph(
    page,
    fonts.regular,
    `${input.abstract} This paper sets out the method, the field data and the operating limits observed, and closes with recommendations for planning and running rotary steerable assemblies.`,
    MARGIN,
    y - 18,
  );

  const baseline = Math.round(40 + random() * 25);
  const bars: [string, number][] = [
    ["Offset wells", baseline],
    ["Motor + MWD", Math.round(baseline * (0.85 + random() * 0.1))],
    ["RSS, run 1", Math.round(baseline * (0.7 + random() * 0.1))],
    ["RSS, optimised", Math.round(baseline * (0.55 + random() * 0.1))],
  ];
  const chartTop = y - 6;
  barChart(
    page,
    fonts,
    { x: MARGIN, y: chartTop - 200, width: TEXT_WIDTH * 0.55, height: 200 },
    bars,
    "Figure 1. Days from spud to TD, average per well group",
  );
  const tx = MARGIN + TEXT_WIDTH * 0.55 + 16;
  text(page, fonts.bold, "Table 1. Key figures", tx, chartTop - 14, 9.5, COLORS.navy);
  table(
    page,
    fonts,
    tx,
    chartTop - 36,
    [110, 60],
    [
      ["Measure", "Value"],
      ["Wells in data set", String(12 + Math.floor(random() * 40))],
      ["Footage drilled", `${(0.3 + random() * 1.2).toFixed(1)}M ft`],
      ["Inclination hold", "±0.1°"],
      ["Max. temperature", "175 °C"],
      ["Max. pressure", "20,000 psi"],
      ["Days saved / well", (bars[0]![1] - bars[3]![1]).toString()],
    ],
    9,
  );
  pageFrame(page, fonts, input.title, 1, pageCount);

  bodyPages(() => doc.addPage(A4), fonts, input.title, 2, pageCount, input.title);
  return doc.save();
}

/**
 * A documentation document's PDF (A4, `pages` pages).
 * @returns the PDF bytes.
 */
export async function buildDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const pageCount = Math.max(1, input.pages);
  const title = `${input.entryTitle}: ${input.name}`;
  const { doc, fonts } = await createPdf({
    title,
    author: "RSS Drilling Technologies, Technical Publications",
    subject: input.description,
    date: "2026-01-15",
    keywords: [labelOf(input.category), input.number],
  });
  const page = doc.addPage(A4);
  const [width, height] = A4;

  page.drawRectangle({ x: 0, y: height - 150, width, height: 150, color: COLORS.navy });
  text(page, fonts.regular, labelOf(input.category).toUpperCase(), MARGIN, height - 50, 9, COLORS.sky);
  let y = height - 82;
  for (const line of wrap(fonts.bold, input.name, 24, TEXT_WIDTH)) {
    text(page, fonts.bold, line, MARGIN, y, 24, COLORS.white);
    y -= 28;
  }
  text(page, fonts.regular, input.entryTitle, MARGIN, height - 136, 12, COLORS.white);

  y = height - 186;
  table(
    page,
    fonts,
    MARGIN,
    y,
    [130, 150, 130],
    [
      ["Document number", "Revision", "Issued"],
      [input.number, "B", "15 January 2026"],
    ],
  );
  y = paragraph(page, fonts.regular, input.description, MARGIN, y - 58);

  // A side view of the rotary steerable tool with its three sections.
  const toolY = y - 90;
  page.drawRectangle({ x: MARGIN, y: toolY, width: TEXT_WIDTH, height: 36, color: COLORS.rule });
  const sections: [string, number, typeof COLORS.blue][] = [
    ["Steering unit", 0.22, COLORS.amber],
    ["Control electronics", 0.3, COLORS.blue],
    ["Turbine generator", 0.3, COLORS.navy],
  ];
  let sx = MARGIN + 20;
  for (const [label, share, color] of sections) {
    const w = TEXT_WIDTH * share;
    page.drawRectangle({ x: sx, y: toolY - 4, width: w, height: 44, color });
    text(page, fonts.regular, label, sx, toolY - 18, 8.5, COLORS.muted);
    sx += w + 14;
  }
  page.drawLine({
    start: { x: MARGIN, y: toolY + 56 },
    end: { x: MARGIN + TEXT_WIDTH, y: toolY + 56 },
    thickness: 0.6,
    color: COLORS.muted,
  });
  text(
    page,
    fonts.regular,
    'Tool length 32.4 ft, 6.75" OD',
    MARGIN + TEXT_WIDTH / 2 - 60,
    toolY + 62,
    8.5,
    COLORS.muted,
  );
  text(page, fonts.italic, "Figure 1. Tool sections (not to scale)", MARGIN, toolY - 36, 8.5, COLORS.muted);

  y = toolY - 70;
  text(page, fonts.bold, "Operating limits", MARGIN, y, 12, COLORS.navy);
  table(
    page,
    fonts,
    MARGIN,
    y - 22,
    [170, 120, 180],
    [
      ["Parameter", "Value", "Note"],
      ["Temperature", "-40 to 175 °C", "electronics derated above 150 °C"],
      ["Pressure", "20,000 psi", "hydrostatic, at the tool"],
      ["Flow range", "190-350 GPM", "turbine normal points 190/230/350"],
      ["Rotary speed", "40-200 RPM", "continuous rotation"],
      ["Telemetry", "1,200 bps", "mud pulse, downlink by flow"],
    ],
  );
  pageFrame(page, fonts, `${input.number}  |  ${title}`, 1, pageCount);

  bodyPages(() => doc.addPage(A4), fonts, `${input.number}  |  ${title}`, 2, pageCount, title);
  return doc.save();
}
