import { useTranslation } from 'react-i18next';

/**
 * Placeholder for the merchant-account application (spec 3). Only in bundles of brands with
 * merchantAccountEnable: the build test looks for the marker `feature-merchant-account`.
 */
export default function MerchantAccountScreen() {
  const { t } = useTranslation('merchant');
  return (
    <section className="op-card" data-testid="feature-merchant-account">
      <h1>{t('merchantAccount.title')}</h1>
      <p>{t('merchantAccount.comingSoon')}</p>
    </section>
  );
}
