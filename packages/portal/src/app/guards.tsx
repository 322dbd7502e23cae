import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../shared/ui/loading.tsx';
import { PORTAL_PATHS } from '@openportal/contract';
import type { TGuardName } from '../shared/feature.ts';
import { isActivationEntry } from '../shared/session/activation-entry.ts';
import { useIsRegistered } from '../shared/route-table.tsx';
import { rememberPath } from '../shared/session/remembered-path.ts';
import { forcedPage } from '../shared/session/start-page.ts';
import { usePortal, useSession } from '../shared/services.tsx';

/*
 * The guard pipeline. Every signed-in route passes Entry → RequireAuth → its layout's guard
 * (main: ForcedPage); a route may add named guards (RouteGuards). Each either renders its
 * children or redirects.
 */

export function Entry({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (isActivationEntry(pathname, search)) return <Navigate to={`${PORTAL_PATHS.activate}${search}`} replace />;
  return children;
}

/** Unsigned → /login, the wanted path remembered (not after the user's own logout). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { tabStorage } = usePortal();
  const status = useSession((s) => s.status);
  const lastLogout = useSession((s) => s.lastLogout);
  const location = useLocation();
  // Restoring the session: no layout yet, so the loading screen is the page's main region.
  if (status === 'unknown')
    return (
      <main className="op-main">
        <LoadingScreen />
      </main>
    );
  if (status === 'signedOut') {
    if (lastLogout !== 'user') rememberPath(tabStorage, `${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={PORTAL_PATHS.login} replace />;
  }
  return children;
}

/** Main layout: a user who needs KYC, or has no balance-info access, is held on that page. */
export function ForcedPage({ children }: { children: ReactNode }) {
  const access = useSession((s) => s.access);
  const isRegistered = useIsRegistered();
  const { pathname } = useLocation();
  const target = forcedPage(access, isRegistered);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return children;
}

/** Business features: a personal customer is sent home (its navigation shows no entry either). */
export function BusinessOnly({ children }: { children: ReactNode }) {
  const isBusiness = useSession((s) => s.access?.isBusiness ?? false);
  if (!isBusiness) return <Navigate to={PORTAL_PATHS.home} replace />;
  return children;
}

/** A route's own guards: `allowRegistration` goes back to login when the brand turns registration off. */
export function RouteGuards({ guards, children }: { guards: readonly TGuardName[]; children: ReactNode }) {
  const { manifest } = usePortal();
  if (guards.includes('allowRegistration') && !manifest.allowRegistration)
    return <Navigate to={PORTAL_PATHS.login} replace />;
  return children;
}
