import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TAccount } from '@openportal/contract';
import type { THistoryQuery } from '../../shared/money/history.tsx';
import { accountShort } from '../../shared/ui/text.ts';
import './history.css';

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

const LABEL_KEYS: Partial<Record<keyof TDraft, string>> = {
  transactionType: 'type',
  transactionDirection: 'direction',
  accountId: 'account',
};

type TSet = (k: keyof TDraft) => (e: { target: { value: string } }) => void;

/** A labelled input of the filter. */
function FilterInput({ k, type = 'text', d, set }: { k: keyof TDraft; type?: string; d: TDraft; set: TSet }) {
  const { t } = useTranslation('history');
  return (
    <label className="op-field">
      <span>{t(`history.filter.${LABEL_KEYS[k] ?? k}`)}</span>
      <input
        data-testid={`history-filter-${k}`}
        type={type}
        inputMode={k.endsWith('Amount') ? 'decimal' : undefined}
        value={d[k]}
        onChange={set(k)}
      />
    </label>
  );
}

/** A labelled select of the filter: "all" first, then the options. */
function FilterSelect(props: {
  k: keyof TDraft;
  d: TDraft;
  set: TSet;
  options: readonly { value: string | number; label: string }[];
}) {
  const { t } = useTranslation('history');
  return (
    <label className="op-field">
      <span>{t(`history.filter.${LABEL_KEYS[props.k] ?? props.k}`)}</span>
      <select data-testid={`history-filter-${props.k}`} value={props.d[props.k]} onChange={props.set(props.k)}>
        <option value="">{t('common.all')}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function FilterActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('history');
  return (
    <div className="op-filter__actions">
      <button className="op-button op-button--primary" type="submit" data-testid="history-apply">
        {t('history.apply')}
      </button>
      <button className="op-button" type="button" data-testid="history-reset" onClick={onReset}>
        {t('history.reset')}
      </button>
    </div>
  );
}

/**
 * On a phone the nine fields would fill the first screen: there they hide behind a "Filters"
 * button (it says how many are applied), as banking apps do; wider screens show them always
 * (history.css `.op-filter-toggle`, up to 476 px). Applying closes them again.
 */
function FilterToggle({
  open,
  applied,
  controls,
  onToggle,
}: {
  open: boolean;
  applied: number;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('history');
  return (
    <button
      type="button"
      className="op-button op-filter-toggle"
      data-testid="history-filter-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {applied > 0 ? t('history.filtersActive', { n: applied }) : t('history.filters')}
    </button>
  );
}

/** The spec 2 history filter. */
export function HistoryFilter({ accounts, onApply }: { accounts: TAccount[]; onApply: (q: THistoryQuery) => void }) {
  const { t } = useTranslation('history');
  const id = useId();
  const [d, setD] = useState<TDraft>(EMPTY);
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(0);
  const set: TSet = (k) => (e) => setD((x) => ({ ...x, [k]: e.target.value }));
  const apply = (q: THistoryQuery) => {
    setApplied(Object.keys(q).length);
    setOpen(false);
    onApply(q);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(toQuery(d));
  };
  const common = { d, set };
  return (
    <>
      <FilterToggle open={open} applied={applied} controls={id} onToggle={() => setOpen((o) => !o)} />
      <form id={id} className={`op-filter${open ? ' is-open' : ''}`} data-testid="history-filter" onSubmit={submit}>
        <FilterSelect
          k="accountId"
          {...common}
          options={accounts.map((a) => ({ value: a.accountId, label: accountShort(a.currencyCode, a.accountId) }))}
        />
        <FilterInput k="keyword" {...common} />
        <FilterSelect
          k="transactionType"
          {...common}
          options={TRANSACTION_TYPES.map((x) => ({ value: x, label: t(`history.type.${x}`) }))}
        />
        <FilterInput k="fromDate" type="date" {...common} />
        <FilterInput k="toDate" type="date" {...common} />
        <FilterInput k="fromAmount" {...common} />
        <FilterInput k="toAmount" {...common} />
        <FilterSelect
          k="transactionDirection"
          {...common}
          options={(['in', 'out'] as const).map((x) => ({ value: x, label: t(`history.direction.${x}`) }))}
        />
        <FilterSelect
          k="status"
          {...common}
          options={TRANSACTION_STATUSES.map((x) => ({ value: x, label: t(`history.status.${x}`) }))}
        />
        <FilterActions
          onReset={() => {
            setD(EMPTY);
            apply({});
          }}
        />
      </form>
    </>
  );
}
