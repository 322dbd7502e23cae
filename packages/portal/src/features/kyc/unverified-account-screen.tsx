import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerInfoGet, PORTAL_PATHS } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/** `/unverified-account` (spec 1 §2: a verified user is sent home). */
export function UnverifiedAccountScreen() {
  const { t } = useTranslation('kyc');
  const info = useCall(customerInfoGet, {});
  if (info.data?.customerInfo.verified) return <Navigate to={PORTAL_PATHS.home} replace />;
  return (
    <section className="op-card" data-testid="unverified-account">
      <h1>{t('kyc.unverified.title')}</h1>
      <p>{t('kyc.unverified.text')}</p>
      <Link className="op-button op-button--primary" to={PORTAL_PATHS.kyc}>
        {t('kyc.unverified.go')}
      </Link>
    </section>
  );
}
export default UnverifiedAccountScreen;
