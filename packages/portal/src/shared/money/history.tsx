import { useTranslation } from 'react-i18next';
import { historyGet, type THistoryRow } from '@openportal/contract';
import { formatDate, formatMoney } from '@openportal/i18n';
import type { TMethodRequest } from '../api/types.ts';
import { useCall } from '../query/use-call.ts';
import { useLang } from '../ui/use-lang.ts';

export type THistoryQuery = Omit<TMethodRequest<typeof historyGet>, 'pageNumber'>;

export interface THistoryState {
  rows: THistoryRow[];
  total: number;
  pageSize: number;
  loading: boolean;
}

/** One page of history for a filter (cached per filter and page; realtime money events invalidate it). */
export function useHistory(filter: THistoryQuery, page: number): THistoryState {
  const defaultSize = historyGet.pageSize ?? 20;
  const q = useCall(historyGet, { ...filter, pageNumber: page }, { keepPrevious: true });
  if (!q.data) return { rows: [], total: 0, pageSize: defaultSize, loading: q.isPending };
  return { rows: q.data.history, total: q.data.total, pageSize: q.data.pageSize || defaultSize, loading: false };
}

/** History rows (texts from the `history` namespace, also on home). */
export function HistoryList({ rows }: { rows: THistoryRow[] }) {
  const { t } = useTranslation('history');
  const lang = useLang();
  if (rows.length === 0)
    return (
      <p className="op-empty" data-testid="history-empty">
        {t('history.empty')}
      </p>
    );
  return (
    <table className="op-table">
      <thead>
        <tr>
          <th>{t('history.column.date')}</th>
          <th>{t('history.column.description')}</th>
          <th>{t('history.column.type')}</th>
          <th>{t('history.column.status')}</th>
          <th className="op-num">{t('history.column.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.transactionId} data-testid="history-row" data-transaction-id={r.transactionId}>
            <td>{formatDate(r.date, lang)}</td>
            <td>{r.description}</td>
            <td>{t(`history.type.${r.transactionType}`)}</td>
            <td>{t(`history.status.${r.status}`)}</td>
            <td className={`op-num op-amount--${r.direction}`} data-testid="history-amount">
              {formatMoney(r.amount, r.currencyCode, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
