import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { CertificationWizard } from './certification-wizard.tsx';
import { markCertified } from './mark-certified.ts';

/**
 * `/self-certification-business-splash` (spec 1 §2, restricted layout): where the start page
 * sends a company's user whose own self-certification is neither validated nor pending. They
 * may go on later; once they submit, the session's status follows and they go home.
 */
export function BusinessSplashScreen() {
  const { t } = useTranslation('certification');
  const { store } = usePortal();
  const navigate = useNavigate();
  const onDone = () => {
    markCertified(store);
    void navigate(PORTAL_PATHS.home);
  };
  return (
    <div className="op-stack" data-testid="business-certification-splash">
      <section className="op-card">
        <h1>{t('certification.splash.title')}</h1>
        <p>{t('certification.splash.text')}</p>
        <Link className="op-button op-button--link" to={PORTAL_PATHS.home} data-testid="business-splash-later">
          {t('certification.splash.later')}
        </Link>
      </section>
      <CertificationWizard onDone={onDone} />
    </div>
  );
}
export default BusinessSplashScreen;
