import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerInfoGet } from '@openportal/contract';
import { chooseMessage } from '../../shared/api/messages.ts';
import { useIsRegistered } from '../../shared/route-table.tsx';
import { takeRememberedPath } from '../../shared/session/remembered-path.ts';
import { chooseStartPage } from '../../shared/session/start-page.ts';
import { usePortal } from '../../shared/services.tsx';

export type TFinish = { kind: 'done' } | { kind: 'terms'; termIds: string[] } | { kind: 'error'; message: string };

/**
 * The end of every sign-in flow: adopt the token, load who it acts for, go to the start page
 * (spec 1 §2 order). TE (spec 1 §4) instead answers the terms the user must accept first.
 */
export function useFinishSignIn() {
  const { t } = useTranslation('auth');
  const { api, session, tabStorage, store } = usePortal();
  const isRegistered = useIsRegistered();
  const navigate = useNavigate();
  return async function finish(accessToken: string): Promise<TFinish> {
    const r = await session.signIn(accessToken);
    if (r.ok) {
      const remembered = takeRememberedPath(tabStorage);
      navigate(chooseStartPage({ access: store.getState().access, remembered }, isRegistered), { replace: true });
      return { kind: 'done' };
    }
    if (r.error.responseCode === 'TE') {
      // The token stays (in memory, not signed in) for the terms step's calls; no "expired" notice.
      store.setState({ accessToken, lastLogout: null });
      const info = await api.call(customerInfoGet, {});
      if (info.ok) return { kind: 'terms', termIds: info.data.customerInfo.terms.map((term) => term.id) };
      return { kind: 'error', message: chooseMessage(info.error, t) };
    }
    return { kind: 'error', message: chooseMessage(r.error, t) };
  };
}
