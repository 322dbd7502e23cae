import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyGet, type THistoryRow } from '@openportal/contract';
import { formatDate, formatMoney } from '@openportal/i18n';
import type { TMethodRequest } from '../../shared/api/types.ts';
import { useLiveData } from '../../shared/data/live-data.ts';
import { usePortal } from '../../shared/services.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';

export type THistoryQuery = Omit<TMethodRequest<typeof historyGet>, 'pageNumber'>;

export interface THistoryState {
  rows: THistoryRow[];
  total: number;
  pageSize: number;
  loading: boolean;
}

/** One page of history for a filter; refetched on realtime money events. */
export function useHistory(filter: THistoryQuery, page: number): THistoryState {
  const { api } = usePortal();
  const version = useLiveData((s) => s.version);
  const pageSize = historyGet.pageSize ?? 20;
  const [state, setState] = useState<THistoryState>({ rows: [], total: 0, pageSize, loading: true });
  const key = JSON.stringify(filter);
  useEffect(() => {
    let live = true;
    void api.method(historyGet, { ...(JSON.parse(key) as THistoryQuery), pageNumber: page }).then((r) => {
      if (!live) return;
      if (r.ok)
        setState({ rows: r.data.history, total: r.data.total, pageSize: r.data.pageSize || pageSize, loading: false });
      else setState((s) => ({ ...s, loading: false }));
    });
    return () => {
      live = false;
    };
  }, [api, key, page, version, pageSize]);
  return state;
}

export function HistoryList({ rows }: { rows: THistoryRow[] }) {
  const { t } = useTranslation();
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
