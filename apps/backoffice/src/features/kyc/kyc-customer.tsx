import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminKycCustomerGet, type TKycCustomerView } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Loaded, When } from '../../shared/ui.tsx';
import { DocumentViewer } from './document-viewer.tsx';

/** The computed status and why, the flags the limits read, and the limit reasons in force. */
function Summary({ v }: { v: TKycCustomerView }) {
  const { t } = useTranslation();
  return (
    <section className="op-card">
      <h2>{v.customer.name}</h2>
      <dl className="bo-facts">
        <dt>{t('kyc.brand')}</dt>
        <dd>{v.customer.brand}</dd>
        <dt>{t('kyc.email')}</dt>
        <dd>{v.customer.email ?? '—'}</dd>
        <dt>{t('kyc.status')}</dt>
        <dd data-testid="kyc-detail-state" data-state={v.status.state}>
          {v.status.state}
        </dd>
        <dt>{t('kyc.why')}</dt>
        <dd>{v.status.requiredActions.join(', ') || '—'}</dd>
        <dt>{t('kyc.flags')}</dt>
        <dd>
          {t('kyc.flagValues', {
            verified: String(v.verified),
            limited: String(v.limited),
            level: v.kycLevel,
            dd: v.dueDiligenceLevel,
          })}
        </dd>
      </dl>
      {v.limitReasons.length > 0 && (
        <ul data-testid="kyc-detail-limits">
          {v.limitReasons.map((r) => (
            <li key={r.reasonId}>
              {t('kyc.limitReason', { reason: r.reasonId, types: r.documentTypeIds.join(', ') })}{' '}
              <When iso={r.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A customer's verification (issue 21): the computed status and why, each document with its file
 * (image inline, PDF in a new tab), the identity checks and the history of decisions, newest first.
 * Decisions are made in the queue.
 */
export function KycCustomerScreen() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const view = useCall(adminKycCustomerGet, {}, { params: { customerId } });
  return (
    <section className="op-stack" data-testid="kyc-customer">
      <Link to="/kyc">{t('kyc.backToQueue')}</Link>
      <h1>{t('kyc.detail')}</h1>
      <Loaded query={view}>
        {(r) => (
          <>
            <Summary v={r.data} />
            <section className="op-card">
              <h2>{t('kyc.documents')}</h2>
              <ul className="op-stack">
                {r.data.documents.map((d) => (
                  <li key={d.documentId} data-testid="kyc-detail-document" data-status={d.status}>
                    <p>
                      <strong>
                        {d.documentType} #{d.documentId}
                      </strong>{' '}
                      · {d.status} · <When iso={d.uploadedAt} />
                      {d.expiresDate && ` · ${t('kyc.expires', { date: d.expiresDate })}`}
                      {d.rejectReason && ` · ${d.rejectReason}`}
                    </p>
                    <DocumentViewer documentId={d.documentId} customerId={customerId} hasBack={d.hasBack} />
                  </li>
                ))}
              </ul>
            </section>
            <section className="op-card">
              <h2>{t('kyc.historyTitle')}</h2>
              <ul data-testid="kyc-detail-history">
                {r.data.identityVerifications.map((x) => (
                  <li key={`idv-${x.createdAt}`}>
                    <When iso={x.createdAt} /> {x.provider} · {x.status}
                  </li>
                ))}
                {r.data.history.map((h) => (
                  <li key={`${h.at}-${h.action}`}>
                    <When iso={h.at} /> {h.operator} · {h.action} · {h.detail}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </Loaded>
    </section>
  );
}
