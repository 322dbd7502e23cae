import { useTranslation } from 'react-i18next';

/**
 * Placeholder for revenue-split contracts (spec 3). Only in bundles of brands with
 * contractsEnable: apps/web's build test looks for the marker `feature-contracts`.
 */
export default function ContractsScreen() {
  const { t } = useTranslation('contracts');
  return (
    <section className="op-card" data-testid="feature-contracts">
      <h1>{t('contracts.title')}</h1>
      <p>{t('contracts.comingSoon')}</p>
    </section>
  );
}
