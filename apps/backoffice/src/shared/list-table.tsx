import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn, type TDataTableProps } from '@openportal/ui';

/** Rows a page in every back-office list. */
export const LIST_PAGE_SIZE = 25;

/**
 * Every back-office list: the design system's table (sorting, filters, paging, right-aligned
 * amounts) with the back office's page size, pager label and "Nothing found." row.
 */
export function ListTable<Row>(
  props: Omit<TDataTableProps<Row>, 'pageSize' | 'pagerLabel' | 'emptyText'> & { pageSize?: number },
) {
  const { t } = useTranslation();
  return (
    <DataTable
      {...props}
      pageSize={props.pageSize ?? LIST_PAGE_SIZE}
      pagerLabel={t('common.pages')}
      emptyText={t('app.nothing')}
    />
  );
}

/** Sorts a column by its text (ISO dates sort as text too). */
export const byText =
  <Row,>(text: (row: Row) => string | number | null | undefined) =>
  (a: Row, b: Row) =>
    String(text(a) ?? '').localeCompare(String(text(b) ?? ''));

/** A column of fixed options: the filter's choices are the values, shown as they are. */
export const choices = (values: readonly (string | number)[]): TColumn<unknown>['filterOptions'] =>
  values.map((v) => ({ value: String(v), label: String(v) }));
