import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accessIpAdd, accessIpDelete, accessIpList, accessIpModeSet, ACCESS_IP_MODES } from '@openportal/contract';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { TextField, Dialog } from '@openportal/ui';
import { rangeText } from '../../shared/ui/text.ts';

const looksLikeIp = (v: string) => /^[0-9a-fA-F:.]{2,45}$/.test(v);

/** The add IP whitelist popup (spec 2 §2): one address, or a range with "up to". */
function AddIpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const [ip, setIp] = useState('');
  const [toIp, setToIp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useCallMutation(accessIpAdd, {
    invalidates: ['accessIpList'],
    onFailure: (e) => setErrors({ ip: errorPopup(e, t).message, ...fieldErrors(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!looksLikeIp(ip.trim())) local.ip = t('ipList.invalidIp');
    if (toIp.trim() && !looksLikeIp(toIp.trim())) local.toIp = t('ipList.invalidIp');
    if (Object.keys(local).length) return setErrors(local);
    const r = await add.run(toIp.trim() ? { ip: ip.trim(), toIp: toIp.trim() } : { ip: ip.trim() });
    if (r.ok) onClose();
  }
  return (
    <Dialog title={t('ipList.addTitle')} testId="ip-add-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField label={t('ipList.ip')} testId="ip-add-ip" value={ip} onValue={setIp} field="ip" error={errors.ip} />
        <TextField
          label={t('ipList.toIp')}
          testId="ip-add-to"
          value={toIp}
          onValue={setToIp}
          field="toIp"
          error={errors.toIp}
        />
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="ip-add-save">
            {t('ipList.save')}
          </button>
          <button className="op-button" type="button" onClick={onClose}>
            {t('ipList.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The sign-in IP allow list on the settings hub: entries, add and delete, and the on/off mode. */
export function IpAllowList() {
  const { t } = useTranslation('security');
  const list = useCall(accessIpList, {});
  /** A switch or a delete: the list is asked again either way (the server's state is the truth). */
  const write = { invalidates: ['accessIpList'], invalidateOnFailure: true, t } as const;
  const setMode = useCallMutation(accessIpModeSet, write);
  const remove = useCallMutation(accessIpDelete, write);
  const [adding, setAdding] = useState(false);
  const on = list.data?.accessIpMode === ACCESS_IP_MODES.on;
  const entries = list.data?.ips.ip ?? [];
  return (
    <section className="op-card" data-testid="ip-list">
      <h2>{t('ipList.title')}</h2>
      <p className="op-muted">{t('ipList.intro')}</p>
      <label className="op-check">
        <input
          type="checkbox"
          data-testid="ip-mode"
          checked={on}
          disabled={!list.data}
          onChange={(e) => setMode.mutate({ enable: e.target.checked })}
        />
        <span>{t('ipList.mode')}</span>
      </label>
      {list.data && entries.length === 0 && <p className="op-muted">{t('ipList.empty')}</p>}
      <ul className="op-links">
        {entries.map((e) => (
          <li key={e.id} className="op-row" data-testid="ip-row" data-ip={e.ip}>
            <span>{e.toIp ? rangeText(e.ip, e.toIp) : e.ip}</span>
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="ip-delete"
              onClick={() => remove.mutate({ id: e.id })}
            >
              {t('ipList.delete')}
            </button>
          </li>
        ))}
      </ul>
      <button className="op-button" type="button" data-testid="ip-add" onClick={() => setAdding(true)}>
        {t('ipList.add')}
      </button>
      {adding && <AddIpDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
