import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS, type TRequiredAction } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { UploadDialog } from '../../shared/documents/upload-dialog.tsx';
import { StartIdentityButton, VerificationChecklist } from '../../shared/verification/checklist.tsx';
import { useVerification } from '../../shared/verification/use-verification.ts';
import { PersonalInfoForm } from '../../shared/verification/personal-info-form.tsx';
import { DocumentCheckButton } from './document-check-button.tsx';
import { DueDiligenceForm } from './due-diligence-form.tsx';

/** The upload popup's document category for a checklist step (1 identity proof, 2 address proof). */
const CATEGORY_OF: Partial<Record<TRequiredAction, number>> = { identity: 1, address: 2, proofOfResidence: 2 };

/**
 * `/kyc` (restricted layout; the guard sends a customer who needs KYC here): the checklist, each
 * missing document uploaded here (the profile is in the main shell, out of reach until verified),
 * the identity check and the due-diligence questions when asked for. Once core says KYC is no
 * longer needed the session's flag follows, so the guard releases the customer without a new
 * sign-in; an operator's decision arrives as a realtime notice, which reloads these reads.
 */
export function KycScreen() {
  const { t } = useTranslation(['kyc', 'profile']);
  const { store } = usePortal();
  const v = useVerification();
  const [upload, setUpload] = useState<{ categoryId?: number } | null>(null);
  useEffect(() => {
    const access = store.getState().access;
    if (v.status && !v.isNeedKyc && access?.isNeedKyc) store.setState({ access: { ...access, isNeedKyc: false } });
  }, [v.status, v.isNeedKyc, store]);
  return (
    <section className="op-stack" data-testid="kyc-screen" data-need-kyc={v.status ? String(v.isNeedKyc) : undefined}>
      <div className="op-card">
        <h1>{t('kyc.title')}</h1>
        <p>{t('kyc.intro')}</p>
        <div className="op-row">
          {v.status && !v.verified && <StartIdentityButton label={t('kyc.startIdentity')} />}
          {v.status && !v.verified && <DocumentCheckButton />}
          <button type="button" className="op-button" data-testid="kyc-upload" onClick={() => setUpload({})}>
            {t('kyc.upload')}
          </button>
          {v.status && !v.isNeedKyc && (
            <Link className="op-button op-button--primary" to={PORTAL_PATHS.home} data-testid="kyc-home">
              {t('kyc.toHome')}
            </Link>
          )}
        </div>
      </div>
      <VerificationChecklist restricted onUpload={(a) => setUpload({ categoryId: CATEGORY_OF[a] })} />
      <PersonalInfoForm />
      {v.dueDiligenceLevel > 0 && <DueDiligenceForm level={v.dueDiligenceLevel} />}
      {upload && <UploadDialog residence={v.residence} {...upload} onClose={() => setUpload(null)} />}
    </section>
  );
}
export default KycScreen;
