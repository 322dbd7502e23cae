import { useState } from 'react';
import { Pager } from './pager.tsx';
import { TableFilters } from './table-filters.tsx';
import {
  cellClass,
  filterRows,
  nextSort,
  sortRows,
  type TColumn,
  type TFilterValues,
  type TSort,
} from './table-model.ts';

function HeaderCell<Row>({ column, sort, onSort }: { column: TColumn<Row>; sort: TSort | null; onSort: () => void }) {
  const active = sort?.key === column.key;
  return (
    <th className={cellClass(column)} aria-sort={active ? sort.dir : undefined} scope="col">
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

/** One page of a list the server pages: the rows given are that page. */
export interface TServerPage {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

export interface TDataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TColumn<Row>[];
  rowKey: (row: Row) => string;
  pageSize: number;
  caption: string;
  pagerLabel: string;
  testId: string;
  initialSort?: TSort;
  /** Shown in the table when no row is left (none at all, or none the filters keep). */
  emptyText?: string;
  /** The rows are one server page of `total`: the pager asks for another page. */
  server?: TServerPage;
}

/**
 * A table: click (or Enter/Space on) a sortable header to sort by it, again to reverse
 * (`aria-sort` tells screen readers); filterable columns get a field behind "Filter"; `pageSize`
 * rows a page with the Pager (or the server's pages with `server`). Numeric columns (amounts)
 * are right-aligned; optional ones hidden on phones; a wide table scrolls inside its frame,
 * never the page.
 */
export function DataTable<Row>(props: TDataTableProps<Row>) {
  const { rows, columns, pageSize, testId, server } = props;
  const [sort, setSort] = useState<TSort | null>(props.initialSort ?? null);
  const [filters, setFilters] = useState<TFilterValues>({});
  const [ownPage, setOwnPage] = useState(1);
  const kept = sortRows(filterRows(rows, columns, filters), columns, sort);
  const pages = Math.max(1, Math.ceil((server ? server.total : kept.length) / pageSize));
  const page = Math.min(server ? server.page : ownPage, pages);
  const shown = server ? kept : kept.slice((page - 1) * pageSize, page * pageSize);
  const filterable = columns.some((c) => c.filterText);
  const changeFilters = (values: TFilterValues) => {
    setFilters(values);
    setOwnPage(1);
  };
  return (
    <div className="op-data-table">
      {filterable && <TableFilters columns={columns} values={filters} onChange={changeFilters} testId={testId} />}
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
                  <td key={c.key} className={cellClass(c)}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {shown.length === 0 && props.emptyText !== undefined && (
              <tr>
                <td className="op-table__empty" colSpan={columns.length} data-testid={`${testId}-empty`}>
                  {props.emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pages}
        onPage={server ? server.onPage : setOwnPage}
        label={props.pagerLabel}
        testId={`${testId}-pager`}
      />
    </div>
  );
}
