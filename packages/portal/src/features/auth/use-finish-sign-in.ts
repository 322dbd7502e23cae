import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerInfoGet, oldWebRedirectGet, PORTAL_PATHS } from '@openportal/contract';
import { chooseMessage } from '../../shared/api/messages.ts';
import { useIsRegistered } from '../../shared/route-table.tsx';
import { takeRememberedPath } from '../../shared/session/remembered-path.ts';
import { asksForOlderWeb, chooseStartPage } from '../../shared/session/start-page.ts';
import { usePortal } from '../../shared/services.tsx';
import { useToasts } from '@openportal/ui';
import type { TPushMigration, TScpState } from './login-flow.ts';

/** Leaves the portal for the older web application (a seam for tests). */
export const olderWeb = { assign: (url: string) => window.location.assign(url) };

export type TFinish = { kind: 'done' } | { kind: 'terms'; termIds: string[] } | { kind: 'error'; message: string };

/**
 * The end of every sign-in flow: adopt the token, load who it acts for, go to the start page
 * (spec 1 §2 order; an authorised business user may be sent to the older web first). TE (spec 1 §4) instead answers the terms the user must accept first.
 */
export function useFinishSignIn() {
  const { t } = useTranslation('auth');
  const { api, session, tabStorage, store } = usePortal();
  const isRegistered = useIsRegistered();
  const navigate = useNavigate();
  const toast = useToasts((s) => s.push);
  return async function finish(
    accessToken: string,
    migration: TPushMigration | null = null,
    approvedDevice = false,
  ): Promise<TFinish> {
    const r = await session.signIn(accessToken);
    if (r.ok) {
      // Spec 1 §4 login notice flag approvedDevice: a linked device let this sign-in through.
      if (approvedDevice) toast({ kind: 'success', message: t('login.approvedDevice') });
      const access = store.getState().access;
      if (asksForOlderWeb(access)) {
        // Spec 1 §2: on success to the older web's address, else back to login (the error shows there).
        const old = await api.call(oldWebRedirectGet, {});
        if (!old.ok) {
          await session.logout('user');
          return { kind: 'error', message: chooseMessage(old.error, t) };
        }
        if (old.data.redirectUrl) {
          olderWeb.assign(old.data.redirectUrl);
          return { kind: 'done' };
        }
      }
      const remembered = takeRememberedPath(tabStorage);
      // Spec 1 §2 order: admin overview and profile update come from customer info (unknown: skipped).
      const info = await api.call(customerInfoGet, {});
      const who = info.ok ? info.data.customerInfo : null;
      const start = chooseStartPage(
        { access, remembered, isAdmin: who?.isAdmin, needsPersonalInfoUpdate: who?.isNeedPersonalInfoUpdate },
        isRegistered,
      );
      // Spec 1 §4: the brand's ask to move sign-in to push comes first (the scp page needs it).
      if (migration && isRegistered('scp'))
        navigate(PORTAL_PATHS.scp, { replace: true, state: { migration, next: start } satisfies TScpState });
      else navigate(start, { replace: true });
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
