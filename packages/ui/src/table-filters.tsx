import { useTranslation } from 'react-i18next';
import type { TColumn, TFilterValues } from './table-model.ts';

/**
 * The filters of a table behind one "Filter" disclosure (a phone's first screen shows the rows,
 * not the form): one field per filterable column, and "Clear filters". Test ids: `<testId>-filters`, `<testId>-filter-<key>`, `<testId>-clear`.
 */
export function TableFilters<Row>(props: {
  columns: readonly TColumn<Row>[];
  values: TFilterValues;
  onChange: (values: TFilterValues) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { values, onChange, testId } = props;
  const filterable = props.columns.filter((c) => c.filterText);
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  return (
    <details className="op-filters" data-testid={`${testId}-filters`}>
      <summary className="op-button">{t('common.filter')}</summary>
      <div className="op-filter">
        {filterable.map((c) => (
          <label key={c.key} className="op-field">
            <span>{c.label}</span>
            {c.filterOptions ? (
              <select
                value={values[c.key] ?? ''}
                data-testid={`${testId}-filter-${c.key}`}
                onChange={(e) => set(c.key, e.target.value)}
              >
                <option value="">{t('common.all')}</option>
                {c.filterOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                type="search"
                value={values[c.key] ?? ''}
                data-testid={`${testId}-filter-${c.key}`}
                onChange={(e) => set(c.key, e.target.value)}
              />
            )}
          </label>
        ))}
        <div className="op-filter__actions">
          <button type="button" className="op-button" data-testid={`${testId}-clear`} onClick={() => onChange({})}>
            {t('common.clearFilters')}
          </button>
        </div>
      </div>
    </details>
  );
}
