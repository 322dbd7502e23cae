import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { seiAuthorize, seiAuthorizeConfirm } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { chooseMessage } from '../../shared/api/messages.ts';

/** Where the answer sends the browser (the third party's redirect URI); a seam for tests. */
export const leaveTo = { assign: (url: string) => window.location.assign(url) };

/**
 * `/auth/sei` (spec 1 §2: third-party sign-in authorise; remembers the target path and requires
 * login): `?clientId=&redirectUri=&state=&scope=`. Core checks the client and its redirect, the
 * user allows or denies once, and the browser goes back to the third party with the answer.
 */
export default function SeiScreen() {
  const { t } = useTranslation('security');
  const { run: authorize } = useCallMutation(seiAuthorize, { onFailure: false });
  const confirmation = useCallMutation(seiAuthorizeConfirm, { onFailure: false });
  // useLocation, not useSearchParams: the shell already has it, so react-router's search-params
  // helpers stay out of every brand's initial JS (120 KB budget).
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const [authorizationId, setAuthorizationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const clientId = params.get('clientId') ?? '';
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const state = params.get('state');
    const scope = params.get('scope');
    void authorize({
      clientId,
      redirectUri: params.get('redirectUri') ?? '',
      ...(state ? { state } : {}),
      ...(scope ? { scope } : {}),
    }).then((r) => (r.ok ? setAuthorizationId(r.data.authorizationId) : setError(chooseMessage(r.error, t))));
  }, [authorize, clientId, params, t]);
  async function decide(approve: boolean) {
    if (!authorizationId) return;
    setBusy(true);
    const r = await confirmation.run({ approve }, { params: { authorizationId } });
    if (r.ok) return leaveTo.assign(r.data.redirectUrl);
    setBusy(false);
    setError(chooseMessage(r.error, t));
  }
  return (
    <section className="op-card" data-testid="sei">
      <h1>{t('sei.title')}</h1>
      {error && (
        <p className="op-error" role="alert" data-testid="sei-error">
          {error}
        </p>
      )}
      {authorizationId && (
        <>
          <p>{t('sei.question', { client: clientId })}</p>
          <div className="op-dialog__actions">
            <button
              className="op-button op-button--primary"
              type="button"
              data-testid="sei-allow"
              disabled={busy}
              onClick={() => void decide(true)}
            >
              {t('sei.allow')}
            </button>
            <button
              className="op-button"
              type="button"
              data-testid="sei-deny"
              disabled={busy}
              onClick={() => void decide(false)}
            >
              {t('sei.deny')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
