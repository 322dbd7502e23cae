import { formatDate } from '@openportal/i18n';
import { DataTable, type TColumn, MoneyText, Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { Section } from './gallery-section.tsx';
import type { TGalleryTexts } from './gallery-texts.ts';

type TPayment = { id: string; payee: string; date: string; amount: string };

const PAYEES = ['Ana Lee', 'Bo Chan', 'Carla Dias', 'Dan Popescu', 'Eva Ivanova', 'Filip Novak', 'Greta Berg'];
const PAYMENTS: TPayment[] = PAYEES.map((payee, i) => ({
  id: `p${i}`,
  payee,
  date: `2026-0${1 + (i % 6)}-1${i}`,
  amount: `${(i * 37) % 101}.${String((i * 13) % 100).padStart(2, '0')}`,
}));

export function TableSection({ tx, columns }: { tx: TGalleryTexts; columns: { date: string; amount: string } }) {
  const lang = useLang();
  const cols: TColumn<TPayment>[] = [
    { key: 'payee', label: tx.payee, render: (r) => r.payee, compare: (a, b) => a.payee.localeCompare(b.payee) },
    {
      key: 'date',
      label: columns.date,
      render: (r) => formatDate(r.date, lang),
      compare: (a, b) => a.date.localeCompare(b.date),
      optional: true,
    },
    {
      key: 'amount',
      label: columns.amount,
      render: (r) => <MoneyText amount={r.amount} currency="EUR" />,
      compare: (a, b) => Number(a.amount) - Number(b.amount),
      numeric: true,
    },
  ];
  return (
    <Section id="table" title={tx.table}>
      <DataTable
        rows={PAYMENTS}
        columns={cols}
        rowKey={(r) => r.id}
        pageSize={5}
        caption={tx.tableCaption}
        pagerLabel={tx.tableCaption}
        testId="gallery-payments"
        initialSort={{ key: 'date', dir: 'descending' }}
      />
    </Section>
  );
}

export function CardsSection({ tx }: { tx: TGalleryTexts }) {
  return (
    <Section id="cards" title={tx.cards}>
      <div className="op-gallery__grid">
        <div className="op-card">
          <h3>{tx.cards}</h3>
          <p className="op-muted">{tx.cardText}</p>
          <button type="button" className="op-button op-button--primary">
            {tx.primary}
          </button>
        </div>
        <div className="op-notice">{tx.cardText}</div>
      </div>
    </Section>
  );
}

export function StatesSection({ tx }: { tx: TGalleryTexts }) {
  return (
    <>
      <Section id="skeleton" title={tx.skeleton}>
        <Skeleton lines={3} testId="gallery-skeleton-bars" />
      </Section>
      <Section id="states" title={tx.states}>
        <p className="op-empty">{tx.empty}</p>
        <ErrorState error={{ httpStatus: 503 }} onRetry={() => undefined} testId="gallery-error-state" />
      </Section>
    </>
  );
}
