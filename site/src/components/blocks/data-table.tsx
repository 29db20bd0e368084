/** Accessible comparison/spec table with a caption, scrolling sideways on small screens. */
import { Table } from "@mantine/core";

export interface TableData {
  caption: string;
  head: string[];
  rows: string[][];
}

/** Renders `head` and `rows`; the first cell of each row is a row header. */
export function DataTable({ caption, head, rows }: TableData) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder verticalSpacing="sm" miw={560} bg="white">
        <caption style={{ captionSide: "top", textAlign: "left", fontWeight: 700, padding: "8px 0" }}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key={i} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={i}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
