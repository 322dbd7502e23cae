import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessInfoGet, documentsInquiry } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate } from '@openportal/i18n';
import { Skeleton } from '@openportal/ui';
import { UploadDialog } from '../../shared/documents/upload-dialog.tsx';
import { useSession } from '../../shared/services.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { joined } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

/** A document's review status (spec 1 §3 document statuses by id) in the screen's words. */
function statusWord(statusId: number): 'confirmed' | 'rejected' | 'expired' | 'waiting' {
  if (statusId === 2) return 'confirmed';
  if (statusId === 26) return 'rejected';
  if (statusId === 38) return 'expired';
  return 'waiting';
}

/**
 * `/company-documents` (spec 1 §2, restricted layout): the company's documents and the upload.
 * A user without balance-info access is held here (spec 1 §6: treated as a representative);
 * any company user may come to hand documents in.
 */
export function DocumentsScreen() {
  const { t } = useTranslation('company');
  const lang = useLang();
  const restricted = useSession((s) => !(s.access?.accessList ?? []).includes('balanceInfo'));
  const docs = useCall(documentsInquiry, {});
  const info = useCall(businessInfoGet, {});
  const [uploading, setUploading] = useState(false);
  const rows = docs.data?.documents ?? [];
  return (
    <section className="op-card" data-testid="company-documents">
      <h1>{t('companyDocuments.title')}</h1>
      <p className="op-muted">{t('companyDocuments.intro')}</p>
      {restricted && (
        <p className="op-notice" role="status" data-testid="company-documents-restricted">
          {t('companyDocuments.restricted')}
        </p>
      )}
      {docs.error && (
        <ErrorState error={docs.error.error} onRetry={() => void docs.refetch()} testId="company-documents-error" />
      )}
      {!docs.data && !docs.error && <Skeleton lines={3} />}
      {docs.data && rows.length === 0 && <p className="op-empty">{t('companyDocuments.empty')}</p>}
      <ul className="op-links">
        {rows.map((d) => {
          const word = statusWord(d.statusId);
          const status =
            word === 'rejected' && d.rejectReason
              ? t('companyDocuments.status.rejected', { reason: d.rejectReason })
              : t(`companyDocuments.status.${word === 'rejected' ? 'rejectedNoReason' : word}`);
          return (
            <li key={d.id} className="op-row" data-testid="company-document" data-status-id={d.statusId}>
              <span>{d.documentType}</span>
              <span className="op-muted">{joined(status, formatDate(d.uploaded, lang))}</span>
            </li>
          );
        })}
      </ul>
      <button
        className="op-button op-button--primary"
        type="button"
        data-testid="company-documents-upload"
        onClick={() => setUploading(true)}
      >
        {t('companyDocuments.upload')}
      </button>
      {uploading && (
        <UploadDialog
          residence={info.data?.business.registrationCountryCode ?? null}
          onClose={() => setUploading(false)}
        />
      )}
    </section>
  );
}
