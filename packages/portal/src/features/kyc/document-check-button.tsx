import { useTranslation } from 'react-i18next';
import { customerJumioDocumentCreate } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';

/**
 * The document check at the provider 'jmo' (spec 1 §7 customerJumioDocumentCreate): another way
 * than the selfie check to prove the identity; the browser goes to the provider's page
 * (`redirectUrl`), which returns to the portal when done.
 */
export function DocumentCheckButton({ isDueDiligence }: { isDueDiligence?: boolean }) {
  const { t } = useTranslation('kyc');
  const start = useCallMutation(customerJumioDocumentCreate, { t });
  const go = async () => {
    const r = await start.run(isDueDiligence ? { isDueDiligence } : {});
    if (r.ok) window.location.assign(r.data.redirectUrl);
  };
  return (
    <button
      type="button"
      className="op-button"
      data-testid="kyc-document-check"
      disabled={start.isPending}
      onClick={() => void go()}
    >
      {t('kyc.documentCheck')}
    </button>
  );
}
