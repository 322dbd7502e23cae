import type { ReactNode } from 'react';

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
  /**
   * Makes the column filterable (rows in memory): the row's text the filter reads. A text filter
   * keeps rows whose text contains what is typed (any case); with `filterOptions`, a select
   * keeps rows whose text is the option chosen.
   */
  filterText?: (row: Row) => string;
  filterOptions?: readonly { value: string; label: string }[];
}

export interface TSort {
  key: string;
  dir: 'ascending' | 'descending';
}

/** What each filter holds, by column key; '' is no filter. */
export type TFilterValues = Readonly<Record<string, string>>;

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

/** The rows every filter keeps: a text filter by substring (any case), a choice by equality. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly TColumn<Row>[], values: TFilterValues): Row[] {
  const active = columns.filter((c) => c.filterText && (values[c.key] ?? '').trim() !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every((c) => {
      const wanted = values[c.key]!.trim();
      const text = c.filterText!(row);
      return c.filterOptions ? text === wanted : text.toLocaleLowerCase().includes(wanted.toLocaleLowerCase());
    }),
  );
}

export const nextSort = (sort: TSort | null, key: string): TSort =>
  sort?.key === key && sort.dir === 'ascending' ? { key, dir: 'descending' } : { key, dir: 'ascending' };

/** A cell's classes: right-aligned amounts, columns hidden on phones. */
export const cellClass = (c: { numeric?: boolean; optional?: boolean }): string | undefined =>
  [c.numeric && 'op-num', c.optional && 'op-col--optional'].filter(Boolean).join(' ') || undefined;
