import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminBusinessCompanyGet, adminBusinessKybDecide, type TKybCompanyView } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { useAllowed } from '../../api/access.ts';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { CompanyDocuments } from './company-documents.tsx';
import { CompanyEdits } from './company-edits.tsx';
import { CompanyRecords } from './company-records.tsx';
import { Representatives } from './representatives.tsx';
import { ShareTree } from './share-tree.tsx';

/** The company's registration facts and its KYB state. */
function Summary({ v }: { v: TKybCompanyView }) {
  const { t } = useTranslation();
  const c = v.company;
  const facts: [string, string | null][] = [
    ['brand', c.brand],
    ['email', c.email],
    ['country', c.registrationCountryCode],
    ['tradingName', c.tradingName],
    ['registrationNumber', c.registrationNumber],
    ['registrationDate', c.registrationDate],
    ['taxId', c.businessTaxId],
    ['website', c.website],
    ['phone', c.phone],
    ['account', t(`business.accountStatuses.${c.accountStatus}`)],
  ];
  return (
    <section className="op-card">
      <h2>{c.name}</h2>
      <dl className="bo-facts">
        {facts.map(([k, x]) => (
          <Fragment key={k}>
            <dt>{t(`business.${k}`)}</dt>
            <dd>{x || '—'}</dd>
          </Fragment>
        ))}
        <dt>{t('business.registered')}</dt>
        <dd>
          <When iso={c.registeredAt} />
        </dd>
        <dt>{t('business.kybStatus')}</dt>
        <dd data-testid="kyb-status" data-status={v.kyb.status}>
          {t(`business.statuses.${v.kyb.status}`)}
        </dd>
        <dt>{t('business.verified')}</dt>
        <dd data-testid="kyb-verified">{t(v.kyb.verified ? 'business.yes' : 'business.no')}</dd>
        {v.kyb.reason && (
          <>
            <dt>{t('business.reason')}</dt>
            <dd>{v.kyb.reason}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Approve, or reject with a reason (compliance; an approved company is final). */
function Decide({ v }: { v: TKybCompanyView }) {
  const { t } = useTranslation();
  const allowed = useAllowed()('adminBusinessKybDecide');
  const [reason, setReason] = useState('');
  const decide = useCallMutation(adminBusinessKybDecide, {
    invalidates: ['GET /admin/business/companies/{customerId}', 'GET /admin/business/kyb'],
    onFailure: false,
  });
  if (!allowed || v.kyb.status === 'approved' || v.company.accountStatus !== 'active') return null;
  const params = { params: { customerId: v.company.customerId } };
  const version = v.kyb.version;
  return (
    <section className="op-card bo-decide" data-testid="kyb-decide">
      <h2>{t('business.decision')}</h2>
      <button
        type="button"
        className="op-button op-button--primary"
        disabled={decide.isPending}
        data-testid="kyb-approve"
        onClick={() => decide.mutate({ decision: 'approve', version }, params)}
      >
        {t('business.approve')}
      </button>
      <label className="op-field">
        <span>{t('business.reason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        type="button"
        className="op-button"
        disabled={decide.isPending}
        data-testid="kyb-reject"
        onClick={() => decide.mutate({ decision: 'reject', version, reason }, params)}
      >
        {t('business.reject')}
      </button>
      {decide.isSuccess && <p role="status">{t('business.decided')}</p>}
      <ErrorText error={decide.error ?? undefined} />
    </section>
  );
}

/**
 * A company's KYB review (issue 26): its facts and status, the decision, the share tree, the
 * representatives (force-delete), compliance's edits, its documents and the operators' history.
 */
export function CompanyScreen() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const view = useCall(adminBusinessCompanyGet, {}, { params: { customerId } });
  return (
    <section className="op-stack" data-testid="kyb-company">
      <Link to="/business">{t('business.backToQueue')}</Link>
      <h1>{t('business.detail')}</h1>
      <Loaded query={view}>
        {(r) => (
          <>
            <Summary v={r.data} />
            <Decide v={r.data} />
            <ShareTree v={r.data} />
            <Representatives customerId={customerId} rows={r.data.representatives} />
            <CompanyEdits key={r.data.kyb.version} v={r.data} />
            <CompanyDocuments customerId={customerId} reps={r.data.representatives} />
            <CompanyRecords v={r.data} />
          </>
        )}
      </Loaded>
    </section>
  );
}
