import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A console table: a labelled region with its column headers; rows as children (`<tr>` of `<td>`). Each cell is
 * given its column's name (`data-label`), so at phone widths, where the table reads as a list of cards (styles.css),
 * every value still says what it is.
 */
export function TeamTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="team-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{Children.map(children, (row) => labelCells(row, columns))}</tbody>
      </table>
    </div>
  );
}

type Cell = ReactElement<{ 'data-label'?: string; children?: ReactNode }>;

function labelCells(row: ReactNode, columns: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell) || cell.type !== 'td') return cell;
    const label = columns[index++];
    return label === undefined ? cell : cloneElement(cell as Cell, { 'data-label': label });
  });
  return cloneElement(row, undefined, cells);
}
