import { useState, type ReactNode } from 'react';
import { Pager } from './pager.tsx';

export interface TColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable: how two rows compare (ascending). */
  compare?: (a: Row, b: Row) => number;
  /** Right-aligned, no wrap (amounts). */
  numeric?: boolean;
  /** Hidden on phones (mobile 476). */
  optional?: boolean;
}

export interface TSort {
  key: string;
  dir: 'ascending' | 'descending';
}

/** Rows in a column's order; unchanged without a sort or for a column that cannot sort. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly TColumn<Row>[], sort: TSort | null): Row[] {
  const compare = columns.find((c) => c.key === sort?.key)?.compare;
  if (!sort || !compare) return [...rows];
  const sign = sort.dir === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.i - b.i)
    .map((x) => x.row);
}

const nextSort = (sort: TSort | null, key: string): TSort =>
  sort?.key === key && sort.dir === 'ascending' ? { key, dir: 'descending' } : { key, dir: 'ascending' };

function HeaderCell<Row>({ column, sort, onSort }: { column: TColumn<Row>; sort: TSort | null; onSort: () => void }) {
  const active = sort?.key === column.key;
  const cls = [column.numeric && 'op-num', column.optional && 'op-col--optional'].filter(Boolean).join(' ');
  return (
    <th className={cls || undefined} aria-sort={active ? sort.dir : undefined} scope="col">
      {column.compare ? (
        <button type="button" className="op-sort" data-testid={`sort-${column.key}`} onClick={onSort}>
          {column.label}
          <span className="op-sort__mark" aria-hidden="true" data-dir={active ? sort.dir : 'none'} />
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

/**
 * A table of rows already in memory: click (or Enter/Space on) a sortable header to sort by it,
 * again to reverse (`aria-sort` tells screen readers), and `pageSize` rows a page with the Pager.
 * Server-paged lists (history) keep their own paging and use the same markup and classes.
 */
export function DataTable<Row>(props: {
  rows: readonly Row[];
  columns: readonly TColumn<Row>[];
  rowKey: (row: Row) => string;
  pageSize: number;
  caption: string;
  pagerLabel: string;
  testId: string;
  initialSort?: TSort;
}) {
  const { rows, columns, pageSize, testId } = props;
  const [sort, setSort] = useState<TSort | null>(props.initialSort ?? null);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = sortRows(rows, columns, sort).slice((page - 1) * pageSize, page * pageSize);
  return (
    <div className="op-table-wrap">
      <table className="op-table" data-testid={testId}>
        <caption className="op-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sort={sort} onSort={() => setSort(nextSort(sort, c.key))} />
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={props.rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={
                    [c.numeric && 'op-num', c.optional && 'op-col--optional'].filter(Boolean).join(' ') || undefined
                  }
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        onPage={setPage}
        label={props.pagerLabel}
        testId={`${testId}-pager`}
      />
    </div>
  );
}
