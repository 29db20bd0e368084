/**
 * The Markdown table every bench report prints (issue #25: its own module, so
 * report.ts and admin-paint-report.ts no longer import each other): a header
 * row, a separator and the rows, columns padded to their widest cell.
 */

/** A Markdown table: header row, separator, rows; the first `leftColumns` columns left-aligned, the others (figures) right-aligned. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = 1,
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length), 3));
  const right = (i: number) => i >= leftColumns;
  const line = (cells: readonly string[]) =>
    `| ${widths.map((w, i) => (right(i) ? (cells[i] ?? "").padStart(w) : (cells[i] ?? "").padEnd(w))).join(" | ")} |`;
  const separator = `| ${widths.map((w, i) => (right(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(header), separator, ...rows.map(line)].join("\n");
}
