import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessDirectorList,
  businessResolutionGet,
  businessResolutionSend,
  businessUserList,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { useSession } from '../../shared/services.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { repName } from './share-tree-model.ts';

const MAIN_USER = 2;
type TSigner = { id: number; name: string; signed: boolean; signUrl?: string };

/** One signer: their name, whether they signed, and for the signed-in user's own missing signature the e-sign page. */
function Signer({ resolutionId, s }: { resolutionId: number; s: TSigner }) {
  const { t } = useTranslation('company');
  return (
    <li className="op-row" data-testid={`company-resolution-${resolutionId}-signer-${s.id}`} data-signed={s.signed}>
      <span>{s.name}</span>
      <span>{t(s.signed ? 'companyResolutions.signed' : 'companyResolutions.unsigned')}</span>
      {s.signUrl && (
        <a className="op-button op-button--primary" href={s.signUrl} data-testid="company-resolution-sign">
          {t('companyResolutions.sign')}
        </a>
      )}
    </li>
  );
}

/**
 * `/company/resolutions` (spec 1 §3 resolutions; §7 send and get): the company's resolutions,
 * newest first, each with its signers and whether they signed; a signer who is the signed-in
 * user opens the e-sign page from here (core's signUrl). The main user sends a new one.
 */
export function CompanyResolutions() {
  const { t } = useTranslation('company');
  const list = useCall(businessResolutionGet, {});
  const canSend = useSession((s) => s.access?.accessRights === MAIN_USER);
  return (
    <section className="op-stack" data-testid="company-resolutions">
      <h2>{t('companyResolutions.title')}</h2>
      {list.error ? (
        <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="company-resolutions-error" />
      ) : !list.data ? (
        <Skeleton lines={2} />
      ) : list.data.resolutions.length === 0 ? (
        <p className="op-empty">{t('companyResolutions.empty')}</p>
      ) : (
        <ul className="op-stack">
          {list.data.resolutions.map((r) => (
            <li key={r.id} data-testid="company-resolution" data-id={r.id} data-status={r.statusId}>
              <strong>
                {t('companyResolutions.number', { id: r.id })}:{' '}
                {t(`companyResolutions.status.${r.statusId === 2 ? 'signed' : 'waiting'}`)}
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
  const { t } = useTranslation('company');
  const show = usePopup((s) => s.show);
  const directors = useCall(businessDirectorList, {});
  const users = useCall(businessUserList, {});
  const byId = new Map([...(directors.data?.directors ?? []), ...(users.data?.users ?? [])].map((r) => [r.id, r]));
  const people = [...byId.values()].sort((a, b) => a.id - b.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const send = useCallMutation(businessResolutionSend, { invalidates: ['businessResolutionGet'], t });
  const submit = async () => {
    if (!(await send.run({ businessRepresentativeIds: chosen })).ok) return;
    setChosen([]);
    show({ kind: 'success', title: t('companyResolutions.title'), message: t('companyResolutions.sent') });
  };
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <fieldset className="op-stack" data-testid="company-resolution-send">
      <legend>{t('companyResolutions.signers')}</legend>
      {people.map((p) => (
        <label key={p.id} className="op-check">
          <input
            type="checkbox"
            checked={chosen.includes(p.id)}
            data-testid={`company-resolution-signer-${p.id}`}
            onChange={(e) => toggle(p.id, e.target.checked)}
          />
          <span>{repName(p)}</span>
        </label>
      ))}
      <button
        type="button"
        className="op-button"
        data-testid="company-resolution-send-submit"
        disabled={chosen.length === 0 || send.isPending}
        onClick={() => void submit()}
      >
        {t('companyResolutions.send')}
      </button>
    </fieldset>
  );
}
