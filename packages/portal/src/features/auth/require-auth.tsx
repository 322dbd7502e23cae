import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberPath } from '../../shared/session/remembered-path.ts';
import { usePortal, useSession } from '../../shared/services.tsx';

/** Unsigned → /login, the wanted path remembered (not after the user's own logout). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { tabStorage } = usePortal();
  const status = useSession((s) => s.status);
  const lastLogout = useSession((s) => s.lastLogout);
  const location = useLocation();
  if (status === 'unknown')
    return (
      <p className="op-loading" role="status">
        {t('common.loading')}
      </p>
    );
  if (status === 'signedOut') {
    if (lastLogout !== 'user') rememberPath(tabStorage, `${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return children;
}
