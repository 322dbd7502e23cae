import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS, userAccessInfoGet, userAccessList } from '@openportal/contract';
import type { TApiClient } from '../api/client.ts';
import { useCall } from '@openportal/contract-client';
import { usePortal, useSession } from '../services.tsx';
import { accessSummary } from '../session/session-controller.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import type { TSessionStore } from '../session/session-store.ts';

/**
 * Act for another customer of the user (spec 1 §6: Customer-Id): its access info is loaded with
 * the new Customer-Id; on a refusal the customer acted for stays as it was. Here, not in the
 * session controller, so the shell's first chunk does not carry it.
 */
export async function switchCustomer(
  api: TApiClient,
  store: TSessionStore,
  customerId: string,
  tabStorage?: Pick<Storage, 'setItem'>,
): Promise<boolean> {
  const before = store.getState();
  store.setState({ customerId });
  const info = await api.method(userAccessInfoGet, {});
  if (!info.ok || !before.accessToken) {
    store.setState({ customerId: before.customerId });
    return false;
  }
  store.getState().signedIn(before.accessToken, info.data.userAccessInfo.id, accessSummary(info.data));
  // This tab keeps acting for it after a reload (the session controller restores it).
  tabStorage?.setItem(STORAGE_KEYS.actingFor, info.data.userAccessInfo.id);
  return true;
}

/** `?fromCustomerId=` on entry (spec 1 §2): act for that company once signed in, then drop the parameter. */
function useFromCustomerIdEntry(onSwitch: (id: string) => Promise<void>) {
  const customerId = useSession((s) => s.customerId);
  useEffect(() => {
    const url = new URL(window.location.href);
    const wanted = url.searchParams.get('fromCustomerId');
    if (!wanted || !customerId) return;
    url.searchParams.delete('fromCustomerId');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (wanted !== customerId) void onSwitch(wanted);
  }, [customerId, onSwitch]);
}

/**
 * The company picker in the header (spec 1 §6: customers with several related accounts choose
 * one from the customer accesses list). Switching reloads everything for the new customer and
 * goes home; shown only to a user with more than one customer.
 */
export default function CompanySwitch() {
  const { t } = useTranslation();
  const { api, store, queryClient, tabStorage } = usePortal();
  const navigate = useNavigate();
  const id = useId();
  const count = useSession((s) => s.access?.customerAccessCount ?? 0);
  const customerId = useSession((s) => s.customerId);
  const list = useCall(userAccessList, {}, { enabled: count > 1 });
  async function choose(next: string) {
    if (!(await switchCustomer(api, store, next, tabStorage))) return;
    navigate(PORTAL_PATHS.home);
    // Every answer was the other customer's: drop them, and what is on screen asks again.
    await queryClient.resetQueries();
  }
  useFromCustomerIdEntry(choose);
  if (count < 2 || !list.data) return null;
  return (
    <span className="op-company-switch">
      <label htmlFor={id}>{t('common.actingFor')}</label>
      <select
        id={id}
        data-testid="company-switch"
        value={customerId ?? ''}
        onChange={(e) => void choose(e.target.value)}
      >
        {list.data.customerAccesses.map((a) => (
          <option key={a.id} value={a.id} data-testid="company-option">
            {a.customerName}
          </option>
        ))}
      </select>
    </span>
  );
}
