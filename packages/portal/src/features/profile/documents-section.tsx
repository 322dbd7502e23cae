import { useTranslation } from 'react-i18next';
import { documentsInquiry, identityGet } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate } from '@openportal/i18n';
import { useLang } from '../../shared/ui/use-lang.ts';

/** A review status word (the server's own names of migration 0036) or the numeric statusId's. */
const STATUS_BY_ID: Record<number, string> = {
  41: 'waiting',
  2: 'confirmed',
  26: 'rejected',
  38: 'expired',
  5: 'deleted',
};

/** The identity document (the first of the identity documents, spec 1 §3) with its status and expiry. */
export function IdentitySection() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const identity = useCall(identityGet, {});
  const doc = identity.data?.documents[0];
  return (
    <section className="op-card" data-testid="profile-identity">
      <h2>{t('identityDoc.title')}</h2>
      {identity.data && !doc && <p className="op-muted">{t('identityDoc.none')}</p>}
      {doc && (
        <p data-testid="identity-document" data-status={doc.status}>
          <strong>{doc.type}</strong> {doc.number} <span className="op-muted">{t(`docStatus.${doc.status}`)}</span>
          {doc.expiresDate && (
            <span className="op-muted"> {t('identityDoc.expires', { date: formatDate(doc.expiresDate, lang) })}</span>
          )}
        </p>
      )}
    </section>
  );
}

/** The customer's documents, newest first, with status, expiry and a rejection's reason. */
export function DocumentsSection({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const list = useCall(documentsInquiry, {});
  const rows = list.data?.documents ?? [];
  return (
    <section className="op-card" data-testid="profile-documents">
      <h2>{t('documents.title')}</h2>
      {list.data && rows.length === 0 && <p className="op-muted">{t('documents.empty')}</p>}
      <ul className="op-links">
        {rows.map((d) => (
          <li key={d.id} className="op-row" data-testid="document-row" data-status-id={d.statusId}>
            <span>{d.documentType}</span>
            <span className="op-muted">{t(`docStatus.${STATUS_BY_ID[d.statusId] ?? 'waiting'}`)}</span>
            {d.expiresDate && (
              <span className="op-muted">{t('identityDoc.expires', { date: formatDate(d.expiresDate, lang) })}</span>
            )}
            {d.rejectReason && (
              <span className="op-muted">{t('documents.rejectReason', { reason: d.rejectReason })}</span>
            )}
          </li>
        ))}
      </ul>
      <button className="op-button op-button--primary" type="button" data-testid="document-upload" onClick={onUpload}>
        {t('documents.upload')}
      </button>
    </section>
  );
}
