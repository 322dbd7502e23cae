import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { historyGet, type THistoryRow } from '@openportal/contract';
import { formatDate, formatMoney } from '@openportal/i18n';
import { type TApiError, type TMethodRequest, useCall } from '@openportal/contract-client';
import { useLang } from '../ui/use-lang.ts';

export type THistoryQuery = Omit<TMethodRequest<typeof historyGet>, 'pageNumber'>;

export interface THistoryState {
  rows: THistoryRow[];
  total: number;
  pageSize: number;
  loading: boolean;
  error: TApiError | null;
  retry: () => void;
}

/** One page of history for a filter (cached per filter and page; realtime money events invalidate it). */
export function useHistory(filter: THistoryQuery, page: number): THistoryState {
  const defaultSize = historyGet.pageSize ?? 20;
  const q = useCall(historyGet, { ...filter, pageNumber: page }, { keepPrevious: true });
  const failed = { error: q.error?.error ?? null, retry: () => void q.refetch() };
  if (!q.data) return { rows: [], total: 0, pageSize: defaultSize, loading: q.isPending, ...failed };
  const { history, total, pageSize } = q.data;
  return { rows: history, total, pageSize: pageSize || defaultSize, loading: false, ...failed };
}

/**
 * What a row says: a transfer between own accounts names the other account in the reader's
 * language; other rows carry the server's description.
 */
function describe(r: THistoryRow, t: TFunction<'history'>): string {
  if (r.transactionType === 'betweenAccounts' && r.counterpartyAccountId !== null)
    return t(`history.description.betweenAccounts_${r.direction}`, { account: r.counterpartyAccountId });
  return r.description;
}

/**
 * History rows (texts from the `history` namespace, also on home). A transfer between two own
 * accounts has a row per account (its two legs share the transaction id): each row is keyed by
 * transaction and account, and shows its account. A pending one (a payment waiting for the
 * linked device's approval) shows its status with an asterisk (spec 2 §5). With `onOpen`, a
 * row's description is a button that opens the transaction (the history screen's detail).
 */
export function HistoryList({ rows, onOpen }: { rows: THistoryRow[]; onOpen?: (row: THistoryRow) => void }) {
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
          <th className="op-col--optional">{t('history.column.account')}</th>
          <th className="op-col--optional">{t('history.column.type')}</th>
          <th className="op-col--optional">{t('history.column.status')}</th>
          <th className="op-num">{t('history.column.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={`${r.transactionId}:${r.accountId}`}
            data-testid="history-row"
            data-transaction-id={r.transactionId}
            data-account-id={r.accountId}
          >
            <td>{formatDate(r.date, lang)}</td>
            <td data-testid="history-description">
              {onOpen ? (
                <button
                  type="button"
                  className="op-button op-button--link"
                  data-testid="history-open"
                  onClick={() => onOpen(r)}
                >
                  {describe(r, t)}
                </button>
              ) : (
                describe(r, t)
              )}
            </td>
            <td className="op-col--optional" data-testid="history-account">
              {t('history.accountLabel', { account: r.accountId, currency: r.currencyCode })}
            </td>
            <td className="op-col--optional">{t(`history.type.${r.transactionType}`)}</td>
            <td className="op-col--optional" data-testid="history-status" data-status={r.status}>
              {t(`history.status.${r.status}`)}
              {r.status === 'pending' && '*'}
            </td>
            <td className={`op-num op-amount--${r.direction}`} data-testid="history-amount">
              {formatMoney(r.amount, r.currencyCode, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
