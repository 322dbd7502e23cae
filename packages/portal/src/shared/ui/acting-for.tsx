import { useTranslation } from 'react-i18next';
import { useSession } from '../services.tsx';

/**
 * On every money screen of a user who acts for several customers: whose money this is (the
 * customer acted for), and, when this tab's earlier choice could not be restored on a reload,
 * that the screen fell back to the user's own default.
 */
export function ActingFor() {
  const { t } = useTranslation();
  const access = useSession((s) => s.access);
  if (!access || access.customerAccessCount < 2 || !access.customerName) return null;
  const name = access.customerName;
  return (
    <p className="op-muted" data-testid="acting-for" role="status">
      {access.actingForLost ? t('common.actingForLost', { name }) : t('common.actingForName', { name })}
    </p>
  );
}
