import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { CertificationForm } from './self-certification-screen.tsx';

/**
 * `/self-certification-splash` (spec 1 §2, restricted layout): where the start page sends a
 * personal customer whose tax residency self-certification is neither validated nor pending, and
 * where the kyc page's tax step leads (the full self-certification page is in the main shell,
 * out of reach while KYC is needed). Once certified the session's status follows, and the
 * customer goes on to kyc (still needed) or home.
 */
export function SelfCertificationSplashScreen() {
  const { t } = useTranslation('kyc');
  const { store } = usePortal();
  const navigate = useNavigate();
  const onSaved = () => {
    const access = store.getState().access;
    if (access) store.setState({ access: { ...access, taxResidencySelfCertificationDocumentStatus: 'validated' } });
    void navigate(access?.isNeedKyc ? PORTAL_PATHS.kyc : PORTAL_PATHS.home);
  };
  return (
    <div className="op-stack" data-testid="self-certification-splash">
      <section className="op-card">
        <h1>{t('kyc.splash.title')}</h1>
        <p>{t('kyc.splash.text')}</p>
        <Link
          className="op-button op-button--link"
          to={store.getState().access?.isNeedKyc ? PORTAL_PATHS.kyc : PORTAL_PATHS.home}
          data-testid="splash-later"
        >
          {t('kyc.splash.later')}
        </Link>
      </section>
      <CertificationForm onSaved={onSaved} />
    </div>
  );
}
export default SelfCertificationSplashScreen;
