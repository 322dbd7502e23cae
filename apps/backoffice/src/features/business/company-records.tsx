import { useTranslation } from 'react-i18next';
import type { TKybCompanyView } from '@openportal/contract';
import { When } from '../../shared/ui.tsx';

/** The company's documents (their review is the KYC queue's) and the operators' actions on it, newest first. */
export function CompanyRecords({ v }: { v: TKybCompanyView }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="op-card">
        <h2>{t('business.documents')}</h2>
        {v.documents.length === 0 ? (
          <p>{t('business.noDocuments')}</p>
        ) : (
          <ul className="bo-docs" data-testid="kyb-documents">
            {v.documents.map((d) => (
              <li key={d.id}>
                {d.documentType} #{d.id} · {t('business.status')} {d.statusId} · <When iso={d.uploaded} />
                {d.rejectReason && ` · ${d.rejectReason}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="op-card">
        <h2>{t('business.history')}</h2>
        {v.history.length === 0 ? (
          <p>{t('business.noHistory')}</p>
        ) : (
          <ul className="bo-docs" data-testid="kyb-history">
            {v.history.map((h) => (
              <li key={`${h.at}-${h.action}`}>
                <When iso={h.at} /> {h.operator} · {h.action} · {h.detail}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
