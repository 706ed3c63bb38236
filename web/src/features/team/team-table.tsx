import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A console table: a labelled region with its column headers; rows as children (`<tr>` of `<td>`). Each cell is
 * given its column's name (`data-label`), so at phone widths, where the table reads as a list of cards (styles.css),
 * every value still says what it is. The table roles are written out: a browser drops a table's semantics once CSS
 * lays its rows out as blocks, and a screen reader must still hear a table at 360 px.
 */
export function TeamTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="team-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th scope="col" role="columnheader" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{Children.map(children, (row) => labelCells(row, columns))}</tbody>
      </table>
    </div>
  );
}

type Cell = ReactElement<{ 'data-label'?: string; role?: string; children?: ReactNode }>;

function labelCells(row: ReactNode, columns: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell) || cell.type !== 'td') return cell;
    const label = columns[index++];
    return cloneElement(cell as Cell, label === undefined ? { role: 'cell' } : { role: 'cell', 'data-label': label });
  });
  return cloneElement(row as ReactElement<{ role?: string; children?: ReactNode }>, { role: 'row' }, cells);
}
