import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authDeviceApprove, authDeviceApproveMethod, type TDevice } from '@openportal/contract';
import { type TApiError, useCallMutation } from '@openportal/contract-client';
import { errorPopup } from '../../shared/api/messages.ts';
import { TextField, Dialog } from '@openportal/ui';

type TMethod = { id: string; name: string; type: string };

function MethodChoice({ methods, onChoose }: { methods: TMethod[]; onChoose: (id: string) => void }) {
  const { t } = useTranslation('security');
  return methods.map((m) => (
    <button
      key={m.id}
      className="op-button"
      type="button"
      data-testid={`device-approve-method-${m.id}`}
      onClick={() => onChoose(m.id)}
    >
      {t(`devices.methods.${m.type}`, { name: m.name })}
    </button>
  ));
}

/**
 * Approving a device the app registered (spec 1 §7 /auth/devices/{id}/approve…): the methods the
 * start answers, one chosen (its code is sent; the authenticator needs none), then the code.
 */
export function DeviceApproveDialog({ device, onClose }: { device: TDevice; onClose: () => void }) {
  const { t } = useTranslation('security');
  const [methods, setMethods] = useState<TMethod[] | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inline = { onFailure: (e: TApiError) => setError(errorPopup(e, t).message) };
  const { run: start } = useCallMutation(authDeviceApprove, inline);
  const approve = useCallMutation(authDeviceApproveMethod, inline);
  const confirmed = useCallMutation(authDeviceApproveMethod, { ...inline, invalidates: ['GET /auth/devices'] });
  useEffect(() => {
    void start({}, { params: { deviceId: device.id } }).then((r) => r.ok && setMethods(r.data.methods));
  }, [start, device.id]);
  async function choose(methodId: string) {
    const r = await approve.run({}, { params: { deviceId: device.id, methodId } });
    if (!r.ok) return;
    setError(undefined);
    setMethod(methodId);
  }
  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!method) return;
    const r = await confirmed.run({ code: code.trim() }, { params: { deviceId: device.id, methodId: method } });
    if (r.ok) onClose();
  }
  return (
    <Dialog title={t('devices.approveTitle', { name: device.name })} testId="device-approve-dialog" onClose={onClose}>
      {!method && methods && <MethodChoice methods={methods} onChoose={(id) => void choose(id)} />}
      {method && (
        <form className="op-form" onSubmit={confirm} noValidate>
          <TextField
            label={t('devices.approveCode')}
            testId="device-approve-code"
            value={code}
            onValue={setCode}
            error={error}
            field="code"
          />
          <div className="op-dialog__actions">
            <button className="op-button op-button--primary" type="submit" data-testid="device-approve-save">
              {t('devices.approve')}
            </button>
          </div>
        </form>
      )}
      {error && !method && (
        <p className="op-error" role="alert">
          {error}
        </p>
      )}
      <button className="op-button" type="button" onClick={onClose}>
        {t('devices.cancel')}
      </button>
    </Dialog>
  );
}
