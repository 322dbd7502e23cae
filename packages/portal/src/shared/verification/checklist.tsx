import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  customerInfoGet,
  identityVerificationStart,
  PORTAL_PATHS,
  REQUIRED_ACTIONS,
  type TRequiredAction,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { useOpenIdentityRun } from './open-identity-run.ts';
import { useVerification } from './use-verification.ts';

/** Where each missing step is done (the one button of its line). */
const ACTION_PATHS: Partial<Record<TRequiredAction, string>> = {
  fatca: PORTAL_PATHS.selfCertification,
  address: PORTAL_PATHS.profile,
  proofOfResidence: PORTAL_PATHS.profile,
  phone: PORTAL_PATHS.profile,
};

/**
 * Starts the identity check and goes to the portal's identity-verification page of the run, which
 * leads on to the provider's token page (kept for the tab: the page's path carries only the run and token).
 */
export function StartIdentityButton({ label }: { label: string }) {
  const { t } = useTranslation('kyc');
  const open = useOpenIdentityRun();
  const start = useCallMutation(identityVerificationStart, { t });
  const go = async () => {
    const r = await start.run({});
    if (r.ok) open(r.data.verification);
  };
  return (
    <button
      type="button"
      className="op-button op-button--primary"
      data-testid="kyc-start-identity"
      disabled={start.isPending}
      onClick={() => void go()}
    >
      {label}
    </button>
  );
}

/** Actions answered by uploading a document (on the kyc page, where the profile is out of reach). */
const UPLOADS: readonly TRequiredAction[] = ['identity', 'address', 'proofOfResidence'];

/** The one button of a missing step: upload (kyc page), start the identity check, or go where it is done. */
function ActionButton(p: {
  action: TRequiredAction;
  onUpload?: (action: TRequiredAction) => void;
  restricted: boolean;
}) {
  const { t } = useTranslation('kyc');
  const { action: a, onUpload } = p;
  if (onUpload && UPLOADS.includes(a))
    return (
      <span className="op-row">
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid={`kyc-upload-${a}`}
          onClick={() => onUpload(a)}
        >
          {t('kyc.upload')}
        </button>
        {a === 'identity' && <StartIdentityButton label={t('kyc.go.identity')} />}
      </span>
    );
  if (a === 'identity' || a === 'videoIdentity') return <StartIdentityButton label={t(`kyc.go.${a}`)} />;
  // The self-certification page is in the main shell, which sends a customer needing KYC back to kyc.
  const to = a === 'fatca' && p.restricted ? PORTAL_PATHS.selfCertificationSplash : ACTION_PATHS[a];
  return (
    <Link className="op-button op-button--link" to={to ?? PORTAL_PATHS.profile} data-testid={`kyc-go-${a}`}>
      {t(`kyc.go.${a}`)}
    </Link>
  );
}

/**
 * Home's checklist (lazy, below the accounts): for a customer not verified or limited, what is
 * left to do; nothing (and no more reads) for a verified customer without limits.
 */
export default function HomeChecklist() {
  const info = useCall(customerInfoGet, {});
  const c = info.data?.customerInfo;
  // A verified customer without limits has nothing pressing: home makes no more reads for it.
  if (!c || (c.verified && !c.limited)) return null;
  return <VerificationChecklist compact />;
}

/**
 * The verification checklist (home and kyc): the status in one line, then what is done and what
 * is missing next, one line each with the one button that does it. `compact` (home): nothing once
 * checked, and a limited account's way to its limit reasons. `onUpload` (kyc): identity and
 * address steps open the upload popup there.
 */
export function VerificationChecklist(p: {
  compact?: boolean;
  restricted?: boolean;
  onUpload?: (action: TRequiredAction) => void;
}) {
  const { t } = useTranslation('kyc');
  const v = useVerification();
  if (!v.status || (p.compact && v.status.state === 'checked')) return null;
  const missing = new Set(v.status.requiredActions);
  return (
    <section className="op-card" data-testid="kyc-checklist" data-state={v.status.state}>
      <h2>{t('kyc.checklist')}</h2>
      <p data-testid="kyc-state">{t(`kyc.state.${v.status.state}`)}</p>
      {p.compact && (v.status.state === 'limited' || v.status.state === 'processing') && (
        <p className="op-row">
          <Link className="op-button op-button--primary" to={PORTAL_PATHS.limitedAccount} data-testid="kyc-go-limited">
            {t('kyc.go.limited')}
          </Link>
        </p>
      )}
      {missing.size === 0 ? (
        <p className="op-muted">{t('kyc.allDone')}</p>
      ) : (
        <ul className="op-links">
          {REQUIRED_ACTIONS.filter((a) => missing.has(a)).map((a) => (
            <li key={a} className="op-row" data-testid={`kyc-action-${a}`}>
              <span>{t(`kyc.action.${a}`)}</span>
              <ActionButton action={a} onUpload={p.onUpload} restricted={p.restricted === true} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
