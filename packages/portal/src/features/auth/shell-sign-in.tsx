import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../shared/services.tsx';
import { useShellCan } from '../../shared/shell/use-shell-can.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Sign-in through the mobile shell (spec 1 §1 login and tokens): the app signs the user in its
 * own way and hands the access token over the bridge; the portal adopts it as any sign-in's
 * (start page and all). Analytics (spec 3 §7): login click, token receive, then login success and
 * completed, or login failed.
 */
function useShellLogin() {
  const { t } = useTranslation('auth');
  const { shell, analytics } = usePortal();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = () => {
    analytics.track('Login Failed', { via: 'shell' });
    setError(t('login.withAppFailed'));
    setBusy(false);
  };
  const start = async () => {
    setBusy(true);
    setError(null);
    analytics.track('Login Click', { via: 'shell' });
    const answer = await shell.login();
    if (answer.kind !== 'tokens') return fail();
    analytics.track('Token Receive');
    const done = await finish(answer.accessToken);
    if (done.kind !== 'done') return fail();
    analytics.track('Login Success', { via: 'shell' });
    analytics.track('Login Completed', { loginMethod: 'Email' });
  };
  return { busy, error, start };
}

/** The shell's sign-in button, above the credentials, when the app does sign-in. */
export function ShellSignIn() {
  const { t } = useTranslation('auth');
  const { shell } = usePortal();
  const can = useShellCan(shell, 'login');
  const login = useShellLogin();
  if (!can) return null;
  return (
    <div className="op-auth__shell">
      {login.error && (
        <p className="op-error" role="alert" data-testid="login-shell-error">
          {login.error}
        </p>
      )}
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid="login-shell"
        disabled={login.busy}
        onClick={() => void login.start()}
      >
        {t('login.withApp')}
      </button>
    </div>
  );
}
