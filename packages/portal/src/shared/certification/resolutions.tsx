import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessDirectorList,
  businessResolutionGet,
  businessResolutionSend,
  businessUserList,
  MAIN_USER_RIGHTS,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { useSession } from '../services.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { usePopup } from '../ui/popup-store.ts';
import { uniquePeople } from './unique-people.ts';

type TSigner = { id: number; name: string; signed: boolean; signUrl?: string };

/** One signer: their name, whether they signed, and for the signed-in user's own missing signature the e-sign page. */
function Signer({ resolutionId, s }: { resolutionId: number; s: TSigner }) {
  const { t } = useTranslation('certification');
  return (
    <li className="op-row" data-testid={`resolution-${resolutionId}-signer-${s.id}`} data-signed={s.signed}>
      <span>{s.name}</span>
      <span>{t(s.signed ? 'certification.resolutions.signed' : 'certification.resolutions.unsigned')}</span>
      {s.signUrl && (
        <a className="op-button op-button--primary" href={s.signUrl} data-testid="resolution-sign">
          {t('certification.resolutions.sign')}
        </a>
      )}
    </li>
  );
}

/**
 * The company's resolutions (spec 1 §3 businessRepresentativeIds, signers, statusId; §7 send and
 * get), shown on `/company/resolutions` and `/self-certification-business`: newest first, each with
 * its signers and whether they signed; a signer who is the signed-in user opens the e-sign page
 * from here (core's signUrl). The main user (full access) sends a new one to the persons who must
 * sign it (directors and users).
 */
export function Resolutions({ className = 'op-stack' }: { className?: string }) {
  const { t } = useTranslation('certification');
  const list = useCall(businessResolutionGet, {});
  const canSend = useSession((s) => s.access?.accessRights === MAIN_USER_RIGHTS);
  return (
    <section className={className} data-testid="resolutions">
      <h2>{t('certification.resolutions.title')}</h2>
      {list.error ? (
        <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="resolutions-error" />
      ) : !list.data ? (
        <Skeleton lines={2} />
      ) : list.data.resolutions.length === 0 ? (
        <p className="op-empty">{t('certification.resolutions.empty')}</p>
      ) : (
        <ul className="op-stack">
          {list.data.resolutions.map((r) => (
            <li key={r.id} data-testid="resolution" data-id={r.id} data-status={r.statusId}>
              <strong>
                {t('certification.resolutions.number', { id: r.id })}:{' '}
                {t(`certification.resolutions.status.${r.statusId === 2 ? 'signed' : 'waiting'}`)}
              </strong>
              <ul className="op-links">
                {r.signers.map((s) => (
                  <Signer key={s.id} resolutionId={r.id} s={s} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {canSend && <SendResolution />}
    </section>
  );
}

/** The main user chooses the signers among the company's directors and users and sends the resolution. */
function SendResolution() {
  const { t } = useTranslation('certification');
  const show = usePopup((s) => s.show);
  const directors = useCall(businessDirectorList, {});
  const users = useCall(businessUserList, {});
  const people = uniquePeople(directors.data?.directors, users.data?.users);
  const [chosen, setChosen] = useState<number[]>([]);
  const send = useCallMutation(businessResolutionSend, { invalidates: ['businessResolutionGet'], t });
  const submit = async () => {
    if (!(await send.run({ businessRepresentativeIds: chosen })).ok) return;
    setChosen([]);
    show({
      kind: 'success',
      title: t('certification.resolutions.title'),
      message: t('certification.resolutions.sent'),
    });
  };
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <fieldset className="op-stack" data-testid="resolution-send">
      <legend>{t('certification.resolutions.signers')}</legend>
      {people.map((p) => (
        <label key={p.id} className="op-check">
          <input
            type="checkbox"
            checked={chosen.includes(p.id)}
            data-testid={`resolution-signer-${p.id}`}
            onChange={(e) => toggle(p.id, e.target.checked)}
          />
          <span>{`${p.firstName} ${p.lastName}`.trim()}</span>
        </label>
      ))}
      <button
        type="button"
        className="op-button"
        data-testid="resolution-send-submit"
        disabled={chosen.length === 0 || send.isPending}
        onClick={() => void submit()}
      >
        {t('certification.resolutions.send')}
      </button>
    </fieldset>
  );
}
