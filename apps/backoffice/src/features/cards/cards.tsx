import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCardSearch, type TAdminCardRow } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import type { TColumn } from '@openportal/ui';
import { byText, ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';
import { statusKey } from './status.ts';

/** Card search by last four, whole number, account, customer id or e-mail (the query lives in the URL). */
export function CardsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm<{ q: string }>({ values: { q } });
  const results = useCall(adminCardSearch, { q }, { enabled: q.trim().length >= 4 });
  const columns = useCardColumns();
  const submit = form.handleSubmit((v) => setParams(v.q.trim() ? { q: v.q.trim() } : {}));
  return (
    <section className="op-stack">
      <h1>{t('cards.title')}</h1>
      <form role="search" className="bo-search" onSubmit={submit}>
        <label className="op-field">
          <span>{t('cards.query')}</span>
          <input type="search" autoComplete="off" {...form.register('q', { required: true, minLength: 4 })} />
        </label>
        <button type="submit" className="op-button op-button--primary">
          {t('app.search')}
        </button>
      </form>
      {q.trim().length >= 4 && (
        <Loaded query={results}>
          {(r) => (
            <ListTable<TAdminCardRow>
              caption={t('cards.title')}
              testId="cards"
              rows={r.data}
              rowKey={(c) => String(c.accountId)}
              columns={columns}
            />
          )}
        </Loaded>
      )}
    </section>
  );
}

function useCardColumns(): TColumn<TAdminCardRow>[] {
  const { t } = useTranslation();
  const status = (c: TAdminCardRow) => t(statusKey(c.statusId));
  return [
    {
      key: 'card',
      label: t('cards.card'),
      render: (c) => <Link to={`/cards/${c.accountId}`}>{c.maskedPan}</Link>,
      filterText: (c) => c.maskedPan,
    },
    {
      key: 'customer',
      label: t('cards.customer'),
      render: (c) => c.customerName,
      compare: byText((c) => c.customerName),
      filterText: (c) => c.customerName,
    },
    { key: 'status', label: t('cards.status'), render: status, filterText: status },
    {
      key: 'kind',
      label: t('cards.kind'),
      render: (c) => t(c.isVirtual ? 'cards.virtual' : 'cards.physical'),
      optional: true,
    },
    { key: 'brand', label: t('cards.brand'), render: (c) => c.brand, optional: true },
    { key: 'expiry', label: t('cards.expiry'), render: (c) => c.expiry, optional: true },
    {
      key: 'changed',
      label: t('cards.changed'),
      render: (c) => <When iso={c.statusChangedAt} />,
      compare: byText((c) => c.statusChangedAt),
      optional: true,
    },
  ];
}
