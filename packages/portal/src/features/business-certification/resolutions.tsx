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
import { usePopup } from '../../shared/ui/popup-store.ts';
import { uniqueRepresentatives } from './representative-statuses.tsx';

/**
 * The company's resolutions (spec 1 §3 businessRepresentativeIds, signers, statusId; §7 send and
 * get): each with its signers and whether they signed, newest first. The main user sends a new
 * one to the persons who must sign it (directors and users).
 */
export function Resolutions({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation('certification');
  const list = useCall(businessResolutionGet, {});
  return (
    <section className="op-card op-stack" data-testid="resolutions">
      <h2>{t('certification.resolutions.title')}</h2>
      {!list.data ? (
        <Skeleton lines={2} />
      ) : list.data.resolutions.length === 0 ? (
        <p className="op-empty">{t('certification.resolutions.empty')}</p>
      ) : (
        <ul className="op-stack">
          {list.data.resolutions.map((r) => (
            <li key={r.id} data-testid={`resolution-${r.id}`} data-status={r.statusId}>
              <strong>{t(`certification.resolutions.status.${r.statusId === 2 ? 'signed' : 'waiting'}`)}</strong>
              <ul className="op-links">
                {r.signers.map((s) => (
                  <li
                    key={s.id}
                    className="op-row"
                    data-testid={`resolution-${r.id}-signer-${s.id}`}
                    data-signed={s.signed}
                  >
                    <span>{s.name}</span>
                    <span>
                      {t(s.signed ? 'certification.resolutions.signed' : 'certification.resolutions.unsigned')}
                    </span>
                  </li>
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

/** The main user chooses the signers among the company's persons and sends the resolution. */
function SendResolution() {
  const { t } = useTranslation('certification');
  const show = usePopup((s) => s.show);
  const directors = useCall(businessDirectorList, {});
  const users = useCall(businessUserList, {});
  const people = uniqueRepresentatives(directors.data?.directors, users.data?.users);
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
