import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createBundledI18n } from '@openportal/i18n';
import { DataTable, sortRows, type TColumn } from './data-table.tsx';

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
      <I18nextProvider i18n={createBundledI18n('en', ['en'])}>
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
