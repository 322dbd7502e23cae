import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { termsAccept } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { chooseMessage } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';

/**
 * The terms-acceptance step (spec 1 §4 TE, §2 popup "terms acceptance"): the brand's terms the
 * user has not accepted in their current version, each to tick; accepting clears them and the
 * sign-in goes on (`onAccepted` signs in again, which reloads customer info).
 */
export function TermsStep(props: { termIds: string[]; onAccepted: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { manifest } = usePortal();
  const terms = manifest.terms.filter((term) => props.termIds.includes(term.id));
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = useCallMutation(termsAccept, {
    onFailure: (e) => {
      setBusy(false);
      setError(chooseMessage(e, t));
    },
  });
  const all = terms.every((term) => ticked[term.id]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!all) return setError(t('terms.tickAll'));
    setBusy(true);
    if ((await accept.run({ termIds: terms.map((term) => term.id) })).ok) await props.onAccepted();
  }
  return (
    <form onSubmit={submit} noValidate data-testid="terms-step">
      <p>{t('terms.intro')}</p>
      {terms.map((term) => (
        <div key={term.id} className="op-field">
          <label className="op-check">
            <input
              type="checkbox"
              data-testid={`terms-check-${term.id}`}
              checked={ticked[term.id] === true}
              onChange={(e) => setTicked({ ...ticked, [term.id]: e.target.checked })}
            />
            <span>{term.text}</span>
          </label>
          <a href={term.url} target="_blank" rel="noreferrer">
            {term.label}
          </a>
        </div>
      ))}
      {error && (
        <p className="op-error" role="alert" data-testid="terms-error">
          {error}
        </p>
      )}
      <button className="op-button op-button--primary" type="submit" data-testid="terms-accept" disabled={busy}>
        {t('terms.accept')}
      </button>
    </form>
  );
}
