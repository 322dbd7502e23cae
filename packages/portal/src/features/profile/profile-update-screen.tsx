import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADDRESS_TYPES, addressCreate, PORTAL_PATHS, profileInquiry } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { PersonalInfoForm } from '../../shared/verification/personal-info-form.tsx';
import { TaxSection } from './tax-section.tsx';
import { useAddressReplacement } from './address-replacement.tsx';

const FIELDS = ['address1', 'address2', 'city', 'postalCode', 'countryCode'] as const;
type TField = (typeof FIELDS)[number];
const EMPTY_ADDRESS = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<TField, string>;

function AddressTypeSelect({ value, onValue }: { value: number; onValue: (v: number) => void }) {
  const { t } = useTranslation('profile');
  return (
    <label className="op-field">
      <span>{t('addresses.type')}</span>
      <select data-testid="address-type" value={value} onChange={(e) => onValue(Number(e.target.value))}>
        {Object.values(ADDRESS_TYPES).map((id) => (
          <option key={id} value={id}>
            {t(`addrType.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The new-address form: type, lines, city, postal code, country (the residence by default). */
function AddressForm({ residence }: { residence: string | null }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const [type, setType] = useState<number>(ADDRESS_TYPES.home);
  const [v, setV] = useState<Record<TField, string>>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCallMutation(addressCreate, {
    invalidates: ['addressInquiry'],
    onFailure: (e) => setErrors({ address1: chooseMessage(e, t), ...fieldErrors(e, t) }),
  });
  const country = (v.countryCode || residence || '').toUpperCase();
  const replacement = useAddressReplacement(type);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(
      (['address1', 'city', 'postalCode'] as const).filter((f) => !v[f].trim()).map((f) => [f, t('common.required')]),
    );
    if (!/^[A-Z]{2}$/.test(country)) missing.countryCode = t('common.invalid');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    if (!(await replacement.mayReplace(country))) return;
    const r = await create.run({
      addressType: type as 1,
      address1: v.address1.trim(),
      ...(v.address2.trim() ? { address2: v.address2.trim() } : {}),
      city: v.city.trim(),
      postalCode: v.postalCode.trim(),
      countryCode: country,
    });
    if (!r.ok) return;
    show({ kind: 'success', title: t('popup.success'), message: t('addresses.added') });
    void navigate(PORTAL_PATHS.profile);
  }
  return (
    <section className="op-card" data-testid="address-form">
      <h2>{t('addresses.add')}</h2>
      <form className="op-form" onSubmit={submit} noValidate>
        <AddressTypeSelect value={type} onValue={setType} />
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(f === 'countryCode' ? 'addresses.country' : `addresses.${f}`)}
            testId={`address-${f}`}
            field={f}
            value={f === 'countryCode' ? v[f] || (residence ?? '') : v[f]}
            onValue={(x) => setV((s) => ({ ...s, [f]: x }))}
            error={errors[f]}
            maxLength={f === 'countryCode' ? 2 : 200}
          />
        ))}
        {replacement.warning}
        <button
          className="op-button op-button--primary"
          type="submit"
          data-testid="address-save"
          disabled={create.isPending || replacement.checking}
        >
          {t(replacement.saveAnyway ? 'addresses.replace.saveAnyway' : 'profile.save')}
        </button>
      </form>
    </section>
  );
}

/** `/profile-update` (spec 1 §2): the personal info to bring up to date: the personal details, an address and the tax id. */
export function ProfileUpdateScreen() {
  const { t } = useTranslation('profile');
  const profile = useCall(profileInquiry, {});
  return (
    <div className="op-stack" data-testid="profile-update-screen">
      <h1>{t('profile.update')}</h1>
      <PersonalInfoForm />
      <AddressForm residence={profile.data?.residenceCountryCode ?? null} />
      <TaxSection />
    </div>
  );
}
