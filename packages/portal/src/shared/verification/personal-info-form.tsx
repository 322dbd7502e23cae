import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { kycCustomerInfoGet, kycCustomerPersonalInfoUpdate, kycRequestGet } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../api/messages.ts';
import { usePopup } from '../ui/popup-store.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'birthDay',
  'birthCountryCode',
  'citizenshipCountryCode',
] as const;
type TField = (typeof FIELDS)[number];
const REQUIRED: readonly TField[] = ['firstName', 'lastName', 'birthDay', 'birthCountryCode', 'citizenshipCountryCode'];

/** What the form sends: trimmed, country codes upper-cased, an empty middle name left out. */
function toInput(v: Record<TField, string>) {
  const middleName = v.middleName.trim();
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    ...(middleName ? { middleName } : {}),
    birthDay: v.birthDay,
    birthCountryCode: v.birthCountryCode.trim().toUpperCase(),
    citizenshipCountryCode: v.citizenshipCountryCode.trim().toUpperCase(),
  };
}

/**
 * The personal details (spec 1 §7 kycRequestGet, kycCustomerPersonalInfoUpdate; the kyc page and
 * profile-update): the open request of the reviewer, if any, with the fields it asks for, and the
 * names, birth day and countries as core has them, sent again in one form. Open by default when a
 * request is open; saving submits it.
 */
export function PersonalInfoForm() {
  const { t } = useTranslation('kyc');
  const show = usePopup((s) => s.show);
  const request = useCall(kycRequestGet, {}).data?.customerKycRequest ?? null;
  const info = useCall(kycCustomerInfoGet, {}).data?.CustomerInfo;
  const [edits, setEdits] = useState<Partial<Record<TField, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCallMutation(kycCustomerPersonalInfoUpdate, {
    invalidates: ['kycRequestGet', 'kycCustomerInfoGet', 'customerInfoGet'],
    onFailure: (e) => setErrors({ firstName: chooseMessage(e, t), ...fieldErrors(e, t) }),
  });
  const v = Object.fromEntries(FIELDS.map((f) => [f, edits[f] ?? String(info?.[f] ?? '')])) as Record<TField, string>;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(
      REQUIRED.filter((f) => !v[f].trim()).map((f) => [f, t('kyc.personal.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const r = await save.run(toInput(v));
    if (!r.ok) return;
    setEdits({});
    show({ kind: 'success', title: t('kyc.personal.title'), message: t('kyc.personal.saved') });
  }
  if (!info) return null;
  return (
    <details className="op-card" data-testid="kyc-personal" open={request?.status === 'open'}>
      <summary>{t('kyc.personal.title')}</summary>
      {request && (
        <p className="op-muted" data-testid="kyc-request" data-status={request.status}>
          {t(`kyc.personal.request.${request.status}`)}
        </p>
      )}
      <form className="op-form" onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <TextField
            key={f}
            type={f === 'birthDay' ? 'date' : 'text'}
            label={t(`kyc.personal.${f}`)}
            testId={`kyc-personal-${f}`}
            field={f}
            value={v[f]}
            onValue={(x) => setEdits((s) => ({ ...s, [f]: x }))}
            error={errors[f]}
            maxLength={f.endsWith('CountryCode') ? 2 : 100}
          />
        ))}
        <button
          className="op-button op-button--primary"
          type="submit"
          data-testid="kyc-personal-save"
          disabled={save.isPending}
        >
          {t('kyc.personal.save')}
        </button>
      </form>
    </details>
  );
}
