import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCardFraudBlock, adminCardGet, CARD_STATUSES, type TAdminCardView } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { compareAmounts } from '@openportal/ui';
import { useAllowed } from '../../api/access.ts';
import { byText, ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';
import { statusKey } from './status.ts';

type V = TAdminCardView;

/** One card: its facts, its lifecycle, its authorizations, and the fraud block (support, compliance). */
export function CardViewScreen() {
  const { t } = useTranslation();
  const { accountId = '' } = useParams();
  const view = useCall(adminCardGet, {}, { params: { accountId } });
  return (
    <section className="op-stack">
      <Link to="/cards">{t('app.back')}</Link>
      <Loaded query={view}>
        {(r) => (
          <>
            <CardFacts v={r.data} />
            <FraudBlock v={r.data} />
            <Lifecycle v={r.data} />
            <Authorizations v={r.data} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function CardFacts({ v }: { v: V }) {
  const { t } = useTranslation();
  const c = v.card;
  return (
    <>
      <h1>{c.maskedPan}</h1>
      <section className="op-card" aria-labelledby="card-facts">
        <h2 id="card-facts">{t('cards.card')}</h2>
        <dl className="bo-facts">
          <dt>{t('cards.status')}</dt>
          <dd data-testid="card-status">{t(statusKey(c.statusId))}</dd>
          <dt>{t('cards.customer')}</dt>
          <dd>
            <Link to={`/customers/${encodeURIComponent(c.customerId)}`}>{c.customerName}</Link>
          </dd>
          <dt>{t('cards.kind')}</dt>
          <dd>{t(c.isVirtual ? 'cards.virtual' : 'cards.physical')}</dd>
          <dt>{t('cards.product')}</dt>
          <dd>{c.productType}</dd>
          <dt>{t('cards.expiry')}</dt>
          <dd>{c.expiry}</dd>
          <dt>{t('cards.balance')}</dt>
          <dd>{`${c.balance} ${c.currencyCode}`}</dd>
          {c.blockReason && (
            <>
              <dt>{t('cards.blockReason')}</dt>
              <dd>{c.blockReason}</dd>
            </>
          )}
        </dl>
      </section>
    </>
  );
}

/** The fraud block: a reason, then status 18 (audited by core). Hidden when not allowed or already blocked. */
function FraudBlock({ v }: { v: V }) {
  const { t } = useTranslation();
  const allowed = useAllowed()('adminCardFraudBlock');
  const [reason, setReason] = useState('');
  const block = useCallMutation(adminCardFraudBlock, { invalidates: ['GET /admin/cards/{accountId}'] });
  const done = [CARD_STATUSES.fraud, CARD_STATUSES.canceled].includes(v.card.statusId as 18 | 4);
  if (!allowed || done) return block.isSuccess ? <p role="status">{t('cards.fraudDone')}</p> : null;
  return (
    <form
      className="op-card op-stack"
      onSubmit={(e) => {
        e.preventDefault();
        block.mutate({ reason }, { params: { accountId: String(v.card.accountId) } });
      }}
    >
      <label className="op-field">
        <span>{t('cards.fraudReason')}</span>
        <input value={reason} minLength={3} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="op-button op-button--primary" disabled={block.isPending}>
        {t('cards.fraudBlock')}
      </button>
    </form>
  );
}

function Lifecycle({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('cards.lifecycle')}</h2>
      <ListTable<V['lifecycle'][number]>
        caption={t('cards.lifecycle')}
        testId="card-lifecycle"
        rows={v.lifecycle}
        rowKey={(e) => `${e.at}-${e.statusId}`}
        columns={[
          { key: 'date', label: t('cards.date'), render: (e) => <When iso={e.at} />, compare: byText((e) => e.at) },
          { key: 'status', label: t('cards.status'), render: (e) => t(statusKey(e.statusId)) },
        ]}
      />
    </>
  );
}

function Authorizations({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('cards.authorizations')}</h2>
      <ListTable<V['authorizations'][number]>
        caption={t('cards.authorizations')}
        testId="card-authorizations"
        rows={v.authorizations}
        rowKey={(a) => a.authorizationId}
        columns={[
          {
            key: 'date',
            label: t('cards.date'),
            render: (a) => <When iso={a.createdAt} />,
            compare: byText((a) => a.createdAt),
          },
          { key: 'merchant', label: t('cards.merchant'), render: (a) => a.merchant, filterText: (a) => a.merchant },
          {
            key: 'amount',
            label: t('cards.amount'),
            render: (a) => `${a.amount} ${a.currencyCode}`,
            numeric: true,
            compare: (a, b) => compareAmounts(a.amount, b.amount),
          },
          { key: 'captured', label: t('cards.captured'), render: (a) => a.captured, numeric: true, optional: true },
          {
            key: 'status',
            label: t('cards.status'),
            render: (a) => t(`cards.authorizationStatuses.${a.status}`),
          },
        ]}
      />
    </>
  );
}
