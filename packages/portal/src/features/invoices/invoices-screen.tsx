import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@openportal/contract';
import { Pager } from '@openportal/ui';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { FundingDialog } from './funding-dialog.tsx';
import { InvoiceCreateDialog } from './invoice-create-dialog.tsx';
import { InvoiceFilter } from './invoice-filter.tsx';
import { InvoiceInfoDialog } from './invoice-info-dialog.tsx';
import { InvoicePayDialog, InvoiceRejectDialog } from './invoice-pay-dialog.tsx';
import { InvoiceTable, type TInvoiceAction } from './invoice-table.tsx';
import { useInvoices, type TInvoiceQuery, type TSide } from './use-invoices.ts';
import './invoices.css';

type TPopup = { kind: 'create' } | { kind: 'funding' } | { kind: TInvoiceAction; invoice: TInvoice } | null;

/** The popup open on the screen, if any. */
function InvoicePopup({ popup, onClose }: { popup: TPopup; onClose: () => void }) {
  if (!popup) return null;
  if (popup.kind === 'create') return <InvoiceCreateDialog onClose={onClose} />;
  if (popup.kind === 'funding') return <FundingDialog onClose={onClose} />;
  if (popup.kind === 'pay') return <InvoicePayDialog invoice={popup.invoice} onClose={onClose} />;
  if (popup.kind === 'reject') return <InvoiceRejectDialog invoice={popup.invoice} onClose={onClose} />;
  return <InvoiceInfoDialog invoice={popup.invoice} onClose={onClose} />;
}

/**
 * `/transfer/invoices` (spec 2 §2 transfers-invoices): received and sent tabs, the filter, pages
 * of 20, and the create, funding, info, pay and reject popups. A new invoice, a payment or a
 * rejection by the other party refreshes the lists (realtime Notification, feature index).
 */
export function InvoicesScreen() {
  const { t } = useTranslation('invoices');
  const [side, setSide] = useState<TSide>('received');
  const [query, setQuery] = useState<TInvoiceQuery>({});
  const [page, setPage] = useState(1);
  const [popup, setPopup] = useState<TPopup>(null);
  const list = useInvoices(side, query, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const tab = (s: TSide) => (
    <button
      type="button"
      role="tab"
      aria-selected={side === s}
      className={`op-button${side === s ? ' op-button--primary' : ''}`}
      data-testid={`invoices-tab-${s}`}
      onClick={() => {
        setSide(s);
        setPage(1);
      }}
    >
      {t(`invoices.${s}`)}
    </button>
  );
  return (
    <section className="op-card">
      <h1>{t('invoices.title')}</h1>
      <ActingFor />
      <div className="op-invoice-tabs">
        <div role="tablist" className="op-invoice-tabs">
          {tab('received')}
          {tab('sent')}
        </div>
        <button
          type="button"
          className="op-button"
          data-testid="invoice-create-open"
          onClick={() => setPopup({ kind: 'create' })}
        >
          {t('invoices.create')}
        </button>
        <button
          type="button"
          className="op-button"
          data-testid="invoice-funding-open"
          onClick={() => setPopup({ kind: 'funding' })}
        >
          {t('invoices.funding')}
        </button>
      </div>
      <InvoiceFilter
        onApply={(q) => {
          setQuery(q);
          setPage(1);
        }}
      />
      {list.error && <ErrorState error={list.error} onRetry={list.retry} testId="invoices-error" />}
      {!list.loading && !list.error && (
        <p className="op-muted" data-testid="invoices-total">
          {t('invoices.total', { count: list.total })}
        </p>
      )}
      {!list.loading && !list.error && (
        <InvoiceTable side={side} invoices={list.invoices} onAction={(kind, invoice) => setPopup({ kind, invoice })} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t('invoices.title')} testId="invoices" />
      <InvoicePopup popup={popup} onClose={() => setPopup(null)} />
    </section>
  );
}
