import { useTranslation } from 'react-i18next';

/**
 * Placeholder for revenue-split contracts (spec 3). Only in bundles of brands with
 * contractsEnable: apps/web's build test looks for the marker `feature-contracts`.
 */
export default function ContractsScreen() {
  const { t } = useTranslation();
  return (
    <section className="op-card" data-testid="feature-contracts">
      <h1>{t('features.contracts')}</h1>
      <p>{t('features.comingSoon')}</p>
    </section>
  );
}
