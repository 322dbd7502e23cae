import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';

/** Home's shortcuts: a transfer, one more currency (the form below, focused), all activity. */
export function QuickActions({ canAddCurrency }: { canAddCurrency: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <nav className="op-actions" aria-label={t('home.actions')} data-testid="quick-actions">
      <Link className="op-button op-button--primary" to={PORTAL_PATHS.transferAccount} data-testid="quick-transfer">
        {t('quickActions.transfer')}
      </Link>
      {canAddCurrency && (
        <button
          type="button"
          className="op-button"
          data-testid="quick-add-currency"
          onClick={() => {
            const select = document.querySelector<HTMLSelectElement>('[data-testid="add-currency-code"]');
            select?.scrollIntoView({ block: 'center' });
            select?.focus();
          }}
        >
          {t('quickActions.addCurrency')}
        </button>
      )}
      <Link className="op-button" to={PORTAL_PATHS.history} data-testid="quick-history">
        {t('quickActions.history')}
      </Link>
    </nav>
  );
}
