import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../shared/services.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { requestMigrationLink, waitForPush, type TLoginStep, type TPushMigration } from './login-flow.ts';

export interface TMigrateWait {
  migration: TPushMigration;
  code: string;
  verifier: string;
  stay: boolean;
}

type TLink = { deeplink: string; link: string | null } | 'failed' | null;

/**
 * Strict migration to push (spec 1 §4), before there are tokens: the tmpJwt asks for a device
 * link (and, strat migrate, the linked devices get the request). The phone that opens the link,
 * or the device that approves, lets the sign-in through; from then on sign-ins wait for it.
 */
export function MigrateStep(props: { wait: TMigrateWait; onStep: (step: TLoginStep) => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { api } = usePortal();
  const [link, setLink] = useState<TLink>(null);
  const { migration, code, verifier, stay } = props.wait;
  // The wait runs once per sign-in code; it hands its end to whatever handler is current then.
  const onStep = useRef(props.onStep);
  useEffect(() => {
    onStep.current = props.onStep;
  });
  useEffect(() => {
    let stopped = false;
    void (async () => {
      const made = await requestMigrationLink(api, migration.tmpJwt ?? '');
      if (stopped) return;
      setLink(made ?? 'failed');
      if (!made) return;
      // Like the push step: over the socket (loaded here only), else the long poll.
      const wait = { api, code, verifier, stay, tmpJwt: migration.tmpJwt ?? '', stopped: () => stopped };
      const next = await import('./push-socket.ts').then(
        (m) => m.waitForPushOverSocket(wait),
        () => waitForPush(api, code, verifier, stay, wait.stopped),
      );
      if (next) onStep.current(next);
    })();
    return () => {
      stopped = true;
    };
  }, [api, migration.tmpJwt, code, verifier, stay]);
  return (
    <div data-testid="login-migrate" data-strat={migration.strat}>
      <p>{t('scp.strict')}</p>
      <p>{migration.strat === 'migrate' ? t('login.migrateApprove') : t('login.migrateLink')}</p>
      {link === 'failed' && (
        <p className="op-error" role="alert" data-testid="login-migrate-failed">
          {t('login.migrateFailed')}
        </p>
      )}
      {link !== null && link !== 'failed' && (
        <>
          <p className="op-notice" role="status" aria-live="polite" data-testid="login-migrate-waiting">
            {t('login.pushWaiting')}
          </p>
          <QrCode text={link.link ?? link.deeplink} label={t('login.pushQr')} testId="login-migrate-qr" />
          <p>
            <a href={link.deeplink} data-testid="login-migrate-app">
              {t('scpMobile.open')}
            </a>
            {link.link && ' '}
            {link.link && (
              <a href={link.link} target="_blank" rel="noreferrer" data-testid="login-migrate-link">
                {t('login.pushLink')}
              </a>
            )}
          </p>
        </>
      )}
      <button className="op-button op-button--link" type="button" onClick={props.onBack}>
        {t('login.back')}
      </button>
    </div>
  );
}
