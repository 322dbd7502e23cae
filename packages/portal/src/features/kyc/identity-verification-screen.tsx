import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { usePortal, useSession } from '../../shared/services.tsx';
import { STORAGE_KEYS } from '../../shared/storage-keys.ts';
import { QrCode } from '../../shared/ui/qr-code.tsx';

/**
 * `/identity-verification/{workflowRunId}/{token}` (spec 1 §2, public): the identity check of one
 * workflow run. It says what the provider asks for (a selfie and a photo of the document), leads
 * on to the provider's token page, and shows that page as a QR code to carry on with a phone's
 * camera. The provider's address is the one the kyc start kept for this tab; on another device the
 * page asks the user to start from the kyc page there.
 */
export function IdentityVerificationScreen() {
  const { t } = useTranslation('kyc');
  const { workflowRunId = '' } = useParams();
  const { tabStorage } = usePortal();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const url = tabStorage.getItem(`${STORAGE_KEYS.identityRunPrefix}${workflowRunId}`);
  return (
    <section className="op-stack" data-testid="identity-verification" data-ready={url ? 'true' : 'false'}>
      <h1>{t('kyc.idv.title')}</h1>
      <ol className="op-stack">
        <li>{t('kyc.idv.step1')}</li>
        <li>{t('kyc.idv.step2')}</li>
        <li>{t('kyc.idv.step3')}</li>
      </ol>
      {url ? (
        <>
          <a className="op-button op-button--primary" href={url} data-testid="idv-continue">
            {t('kyc.idv.continue')}
          </a>
          <p className="op-muted">{t('kyc.idv.phone')}</p>
          <QrCode text={url} label={t('kyc.idv.qr')} testId="idv-qr" />
        </>
      ) : (
        <p role="alert">{t('kyc.idv.unknown')}</p>
      )}
      <Link className="op-button op-button--link" to={signedIn ? PORTAL_PATHS.kyc : PORTAL_PATHS.login}>
        {t('kyc.idv.back')}
      </Link>
    </section>
  );
}
export default IdentityVerificationScreen;
