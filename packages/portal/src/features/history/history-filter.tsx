import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TAccount } from '@openportal/contract';
import type { THistoryQuery } from '../../shared/money/history.tsx';

const EMPTY = {
  accountId: '',
  keyword: '',
  transactionType: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
  transactionDirection: '',
  status: '',
};
type TDraft = typeof EMPTY;

/** Draft form values → the wire filter; empty values are dropped (spec 1 §5). */
export function toQuery(d: TDraft): THistoryQuery {
  const q: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) {
    const value = v.trim();
    if (!value) continue;
    q[k] = k === 'accountId' ? Number(value) : value;
  }
  return q as THistoryQuery;
}

/** The spec 2 history filter. */
export function HistoryFilter({ accounts, onApply }: { accounts: TAccount[]; onApply: (q: THistoryQuery) => void }) {
  const { t } = useTranslation('history');
  const [d, setD] = useState<TDraft>(EMPTY);
  const set = (k: keyof TDraft) => (e: { target: { value: string } }) => setD((x) => ({ ...x, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(toQuery(d));
  };
  const field = (k: keyof TDraft, type = 'text') => (
    <label className="op-field" key={k}>
      <span>
        {t(
          `history.filter.${k === 'transactionType' ? 'type' : k === 'transactionDirection' ? 'direction' : k === 'accountId' ? 'account' : k}`,
        )}
      </span>
      <input
        data-testid={`history-filter-${k}`}
        type={type}
        inputMode={k.endsWith('Amount') ? 'decimal' : undefined}
        value={d[k]}
        onChange={set(k)}
      />
    </label>
  );
  return (
    <form className="op-filter" onSubmit={submit}>
      <label className="op-field">
        <span>{t('history.filter.account')}</span>
        <select data-testid="history-filter-accountId" value={d.accountId} onChange={set('accountId')}>
          <option value="">{t('common.all')}</option>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>{`${a.currencyCode} · ${a.accountId}`}</option>
          ))}
        </select>
      </label>
      {field('keyword')}
      <label className="op-field">
        <span>{t('history.filter.type')}</span>
        <select
          data-testid="history-filter-transactionType"
          value={d.transactionType}
          onChange={set('transactionType')}
        >
          <option value="">{t('common.all')}</option>
          {TRANSACTION_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`history.type.${x}`)}
            </option>
          ))}
        </select>
      </label>
      {field('fromDate', 'date')}
      {field('toDate', 'date')}
      {field('fromAmount')}
      {field('toAmount')}
      <label className="op-field">
        <span>{t('history.filter.direction')}</span>
        <select
          data-testid="history-filter-transactionDirection"
          value={d.transactionDirection}
          onChange={set('transactionDirection')}
        >
          <option value="">{t('common.all')}</option>
          <option value="in">{t('history.direction.in')}</option>
          <option value="out">{t('history.direction.out')}</option>
        </select>
      </label>
      <label className="op-field">
        <span>{t('history.filter.status')}</span>
        <select data-testid="history-filter-status" value={d.status} onChange={set('status')}>
          <option value="">{t('common.all')}</option>
          {TRANSACTION_STATUSES.map((x) => (
            <option key={x} value={x}>
              {t(`history.status.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="op-filter__actions">
        <button className="op-button op-button--primary" type="submit" data-testid="history-apply">
          {t('history.apply')}
        </button>
        <button
          className="op-button"
          type="button"
          data-testid="history-reset"
          onClick={() => {
            setD(EMPTY);
            onApply({});
          }}
        >
          {t('history.reset')}
        </button>
      </div>
    </form>
  );
}
