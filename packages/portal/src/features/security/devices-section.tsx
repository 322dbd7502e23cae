import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authDeviceCreate,
  authDeviceDelete,
  authDeviceList,
  authScpRequest,
  authStoresUrlsSend,
  DEVICE_TYPES,
  type TDevice,
} from '@openportal/contract';
import { chooseMessage, errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { TextField, Dialog } from '@openportal/ui';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { DeviceApproveDialog } from './device-approve-dialog.tsx';
import { useCodeFields, useTwoStepModes } from './factor-hint.ts';

type TDeviceType = (typeof DEVICE_TYPES)[number];

/** The app's way (spec 1 §2 scp): a QR of a deeplink the phone's app opens to link itself. */
function AppQr() {
  const { t } = useTranslation('security');
  const scp = useCallMutation(authScpRequest, { onFailure: false });
  const [deeplink, setDeeplink] = useState<string | null>(null);
  if (deeplink) return <QrCode text={deeplink} label={t('devices.qrLabel')} testId="device-link-qr" />;
  return (
    <button
      className="op-button op-button--link"
      type="button"
      data-testid="device-link-show-qr"
      onClick={() => void scp.run({}).then((r) => r.ok && setDeeplink(r.data.deeplink))}
    >
      {t('devices.showQr')}
    </button>
  );
}

/** Spec 1 §7 stores-urls: the app's store links texted to a phone (country code and number). */
function StoreLinks() {
  const { t } = useTranslation('security');
  const sendLinks = useCallMutation(authStoresUrlsSend, { onFailure: false });
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState<string | undefined>();
  async function send() {
    const r = await sendLinks.run({ phoneNumber: phone.replace(/\D/g, '') });
    setNote(r.ok ? t('devices.storeLinksSent') : errorPopup(r.error, t).message);
  }
  return (
    <div className="op-field">
      <TextField label={t('devices.storeLinksPhone')} testId="store-links-phone" value={phone} onValue={setPhone} />
      <button className="op-button" type="button" data-testid="store-links-send" onClick={() => void send()}>
        {t('devices.storeLinksSend')}
      </button>
      {note && (
        <p role="status" data-testid="store-links-note">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * The link new device popup (spec 1 §2): the device shows a link code (the stand-in device page
 * at core's /device, or a phone app); the user names the device and enters the code here.
 */
function LinkDeviceDialog({ onClose, onLinked }: { onClose: () => void; onLinked: (device: TDevice) => void }) {
  const { t } = useTranslation('security');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [type, setType] = useState<TDeviceType>('android');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCallMutation(authDeviceCreate, {
    invalidates: ['GET /auth/devices'],
    onFailure: (e) => setErrors({ code: errorPopup(e, t).message, ...fieldErrors(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = t('devices.nameRequired');
    if (code.trim().length < 4) local.code = t('devices.codeRequired');
    if (Object.keys(local).length) return setErrors(local);
    const r = await create.run({ name: name.trim(), code: code.trim(), type });
    if (!r.ok) return;
    // A linked device waits for the current factor's approval (issue 18): that dialog follows.
    const added = r.data.devices.findLast((d) => d.name === name.trim() && d.approved === false);
    if (added) onLinked(added);
    else onClose();
  }
  return (
    <Dialog title={t('devices.linkTitle')} testId="device-link-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p className="op-muted">{t('devices.linkHint')}</p>
        <AppQr />
        <StoreLinks />
        <TextField
          label={t('devices.code')}
          testId="device-link-code"
          value={code}
          onValue={setCode}
          field="code"
          error={errors.code}
        />
        <TextField
          label={t('devices.name')}
          testId="device-link-name"
          value={name}
          onValue={setName}
          field="name"
          error={errors.name}
        />
        <label className="op-field">
          <span>{t('devices.type')}</span>
          <select data-testid="device-link-type" value={type} onChange={(e) => setType(e.target.value as TDeviceType)}>
            {DEVICE_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`devices.types.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="device-link-save">
            {t('devices.link')}
          </button>
          <button className="op-button" type="button" onClick={onClose}>
            {t('devices.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Unlinking (issue 18): a device still waiting goes at once; an approved one takes the current
 * factor's code, which the first call sends (answered with a 'code' refusal) and a code dialog asks for.
 */
function useUnlink() {
  const { t } = useTranslation('security');
  const show = usePopup((s) => s.show);
  const [asking, setAsking] = useState<TDevice | null>(null);
  const remove = useCallMutation(authDeviceDelete, {
    invalidates: ['GET /auth/devices', 'customerInfoGet'],
    onFailure: false,
  });
  async function unlink(device: TDevice) {
    const r = await remove.run({}, { params: { deviceId: device.id } });
    if (r.ok) return setAsking(null);
    if (r.error.validationErrors?.some((v) => v.field === 'code')) return setAsking(device);
    show(errorPopup(r.error, t));
  }
  async function confirm(code: string): Promise<string | null> {
    if (!asking) return null;
    const r = await remove.run({ code }, { params: { deviceId: asking.id } });
    if (!r.ok) return chooseMessage(r.error, t);
    setAsking(null);
    return null;
  }
  return { asking, unlink, confirm, cancel: () => setAsking(null) };
}

/** Linked devices on the settings hub (spec 1 §2 devices list): each with unlink, and link a new one. */
export function DevicesSection() {
  const { t } = useTranslation('security');
  const list = useCall(authDeviceList, {});
  const { factorHint } = useTwoStepModes();
  const codeFields = useCodeFields();
  const removal = useUnlink();
  const [linking, setLinking] = useState(false);
  const [approving, setApproving] = useState<TDevice | null>(null);
  const devices = list.data?.devices ?? [];
  return (
    <section className="op-card" data-testid="devices">
      <h2>{t('devices.title')}</h2>
      <p className="op-muted">{t('devices.intro')}</p>
      {list.data && devices.length === 0 && <p className="op-muted">{t('devices.empty')}</p>}
      <ul className="op-links">
        {devices.map((d) => (
          <li key={d.id} className="op-row" data-testid="device-row" data-name={d.name}>
            <span>{t('devices.row', { name: d.name, type: t(`devices.types.${d.type}`) })}</span>
            {d.approved === false && (
              <button
                className="op-button op-button--link"
                type="button"
                data-testid="device-approve"
                onClick={() => setApproving(d)}
              >
                {t('devices.approve')}
              </button>
            )}
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="device-delete"
              onClick={() => void removal.unlink(d)}
            >
              {t('devices.unlink')}
            </button>
          </li>
        ))}
      </ul>
      <button className="op-button" type="button" data-testid="device-link" onClick={() => setLinking(true)}>
        {t('devices.linkNew')}
      </button>
      {linking && (
        <LinkDeviceDialog
          onClose={() => setLinking(false)}
          onLinked={(d) => {
            setLinking(false);
            setApproving(d);
          }}
        />
      )}
      {approving && <DeviceApproveDialog device={approving} onClose={() => setApproving(null)} />}
      {removal.asking && (
        <CodeDialog
          {...codeFields}
          title={t('devices.unlinkTitle', { name: removal.asking.name })}
          hint={t(factorHint)}
          testId="device-unlink-code"
          onSubmit={removal.confirm}
          onClose={removal.cancel}
        />
      )}
    </section>
  );
}
