import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS, userAccessList } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { usePortal, useSession } from '../../shared/services.tsx';
import { switchCustomer } from '../../shared/ui/company-switch.tsx';

/**
 * The admin overview (spec 1 §2: admin users start here, restricted layout). Ours: the customers
 * the administrator may act for (userAccessList), each opened as the company switch does, and
 * the way on to home as the customer acted for now.
 */
export function AdminOverviewScreen() {
  const { t } = useTranslation('auth');
  const { api, store, queryClient } = usePortal();
  const navigate = useNavigate();
  const current = useSession((s) => s.customerId);
  const list = useCall(userAccessList, {});
  async function open(customerId: string) {
    if (customerId !== current && !(await switchCustomer(api, store, customerId))) return;
    navigate(PORTAL_PATHS.home, { replace: true });
    if (customerId !== current) await queryClient.resetQueries();
  }
  const customers = list.data?.customerAccesses ?? [];
  return (
    <section className="op-card" data-testid="admin-overview">
      <h1>{t('adminOverview.title')}</h1>
      <p>{t('adminOverview.hint')}</p>
      {list.isSuccess && customers.length === 0 && <p>{t('adminOverview.empty')}</p>}
      <ul>
        {customers.map((c) => (
          <li key={c.id} data-testid="admin-overview-customer" data-customer-id={c.id}>
            <span>{c.customerName}</span>{' '}
            <button className="op-button" type="button" onClick={() => void open(c.id)}>
              {t('adminOverview.open')}
            </button>
          </li>
        ))}
      </ul>
      <button
        className="op-button op-button--primary"
        type="button"
        data-testid="admin-overview-home"
        onClick={() => navigate(PORTAL_PATHS.home, { replace: true })}
      >
        {t('adminOverview.home')}
      </button>
    </section>
  );
}
