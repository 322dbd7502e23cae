import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from './test-i18n.ts';
import { DataTable } from './data-table.tsx';
import { filterRows, sortRows, type TColumn } from './table-model.ts';

afterEach(cleanup);

type Row = { id: string; n: number };
const columns: TColumn<Row>[] = [
  { key: 'id', label: 'Id', render: (r) => r.id },
  { key: 'n', label: 'N', render: (r) => String(r.n), compare: (a, b) => a.n - b.n, numeric: true },
];
const rows: Row[] = [
  { id: 'a', n: 3 },
  { id: 'b', n: 1 },
  { id: 'c', n: 2 },
  { id: 'd', n: 1 },
];

describe('sortRows', () => {
  it('sorts stably by the column, reversed for descending, unchanged for a column that cannot sort', () => {
    expect(sortRows(rows, columns, { key: 'n', dir: 'ascending' }).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortRows(rows, columns, { key: 'n', dir: 'descending' }).map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortRows(rows, columns, { key: 'id', dir: 'descending' }).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('DataTable', () => {
  it('sorts on a header click (aria-sort follows), reverses on the second, and pages', () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          pageSize={3}
          caption="c"
          pagerLabel="p"
          testId="t"
        />
      </I18nextProvider>,
    );
    const ids = () => screen.getAllByTestId('t-row').map((r) => r.firstElementChild!.textContent);
    expect(ids()).toEqual(['a', 'b', 'c']);
    fireEvent.click(screen.getByTestId('sort-n'));
    expect(ids()).toEqual(['b', 'd', 'c']);
    expect(screen.getByTestId('sort-n').closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-n'));
    expect(ids()).toEqual(['a', 'c', 'b']);
    expect(screen.getByTestId('sort-n').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('t-pager-next'));
    expect(ids()).toEqual(['d']);
    expect(screen.getByTestId('t-pager-page').textContent).toBe('Page 2 of 2');
  });
});

describe('filterRows', () => {
  const filterable: TColumn<Row>[] = [
    { key: 'id', label: 'Id', render: (r) => r.id, filterText: (r) => r.id.toUpperCase() },
    {
      key: 'n',
      label: 'N',
      render: (r) => String(r.n),
      filterText: (r) => String(r.n),
      filterOptions: [{ value: '1', label: 'one' }],
    },
  ];
  it('keeps rows containing a text filter (any case) and equal to a choice; no filter keeps all', () => {
    expect(filterRows(rows, filterable, {}).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterRows(rows, filterable, { id: 'b' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, filterable, { n: '1' }).map((r) => r.id)).toEqual(['b', 'd']);
    expect(filterRows(rows, filterable, { n: '1', id: ' d ' }).map((r) => r.id)).toEqual(['d']);
    expect(filterRows(rows, filterable, { n: '' }).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('DataTable filters and server pages', () => {
  const i18n = testI18n();
  it('filters behind the Filter button, shows the empty text, clears', () => {
    const cols: TColumn<Row>[] = [{ ...columns[0]!, filterText: (r) => r.id }, columns[1]!];
    render(
      <I18nextProvider i18n={i18n}>
        <DataTable
          rows={rows}
          columns={cols}
          rowKey={(r) => r.id}
          pageSize={3}
          caption="c"
          pagerLabel="p"
          testId="t"
          emptyText="none"
        />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByTestId('t-filter-id'), { target: { value: 'C' } });
    expect(screen.getAllByTestId('t-row').map((r) => r.firstElementChild!.textContent)).toEqual(['c']);
    expect(screen.queryByTestId('t-pager-page')).toBeNull();
    fireEvent.change(screen.getByTestId('t-filter-id'), { target: { value: 'zz' } });
    expect(screen.getByTestId('t-empty').textContent).toBe('none');
    fireEvent.click(screen.getByTestId('t-clear'));
    expect(screen.getAllByTestId('t-row')).toHaveLength(3);
  });

  it('shows the rows of a server page and asks the server for the next', () => {
    const asked: number[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <DataTable
          rows={rows.slice(0, 2)}
          columns={columns}
          rowKey={(r) => r.id}
          pageSize={2}
          caption="c"
          pagerLabel="p"
          testId="t"
          server={{ page: 1, total: 5, onPage: (p) => asked.push(p) }}
        />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('t-row')).toHaveLength(2);
    expect(screen.getByTestId('t-pager-page').textContent).toBe('Page 1 of 3');
    fireEvent.click(screen.getByTestId('t-pager-next'));
    expect(asked).toEqual([2]);
    expect(screen.getByRole('table', { name: 'c' }).querySelector('th.op-num')).not.toBeNull();
  });
});
