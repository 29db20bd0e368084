/**
 * Generates the seeded drilling-tools catalog: a real multi-page PDF with a
 * cover, a product table and the specifications of spec §9 (drawn with the
 * seed's pdf-kit helpers).
 */
import { rgb } from "pdf-lib";
import { A4, createPdf, text } from "./pdf-kit";

const PRODUCTS: [string, string, string, string][] = [
  ["RSS-675 Rotary Steerable", '6.75"', '8.5"-9.875"', "175 °C / 20,000 psi"],
  ["RSS-950 Rotary Steerable", '9.5"', '12.25"-17.5"', "175 °C / 20,000 psi"],
  ["PDC Bit Series X", '4.75"-26"', "all", "300 °F, 50-2000 gpm"],
  ["Roller Cone Bit TC", '3.875"-26"', "all", "350 °F, WOB 5-80 klbs"],
  ["Downhole Turbine Generator", "48 V / 500 W", "190-350 GPM", "4-stage"],
  ["MWD Gamma Module", '6.75"-9.5"', "all", "0-500 API, 25,000 psi"],
];

/** The catalog PDF bytes (3 pages, A4). */
export async function buildCatalogPdf(): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: "Drilling Tools Catalog",
    author: "RSS Drilling Technologies",
    subject: "Rotary steerable systems, bits and downhole power",
    date: "2026-01-15",
  });
  const { regular, bold } = fonts;

  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: 642, width: 595, height: 200, color: rgb(0.05, 0.2, 0.4) });
  cover.drawText("Drilling Tools Catalog", { x: 48, y: 740, size: 32, font: bold, color: rgb(1, 1, 1) });
  cover.drawText("Rotary steerable systems, bits and downhole power", {
    x: 48,
    y: 705,
    size: 14,
    font: regular,
    color: rgb(1, 1, 1),
  });
  text(cover, regular, "Edition 2026 - for planning purposes; specifications subject to change.", 48, 600);
  text(cover, regular, "Up to 20% less drilling time with integrated steering and real-time telemetry.", 48, 580);

  const table = doc.addPage(A4);
  text(table, bold, "Product overview", 48, 780, 20);
  const cols = [48, 230, 330, 430];
  const heads = ["Product", "Size", "Hole", "Rating"];
  heads.forEach((h, i) => text(table, bold, h, cols[i]!, 740));
  table.drawLine({ start: { x: 48, y: 733 }, end: { x: 547, y: 733 }, thickness: 1 });
  PRODUCTS.forEach((row, r) => {
    row.forEach((cell, i) => text(table, regular, cell, cols[i]!, 712 - r * 24, 10));
  });

  const specs = doc.addPage(A4);
  text(specs, bold, "Technical specifications", 48, 780, 20);
  const lines = [
    "RSS: -40 to 175 °C, 20,000 psi, 6.75-9.5 in tool, 15 W, 1200 bps telemetry.",
    "Drilling tools: 6-26 in hole, 50,000 ft-lbs, 300-2000 GPM, 5-80 klbs WOB, 40-200 RPM.",
    "Measurement: ±0.1° accuracy, 0.01° resolution, gamma 0-500 API, 25,000 psi, 1-60 ft/min.",
    "Turbine: 48 V, 500 W, 190-350 GPM flow range (normal 190/230/350 GPM), 4-stage.",
  ];
  lines.forEach((l, i) => text(specs, regular, l, 48, 740 - i * 22, 10));
  return doc.save();
}
