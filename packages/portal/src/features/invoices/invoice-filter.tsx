import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@openportal/contract';
import type { TInvoiceQuery } from './use-invoices.ts';

const EMPTY = { status: '', fromDate: '', toDate: '', fromAmount: '', toAmount: '', email: '' };
type TDraft = typeof EMPTY;

/** Draft values → the wire filter; empty values are dropped, the status is its number. */
export function toInvoiceQuery(d: TDraft): TInvoiceQuery {
  const q: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) {
    const value = v.trim();
    if (value) q[k] = k === 'status' ? Number(value) : value;
  }
  return q as TInvoiceQuery;
}

const INPUTS = [
  ['fromDate', 'date'],
  ['toDate', 'date'],
  ['fromAmount', 'text'],
  ['toAmount', 'text'],
  ['email', 'email'],
] as const;

/** The lists' filter (spec 2 §7): status, dates, amounts, the other party's e-mail. */
export function InvoiceFilter({ onApply }: { onApply: (q: TInvoiceQuery) => void }) {
  const { t } = useTranslation('invoices');
  const [d, setD] = useState<TDraft>(EMPTY);
  const set = (k: keyof TDraft) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(toInvoiceQuery(d));
  };
  return (
    <form className="op-form op-invoice-filter" onSubmit={submit} data-testid="invoice-filter">
      <label className="op-field">
        <span>{t('invoices.filter.status')}</span>
        <select data-testid="invoice-filter-status" value={d.status} onChange={set('status')}>
          <option value="">{t('invoices.filter.any')}</option>
          {Object.entries(INVOICE_STATUSES).map(([name, id]) => (
            <option key={id} value={id}>
              {t(`invoices.status.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {INPUTS.map(([k, type]) => (
        <label className="op-field" key={k}>
          <span>{t(`invoices.filter.${k}`)}</span>
          <input
            data-testid={`invoice-filter-${k}`}
            type={type}
            inputMode={k.endsWith('Amount') ? 'decimal' : undefined}
            value={d[k]}
            onChange={set(k)}
          />
        </label>
      ))}
      <button type="submit" className="op-button" data-testid="invoice-filter-apply">
        {t('invoices.filter.apply')}
      </button>
    </form>
  );
}
