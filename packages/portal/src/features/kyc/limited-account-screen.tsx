import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerLimitReasonGet, PORTAL_PATHS } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/** `/limited-account`: the limit reasons in force, each with the documents that lift it and those uploaded. */
export function LimitedAccountScreen() {
  const { t } = useTranslation('kyc');
  const reasons = useCall(customerLimitReasonGet, {});
  const limit = reasons.data?.limit ?? [];
  return (
    <section className="op-card" data-testid="limited-account">
      <h1>{t('kyc.limited.title')}</h1>
      {reasons.isSuccess && limit.length === 0 ? <p>{t('kyc.limited.none')}</p> : <p>{t('kyc.limited.text')}</p>}
      {limit.map((r) => (
        <div key={r.id} className="op-stack" data-testid="limit-reason" data-reason={r.reasonId}>
          <h2>{t(`kyc.limited.reason.${r.reasonId}`)}</h2>
          <p className="op-muted">{t('kyc.limited.documents')}</p>
          <ul className="op-links">
            {r.requirementDocuments.map((d) => (
              <li key={d.documentTypeId} className="op-row" data-testid="limit-document">
                <span>{d.name}</span>
                <span className="op-muted">{t('kyc.limited.uploaded', { count: d.uploadedDocuments.length })}</span>
                <Link className="op-button op-button--link" to={PORTAL_PATHS.profile}>
                  {t('kyc.go.identity')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
export default LimitedAccountScreen;
