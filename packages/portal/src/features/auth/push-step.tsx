import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../shared/services.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { resendPush, type TPushWait } from './login-flow.ts';

/**
 * The push step (spec 1 §4): approve on a linked device. The portal waits on the realtime socket
 * (push-socket.ts; else the token call holds until the device decides); the link opens the device page on this request (a phone scans it
 * as a QR code), and resend notifies the devices again.
 */
export function PushStep(props: { push: TPushWait; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { api } = usePortal();
  const [resent, setResent] = useState<boolean | null>(null);
  return (
    <div data-testid="login-push">
      <p>{t('login.pushHint')}</p>
      {props.push.devices.length > 0 && (
        <ul data-testid="login-push-devices">
          {props.push.devices.map((d, i) => (
            <li key={`${d.name}-${i}`}>{t('login.pushDevice', { name: d.name, type: d.type })}</li>
          ))}
        </ul>
      )}
      <p className="op-notice" role="status" aria-live="polite" data-testid="login-push-waiting">
        {t('login.pushWaiting')}
      </p>
      {props.push.link && <QrCode text={props.push.link} label={t('login.pushQr')} testId="login-push-qr" />}
      {props.push.link && (
        <p>
          <a href={props.push.link} target="_blank" rel="noreferrer" data-testid="login-push-link">
            {t('login.pushLink')}
          </a>
        </p>
      )}
      {resent !== null && (
        <p role="status" data-testid="login-push-resent">
          {resent ? t('login.pushResent') : t('login.pushResendFailed')}
        </p>
      )}
      <button
        className="op-button"
        type="button"
        data-testid="login-push-resend"
        onClick={() => void resendPush(api, props.push.tmpJwt).then(setResent)}
      >
        {t('login.pushResend')}
      </button>
      <button className="op-button op-button--link" type="button" onClick={props.onBack}>
        {t('login.back')}
      </button>
    </div>
  );
}
