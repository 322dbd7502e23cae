import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import type { TScpState } from './login-flow.ts';

const isScpState = (s: unknown): s is TScpState =>
  typeof s === 'object' && s !== null && 'migration' in s && 'next' in s && typeof s.next === 'string';

/**
 * The scp page (spec 1 §2 restricted layout, §4 migration to push): after a sign-in whose answer
 * asked to move to push approval. Soft may go on to the start page (days left shown), strict
 * only to the settings where a device is linked (strat enable) or push is chosen (migrate).
 * Without a sign-in's answer there is nothing to show: home.
 */
export function ScpScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { state } = useLocation() as { state: unknown };
  if (!isScpState(state)) return <Navigate to={PORTAL_PATHS.home} replace />;
  const { migration, next } = state;
  const soft = migration.req === 'soft';
  return (
    <section className="op-card" data-testid="scp-page" data-req={migration.req} data-strat={migration.strat}>
      <h1>{t('scp.title')}</h1>
      <p>{soft ? t('scp.soft') : t('scp.strict')}</p>
      {soft && migration.daysLeft !== undefined && (
        <p className="op-notice" data-testid="scp-days">
          {t('scp.daysLeft', { days: migration.daysLeft })}
        </p>
      )}
      <p>{migration.strat === 'migrate' ? t('scp.migrate') : t('scp.enable')}</p>
      <div className="op-dialog__actions">
        <button
          className="op-button op-button--primary"
          type="button"
          data-testid="scp-setup"
          onClick={() => navigate(PORTAL_PATHS.setting, { replace: true })}
        >
          {t('scp.setUp')}
        </button>
        {soft && (
          <button
            className="op-button"
            type="button"
            data-testid="scp-later"
            onClick={() => navigate(next, { replace: true })}
          >
            {t('scp.later')}
          </button>
        )}
      </div>
    </section>
  );
}
