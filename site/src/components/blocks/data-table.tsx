/**
 * The one spec/comparison table of the public site (spec §2 product pages, home
 * specs, figures of spec §9; issue #14 part 2): every table of the site renders
 * through it.
 *
 * - Wide screens: a semantic table (caption, column headers, the first cell of
 *   each row a row header), scrolling sideways inside its region if it must.
 * - Below 48em (Mantine's `sm`, phones): CSS alone (site.css `.data-table`,
 *   no JavaScript, no layout shift) turns each row into a block: the row
 *   header as its title, then each value under its column's name, read from
 *   the cell's `data-label` (the same translated head text, so both languages
 *   match). A two-column table (name, value) shows each row as one line
 *   instead: the name, then its value (`data-table--pairs`). Every value fits
 *   the viewport; nothing scrolls sideways.
 * - The explicit ARIA roles keep the table semantics for screen readers once
 *   CSS changes the cells' `display` (some browsers drop them otherwise).
 * - Plain HTML elements styled by site.css like Mantine's striped, bordered
 *   table: the table never changes, so it costs no component code (issue #13).
 */

/** A table's texts: caption, column heads and rows (each row's first cell names the row). */
export interface TableData {
  caption: string;
  head: string[];
  rows: string[][];
}

/** Renders `head` and `rows`; the first cell of each row is a row header, every other cell carries its column's name. */
export function DataTable({ caption, head, rows }: TableData) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className={head.length === 2 ? "data-table data-table--pairs" : "data-table"} role="table">
        <caption style={{ captionSide: "top", textAlign: "left", fontWeight: 700, padding: "8px 0" }}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {head.map((h) => (
              <th key={h} scope="col" role="columnheader">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row[0]} role="row">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" role="rowheader">
                    {cell}
                  </th>
                ) : (
                  <td key={i} role="cell" data-label={head[i]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
