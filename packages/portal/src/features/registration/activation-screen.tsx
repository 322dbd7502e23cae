import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountActivate, activationCodeResend, PORTAL_PATHS, readEntryQuery } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * `/activate?action=activation&user=<email>&code=<code>` (also on `/`): logs out any current
 * session, activates, adopts the returned access token (the gateway set the refresh cookie).
 * A refused link (expired, used, wrong) leaves the page open with one button that mails a new
 * link to that address (activationCodeResend; its answer never says whether the address exists).
 */
export function ActivationScreen() {
  const { t } = useTranslation('registration');
  const { session } = usePortal();
  const { search } = useLocation();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const started = useRef(false);
  const { user, code } = readEntryQuery(search);
  const [failed, setFailed] = useState(false);
  const { run: activate } = useCallMutation(accountActivate, {
    onFailure: (e) => {
      setFailed(true);
      show(errorPopup(e, t, t('activation.title')));
    },
  });
  const resend = useCallMutation(activationCodeResend, { t });
  const onResend = async () => {
    const r = await resend.run({ email: user! });
    if (!r.ok) return;
    show({
      kind: 'success',
      title: t('activation.title'),
      message: t('activation.resent', { email: user }),
      onClose: () => navigate(PORTAL_PATHS.login, { replace: true }),
    });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await session.logout('activation');
      if (!user || !code) {
        show({
          kind: 'error',
          title: t('activation.title'),
          message: t('activation.incomplete'),
          onClose: () => navigate(PORTAL_PATHS.login, { replace: true }),
        });
        return;
      }
      const r = await activate({ username: user, activationCode: code });
      if (!r.ok) return;
      const signed = await session.signIn(r.data.accessToken);
      show({
        kind: 'success',
        title: t('activation.title'),
        message: t('activation.success'),
        onClose: () => navigate(signed.ok ? '/' : '/login', { replace: true }),
      });
    })();
  }, [activate, session, user, code, show, navigate, t]);

  return (
    <section className="op-card op-auth">
      <h1>{t('activation.title')}</h1>
      <p role="status">{t(failed ? 'activation.failed' : 'activation.inProgress')}</p>
      {failed && user && (
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="activation-resend"
          disabled={resend.isPending}
          onClick={() => void onResend()}
        >
          {t('activation.resend')}
        </button>
      )}
    </section>
  );
}
