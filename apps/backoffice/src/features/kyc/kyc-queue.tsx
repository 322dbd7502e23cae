import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminKycCustomerGet, adminKycDocumentDecide, adminKycQueue, type TKycQueueRow } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';
import { byText, ListTable } from '../../shared/list-table.tsx';

/**
 * The KYC queue (issue 21): documents waiting for review, oldest first, filtered by brand and
 * document type; each row shows the customer's computed status and why, and compliance decides
 * there (confirm, reject with a reason, request another document). A decision made by another
 * operator first is reported by the server (the row's version is stale).
 */
export function KycQueueScreen() {
  const { t } = useTranslation();
  const [brand, setBrand] = useState('');
  const [type, setType] = useState('');
  const queue = useCall(adminKycQueue, { ...(brand ? { brand } : {}), ...(type ? { type } : {}) });
  return (
    <section className="op-stack">
      <h1>{t('kyc.title')}</h1>
      <div className="op-row">
        <label className="op-field">
          <span>{t('kyc.brand')}</span>
          <input value={brand} maxLength={32} onChange={(e) => setBrand(e.target.value.trim())} />
        </label>
        <label className="op-field">
          <span>{t('kyc.type')}</span>
          <input
            value={type}
            inputMode="numeric"
            maxLength={6}
            onChange={(e) => setType(e.target.value.replace(/\D/g, ''))}
          />
        </label>
      </div>
      <Loaded query={queue}>
        {(r) => (
          <ListTable<TKycQueueRow>
            caption={t('kyc.title')}
            testId="kyc-queue"
            rows={r.data}
            rowKey={(x) => String(x.documentId)}
            columns={[
              {
                key: 'uploaded',
                label: t('kyc.uploaded'),
                render: (x) => <When iso={x.uploadedAt} />,
                compare: byText((x) => x.uploadedAt),
              },
              {
                key: 'customer',
                label: t('kyc.customer'),
                render: (x) => (
                  <Link to={`/kyc/customers/${encodeURIComponent(x.customerId)}`} data-testid="kyc-customer-link">
                    {x.customerName} ({x.brand})
                  </Link>
                ),
                filterText: (x) => `${x.customerName} ${x.brand} ${x.customerId}`,
              },
              { key: 'document', label: t('kyc.document'), render: (x) => `${x.documentType} #${x.documentId}` },
              { key: 'status', label: t('kyc.status'), render: (x) => <CustomerStatus customerId={x.customerId} /> },
              { key: 'decision', label: t('kyc.decision'), render: (x) => <Decide row={x} /> },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}

/** The customer's computed verification status and the required actions behind it. */
function CustomerStatus({ customerId }: { customerId: string }) {
  const view = useCall(adminKycCustomerGet, {}, { params: { customerId } });
  const s = view.data?.data.status;
  if (!s) return null;
  return <span data-testid="kyc-customer-status">{[s.state, ...s.requiredActions].join(' · ')}</span>;
}

type TDecision =
  | { decision: 'confirm'; version: number }
  | { decision: 'reject'; version: number; reason: string }
  | { decision: 'request'; version: number; reason: string; documentTypeId: number };

/** Confirm, reject with a reason, or request another document (type id and reason). */
function Decide({ row }: { row: TKycQueueRow }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const decision = useCallMutation(adminKycDocumentDecide, {
    invalidates: ['GET /admin/kyc/documents'],
    onFailure: false,
  });
  const send = (input: TDecision) =>
    decision.mutate(input as never, { params: { documentId: String(row.documentId) } });
  const v = row.version;
  return (
    <div className="bo-decide">
      <button
        type="button"
        className="op-button op-button--primary"
        disabled={decision.isPending}
        onClick={() => send({ decision: 'confirm', version: v })}
      >
        {t('kyc.confirm')}
      </button>
      <label className="op-field">
        <span>{t('kyc.reason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        type="button"
        className="op-button"
        disabled={decision.isPending}
        onClick={() => send({ decision: 'reject', version: v, reason })}
      >
        {t('kyc.reject')}
      </button>
      <label className="op-field">
        <span>{t('kyc.otherType')}</span>
        <input
          value={other}
          inputMode="numeric"
          maxLength={6}
          onChange={(e) => setOther(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <button
        type="button"
        className="op-button"
        disabled={decision.isPending || !other}
        onClick={() => send({ decision: 'request', version: v, reason, documentTypeId: Number(other) })}
      >
        {t('kyc.request')}
      </button>
      {decision.isSuccess && <p role="status">{t('kyc.decided')}</p>}
      <ErrorText error={decision.error ?? undefined} />
    </div>
  );
}
