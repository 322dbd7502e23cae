import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhone, PHONE_TYPE, profileInquiry, userPhoneConfirm, userPhoneUpdate } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { useDebounced } from '../../shared/forms/use-debounced.ts';
import { useCodeLabels } from './code-labels.ts';
import { PhoneVerifyDialog, type TVerifyPhone } from './phone-verify.tsx';

type TPending = { phoneId: number; shown: string };

/** checkPhone while the user types (spec 1 §7): a number already in use is said before sending. */
function usePhoneInUse(countryCode: string, number: string): boolean {
  const settled = useDebounced({ countryCode: countryCode.replace(/\D/g, ''), number: number.replace(/\D/g, '') });
  const ready = /^[0-9]{1,4}$/.test(settled.countryCode) && /^[0-9]{4,15}$/.test(settled.number);
  const check = useCall(checkPhone, settled, { enabled: ready });
  return ready && check.data?.exists === true;
}

/** `+44 7700900001`: a phone as shown. */
const shownPhone = (countryCode: string, number: string) => `+${countryCode} ${number}`;

function InUseNote() {
  const { t } = useTranslation('profile');
  return (
    <p className="op-muted" role="status" data-testid="phone-in-use">
      {t('phones.inUse')}
    </p>
  );
}

/** The add (or change number) popup: dial code without plus and number (spec 1 §5, type 2). */
function PhoneDialog(p: { phoneId?: number; onSent: (x: TPending) => void; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [countryCode, setCountryCode] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inUse = usePhoneInUse(countryCode, number);
  const update = useCallMutation(userPhoneUpdate, {
    invalidates: ['profileInquiry'],
    onFailure: (e) => setErrors({ number: chooseMessage(e, t), ...fieldErrors(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const cc = countryCode.replace(/\D/g, '');
    const n = number.replace(/\D/g, '');
    const bad = {
      ...(/^[0-9]{1,4}$/.test(cc) ? {} : { countryCode: t('common.invalid') }),
      ...(/^[0-9]{4,15}$/.test(n) ? {} : { number: t('common.invalid') }),
    };
    setErrors(bad);
    if (Object.keys(bad).length) return;
    const r = await update.run({
      ...(p.phoneId ? { phoneId: p.phoneId } : {}),
      countryCode: cc,
      number: n,
      type: PHONE_TYPE,
    });
    if (r.ok) p.onSent({ phoneId: r.data.phoneId, shown: shownPhone(cc, n) });
  }
  return (
    <Dialog title={t(p.phoneId ? 'phones.replace' : 'phones.add')} testId="phone-dialog" onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          label={t('phones.countryCode')}
          testId="phone-country-code"
          field="countryCode"
          value={countryCode}
          onValue={setCountryCode}
          error={errors.countryCode}
          inputMode="numeric"
          maxLength={5}
        />
        <TextField
          type="tel"
          label={t('phones.number')}
          testId="phone-number"
          field="number"
          value={number}
          onValue={setNumber}
          error={errors.number}
          autoComplete="tel-national"
          maxLength={20}
        />
        {inUse && !errors.number && <InUseNote />}
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="phone-save"
            disabled={update.isPending}
          >
            {t('profile.save')}
          </button>
          <button className="op-button" type="button" onClick={p.onClose}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type TPhone = { phoneId: number; status: string; confirmed: boolean; countryCode: string; number: string };

/** One phone: the number, main or not, confirmed or not; change number, confirm (when not confirmed). */
function PhoneRow(p: { phone: TPhone; onReplace: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('profile');
  const ph = p.phone;
  return (
    <li className="op-row" data-testid="phone-row" data-primary={ph.status === 'Primary'} data-confirmed={ph.confirmed}>
      <span>{shownPhone(ph.countryCode, ph.number)}</span>
      {ph.status === 'Primary' && <span className="op-muted">{t('phones.primary')}</span>}
      <span className="op-muted">{t(ph.confirmed ? 'phones.confirmed' : 'phones.unconfirmed')}</span>
      <button className="op-button op-button--link" type="button" data-testid="phone-replace" onClick={p.onReplace}>
        {t('phones.replace')}
      </button>
      {!ph.confirmed && (
        <button className="op-button op-button--link" type="button" data-testid="phone-confirm" onClick={p.onConfirm}>
          {t('phones.confirm')}
        </button>
      )}
    </li>
  );
}

/** Spec 1 §3: the phones, the primary (main) one first; add, change number, confirm with the texted code. */
export function PhonesSection() {
  const { t } = useTranslation('profile');
  const codeLabels = useCodeLabels();
  const show = usePopup((s) => s.show);
  const profile = useCall(profileInquiry, {});
  const [editing, setEditing] = useState<{ phoneId?: number } | null>(null);
  const [pending, setPending] = useState<TPending | null>(null);
  const [verifying, setVerifying] = useState<TVerifyPhone | null>(null);
  const confirm = useCallMutation(userPhoneConfirm, { invalidates: ['profileInquiry'], onFailure: false });
  async function submitCode(code: string) {
    const r = await confirm.run({ phoneId: pending!.phoneId, code });
    if (!r.ok) return fieldErrors(r.error, t).code ?? chooseMessage(r.error, t);
    setPending(null);
    show({ kind: 'success', title: t('popup.success'), message: t('phones.confirmedDone') });
    return null;
  }
  const phones = profile.data?.phones.phone ?? [];
  return (
    <section className="op-card" data-testid="profile-phones">
      <h2>{t('phones.title')}</h2>
      <ul className="op-links">
        {phones.map((ph) => (
          <PhoneRow
            key={ph.phoneId}
            phone={ph}
            onReplace={() => setEditing({ phoneId: ph.phoneId })}
            onConfirm={() =>
              setVerifying({
                phoneId: ph.phoneId,
                primary: ph.status === 'Primary',
                shown: shownPhone(ph.countryCode, ph.number),
              })
            }
          />
        ))}
      </ul>
      <button className="op-button" type="button" data-testid="phone-add" onClick={() => setEditing({})}>
        {t('phones.add')}
      </button>
      {editing && (
        <PhoneDialog
          {...editing}
          onClose={() => setEditing(null)}
          onSent={(x) => {
            setEditing(null);
            setPending(x);
          }}
        />
      )}
      {verifying && <PhoneVerifyDialog phone={verifying} onClose={() => setVerifying(null)} />}
      {pending && (
        <CodeDialog
          {...codeLabels}
          title={t('phones.confirm')}
          hint={t('phones.codeSent', { phone: pending.shown })}
          testId="phone-confirm-dialog"
          onSubmit={submitCode}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
