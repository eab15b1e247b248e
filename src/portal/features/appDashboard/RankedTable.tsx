import type { ReactNode } from 'react';

/** One column of a {@link RankedTable}. */
export interface RankedColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

/** Props of {@link RankedTable}. */
export interface RankedTableProps<T> {
  /** The accessible name (the tile's heading id). */
  labelledBy: string;
  rows: T[];
  rowKey: (row: T) => string;
  /** The first column names the row (a row header); the others are values. */
  columns: [RankedColumn<T>, ...RankedColumn<T>[]];
}

/** A ranked list as a table: one row per entry, the first cell heading its row. */
export function RankedTable<T>({ labelledBy, rows, rowKey, columns }: RankedTableProps<T>) {
  const [first, ...rest] = columns;
  return (
    <table className="dashboard-table dashboard-table--ranked" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'dashboard-table__number' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className="dashboard-table__name">
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.header} className={column.numeric ? 'dashboard-table__number' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
